@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Date pickers, colour pickers, gauges, badges, search fields, redaction
/// and date-styled text: what they show, against iOS's looks and
/// SwiftUI's documented formats.
@Suite struct SurfaceAdditionsTests {
  /// 18 September 2023, 09:41 UTC: the films' default start date.
  static let start = Date(timeIntervalSince1970: 1_695_030_060)

  @Test func dateStylesFormatAsSwiftUIDocuments() {
    #expect(Text(Self.start, style: .date).string == "September 18, 2023")
    #expect(Text(Self.start, style: .time).string == "9:41\u{202F}AM")
    // Relative styles count from the film's start date.
    let later = Self.start.addingTimeInterval(2 * 3600 + 15 * 60 + 3)
    #expect(Text(later, style: .relative).string == "2 hr, 15 min")
    #expect(Text(later, style: .offset).string == "+2 hours")
    #expect(Text(later, style: .timer).string == "2:15:03")
    #expect(Text(Self.start.addingTimeInterval(-247), style: .timer).string == "4:07")
    #expect(Text(Self.start.addingTimeInterval(-60), style: .offset).string == "-1 minute")
    #expect(Text(Self.start, style: .relative).string == "0 sec")
  }

  /// Dates made from the real clock (`Date()`, a preview's "2 minutes
  /// ago") keep their distance from it, counted from the film's "now":
  /// iOS shows "2 min, 5 sec", where against the fixed start date they
  /// read years. Fixed dates stay as they are; interpolations and the timer
  /// progress view read the same.
  @Test func datesFromTheClockKeepTheirDistanceFromNow() {
    #expect(Text(.now, style: .timer).string == "0:00")
    #expect(Text(Date().addingTimeInterval(-125), style: .relative).string == "2 min, 5 sec")
    #expect(Text(Date().addingTimeInterval(3 * 86400), style: .offset).string == "+3 days")
    #expect(Text("Sent \(Date().addingTimeInterval(-125), style: .relative) ago").string == "Sent 2 min, 5 sec ago")
    #expect(Text(timerInterval: Date()...Date().addingTimeInterval(300)).string == "5:00")
    #expect(Text("\(timerInterval: Date().addingTimeInterval(-30)...Date().addingTimeInterval(90), countsDown: false)").string == "0:30")
    // A date far from the clock is fixed: counted from the film's start.
    #expect(Text(Self.start.addingTimeInterval(-60), style: .offset).string == "-1 minute")
    #expect(TimerProgress(Date().addingTimeInterval(-15)...Date().addingTimeInterval(45), countsDown: true)
      .fraction(now: Self.start) == 0.75)
    #expect(TimerProgress(Date().addingTimeInterval(-15)...Date().addingTimeInterval(45), countsDown: false)
      .fraction(now: Self.start) == 0.25)
  }

  /// iOS 16's interval timer reads the time left to the interval's end at
  /// the film's start (or the pause time), counts up from its start when
  /// asked, clamps to the interval, and runs minutes past 59 without hours.
  @Test func anIntervalTimerReadsTheTimeLeftOrSinceItsStart() {
    let start = Self.start
    #expect(Text(timerInterval: start...start.addingTimeInterval(247)).string == "4:07")
    #expect(Text(timerInterval: start.addingTimeInterval(-30)...start.addingTimeInterval(90), countsDown: false).string == "0:30")
    #expect(Text(timerInterval: start...start.addingTimeInterval(4500), showsHours: false).string == "75:00")
    #expect(Text(timerInterval: start...start.addingTimeInterval(4500)).string == "1:15:00")
    #expect(Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(120)).string == "8:00")
    // Before the interval: all of it is left; after it: none.
    #expect(Text(timerInterval: start.addingTimeInterval(60)...start.addingTimeInterval(120)).string == "1:00")
    #expect(Text(timerInterval: start.addingTimeInterval(-120)...start.addingTimeInterval(-60)).string == "0:00")
  }

  /// The status bar modifiers, iOS 13's `statusBar(hidden:)` among them,
  /// compile and draw nothing (a render has no status bar).
  @Test func statusBarModifiersDrawNothing() throws {
    func bitmap(_ view: some View) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 60, height: 30))
      renderer.scale = 1
      return try #require(renderer.bitmap)
    }
    let plain = try bitmap(Text("Hi"))
    #expect(try bitmap(Text("Hi").statusBar(hidden: true)) == plain)
    #expect(try bitmap(Text("Hi").statusBarHidden().persistentSystemOverlays(.hidden)) == plain)
  }

  @Test func anAttributedStringShowsItsCharacters() {
    var string = AttributedString("See ")
    var link = AttributedString("the docs")
    link.link = URL(string: "https://example.com")
    string.append(link)
    #expect(Text(string).string == "See the docs")
  }

  @Test func aDateStyleFollowsTheEnvironmentsTimeZone() throws {
    let view = Text(Self.start, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
    try graph.update(at: 0)
    let node = try #require(graph.placed?.descendantsAndSelf.compactMap { $0.node as? TextNode }.first)
    #expect(node.string == "11:41\u{202F}AM")
  }

  struct Screen: View {
    @State private var query = ""
    var body: some View {
      NavigationStack {
        List {
          Text("Inbox").badge(12)
          Text("Drafts").badge(0)
          DatePicker("Due", selection: .constant(SurfaceAdditionsTests.start))
          DatePicker("Day", selection: .constant(SurfaceAdditionsTests.start), displayedComponents: .date)
          ColorPicker("Tint", selection: .constant(.orange))
          Gauge(value: 0.25) { Text("Storage") } currentValueLabel: { Text("25 %") }
          Text("A long line that is only a placeholder").redacted(reason: .placeholder)
        }
        .searchable(text: $query, prompt: "Find a message")
        .navigationTitle("Mail")
      }
    }
  }

  @Test func theLooks() {
    expectGolden(of: Screen(), named: "surface-additions", layout: .fixed(width: 390, height: 640), scale: 2)
  }

  /// `Shape.size(width:height:)` makes the outline in a rect of that size
  /// at the frame's top-leading corner and leaves the layout alone (Apple:
  /// "This does not affect the layout properties of any views created from
  /// the shape"): the background still fills the 100-pt canvas.
  @Test func aSizedShapeDrawsAtItsFramesOrigin() throws {
    let image = try Rig {
      Rectangle().size(width: 20, height: 10).fill(Color(red: 1, green: 0, blue: 0)).background(Color(red: 0, green: 0, blue: 1))
    }.image(at: 0)
    #expect(image.rgb(5, 5) == [255, 0, 0] && image.rgb(19, 9) == [255, 0, 0])
    #expect(image.rgb(25, 5) == [0, 0, 255] && image.rgb(5, 15) == [0, 0, 255] && image.rgb(95, 95) == [0, 0, 255])
    // Not finite sizes draw nothing.
    let empty = try Rig { Circle().size(CGSize(width: CGFloat.nan, height: -4)) }.image(at: 0)
    #expect(empty.inkedPixelCount == 0)
  }

  /// A placeholder-redacted image keeps its size and shape and shows none
  /// of its content (Apple's RedactionReasons: "Text and images will be
  /// automatically masked"): a red star is a grey star; it was drawn red.
  @Test func aRedactedImageIsAGreyPlaceholder() throws {
    func star(redacted: Bool) throws -> Bitmap {
      try Rig {
        Image(systemName: "star.fill").font(.system(size: 60)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
          .redacted(reason: redacted ? .placeholder : [])
      }.image(at: 0)
    }
    func reds(_ image: Bitmap) -> Int {
      (0..<100).flatMap { y in (0..<100).map { x in image.rgb(x, y) } }.filter { $0[0] > 200 && $0[1] < 80 }.count
    }
    let shown = try star(redacted: false), hidden = try star(redacted: true)
    #expect(reds(shown) > 500 && reds(hidden) == 0)
    // The same silhouette: as many pixels inked, within antialiasing.
    #expect(abs(hidden.inkedPixelCount - shown.inkedPixelCount) < shown.inkedPixelCount / 10, "\(hidden.inkedPixelCount) \(shown.inkedPixelCount)")
  }

  /// A symbol drawn `.original` keeps the foreground style where SF
  /// Symbols gives no colour: `note.text.badge.plus` in purple is a purple
  /// note under its green badge (it was black under the badge).
  @Test func anOriginalSymbolTakesTheForegroundWhereSFGivesNoColour() throws {
    let image = try Rig {
      Image(systemName: "note.text.badge.plus").renderingMode(.original).font(.system(size: 60))
        .foregroundColor(Color(red: 0.5, green: 0, blue: 1))
    }.image(at: 0)
    let pixels = (0..<100).flatMap { y in (0..<100).map { x in image.rgb(x, y) } }
    #expect(pixels.filter { $0[2] > 200 && $0[1] < 60 }.count > 200)
    #expect(pixels.filter { $0[1] > 150 && $0[0] < 120 && $0[2] < 150 }.count > 50)
    #expect(pixels.filter { $0.allSatisfy { $0 < 60 } }.isEmpty)
  }

  /// iOS 13's `ContextMenu`, made beforehand and given (or nil) to
  /// `contextMenu(_:)`, compiles and draws the view as it is at rest.
  @Test func aContextMenuMadeBeforehandDrawsTheViewAtRest() throws {
    let menu = ContextMenu { Button("Replace") {}; Button("Share") {} }
    let plain = try Rig { Text("Hi") }.image(at: 0)
    let withMenu = try Rig { Text("Hi").contextMenu(menu) }.image(at: 0)
    let withoutMenu = try Rig { Text("Hi").contextMenu(nil as ContextMenu<Button<Text>>?) }.image(at: 0)
    #expect(plain.pixels == withMenu.pixels && plain.pixels == withoutMenu.pixels)
  }

  /// The circular accessory gauges are rings 58 pt across: the capacity
  /// ring filled clockwise from the top to the value over a faint track,
  /// the open ring unbroken but for its gap at the bottom.
  @Test func circularGaugesAreRings() throws {
    let capacity = try Rig(width: 58, height: 58) {
      Gauge(value: 0.65) { Text("") }.gaugeStyle(.accessoryCircularCapacity).tint(Color(red: 1, green: 0, blue: 0))
    }.image(at: 0)
    // Top (0), right (0.25) and bottom (0.5) are filled red; left (0.75)
    // is the track, red at 30 % over white.
    for (x, y) in [(29, 3), (55, 29), (29, 55)] {
      #expect(capacity.rgb(x, y) == [255, 0, 0], "(\(x), \(y)) \(capacity.rgb(x, y))")
    }
    let track = capacity.rgb(3, 29)
    #expect(track[0] == 255 && track[1] > 150 && track[1] < 210, "\(track)")
    let open = try Rig(width: 58, height: 58) {
      Gauge(value: 0.2) { Text("") }.gaugeStyle(.accessoryCircular).tint(Color(red: 0, green: 0, blue: 1))
    }.image(at: 0)
    #expect(open.rgb(29, 3) == [0, 0, 255] && open.rgb(55, 29) == [0, 0, 255])
    #expect(open.rgb(29, 55) == [255, 255, 255], "the gap: \(open.rgb(29, 55))")
  }

  /// The gauge's bar is filled to the value's share of its range.
  @Test func aGaugeFillsToItsFraction() throws {
    let rig = try Rig(width: 200, height: 40) { Gauge(value: 30.0, in: 10...90) { EmptyView() }.padding(.horizontal, 20) }
    let image = try rig.image(at: 0)
    // The bar spans x 20…180; a quarter, to x 60, is tinted blue (its
    // capsule end rounds off over the last 3 pt).
    let y = try #require((0..<40).first { image.rgb(30, $0) == [0, 122, 255] })
    #expect(image.rgb(52, y) == [0, 122, 255])
    #expect(image.rgb(64, y) != [0, 122, 255])
  }

  /// `.accessoryLinear` is a bar all in the tint with a marker at the
  /// value, and shows neither the label nor the current value; marked-value
  /// labels are accepted and not drawn.
  @Test func anAccessoryLinearGaugeMarksItsValue() throws {
    let view = Gauge(value: 0.5) { Text("Range") } currentValueLabel: { Text("0.5") } markedValueLabels: { Text("m") }
      .gaugeStyle(.accessoryLinear).tint(Color(red: 0, green: 0, blue: 1)).frame(width: 106)
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
    try graph.update(at: 0)
    #expect((graph.placed?.descendantsAndSelf.compactMap { ($0.node as? TextNode)?.string } ?? []).isEmpty)
    let image = try Rig(width: 106, height: 6) { view }.image(at: 0)
    // The bar is blue from end to end but where the marker's ring of
    // background sits, 2 pt wide, centred at half the usable length
    // (100 pt) 3 pt in: x 49…51.
    #expect(image.rgb(10, 3) == [0, 0, 255] && image.rgb(95, 3) == [0, 0, 255])
    #expect(image.rgb(50, 3) == [255, 255, 255], "the marker's ring: \(image.rgb(50, 3))")
    #expect(image.rgb(53, 3) == [0, 0, 255], "inside the marker: \(image.rgb(53, 3))")
  }

  /// iOS 15's `searchable(text:placement:prompt:suggestions:)` compiles and
  /// draws the field as the form without suggestions does.
  @Test func searchableWithSuggestionsDrawsTheField() throws {
    func bitmap(_ view: some View) throws -> Bitmap {
      try #require(ImageRenderer(content: NavigationStack { view.navigationTitle("T") }.frame(width: 300, height: 200)).bitmap)
    }
    let plain = try bitmap(List { Text("a") }.searchable(text: .constant(""), prompt: "Find"))
    let suggested = try bitmap(List { Text("a") }.searchable(text: .constant(""), prompt: "Find") { Text("s") })
    #expect(plain.pixels == suggested.pixels)
  }

  /// The deprecated `colorScheme(_:)` darkens only the subtree it wraps.
  @Test func colorSchemeSetsItsSubtreesScheme() throws {
    let image = try Rig(width: 20, height: 10) {
      HStack(spacing: 0) {
        Color(uiColor: .systemBackground).frame(width: 10)
        Color(uiColor: .systemBackground).frame(width: 10).colorScheme(.dark)
      }
    }.image(at: 0)
    #expect(image.rgb(5, 5) == [255, 255, 255])
    #expect(image.rgb(15, 5) == [0, 0, 0])
  }

  @Test func aDatePickerClampsIntoItsRange() throws {
    let range = Self.start.addingTimeInterval(86_400)...Self.start.addingTimeInterval(3 * 86_400)
    let view = DatePicker("Day", selection: .constant(Self.start), in: range, displayedComponents: .date)
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: ProposedViewSize(width: 300, height: 60), scale: 1)
    try graph.update(at: 0)
    let strings = graph.placed?.descendantsAndSelf.compactMap { ($0.node as? TextNode)?.string } ?? []
    #expect(strings == ["Day", "Sep 19, 2023"])
  }

  /// A text editor takes the space offered; its text starts 5 pt in and
  /// 8 pt down.
  /// A text editor writes in the environment's font (the body font where
  /// none is set), as SwiftUI's `TextEditor(text:).font(_:)`.
  @Test func aTextEditorWritesInTheEnvironmentsFont() throws {
    func image(_ view: some View) throws -> Bitmap {
      try #require(ImageRenderer(content: view.frame(width: 200, height: 60).background(Color.white)).bitmap)
    }
    let title = try image(TextEditor(text: .constant("Notes")).font(.title))
    #expect(title == (try image(Text("Notes").font(.title).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(.horizontal, 5).padding(.vertical, 8))))
    #expect(title != (try image(TextEditor(text: .constant("Notes")))))
  }

  @Test func aTextEditorFillsItsSpace() throws {
    let rig = try Rig(width: 200, height: 120) { TextEditor(text: .constant("Notes")) }
    try rig.graph.update(at: 0)
    let placed = try #require(rig.graph.placed).descendantsAndSelf
    let text = try #require(placed.first { $0.node is TextNode })
    #expect(text.frame.minX == 5 && text.frame.minY == 8)
    #expect(placed.contains { $0.frame == CGRect(x: 0, y: 0, width: 200, height: 120) })
  }

  /// A control group's buttons share its width; a rename button runs the
  /// action set around it.
  @Test func aControlGroupSharesItsWidth() throws {
    final class Box { var renamed = false }
    let box = Box()
    let rig = try Rig(width: 300, height: 44) {
      ControlGroup {
        Button("A") {}
        RenameButton()
      }
      .renameAction { box.renamed = true }
    }
    try rig.graph.tap(at: CGPoint(x: 225, y: 22), time: 0)
    #expect(box.renamed)
  }

  /// `controlGroupStyle(_:)`: the automatic look is the grey capsule;
  /// `.navigation` lays the controls out bare; `.menu` shows the group's
  /// label (a menu of the controls) and not the controls.
  @Test func aControlGroupStyleChangesTheLook() throws {
    func drawn(_ view: some View) throws -> (image: Bitmap, list: String) {
      let framed = view.frame(width: 300, height: 44)
      let renderer = ImageRenderer(content: framed)
      return (try #require(try renderer.render()), try RenderSession(still: framed).displayList().description)
    }
    func group() -> ControlGroup<TupleView<(Button<Text>, Button<Text>)>> {
      ControlGroup { Button("Copy") {}; Button("Paste") {} } label: { Text("Clipboard") }
    }
    let automatic = try drawn(group())
    let navigation = try drawn(group().controlGroupStyle(.navigation))
    let menu = try drawn(group().controlGroupStyle(.menu))
    // Beside the controls, at the capsule's edge: tertiarySystemFill over clear, or nothing.
    #expect(automatic.image.pixels[(22 * 300 + 4) * 4 + 3] > 0)
    #expect(navigation.image.pixels[(22 * 300 + 4) * 4 + 3] == 0)
    #expect(navigation.list.contains("Copy") && navigation.list.contains("Paste"))
    #expect(menu.list.contains("Clipboard") && !menu.list.contains("Paste"))
  }
}

/// What a SwiftUI catalog of controls (sang200515/SwiftUIViews, 307
/// files: Big Mountain Studio's examples) used that failed to compile.
extension SurfaceAdditionsTests {
  struct Task: Identifiable {
    let id: Int
    var title: String
    var done: Bool
  }

  /// A `MultiDatePicker` shows its chosen days on filled circles of the
  /// tint with white numbers, the month of the earliest chosen day.
  @Test func aMultiDatePickerFillsItsChosenDays() throws {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let days: Set<DateComponents> = [DateComponents(year: 2023, month: 9, day: 6), DateComponents(year: 2023, month: 9, day: 20)]
    let picker = MultiDatePicker("Dates", selection: .constant(days))
      .environment(\.calendar, utc).environment(\.timeZone, utc.timeZone).environment(\.locale, Locale(identifier: "en_US"))
      .frame(width: 350).background(Color.white)
    let renderer = ImageRenderer(content: picker)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    #expect(try RenderSession(still: picker).displayList().description.contains("September 2023"))
    // 1 September 2023 is a Friday: the 6th is row 1, Wednesday's column
    // (50 pt wide), rows 44 pt under the 44-pt header and 20-pt weekdays.
    func isTint(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.blue > 200 && p.red < 60 }
    #expect(isTint(175 - 16, 130) && isTint(175 + 16, 130))
    #expect(isTint(175 - 16, 130 + 88))  // the 20th, two rows down
    #expect(!isTint(175 - 16, 130 + 44))  // the 13th, not chosen
  }

  /// `List($items) { $item in … }` gives each row a binding to its
  /// element; steppers with their label last, sliders without a range,
  /// titled share links of several items, `listItemTint(.monochrome)` and
  /// `isDetailLink(_:)` compile and draw.
  @Test func bindingListsAndLabelLastControlsCompileAndDraw() throws {
    var tasks = [Task(id: 1, title: "Milk", done: false), Task(id: 2, title: "Eggs", done: true)]
    let binding = Binding(get: { tasks }, set: { tasks = $0 })
    let list = List(binding) { $task in Toggle(task.title, isOn: $task.done) }.frame(width: 320, height: 300)
    let listText = try RenderSession(still: list).displayList().description
    #expect(listText.contains("Milk") && listText.contains("Eggs"))
    var value = 0.5
    let controls = VStack {
      Stepper(onIncrement: {}, onDecrement: {}) { Text("Custom Stepper") }
      Stepper(value: .constant(3), in: 0...10, step: 1, onEditingChanged: { _ in }) { Text("Bounded") }
      Slider(value: Binding(get: { value }, set: { value = $0 }), minimumValueLabel: Image(systemName: "tortoise"),
        maximumValueLabel: Image(systemName: "hare"), label: {})
      ShareLink("Share Collections", items: ["Milk", "Eggs"])
      Label("Tinted", systemImage: "star").listItemTint(.monochrome)
      NavigationLink("Detail") { Text("D") }.isDetailLink(false)
    }
    .frame(width: 320)
    let text = try RenderSession(still: controls).displayList().description
    for label in ["Custom Stepper", "Bounded", "Share Collections", "Tinted", "Detail"] { #expect(text.contains(label)) }
  }

  /// A plain list's section separator (the line under its last row) takes
  /// `listSectionSeparatorTint`, and `listSectionSeparator(.hidden)`
  /// removes it.
  @Test func aSectionsSeparatorTakesItsTint() throws {
    func reddish(_ hidden: Bool, tint: Bool) throws -> Int {
      let list = List {
        Section {
          Text("One")
          Text("Two")
        }
        .listSectionSeparatorTint(tint ? Color.red : nil, edges: .bottom)
        .listSectionSeparator(hidden ? .hidden : .automatic, edges: .bottom)
      }
      .listStyle(.plain).frame(width: 300, height: 200)
      let renderer = ImageRenderer(content: list)
      renderer.scale = 3
      let image = try #require(renderer.bitmap)
      // The hairline is a third of a point: at 3x one pixel of red.
      return (0..<600).filter { y in let p = image.pixel(x: 600, y: y); return Int(p.red) - Int(p.green) > 100 }.count
    }
    #expect(try reddish(false, tint: true) > 0)
    #expect(try reddish(false, tint: false) == 0)
    #expect(try reddish(true, tint: true) == 0)
  }

  /// Names and measurements in Foundation's format styles, which
  /// swift-corelibs-foundation lacks.
  @Test func namesAndMeasurementsFormatAsFoundationDoes() {
    var name = PersonNameComponents()
    name.namePrefix = "Dr."
    name.givenName = "John"
    name.middleName = "Ronald"
    name.familyName = "Tolkien"
    name.nickname = "Johnny"
    #expect(name.formatted(.name(style: .short)) == "Johnny")
    #expect(name.formatted(.name(style: .medium)) == "John Tolkien")
    #expect(name.formatted(.name(style: .long)) == "Dr. John Ronald Tolkien")
    #expect(name.formatted(.name(style: .abbreviated)) == "JT")
    #expect(Text(name, format: .name(style: .medium)).string == "John Tolkien")
    #expect((try? PersonNameComponents.FormatStyle(style: .medium).parseStrategy.parse("Ada King"))?.familyName == "King")
    let marathon = Measurement(value: 26.2, unit: UnitLength.miles)
    let english = Locale(identifier: "en_US")
    #expect(Measurement<UnitLength>.FormatStyle(width: .narrow, locale: english).format(marathon) == "26.2mi")
    #expect(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: english).format(marathon) == "26.2 mi")
    #expect(Measurement<UnitLength>.FormatStyle(width: .wide, locale: english).format(marathon) == "26.2 miles")
    let warm = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
    #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: english).format(warm) == "72°F")
    #expect(Measurement<UnitTemperature>.FormatStyle(width: .narrow, locale: english).format(warm) == "72°")
    #expect(Measurement(value: 1, unit: UnitDuration.hours).formatted(.measurement(width: .wide).locale(english)) == "1 hour")
  }

  /// `.foregroundStyle(.foreground)` names the foreground inherited from
  /// above (it recursed until the stack ran out and crashed the process);
  /// `.foreground.secondary` is that foreground's second level, and
  /// `.tint(.tint)` / `.backgroundStyle(.background)` keep what was set.
  @Test func aStyleNamingTheInheritedForegroundDrawsIt() throws {
    func centre<V: View>(_ view: V) throws -> (Int, Int, Int) {
      let renderer = ImageRenderer(content: view.frame(width: 40, height: 40))
      let image = try #require(renderer.bitmap)
      let p = image.pixel(x: 20, y: 20)
      return (Int(p.red), Int(p.green), Int(p.blue))
    }
    #expect(try centre(Rectangle().foregroundStyle(.foreground).foregroundStyle(Color.red)) == (255, 59, 48))
    #expect(try centre(Rectangle().foregroundStyle(.foreground)) == (0, 0, 0))
    let faded = try centre(Rectangle().foregroundStyle(.foreground.secondary).foregroundStyle(Color.red))
    #expect(faded.0 == 255 && abs(faded.1 - 59) <= 1 && abs(faded.2 - 48) <= 1, "red, over nothing (the renderer's background is clear) …")
    let alpha = try #require(ImageRenderer(
      content: Rectangle().foregroundStyle(.foreground.secondary).foregroundStyle(Color.red).frame(width: 40, height: 40)
    ).bitmap).pixel(x: 20, y: 20).alpha
    #expect(abs(Int(alpha) - 153) <= 1, "… at the second level's 60 %")
    #expect(try centre(Rectangle().foregroundStyle(.tint).tint(TintShapeStyle()).tint(Color.green)) == (52, 199, 89))
    // A tint made from the tint above (`TintShapeStyle().opacity(0.5)`)
    // reads that one (it recursed until the stack ran out): green at half
    // opacity over nothing.
    let halfGreen = try #require(ImageRenderer(
      content: Rectangle().foregroundStyle(.tint).tint(TintShapeStyle().opacity(0.5)).tint(Color.green).frame(width: 40, height: 40)
    ).bitmap).pixel(x: 20, y: 20)
    #expect(abs(Int(halfGreen.alpha) - 128) <= 1, "\(halfGreen)")
    #expect(abs(Int(halfGreen.red) - 52) <= 3 && abs(Int(halfGreen.green) - 199) <= 3 && abs(Int(halfGreen.blue) - 89) <= 3, "\(halfGreen)")
    // A gradient tint is stored as it is (a gauge reads its stops).
    var tinted: AnyShapeStyle?
    _ = try centre(Rectangle().transformEnvironment(\.tint) { tinted = $0 }
      .tint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    #expect(tinted?.base is LinearGradient)
    #expect(try centre(Rectangle().foregroundStyle(.background).backgroundStyle(.background).backgroundStyle(Color.red)) == (255, 59, 48))
    // The selection style fills with the accent colour on iPhone.
    #expect(try centre(Rectangle().foregroundStyle(.selection)) == (0, 122, 255))
    #expect(try centre(Rectangle().foregroundStyle(.selection).tint(Color.green)) == (52, 199, 89))
  }

  /// A button whose label is several views is one control: its padding and
  /// background surround them side by side, as on iOS.
  @Test func aButtonsSeveralLabelViewsSitSideBySide() throws {
    struct Swatch: View {
      let width: CGFloat
      var body: some View { Color.red.frame(width: width, height: 10) }
    }
    struct Backdrop: View {
      var body: some View { Color.green }
    }
    let rig = try Rig {
      Button(action: {}) {
        Swatch(width: 20)
        Swatch(width: 30)
      }
      .padding(5)
      .background(Backdrop())
    }
    let label = try rig.frames(of: Swatch.self, at: 0)
    #expect(label.count == 2)
    #expect(label.map(\.minY) == [45, 45], "side by side, centred in the 100-pt canvas")
    #expect(label[1].minX - label[0].maxX == 8, "the default spacing between two views")
    let background = try rig.frames(of: Backdrop.self, at: 0)
    #expect(background == [CGRect(x: 16, y: 40, width: 20 + 8 + 30 + 10, height: 20)], "one background round both")
  }

  /// `contentShape(_:_:)` with kinds: only `.interaction` changes which taps
  /// land; a context-menu preview shape leaves hit testing alone.
  @Test func contentShapeKindsDecideWhatTheShapeStandsFor() throws {
    func film(_ kinds: ContentShapeKinds) -> Film {
      Film("content-shape", size: CGSize(width: 100, height: 50), scale: 1, fps: 10, state: 0, script: [
        .tap(x: 50, y: 25), .wait(0.1),
      ]) { $count in
        ZStack {
          count == 1 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)
          // An empty frame draws nothing, so only a content shape takes taps.
          Spacer().frame(width: 60, height: 40)
            .contentShape(kinds, Rectangle())
            .onTapGesture { count = 1 }
        }
      }
    }
    var last: Bitmap?
    try film(.interaction).renderFrames { _, frame in last = frame }
    let p = (25 * 100 + 50) * 4
    #expect(last.map { Array($0.pixels[p..<(p + 3)]) } == [0, 0, 255])
    // A context-menu preview's shape takes no taps: the film says so.
    #expect(throws: (any Error).self) { try film(.contextMenuPreview).renderFrames { _, _ in } }
  }


}
