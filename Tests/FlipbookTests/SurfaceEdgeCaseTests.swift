@testable import Flipbook
import Foundation
import Testing

/// Empty and odd input to this session's views draws something sensible
/// and never traps.
@Suite struct SurfaceEdgeCaseTests {
  @Test func emptyContainersDrawTheirChromeOnly() throws {
    _ = try Rig(width: 200, height: 200) { List {} }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { Form { Section("Empty") {} } }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { Picker("None", selection: .constant(0)) {}.pickerStyle(.segmented) }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { Picker("None", selection: .constant(0)) {} }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { TabView {} }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { TabView(selection: .constant("missing")) { Text("A").tag(1) } }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { DisclosureGroup("Nothing") {} }.image(at: 0)
    _ = try Rig(width: 200, height: 200) { ContentUnavailableView("", systemImage: "no.such.symbol") }.image(at: 0)
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
