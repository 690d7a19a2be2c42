@testable import Flipbook
import Foundation
import Testing

/// A gesture's location is in the coordinate space of the view it is
/// attached to, as drawn: through the offsets and scales that wrap it.
@Suite struct GestureLocationTests {
  final class Log: @unchecked Sendable { var points: [CGPoint] = [] }

  @Test func aTapOnAnOffsetViewIsInTheOffsetViewsSpace() throws {
    let log = Log()
    let rig = try Rig(width: 200, height: 100) {
      Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        .offset(x: 50)
        .onTapGesture { log.points.append($0) }
    }
    // The rectangle is laid out at (80, 30) and drawn 50 pt to the right,
    // at (130, 30): a tap 10 pt into the drawing is at (10, 10).
    try rig.graph.tap(at: CGPoint(x: 140, y: 40), time: 0.1)
    #expect(log.points == [CGPoint(x: 10, y: 10)])
  }

  @Test func aTapOnAScaledViewIsInItsUnscaledSpace() throws {
    let log = Log()
    let rig = try Rig(width: 200, height: 100) {
      Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        .scaleEffect(2)
        .onTapGesture { log.points.append($0) }
    }
    // Drawn 80 × 80 about its centre (100, 50): (70, 20) is (5, 5) of the
    // 40-pt rectangle.
    try rig.graph.tap(at: CGPoint(x: 70, y: 20), time: 0.1)
    #expect(log.points == [CGPoint(x: 5, y: 5)])
  }

  @Test func aGestureInsideTheOffsetWasAlreadyLocal() throws {
    let log = Log()
    let rig = try Rig(width: 200, height: 100) {
      Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        .onTapGesture { log.points.append($0) }
        .offset(x: 50)
    }
    try rig.graph.tap(at: CGPoint(x: 140, y: 40), time: 0.1)
    #expect(log.points == [CGPoint(x: 10, y: 10)])
  }
}
