@testable import Flipbook
import Foundation
import Testing

/// SwiftUI's gestures on a film's touches (a finger down on a point, held
/// `pressDuration`, lifted without moving): see `Gesture`'s essay.
@Suite struct GestureTests {
  final class Log {
    var events: [String] = []
  }

  @Test func aTapGestureEndsOnItsCountOnly() throws {
    let log = Log()
    let rig = try Rig {
      Color.red.frame(width: 40, height: 40)
        .gesture(TapGesture(count: 2).onEnded { log.events.append("double") })
    }
    #expect(throws: FlipbookError.self) { try rig.graph.tap(at: CGPoint(x: 50, y: 50), count: 1, time: 0) }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), count: 2, time: 0.1)
    #expect(log.events == ["double"])
  }

  @Test func aSpatialTapReportsWhereItLandedInTheViewsSpace() throws {
    let log = Log()
    let rig = try Rig {
      Color.red.frame(width: 40, height: 40)
        .onTapGesture { point in log.events.append("\(Int(point.x)),\(Int(point.y))") }
    }
    // The square spans 30…70 in the 100-point canvas.
    try rig.graph.tap(at: CGPoint(x: 35, y: 62), time: 0)
    let global = try Rig {
      Color.red.frame(width: 40, height: 40)
        .onTapGesture(coordinateSpace: .global) { point in log.events.append("g\(Int(point.x)),\(Int(point.y))") }
    }
    try global.graph.tap(at: CGPoint(x: 35, y: 62), time: 0)
    #expect(log.events == ["5,32", "g35,62"])
  }

  @Test func aLongPressEndsOnlyWhenHeldLongEnough() throws {
    let log = Log()
    let rig = try Rig {
      Color.red.frame(width: 40, height: 40)
        .onLongPressGesture(minimumDuration: 0.5) { log.events.append("long") } onPressingChanged: {
          log.events.append("pressing \($0)")
        }
    }
    let short = try rig.graph.press(at: CGPoint(x: 50, y: 50), pressDuration: 0.2, time: 0)
    try rig.graph.release(short, time: 0.2)
    #expect(log.events == ["pressing true", "pressing false"])
    log.events = []
    let long = try rig.graph.press(at: CGPoint(x: 50, y: 50), pressDuration: 0.6, time: 1)
    #expect(log.events == ["pressing true"])
    try rig.graph.release(long, time: 1.6)
    #expect(log.events == ["pressing true", "pressing false", "long"])
  }

  /// `.onLongPressGesture { … }` with a lone trailing closure compiles, as
  /// against SwiftUI (both the iOS 13 `pressing:` form and the newer one
  /// take it as `perform`; the older is disfavoured), and so does the older
  /// form spelled out.
  @Test func aLoneTrailingClosureIsTheLongPressAction() throws {
    let log = Log()
    let rig = try Rig {
      Color.red.frame(width: 40, height: 40)
        .onLongPressGesture { log.events.append("long") }
    }
    let press = try rig.graph.press(at: CGPoint(x: 50, y: 50), pressDuration: 0.6, time: 0)
    try rig.graph.release(press, time: 0.6)
    #expect(log.events == ["long"])
    log.events = []
    let older = try Rig {
      Color.red.frame(width: 40, height: 40)
        .onLongPressGesture(minimumDuration: 0.5, pressing: { log.events.append("pressing \($0)") }) {
          log.events.append("long")
        }
    }
    let held = try older.graph.press(at: CGPoint(x: 50, y: 50), pressDuration: 0.6, time: 0)
    try older.graph.release(held, time: 0.6)
    #expect(log.events == ["pressing true", "pressing false", "long"])
  }

  /// `@GestureState` holds what `updating` set while the finger is down and
  /// returns to its initial value when it lifts.
  @Test func gestureStateResetsWhenTheGestureEnds() throws {
    struct Pressable: View {
      @GestureState private var pressed = false
      var body: some View {
        Color(red: pressed ? 0 : 1, green: 0, blue: pressed ? 1 : 0).frame(width: 40, height: 40)
          .gesture(LongPressGesture(minimumDuration: 1).updating($pressed) { value, state, _ in state = value })
      }
    }
    let rig = try Rig { Pressable() }
    #expect(try rig.image(at: 0).rgb(50, 50) == [255, 0, 0])
    let press = try rig.graph.press(at: CGPoint(x: 50, y: 50), pressDuration: 0.3, time: 0.1)
    #expect(try rig.image(at: 0.2).rgb(50, 50) == [0, 0, 255])
    try rig.graph.release(press, time: 0.4)
    #expect(try rig.image(at: 0.5).rgb(50, 50) == [255, 0, 0])
  }

  /// A still finger is a drag only with `minimumDistance: 0`; otherwise the
  /// touch goes to the handler behind.
  @Test func aStillFingerIsADragOnlyWithoutAMinimumDistance() throws {
    let log = Log()
    let rig = try Rig {
      ZStack {
        Color.blue.frame(width: 80, height: 80).onTapGesture { log.events.append("behind") }
        Color.red.frame(width: 40, height: 40)
          .gesture(DragGesture().onEnded { _ in log.events.append("drag") })
      }
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    let zero = try Rig {
      Color.red.frame(width: 40, height: 40)
        .gesture(DragGesture(minimumDistance: 0)
          .onChanged { log.events.append("changed \($0.translation.width) \(Int($0.location.x))") }
          .onEnded { log.events.append("ended \($0.translation.height)") })
    }
    try zero.graph.tap(at: CGPoint(x: 45, y: 50), time: 0)
    #expect(log.events == ["behind", "changed 0.0 15", "ended 0.0"])
  }

  @Test func priorityDecidesBetweenAViewsGestureAndItsSubviews() throws {
    let log = Log()
    func rig(_ priority: GesturePriority) throws -> Rig {
      try Rig {
        let child = Color.red.frame(width: 40, height: 40).onTapGesture { log.events.append("child") }
        let tap = TapGesture().onEnded { log.events.append("parent") }
        switch priority {
        case .normal: child.padding(10).gesture(tap)
        case .high: child.padding(10).highPriorityGesture(tap)
        case .simultaneous: child.padding(10).simultaneousGesture(tap)
        }
      }
    }
    for priority in [GesturePriority.normal, .high, .simultaneous] {
      try rig(priority).graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
      log.events.append("|")
    }
    #expect(log.events == ["child", "|", "parent", "|", "child", "parent", "|"])
  }

  @Test func composedGesturesReportBothValues() throws {
    let log = Log()
    let rig = try Rig {
      Color.red.frame(width: 40, height: 40)
        .gesture(TapGesture().map { "tap" }.simultaneously(with: MagnifyGesture())
          .onEnded { value in log.events.append("\(value.first ?? "-") \(value.second == nil)") })
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    let exclusive = try Rig {
      Color.red.frame(width: 40, height: 40)
        .gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
          switch value {
          case .first: log.events.append("double")
          case .second: log.events.append("single")
          }
        })
    }
    try exclusive.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    try exclusive.graph.tap(at: CGPoint(x: 50, y: 50), count: 2, time: 0.5)
    #expect(log.events == ["tap true", "single", "double"])
  }
}
