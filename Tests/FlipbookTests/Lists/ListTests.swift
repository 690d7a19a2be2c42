@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `List`, `Section` and `Form`: rows sorted into sections and laid out in
/// iOS's inset grouped look (see the essay in List.swift for the figures).
@Suite struct ListTests {
  struct Row: View {
    let title: String
    var body: some View { Text(title) }
  }

  /// A form as iOS 18 draws it, pixel for pixel where the typeface does
  /// not decide (WezSieTato/ScanNow's `FileSettingsSectionView` reference,
  /// iPhone 13 mini width, 3×): the header's ink 61…87 px, the card from
  /// 116 px, 20 pt in (60 px), rows 132 px apart with the separator in each
  /// row's last pixel line from the text's edge (120 px) to the card's;
  /// the first row's text ink from 164 px, its foot on 201 (SF Pro's; our
  /// stand-in's may differ by a pixel).
  @Test func aFormSectionIsWhereIOS18DrawsIt() throws {
    let form = Form {
      Section("File") {
        Text("Scan")
        Text("File suffix")
      }
    }
    let renderer = ImageRenderer(content: form.frame(width: 375, height: 240))
    renderer.scale = 3
    let image = try #require(renderer.bitmap)
    func dark(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).red < 160 }
    func inkRows(_ xs: Range<Int>, _ ys: Range<Int>) -> [Int] { ys.filter { y in xs.contains { dark($0, y) } } }
    let header = inkRows(110..<260, 0..<110)
    #expect(abs((header.first ?? 0) - 61) <= 1 && abs((header.last ?? 0) - 87) <= 1, "header \(header.first ?? -1)…\(header.last ?? -1)")
    // The card: white from 116 px at x = 500, 20 pt in at mid-row.
    let cardTop = (100..<140).first { image.pixel(x: 500, y: $0).red == 255 }
    #expect(cardTop == 116, "card from \(cardTop ?? -1)")
    #expect(image.pixel(x: 58, y: 180).red == 242 && image.pixel(x: 62, y: 180).red == 255)
    // The separator: the first row's last pixel line, from the text's edge.
    let separator = 116 + 132 - 1
    #expect(image.pixel(x: 500, y: separator).red < 250 && image.pixel(x: 500, y: separator - 1).red == 255)
    #expect(image.pixel(x: 118, y: separator).red == 255 && image.pixel(x: 122, y: separator).red < 250)
    let text = inkRows(110..<260, 130..<246)
    #expect(abs((text.first ?? 0) - 164) <= 1 && abs((text.last ?? 0) - 201) <= 1, "text \(text.first ?? -1)…\(text.last ?? -1)")
  }

  @Test func rowsAreAtLeast44PointsWithTheirContentInset() throws {
    let rig = try Rig(width: 390, height: 400) {
      List {
        ForEach(["Apple", "Pear", "Plum"], id: \.self) { Row(title: $0) }
      }
    }
    let rows = try rig.frames(of: Row.self, at: 0)
    #expect(rows.count == 3)
    // Card inset 20 (iOS 17–18, ScanNow's Form), content 20 further in; the
    // first section starts 35 down.
    for row in rows { #expect(row.minX == 40) }
    let line = rows[0].height
    // (Within half a pixel: at 1× the centred row rounds to one.)
    #expect(abs(rows[0].minY - (35 + (44 - line) / 2)) <= 0.5)
    #expect(abs(rows[1].minY - rows[0].minY - 44) < 0.01 && abs(rows[2].minY - rows[1].minY - 44) < 0.01)
  }

  /// `defaultMinListRowHeight` (44 by default) is the rows' least height:
  /// 40 packs one-line rows 40 apart; 30 is less than a one-line row's
  /// content and insets (its line and 6 above and below), which decide.
  @Test func theEnvironmentsMinimumRowHeightSpacesShortRows() throws {
    func pitches(_ minimum: CGFloat) throws -> (pitch: CGFloat, line: CGFloat) {
      let rig = try Rig(width: 390, height: 400) {
        List {
          ForEach(["Apple", "Pear", "Plum"], id: \.self) { Row(title: $0) }
        }
        .environment(\.defaultMinListRowHeight, minimum)
      }
      let rows = try rig.frames(of: Row.self, at: 0)
      #expect(rows.count == 3)
      #expect(abs((rows[2].minY - rows[1].minY) - (rows[1].minY - rows[0].minY)) < 0.01)
      return (rows[1].minY - rows[0].minY, rows[0].height)
    }
    #expect(abs(try pitches(40).pitch - 40) < 0.01)
    let short = try pitches(30)
    #expect(abs(short.pitch - (short.line + 12)) < 0.01 && short.pitch > 30, "\(short)")
    var values = EnvironmentValues()
    #expect(values.defaultMinListRowHeight == 44)
    values.platformLook = .iOS26
    #expect(values.defaultMinListRowHeight == 51)
    values.defaultMinListRowHeight = 20
    #expect(values.defaultMinListRowHeight == 20)
  }

  @Test func rowsOutsideSectionsFormTheirOwnSection() throws {
    let rig = try Rig(width: 390, height: 600) {
      List {
        Row(title: "Loose")
        Section { Row(title: "Inside") }
        Row(title: "After")
      }
    }
    let rows = try rig.frames(of: Row.self, at: 0)
    #expect(rows.count == 3)
    // Three sections of one row each: 35 pt between them.
    #expect(abs(rows[1].minY - rows[0].minY - (44 + 35)) < 0.01)
    #expect(abs(rows[2].minY - rows[1].minY - (44 + 35)) < 0.01)
  }

  @Test func aSectionOutsideAListIsAColumn() throws {
    let rig = try Rig(width: 200, height: 200) {
      Section {
        Row(title: "One")
        Row(title: "Two")
      } header: {
        Row(title: "Header")
      }
    }
    let rows = try rig.frames(of: Row.self, at: 0)
    #expect(rows.count == 3)
    #expect(rows[0].maxY <= rows[1].minY && rows[1].maxY <= rows[2].minY)
  }

  @Test func aToggleInAFormRunsItsBinding() throws {
    final class Box { var isOn = false }
    let box = Box()
    let rig = try Rig(width: 390, height: 300) {
      Form { Toggle("Wi-Fi", isOn: Binding(get: { box.isOn }, set: { box.isOn = $0 })) }
    }
    // The switch sits at the row's trailing content edge: 390 − 16 − 20 − 51 / 2.
    try rig.graph.tap(at: CGPoint(x: 390 - 36 - 25, y: 35 + 22), time: 0)
    #expect(box.isOn)
  }

  @Test func theFormLook() {
    let form = Form {
      Section("Profile") {
        TextField("Name", text: .constant("Ada"))
        Toggle("Notifications", isOn: .constant(true))
        LabeledContent("Version", value: "17.2")
      }
      Section {
        ForEach(0..<3) { i in Text("Row \(i)") }
      } footer: {
        Text("Rows come from a ForEach.")
      }
      Text("A loose row")
    }
    expectGolden(of: form, named: "form", layout: .fixed(width: 390, height: 520), scale: 2)
  }

  /// Where each separator starts, top to bottom: the first x of every
  /// pixel row that holds a run of over 100 separator-grey pixels.
  func separatorStarts<V: View>(_ view: V) throws -> [Int] {
    let renderer = ImageRenderer(content: view.frame(width: 300, height: 320))
    renderer.scale = 1
    let bitmap = try #require(renderer.bitmap)
    var starts: [Int] = []
    for y in 0..<bitmap.height {
      let grey = (0..<bitmap.width).filter {
        let p = bitmap.pixel(x: $0, y: y)
        return (190...215).contains(Int(p.red)) && abs(Int(p.red) - Int(p.blue)) < 6
      }
      if grey.count > 100, let first = grey.first { starts.append(first) }
    }
    return starts
  }

  @Test func aSeparatorStartsUnderTheRowsText() throws {
    // iOS 16+: the separator runs from the row's first text (a Label's
    // title, not its icon); a row without text starts it at the content
    // inset; `alignmentGuide(.listRowSeparatorLeading)` moves it.
    let starts = try separatorStarts(List {
      Label("Alpha", systemImage: "house")
      Text("Beta")
      HStack { Image(systemName: "star"); Text("Gamma") }
      Label("Delta", systemImage: "bell").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
      Color.blue.frame(width: 20, height: 20)
      Text("Last")
    }.listStyle(.plain))
    // A plain list draws one under its last row too.
    #expect(starts.count == 6, "\(starts)")
    guard starts.count == 6 else { return }
    #expect(starts[0] > 40 && starts[0] < 70, "\(starts)")  // after the icon
    #expect(starts[1] == 20)
    #expect(starts[2] == starts[0])  // the text after an image, as a Label's
    #expect(starts[3] == 20)  // the guide moved to the label's leading edge
    #expect(starts[4] == 20)  // no text: the content inset
    #expect(starts[5] == 20)
  }

  @Test func aSettingsList() {
    let list = List {
      Section {
        Label("Wi-Fi", systemImage: "wifi")
        Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
        Label("Battery", systemImage: "battery.100")
      }
      Section("General") {
        Toggle("Airplane Mode", isOn: .constant(false))
        Text("About")
      }
    }
    expectGolden(of: list, named: "settings-list-separators", layout: .fixed(width: 390, height: 360), scale: 2)
  }

  /// `headerProminence(.increased)`: a section header in `title3`, bold, as
  /// written, where a standard one is an uppercase footnote.
  @Test func anIncreasedHeaderIsATitleAsWritten() throws {
    func header(_ prominence: Prominence) throws -> PlacedView {
      let rig = try Rig(width: 393, height: 400) {
        Form {
          Section { Text("Volume") } header: { Text("Hot tub") }
        }
        .headerProminence(prominence)
      }
      let placed = try #require(rig.graph.placed)
      return try #require(placed.descendantsAndSelf.first { ["Hot tub", "HOT TUB"].contains($0.node.role.text) })
    }
    let standard = try header(.standard)
    let increased = try header(.increased)
    #expect(standard.node.role.text == "HOT TUB")
    #expect(increased.node.role.text == "Hot tub")
    #expect(increased.frame.height > standard.frame.height + 6, "\(increased.frame) against \(standard.frame)")
  }

  /// A list shown by an `if` (an empty state's other branch, as screens
  /// write it) keeps its sections apart: the branch's fade is the list's
  /// own, not each section's (each section was wrapped in it and taken
  /// for a row, the two rows in one card).
  @Test func aListInAnIfKeepsItsSections() throws {
    let shows = true
    func secondRowY(_ rig: Rig) throws -> CGFloat {
      try #require(rig.frames(of: Row.self, at: 0).map(\.minY).max())
    }
    let plain = try Rig(width: 393, height: 600) {
      List { Section { Row(title: "One") }; Section { Row(title: "Two") } }
    }
    let branched = try Rig(width: 393, height: 600) {
      if shows {
        List { Section { Row(title: "One") }; Section { Row(title: "Two") } }
      } else {
        Text("Nothing yet")
      }
    }
    #expect(try secondRowY(branched) == secondRowY(plain))
  }

  /// A modifier on a `Section` applies to its rows, as SwiftUI's: a row
  /// background on the section colours each row, rows stay rows (spaced by
  /// `listRowSpacing`) and the header stays the section's header, 40 pt in
  /// (wrapped whole, the section was taken for one row: its header centred
  /// in a column with the rows).
  @Test func aModifierOnASectionAppliesToItsRows() throws {
    let rig = try Rig(width: 393, height: 600) {
      List {
        Section { Row(title: "One"); Row(title: "Two") } header: { Text("Recordings") }
          .listRowBackground(Color.red)
      }
      .listRowSpacing(30)
    }
    let placed = try #require(rig.graph.placed)
    let header = try #require(placed.descendantsAndSelf.first { $0.node.role.text == "RECORDINGS" }?.frame)
    #expect(header.minX == 40, "\(header)")
    let rows = try rig.frames(of: Row.self, at: 0).sorted { $0.minY < $1.minY }
    #expect(rows.count == 2 && rows[1].minY - rows[0].minY >= 44 + 30 - 0.01, "\(rows)")
    let image = try rig.image(at: 0)
    #expect(image.rgb(200, Int(rows[0].midY)) == [255, 59, 48], "\(image.rgb(200, Int(rows[0].midY)))")
    #expect(image.rgb(200, Int(rows[1].midY)) == [255, 59, 48])
  }
}
