@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Pickers and date pickers in each of iOS's styles: drawn as themselves
/// (goldens looked at), and a tap on what each shows selects.
@Suite struct PickerStyleTests {
  static let flavors = ["Vanilla", "Chocolate", "Strawberry", "Mint", "Pistachio", "Lemon", "Coffee"]

  final class Model {
    var flavor = "Mint"
    var date = Date(timeIntervalSince1970: 1_795_000_000)  // Wed 18 Nov 2026, 11:06:40 UTC
    var flavorBinding: Binding<String> { Binding(get: { self.flavor }, set: { self.flavor = $0 }) }
    var dateBinding: Binding<Date> { Binding(get: { self.date }, set: { self.date = $0 }) }
  }

  @Test func aWheelPickerShowsItsOptionsOnADrumAndATapSelects() throws {
    let model = Model()
    let rig = try Rig(width: 320, height: 240) {
      Picker("Flavor", selection: model.flavorBinding) {
        ForEach(Self.flavors, id: \.self) { Text($0) }
      }
      .pickerStyle(.wheel)
    }
    let wheel = try #require(rig.frames(of: WheelColumn.self, at: 0).first)
    #expect(wheel.height == 216)
    expectGolden(try rig.image(at: 0), named: "wheel-picker", tolerance: .antialiasing)
    // The row above the middle one is Strawberry, 32 · sin(32/110)·110/32 ≈ 31.5 pt up.
    try rig.graph.tap(at: CGPoint(x: wheel.midX, y: wheel.midY - 31), time: 0.1)
    #expect(model.flavor == "Strawberry")
    // A tap on the middle row changes nothing.
    try rig.graph.tap(at: CGPoint(x: wheel.midX, y: wheel.midY), time: 0.2)
    #expect(model.flavor == "Strawberry")
  }

  @Test func anInlinePickerInAFormIsASectionOfCheckableRows() throws {
    let model = Model()
    model.flavor = "Chocolate"
    let rig = try Rig(width: 320, height: 300) {
      Form {
        Picker("Flavor", selection: model.flavorBinding) {
          ForEach(Self.flavors.prefix(3), id: \.self) { Text($0) }
        }
        .pickerStyle(.inline)
      }
    }
    let image = try rig.image(at: 0)
    expectGolden(image, named: "inline-picker", tolerance: .antialiasing)
    // Three rows, one per option, 44 pt tall (the list's rows): tap the third.
    let rows = try rig.frames(of: _InlinePickerRows.self, at: 0)
    #expect(rows.count == 3)
    #expect(rows.map(\.minY) == rows.map(\.minY).sorted())
    let third = try #require(rows.last)
    try rig.graph.tap(at: CGPoint(x: third.midX, y: third.midY), time: 0.1)
    #expect(model.flavor == "Strawberry")
  }

  @Test func navigationLinkAndPaletteStyles() throws {
    let model = Model()
    let rig = try Rig(width: 320, height: 200) {
      Form {
        Picker("Flavor", selection: model.flavorBinding) {
          ForEach(Self.flavors, id: \.self) { Text($0) }
        }
        .pickerStyle(.navigationLink)
        Picker("Flavor", selection: model.flavorBinding) {
          ForEach(Self.flavors.prefix(4), id: \.self) { Text($0) }
        }
        .pickerStyle(.palette)
      }
    }
    expectGolden(try rig.image(at: 0), named: "navigation-link-and-palette-pickers", tolerance: .antialiasing)
  }

  @Test func dateWheelsAndATapOnTheNextMonth() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 460) {
      VStack {
        DatePicker("Date", selection: model.dateBinding, displayedComponents: .date).labelsHidden()
        DatePicker("Start", selection: model.dateBinding)
      }
      .datePickerStyle(.wheel)
    }
    expectGolden(try rig.image(at: 0), named: "date-wheels", tolerance: .antialiasing)
    // The first wheel's first column is the month's (en_US writes it
    // first): November in the middle, December 31.5 pt below.
    let month = try #require(rig.frames(of: WheelColumn.self, at: 0).first)
    #expect(month.width == 130)
    try rig.graph.tap(at: CGPoint(x: month.midX, y: month.midY + 31), time: 0.1)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: model.date)
    #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [2026, 12, 18, 11, 6])
  }

  struct Calendar2: View {
    let binding: Binding<Date>
    var body: some View { DatePicker("Date", selection: binding).datePickerStyle(.graphical) }
  }

  @Test func theGraphicalCalendarSelectsADayAndTurnsItsMonths() throws {
    let model = Model()
    let rig = try Rig(width: 360, height: 420) { Calendar2(binding: model.dateBinding) }
    let image = try rig.image(at: 0)
    expectGolden(image, named: "graphical-date-picker", tolerance: .antialiasing)
    let frame = try #require(rig.frames(of: Calendar2.self, at: 0).first)
    // November 2026 starts on a Sunday: the 25th is in the fourth row
    // (after the 44 pt header and the 20 pt weekday row), fourth column.
    let cell = frame.width / 7
    try rig.graph.tap(at: CGPoint(x: frame.minX + cell * 3.5, y: frame.minY + 64 + 44 * 3.5), time: 0.1)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    #expect(calendar.component(.day, from: model.date) == 25)
    #expect(calendar.component(.hour, from: model.date) == 11)
    // The chevron on the right turns to December; the selection stays.
    try rig.graph.tap(at: CGPoint(x: frame.maxX - 8 - 8, y: frame.minY + 22), time: 0.2)
    let december = try rig.image(at: 0.3)
    #expect(december != image)
    #expect(calendar.component(.month, from: model.date) == 11)
  }
}
