@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// SwiftUI's controls: their behaviour in films (taps run actions, held
/// taps show pressed looks, disabled controls ignore taps), their sizes
/// against UIKit's published figures, and goldens of each state, looked at.
@Suite struct ControlTests {
  func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> CGSize {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: proposal, scale: 1)
    try graph.update(at: 0)
    return try #require(graph.canvasSize)
  }

  /// A spinner is UIKit's layer bitmap: scaled up, it is its own pixels
  /// magnified (as MARVEL's `ProgressView().scaleEffect(1.5)` reference
  /// shows), not spokes drawn at the larger size.
  @Test @MainActor func aScaledSpinnerIsItsPixelsMagnified() throws {
    func render(_ view: some View) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 30, height: 30).background(Color.white))
      renderer.scale = 3
      return try #require(renderer.bitmap)
    }
    let still = ImageRenderer(content: ProgressView().frame(width: 20, height: 20))
    still.scale = 3
    let pixels = try Image(bitmap: try #require(still.bitmap), scale: 3)
    let scaled = try render(ProgressView().scaleEffect(1.5))
    #expect(scaled == (try render(pixels.scaleEffect(1.5))))
    // Unscaled, the same pixels as the spokes drawn directly.
    let spokes = try render(Canvas { graphics, size in
      _Spinner.draw(
        lead: 6, colour: Color.secondary, geometry: .at(.large), size: CGSize(width: 20, height: 20), in: &graphics)
    }.frame(width: 20, height: 20))
    #expect(try render(ProgressView()) == spokes)
  }

  /// A control group is as tall as its controls (44 points at least), not
  /// stretched down its stack by the separators between them: a
  /// ControlGroup in a 600-pt VStack took all the stack left over.
  @Test func aControlGroupIsAsTallAsItsControls() throws {
    let group = ControlGroup {
      Button("Hello!") {}
      Button(action: {}) { Image(systemName: "gearshape.fill") }
    }
    #expect(try size(group, ProposedViewSize(width: 300, height: 600)) == CGSize(width: 300, height: 44))
  }

  /// An optional gesture is a gesture, as in SwiftUI: the tap is attached
  /// when present and nothing is when nil (`.gesture(flag ? tap : nil)`).
  @Test func anOptionalGestureRunsWhenPresent() throws {
    func taps(enabled: Bool) throws -> [UInt8] {
      let film = Film("optional", size: CGSize(width: 120, height: 60), scale: 1, fps: 10, state: 0, script: [
        .tap(x: 60, y: 30), .wait(0.1),
      ]) { $count in
        Rectangle().fill(count == 1 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
          .gesture(enabled ? TapGesture().onEnded { count += 1 } : nil)
      }
      var last: [UInt8] = []
      try film.renderFrames { _, frame in
        let p = (30 * frame.width + 60) * 4
        last = Array(frame.pixels[p..<(p + 3)])
      }
      return last
    }
    #expect(try taps(enabled: true) == [0, 0, 255])
    // Nil: nothing handles the tap, which a film reports.
    #expect(throws: (any Error).self) { try taps(enabled: false) }
  }

  @Test func aButtonsActionRunsOnATap() throws {
    let film = Film("count", size: CGSize(width: 120, height: 60), scale: 1, fps: 10, state: 0, script: [
      .tap(x: 60, y: 30), .wait(0.1), .tap(x: 60, y: 30), .wait(0.1),
    ]) { $count in
      Button { count += 1 } label: {
        // Blue once tapped twice.
        Rectangle().fill(count == 2 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
          .frame(width: 80, height: 30)
      }
    }
    var centres: [[UInt8]] = []
    try film.renderFrames { _, frame in
      let p = (30 * frame.width + 60) * 4
      centres.append(Array(frame.pixels[p..<(p + 3)]))
    }
    // A borderless button tints its label, but a shape's explicit fill
    // keeps its colour.
    #expect(centres.first == [255, 0, 0])
    #expect(centres.last == [0, 0, 255])
  }

  /// A held tap: the pressed look shows until the finger lifts, then the
  /// action runs (iOS fires on touch-up).
  @Test func aHeldTapShowsThePressedLookThenActs() throws {
    let film = Film("press", size: CGSize(width: 100, height: 50), scale: 1, fps: 10, state: 0, script: [
      .wait(0.1), .tap(x: 50, y: 25, pressDuration: 0.3), .wait(0.5),
    ]) { $count in
      Button { count += 1 } label: {
        Rectangle().fill(count == 0 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
          .frame(width: 60, height: 30)
      }
      .buttonStyle(.plain)
    }
    var centres: [[UInt8]] = []
    try film.renderFrames { _, frame in
      let p = (25 * frame.width + 50) * 4
      centres.append(Array(frame.pixels[p..<(p + 3)]))
    }
    // 0: red; 1–3: pressed (red at 20 % over white); 4 on: released, blue.
    #expect(centres[0] == [255, 0, 0])
    #expect(centres[2] == [255, 204, 204])
    #expect(centres[5] == [0, 0, 255])
  }

  /// A foreground colour set around a button wins over its style's tint,
  /// as on iOS (`Button("Save") {}.foregroundColor(.white)` draws white
  /// text); without one the label takes the tint; disabled, it is grey.
  @Test func aForegroundColourAroundAButtonWinsOverTheTint() throws {
    func centre<V: View>(_ view: V) throws -> [UInt8] {
      let image = try #require(try ImageRenderer(content: view.frame(width: 40, height: 20)).render())
      let p = (image.height / 2 * image.width + image.width / 2) * 4
      return Array(image.pixels[p..<(p + 3)])
    }
    let blue = Color(red: 0, green: 0, blue: 1), green = Color(red: 0, green: 1, blue: 0)
    let button = Button {} label: { Rectangle().frame(width: 40, height: 20) }
    #expect(try centre(button.tint(blue)) == [0, 0, 255])
    #expect(try centre(button.foregroundColor(green).tint(blue)) == [0, 255, 0])
    #expect(try centre(button.tint(blue).foregroundStyle(green)) == [0, 255, 0])
    #expect(try centre(button.buttonStyle(.bordered).foregroundColor(green).tint(blue)) == [0, 255, 0])
    #expect(try centre(button.buttonStyle(.borderedProminent).tint(blue)) == [255, 255, 255])
    #expect(try centre(button.buttonStyle(.borderedProminent).foregroundColor(green).tint(blue)) == [0, 255, 0])
    #expect(try centre(button.disabled(true).foregroundColor(green)) != [0, 255, 0])
  }

  @Test func aDisabledButtonIgnoresTaps() throws {
    let film = Film("disabled", size: CGSize(width: 100, height: 50), scale: 1, fps: 10, state: 0, script: [
      .tap(x: 50, y: 25), .wait(0.1),
    ]) { $count in
      ZStack {
        Color.white.onTapGesture { count = 10 }
        Button { count = 1 } label: { Text("\(count)") }.disabled(true)
      }
    }
    // The tap falls through to the background's handler: 10, not 1.
    var last: Bitmap?
    try film.renderFrames { _, frame in last = frame }
    let disabled = Film("disabled-check", size: CGSize(width: 100, height: 50), scale: 1, fps: 10, state: 0, script: [
      .tap(x: 50, y: 25), .wait(0.1),
    ]) { $count in
      ZStack {
        (count == 10 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).onTapGesture { count = 10 }
        Button { count = 1 } label: { Color.clear.frame(width: 40, height: 20) }.disabled(true)
      }
    }
    try disabled.renderFrames { _, frame in last = frame }
    let p = (25 * 100 + 50) * 4
    #expect(last.map { Array($0.pixels[p..<(p + 3)]) } == [0, 0, 255])
  }

  /// Sizes: a regular bordered button is its label (a body line, 20.29
  /// points: SF Pro 17's line height, which the Inter stand-in keeps) plus
  /// UIKit's medium insets, 7 and 12, so 34.3 points tall; large, 14 and 20.
  @Test func borderedButtonsAreTheirLabelPlusTheInsets() throws {
    let label = try size(Text("Continue"))
    let regular = try size(Button("Continue") {}.buttonStyle(.borderedProminent))
    #expect(regular == CGSize(width: label.width + 24, height: label.height + 14))
    // (The body line's 20.29 pt, rounded up to a pixel at 1×.)
    #expect(abs(label.height - 21) < 0.01)
    let large = try size(Button("Continue") {}.buttonStyle(.bordered).controlSize(.large))
    #expect(large.height == label.height + 28)
    // Borderless adds nothing.
    #expect(try size(Button("Continue") {}) == label)
  }

  /// Laid out 49 × 31 as SwiftUI lays out UISwitch (by its alignment
  /// rectangle; see `_SwitchBody.layoutSize`), drawn 51 × 31 from its
  /// leading edge.
  @Test func theSwitchIsLaidOutAsSwiftUILaysOutUISwitch() throws {
    #expect(try size(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()) == CGSize(width: 49, height: 31))
    let renderer = ImageRenderer(content: Toggle("", isOn: .constant(false)).labelsHidden().padding(.trailing, 10))
    renderer.scale = 2
    let bitmap = try #require(try renderer.render())
    #expect(bitmap.width == 118)
    // Across the middle row the off track (grey) reaches 50.5 pt, past the
    // 49-pt frame; nothing is drawn at 55 pt.
    #expect(bitmap.pixel(x: 101, y: 31).alpha > 0)
    #expect(bitmap.pixel(x: 110, y: 31).alpha == 0)
    // With its label it takes the width offered.
    #expect(try size(Toggle("Wi-Fi", isOn: .constant(true)), ProposedViewSize(width: 300, height: nil)).width == 300)
  }

  @Test func aTapFlipsAToggleAndTheKnobSlides() throws {
    let film = Film("switch", size: CGSize(width: 51, height: 31), scale: 1, fps: 20, state: false, script: [
      .wait(0.1), .tap(x: 25, y: 15), .wait(1),
    ]) { $on in
      Toggle("", isOn: $on).labelsHidden()
    }
    var knobX: [Double] = []
    try film.renderFrames { _, frame in
      // The knob is the whitest run along the middle row.
      var sum = 0.0, count = 0.0
      for x in 0..<frame.width {
        let p = (15 * frame.width + x) * 4
        if frame.pixels[p] > 250, frame.pixels[p + 1] > 250, frame.pixels[p + 2] > 250 { sum += Double(x); count += 1 }
      }
      knobX.append(count > 0 ? sum / count : -1)
    }
    // Off: the knob's centre at 2 + 13.5; on: at 51 − 2 − 13.5.
    #expect(abs(knobX[0] - 15.5) < 1.5)
    #expect(abs(knobX.last! - 35.5) < 1.5)
    // It slides: some frame in between.
    #expect(knobX.contains { $0 > 20 && $0 < 31 })
  }

  @Test func sliderThumbFollowsTheValueClamped() throws {
    #expect(try size(Slider(value: .constant(0.5)), ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 31))
    func thumbCentre(_ value: Double, in range: ClosedRange<Double> = 0...1) throws -> Double {
      let renderer = ImageRenderer(content: Slider(value: .constant(value), in: range).frame(width: 227).background(Color.black))
      let image = try #require(try renderer.render())
      // The thumb is the white run on the middle row.
      var sum = 0.0, count = 0.0
      for x in 0..<image.width {
        let p = (15 * image.width + x) * 4
        if image.pixels[p] > 245, image.pixels[p + 1] > 245, image.pixels[p + 2] > 245 { sum += Double(x); count += 1 }
      }
      return sum / max(count, 1) + 0.5
    }
    // Travel is 227 − 27 = 200 points; the centre at 13.5 + 200 · fraction.
    #expect(abs(try thumbCentre(0.25) - 63.5) < 1)
    #expect(abs(try thumbCentre(5, in: 0...10) - 113.5) < 1)
    #expect(abs(try thumbCentre(-3) - 13.5) < 1)  // below the range: the start
    #expect(abs(try thumbCentre(3) - 213.5) < 1)  // above: the end
    #expect(abs(try thumbCentre(.nan) - 13.5) < 1)
    #expect(abs(try thumbCentre(1, in: 1...1) - 13.5) < 1)  // an empty range
  }

  @Test func stepperStepsWithinItsRange() throws {
    #expect(try size(Stepper("n", value: .constant(1), in: 0...3).labelsHidden()) == CGSize(width: 94, height: 32))
    // The control sits at the trailing edge of a 200-point row: − at 129.5,
    // + at 176.5 (the halves' centres).
    let film = Film("stepper", size: CGSize(width: 200, height: 32), scale: 1, fps: 10, state: 1, script: [
      .tap(x: 176, y: 16), .wait(0.1), .tap(x: 176, y: 16), .wait(0.1), .tap(x: 176, y: 16), .wait(0.1),
      .tap(x: 129, y: 16), .wait(0.1),
    ]) { $value in
      Stepper(value: $value, in: 0...3) {
        // The label's colour says the value: 3 is blue, 2 is green.
        Rectangle().fill(value == 3 ? Color(red: 0, green: 0, blue: 1) : value == 2 ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
          .frame(width: 20, height: 20)
      }
    }
    var labels: [[UInt8]] = []
    try film.renderFrames { _, frame in
      let p = (16 * frame.width + 10) * 4
      labels.append(Array(frame.pixels[p..<(p + 3)]))
    }
    // 1 → 2 → 3 → 3 (the + half at the bound takes the tap and does
    // nothing) → 2.
    #expect(labels[0] == [0, 255, 0])
    #expect(labels[1] == [0, 0, 255])
    #expect(labels[2] == [0, 0, 255])
    #expect(labels.last == [0, 255, 0])
  }

  @Test func progressBarFillsItsFraction() throws {
    func filledWidth(_ view: some View) throws -> Int {
      let image = try #require(try ImageRenderer(content: view.frame(width: 100).tint(Color(red: 0, green: 0, blue: 1))).render())
      return (0..<image.width).filter { x in
        let p = (2 * image.width + x) * 4
        return image.pixels[p + 2] > 200 && image.pixels[p] < 60
      }.count
    }
    #expect(try size(ProgressView(value: 0.5), ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 4))
    #expect(abs(try filledWidth(ProgressView(value: 0.3)) - 30) <= 2)
    #expect(abs(try filledWidth(ProgressView(value: 3, total: 4)) - 75) <= 2)
    #expect(try filledWidth(ProgressView(value: 2.0)) >= 98)  // clamped
    #expect(try filledWidth(ProgressView(value: Double.nan)) == 0)
    #expect(try filledWidth(ProgressView(value: 1, total: 0)) == 0)
  }

  /// The spinner steps every 1/8 s and repeats every second.
  @Test func theSpinnerTurnsOnFilmTime() throws {
    let film = Film("spin", size: CGSize(width: 20, height: 20), scale: 2, fps: 16, script: [.wait(1.5)]) {
      ProgressView()
    }
    var frames: [[UInt8]] = []
    try film.renderFrames { _, frame in frames.append(frame.pixels) }
    #expect(frames[0] == frames[1])  // 0 and 1/16 s: the same step
    #expect(frames[0] != frames[2])  // 1/8 s: the next
    #expect(frames[0] == frames[16])  // a turn later
  }

  /// `.tint(_:)` colours a spinner, as on iOS 16 and later
  /// (`ProgressView().tint(.white)` on a dark loading screen).
  @Test func theTintColoursTheSpinner() throws {
    func spokes(_ view: some View) throws -> [Bitmap.Pixel] {
      let renderer = ImageRenderer(content: view.frame(width: 24, height: 24).background(Color.white))
      renderer.scale = 2
      let image = try #require(renderer.bitmap)
      return (0..<48).flatMap { y in (0..<48).map { image.pixel(x: $0, y: y) } }
    }
    let red = try spokes(ProgressView().tint(.red))
    #expect(red.contains { $0.red > 200 && $0.green < 120 && $0.blue < 120 })
    let plain = try spokes(ProgressView())
    #expect(!plain.contains { $0.red > 200 && $0.green < 120 && $0.blue < 120 })
  }

  /// The spinner's ink at 3×, as iOS's simulators draw it: 20 points
  /// across (60 px) at the default text size, 19 (57 px) with spokes 2
  /// points thick at `.medium` (marian-stanciulica/Foodybite's iOS 17 and
  /// 18.1 loading screens: ink 57 × 57 px, the 9 o'clock spoke 18 px long
  /// and 6 px thick).
  @Test func theSpinnerIsSmallerAtTheMediumTextSize() throws {
    func ink(_ size: DynamicTypeSize) throws -> (width: Int, height: Int, spokeLength: Int) {
      let renderer = ImageRenderer(content: ProgressView().background(Color.white).dynamicTypeSize(size))
      renderer.scale = 3
      let image = try #require(renderer.bitmap)
      let dark = (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, y: y) } }
        .filter { image.pixel(x: $0.x, y: $0.y).red < 250 }
      let xs = dark.map(\.x), ys = dark.map(\.y)
      let mid = (ys.min()! + ys.max()!) / 2
      let spoke = (0..<image.width / 2).filter { image.pixel(x: $0, y: mid).red < 200 }.count
      return (xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1, spoke)
    }
    let large = try ink(.large), medium = try ink(.medium)
    #expect(large.width == 60 && large.height == 60)
    #expect(medium.width == 57 && medium.height == 57)
    #expect(medium.spokeLength == 18)
    #expect(try ink(.xSmall) == medium, "below .medium: .medium's, unmeasured")
    #expect(try ink(.xxxLarge) == large, "above .large: .large's, unmeasured")
  }

  @Test func dividersAreHairlinesAcrossTheirStack() throws {
    let vertical = ViewGraph(still: VStack { Divider() }.frame(width: 50), environment: EnvironmentValues(), proposal: .unspecified, scale: 2)
    try vertical.update(at: 0)
    #expect(vertical.canvasSize == CGSize(width: 50, height: 0.5))
    let horizontal = ViewGraph(still: HStack { Divider() }.frame(height: 30), environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    try horizontal.update(at: 0)
    #expect(horizontal.canvasSize.map { abs($0.width - 1.0 / 3) < 1e-9 && $0.height == 30 } == true)
  }

  /// The controls at 3× in light and dark, looked at.
  @Test(arguments: [ColorScheme.light, .dark])
  func controlsGolden(scheme: ColorScheme) {
    let view = VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Button("Borderless") {}
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      }
      HStack(spacing: 12) {
        Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
        Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
        Button("Share", systemImage: "square.and.arrow.up") {}
      }
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      Label("Favourites", systemImage: "star.fill")
      Divider()
      Stepper("Copies: 3", value: .constant(3), in: 1...10)
      Stepper("At most", value: .constant(10), in: 1...10)
      Slider(value: .constant(0.3)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
      ProgressView("Downloading", value: 0.6)
      HStack(spacing: 24) {
        ProgressView()
        ProgressView("Loading")
        Link("flipbook.example", destination: URL(string: "https://flipbook.example")!)
      }
    }
    .padding(16)
    .frame(width: 390)
    .background(Color(.sRGB, white: scheme == .dark ? 0 : 1))
    expectGolden(of: view, named: "controls-\(scheme == .dark ? "dark" : "light")", scale: 3, colorScheme: scheme)
  }

  /// SwiftUI's iOS 13 slider spellings (value labels as views, the label
  /// last) compile beside the current ones and draw the same slider.
  @Test func iOS13SliderSpellingsDrawAsTheCurrentOnes() throws {
    func image<V: View>(_ view: V) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 300).background(Color.white))
      renderer.scale = 1
      return try #require(try renderer.render())
    }
    let value = Binding.constant(40.0)
    let current = try image(
      Slider(value: value, in: 0...100, step: 1) { Text("Volume") } minimumValueLabel: { Text("0%") } maximumValueLabel: { Text("100%") })
    let old = try image(
      Slider(value: value, in: 0...100, step: 1, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") }))
    #expect(current == old)
    let labelFirst = try image(Slider(value: value, in: 0...100) { Text("Volume") })
    let labelLast = try image(Slider(value: value, in: 0...100, onEditingChanged: { _ in }) { Text("Volume") })
    #expect(labelFirst == labelLast)
  }
}
