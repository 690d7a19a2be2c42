@testable import Flipbook
import Foundation
import Testing

/// Empty and odd input to this session's views draws something sensible
/// and never traps.
@Suite struct SurfaceEdgeCaseTests {
  /// The pixels of `image` inside `rect` that are not white (as `inkedPixelCount`).
  func ink(_ image: Bitmap, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where image.rgb(x, y).contains(where: { $0 < 247 }) { count += 1 }
    }
    return count
  }

  /// iOS's grouped background (systemGroupedBackground, light): 242, 242, 247.
  static let grouped = [242, 242, 247]

  @Test func emptyListsAndFormsDrawTheirBackgroundAndHeadersOnly() throws {
    // An empty inset-grouped list is its grouped background, edge to edge.
    let list = try Rig(width: 200, height: 200) { List {} }.image(at: 0)
    for (x, y) in [(0, 0), (100, 100), (199, 199), (5, 150)] { #expect(list.rgb(x, y) == Self.grouped, "list at \(x), \(y)") }
    // An empty section keeps its header (EMPTY, in capitals, near the top)
    // and draws no rows: below the header, only the background.
    let form = try Rig(width: 200, height: 200) { Form { Section("Empty") {} } }.image(at: 0)
    var headerInk = 0, below = 0
    for y in 0..<200 {
      for x in 0..<200 where form.rgb(x, y) != Self.grouped {
        if y < 40 { headerInk += 1 } else { below += 1 }
      }
    }
    #expect(headerInk > 40, "the header's text")
    #expect(below == 0, "no row, no card below the header")
  }

  @Test func pickersWithNoOptionsDrawNoSegmentsAndOnlyTheMenuChevron() throws {
    let segmented = try Rig(width: 200, height: 200) {
      Picker("None", selection: .constant(0)) {}.pickerStyle(.segmented)
    }.image(at: 0)
    #expect(segmented.inkedPixelCount == 0)
    // The menu style shows the selection (none) and its up-down chevron,
    // in the tint: a small blue mark and nothing else.
    let menu = try Rig(width: 200, height: 200) { Picker("None", selection: .constant(0)) {} }.image(at: 0)
    var inked: [(x: Int, y: Int)] = []
    for y in 0..<200 { for x in 0..<200 where menu.rgb(x, y).contains(where: { $0 < 247 }) { inked.append((x, y)) } }
    let xs = inked.map(\.x), ys = inked.map(\.y)
    #expect(!inked.isEmpty)
    #expect((xs.max() ?? 0) - (xs.min() ?? 0) < 16 && (ys.max() ?? 0) - (ys.min() ?? 0) < 20, "one chevron's size")
    let blue = inked.filter { let c = menu.rgb($0.x, $0.y); return c[2] > c[0] + 40 }
    #expect(blue.count * 2 > inked.count, "tinted")
  }

  @Test func tabViewsWithoutAMatchingTabShowTheFirst() throws {
    // No tabs: no content.
    let empty = try Rig(width: 200, height: 200) { TabView {} }.image(at: 0)
    #expect(ink(empty, in: CGRect(x: 0, y: 0, width: 200, height: 140)) == 0)
    // A selection no tab has: the first tab is shown, its text centred.
    let missing = try Rig(width: 200, height: 200) {
      TabView(selection: .constant("missing")) { Text("A").tag(1) }
    }.image(at: 0)
    #expect(ink(missing, in: CGRect(x: 85, y: 70, width: 30, height: 30)) > 20, "the first tab's text")
  }

  @Test func anEmptyDisclosureGroupIsItsLabelAndChevron() throws {
    let image = try Rig(width: 200, height: 200) { DisclosureGroup("Nothing") {} }.image(at: 0)
    // The label at the leading edge in the primary colour, the chevron at
    // the trailing edge in the tint; nothing above or below the row.
    #expect(ink(image, in: CGRect(x: 0, y: 90, width: 80, height: 20)) > 50)
    var chevronBlue = 0
    for y in 90..<110 { for x in 180..<200 { let c = image.rgb(x, y); if c[2] > c[0] + 40 { chevronBlue += 1 } } }
    #expect(chevronBlue > 5)
    #expect(ink(image, in: CGRect(x: 0, y: 0, width: 200, height: 80)) == 0)
    #expect(ink(image, in: CGRect(x: 0, y: 120, width: 200, height: 80)) == 0)
  }

  @Test func anUnavailableViewOfNothingDrawsNothing() throws {
    // No title and a name that is no SF Symbol: nothing to draw (iOS draws
    // nothing for an unknown symbol name).
    let image = try Rig(width: 200, height: 200) { ContentUnavailableView("", systemImage: "no.such.symbol") }.image(at: 0)
    #expect(image.inkedPixelCount == 0)
  }

  @Test func oddGestureParametersNeverTrap() throws {
    final class Log { var events: [String] = [] }
    let log = Log()
    let rig = try Rig(width: 100, height: 100) {
      Color.red.frame(width: 40, height: 40)
        .gesture(LongPressGesture(minimumDuration: .nan).onEnded { _ in log.events.append("nan") })
        .simultaneousGesture(LongPressGesture(minimumDuration: .infinity).onEnded { _ in log.events.append("inf") })
        .simultaneousGesture(DragGesture(minimumDistance: -5).onEnded { _ in log.events.append("drag") })
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    // A NaN minimum counts as none; an infinite one is never reached.
    #expect(log.events.sorted() == ["drag", "nan"])
  }

  @Test func aHugeListStillRendersItsTop() throws {
    let rig = try Rig(width: 390, height: 300) {
      List(0..<5_000, id: \.self) { Text("Row \($0)") }
    }
    #expect(try rig.image(at: 0).inkedPixelCount > 0)
  }
}
