@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `Picker` and `.tag`: options tagged explicitly or by their `ForEach`
/// element's ID, the selected one drawn as selected, segments that select
/// on a tap.
@Suite struct PickerTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
  }

  final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
  }

  /// A menu picker in a form row, as ScanNow's iOS 18 references show it
  /// at 3×: the chevrons' ink 26 × 37 px (8.67 × 12.33 pt), its right edge
  /// 1.67 pt inside the row's 20-pt content inset, 7 pt after the
  /// selection's ink.
  @Test func aMenuPickersChevronsAreSizedAndPlacedAsIOSDrawsThem() throws {
    let form = Form {
      Picker("Format", selection: .constant(1)) { Text("PDF").tag(1) }
    }
    let renderer = ImageRenderer(content: form.frame(width: 375, height: 120))
    renderer.scale = 3
    let image = try #require(renderer.bitmap)
    // The row: 35 pt down, 44 tall. Dark columns right of the card's middle.
    let rows = 105..<237
    func inked(_ x: Int) -> [Int] { rows.filter { image.pixel(x: x, y: $0).red < 200 } }
    let columns = (560..<1064).filter { !inked($0).isEmpty }
    // The last run of columns is the chevrons, the one before the text.
    var runs: [ClosedRange<Int>] = []
    for x in columns {
      if let last = runs.last, x <= last.upperBound + 6 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
    }
    let chevrons = try #require(runs.last), text = try #require(runs.dropLast().last)
    let inkRows = chevrons.flatMap(inked)
    let height = (inkRows.max() ?? 0) - (inkRows.min() ?? 0) + 1
    #expect(abs(chevrons.count - 26) <= 1 && abs(height - 37) <= 1, "chevrons \(chevrons), \(height) px tall")
    #expect(abs((1004 - (chevrons.upperBound + 1)) - 5) <= 1, "right edge \(chevrons.upperBound)")
    #expect(abs((chevrons.lowerBound - (text.upperBound + 1)) - 21) <= 2, "gap after \(text)")
  }

  @Test func aTappedSegmentSelectsItsForEachElement() throws {
    let box = Box(Flavor.vanilla)
    let rig = try Rig(width: 300, height: 100) {
      Picker("Flavor", selection: Binding(get: { box.value }, set: { box.value = $0 })) {
        ForEach(Flavor.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.segmented)
    }
    // Three equal segments across 300 pt: the third is 200…300.
    try rig.graph.tap(at: CGPoint(x: 250, y: 50), time: 0)
    #expect(box.value == .strawberry)
    try rig.graph.tap(at: CGPoint(x: 150, y: 50), time: 0.1)
    #expect(box.value == .chocolate)
  }

  @Test func explicitTagsMatchAnOptionalSelection() throws {
    let box = Box<Int?>(nil)
    let rig = try Rig(width: 300, height: 100) {
      Picker("Size", selection: Binding(get: { box.value }, set: { box.value = $0 })) {
        Text("Small").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
    }
    try rig.graph.tap(at: CGPoint(x: 225, y: 50), time: 0)
    #expect(box.value == 2)
    #expect(PickerOption.matches(AnyHashable(2), AnyHashable(Optional(2))))
    #expect(!PickerOption.matches(AnyHashable(1), AnyHashable(Optional(2))))
  }

  /// The menu shows the selected option only; a film can't open it.
  @Test func aMenuShowsTheSelectedOption() throws {
    struct Option: View {
      let title: String
      var body: some View { Text(title) }
    }
    let rig = try Rig(width: 300, height: 100) {
      Picker("Flavor", selection: .constant(Flavor.chocolate)) {
        ForEach(Flavor.allCases) { Option(title: $0.rawValue) }
      }
    }
    let shown = try rig.frames(of: Option.self, at: 0)
    #expect(shown.count == 1)
  }

  @Test func theLooks() {
    let view = VStack(spacing: 16) {
      Picker("Flavor", selection: .constant(Flavor.chocolate)) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
      }
      .pickerStyle(.segmented)
      Picker("Flavor", selection: .constant(Flavor.chocolate)) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
      }
      Form {
        Picker("Flavor", selection: .constant(1)) {
          Text("Vanilla").tag(0)
          Text("Chocolate").tag(1)
        }
      }
      .frame(height: 120)
    }
    .padding(16)
    .frame(width: 390)
    expectGolden(of: view, named: "pickers", scale: 2)
  }
}
