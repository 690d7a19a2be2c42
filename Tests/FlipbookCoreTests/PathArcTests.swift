import Foundation
import Testing

@testable import FlipbookCore

/// Arc direction is the convention most likely to be got wrong: SwiftUI's
/// `clockwise: false` sweeps toward increasing angles, which on a y-down
/// screen is clockwise; `clockwise: true` is counter-clockwise on screen.
@Suite struct PathArcTests {
  let center = CGPoint(x: 50, y: 50)
  let radius: CGFloat = 20

  /// The angle (radians, from +x toward +y) of `p` around the centre.
  func angle(of p: CGPoint) -> Double { atan2(p.y - center.y, p.x - center.x) }

  @Test func clockwiseFalseSweepsTowardIncreasingAnglesClockwiseOnScreen() {
    var path = Path()
    path.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let samples = path.sampledPoints()
    #expect(close(samples.first!, CGPoint(x: 70, y: 50)))
    #expect(close(samples.last!, CGPoint(x: 50, y: 70), 1e-9))
    // Every sample is in the lower-right quadrant (on screen: right, then down).
    let angles = samples.map(angle(of:))
    #expect(angles.allSatisfy { $0 >= -1e-9 && $0 <= .pi / 2 + 1e-9 })
    #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
    #expect(close(path.subpaths[0].segments[0].point(at: 0.5), CGPoint(x: 50 + 20 * cos(Double.pi / 4), y: 50 + 20 * sin(Double.pi / 4)), 1e-3))
  }

  @Test func clockwiseTrueSweepsTowardDecreasingAnglesCounterClockwiseOnScreen() {
    var path = Path()
    path.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    let samples = path.sampledPoints()
    #expect(close(samples.last!, CGPoint(x: 50, y: 70), 1e-9))
    // Three quarters of a turn through the top (y < 50) and the left.
    #expect(samples.contains { close($0, CGPoint(x: 50, y: 30), 1e-9) })
    #expect(samples.contains { close($0, CGPoint(x: 30, y: 50), 1e-9) })
    #expect(path.subpaths[0].segments.count == 3)
    let midpoint = path.subpaths[0].segments[0].point(at: 0.5)
    #expect(close(angle(of: midpoint), -.pi / 4, 1e-3))
  }

  @Test(arguments: [false, true])
  func samplesLieOnTheCircle(clockwise: Bool) {
    var path = Path()
    path.addArc(center: center, radius: radius, startAngle: .degrees(10), endAngle: .degrees(300), clockwise: clockwise)
    for p in path.sampledPoints() {
      let distance = hypot(p.x - center.x, p.y - center.y)
      #expect(abs(distance - radius) < 3e-4 * radius)
    }
  }

  @Test func sweepsAreReducedToOneTurn() {
    var full = Path()
    full.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
    #expect(full.subpaths[0].segments.count == 4)
    #expect(close(full.length, 2 * .pi, 1e-3))
    var wrapped = Path()
    wrapped.addArc(center: .zero, radius: 1, startAngle: .degrees(90), endAngle: .degrees(0), clockwise: false)
    #expect(close(wrapped.length, 1.5 * .pi, 1e-3))
  }

  @Test func arcJoinsTheCurrentPointWithALine() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
    guard case .line(let joint) = path.elements[1] else {
      Issue.record("expected a joining line")
      return
    }
    #expect(close(joint, CGPoint(x: 5, y: 0)))
    // Clockwise on screen from the left point (9 o'clock) passes the top (y < 0).
    #expect(close(path.boundingRect.minY, -5, 1e-3) && close(path.boundingRect.maxY, 0))
  }

  @Test func segmentSelectionShapeArcsTurnTheWayTheSeedDraws() {
    // The seed's first arc: from the bottom (π/2) to the right (0) with clockwise: true,
    // i.e. counter-clockwise on screen, bulging toward the lower right of its centre.
    let offset: CGFloat = 45
    var path = Path()
    path.move(to: CGPoint(x: -offset, y: 50))
    path.addArc(center: CGPoint(x: -offset, y: 50 - offset), radius: offset,
                startAngle: .radians(.pi / 2), endAngle: .radians(0), clockwise: true)
    #expect(path.elements.count == 2)
    let mid = path.subpaths[0].segments[0].point(at: 0.5)
    #expect(close(mid, CGPoint(x: -offset + offset * cos(.pi / 4), y: 50 - offset + offset * sin(.pi / 4)), 1e-3))
  }

  @Test func relativeArcSweepsByDeltaUnreduced() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: .degrees(90), delta: .degrees(-540))
    #expect(path.subpaths[0].segments.count == 6)
    #expect(close(path.currentPoint!, CGPoint(x: 0, y: -2), 1e-9))
    #expect(close(path.length, 6 * .pi, 1e-2))
  }

  @Test func tangentArcRoundsTheCorner() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    #expect(close(path.subpaths[0].segments[0].end, CGPoint(x: 5, y: 0)))
    #expect(close(path.currentPoint!, CGPoint(x: 10, y: 5)))
    let mid = path.subpaths[0].segments[1].point(at: 0.5)
    #expect(close(mid, CGPoint(x: 5 + 5 * cos(-.pi / 4), y: 5 + 5 * sin(-.pi / 4)), 1e-3))
  }

  @Test func tangentArcDegeneratesToALine() {
    var collinear = Path()
    collinear.move(to: .zero)
    collinear.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(collinear.description == "0 0 m 10 0 l")
    var empty = Path()
    empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(empty.description == "10 0 m")
  }

  @Test func wedgeSeedTransformMapsTheArcOntoAnEllipse() {
    // From the pie-chart seed: a circle of radius width/2 squashed to the rect's height.
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    let middle = CGPoint(x: 100, y: 50)
    let transform = CGAffineTransform(scaleX: 1, y: rect.height / rect.width)
      .translatedBy(x: 0, y: (rect.width - rect.height) / 2)
    var path = Path()
    path.move(to: middle)
    path.addLine(to: CGPoint(x: 200, y: 50))
    path.addArc(center: middle, radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: transform)
    #expect(path.elements.count == 3)  // the arc starts where the line ended: no extra line
    #expect(close(path.currentPoint!, CGPoint(x: 100, y: 100), 1e-9))
    let arc = path.subpaths[0].segments.dropFirst()
    for p in arc.flatMap({ s in (0...16).map { s.point(at: Double($0) / 16) } }) {
      let e = ((p.x - 100) / 100) * ((p.x - 100) / 100) + ((p.y - 50) / 50) * ((p.y - 50) / 50)
      #expect(abs(e.squareRoot() - 1) < 3e-4)
    }
  }
}
