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
