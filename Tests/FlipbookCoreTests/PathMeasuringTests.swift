import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathMeasuringTests {
  @Test func boundsAreTightAroundCurvesNotControlPoints() {
    var quad = Path()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(close(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))

    var cubic = Path()
    cubic.move(to: .zero)
    cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    #expect(close(cubic.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))

    // An S-curve whose x overshoots both ends: extrema from the derivative's roots.
    var s = Path()
    s.move(to: .zero)
    s.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: -20, y: 10))
    let b = s.boundingRect
    let xs = (0...100_000).map { s.subpaths[0].segments[0].point(at: Double($0) / 100_000).x }
    #expect(close(b.maxX, xs.max()!, 1e-6))
    #expect(close(b.minX, xs.min()!, 1e-6))
  }

  @Test func boundsOfArcsAndEllipses() {
    #expect(close(Path(ellipseIn: CGRect(x: 5, y: 5, width: 20, height: 10)).boundingRect, CGRect(x: 5, y: 5, width: 20, height: 10)))
    var arc = Path()
    arc.addArc(center: .zero, radius: 10, startAngle: .degrees(-45), endAngle: .degrees(45), clockwise: false)
    let b = arc.boundingRect
    #expect(close(b.maxX, 10, 1e-3))
    #expect(close(b.minX, 10 * cos(.pi / 4), 1e-9))
    #expect(close(b.minY, -10 * sin(.pi / 4), 1e-9) && close(b.maxY, 10 * sin(.pi / 4), 1e-9))
    #expect(Path().boundingRect.isNull)
  }

  @Test func ringContainmentFollowsTheFillRule() {
    let outer = CGRect(x: -10, y: -10, width: 20, height: 20)
    let inner = CGRect(x: -5, y: -5, width: 10, height: 10)
    var sameDirection = Path(ellipseIn: outer)
    sameDirection.addEllipse(in: inner)
    let hole = CGPoint(x: 0, y: 0)
    let band = CGPoint(x: 7.5, y: 0)
    let outside = CGPoint(x: 11, y: 0)
    #expect(sameDirection.contains(hole))  // winding 2
    #expect(!sameDirection.contains(hole, eoFill: true))
    #expect(sameDirection.contains(band) && sameDirection.contains(band, eoFill: true))
    #expect(!sameDirection.contains(outside) && !sameDirection.contains(outside, eoFill: true))

    var opposite = Path(ellipseIn: outer)
    opposite.move(to: CGPoint(x: 5, y: 0))
    opposite.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: true)
    opposite.closeSubpath()
    #expect(!opposite.contains(hole))  // windings cancel
    #expect(!opposite.contains(hole, eoFill: true))
    #expect(opposite.contains(band))
  }

  @Test func containmentTreatsOpenSubpathsAsClosed() {
    var triangle = Path()
    triangle.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
    #expect(triangle.contains(CGPoint(x: 2, y: 2)))
    #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    #expect(!triangle.contains(CGPoint(x: CGFloat.nan, y: 0)))
  }

  @Test func containmentFollowsCurvesClosely() {
    let circle = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
    #expect(circle.contains(CGPoint(x: 99.9 * cos(0.3), y: 99.9 * sin(0.3))))
    #expect(!circle.contains(CGPoint(x: 100.1 * cos(0.3), y: 100.1 * sin(0.3))))
  }

  @Test func lengthSumsSegmentsAndClosingLines() {
    #expect(close(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length, 30))
    // A cubic quarter-circle approximation is within 0.03% of πr/2 in length.
    #expect(close(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).length, 20 * .pi, 20 * .pi * 3e-4))
    var straightCubic = Path()
    straightCubic.move(to: .zero)
    straightCubic.addCurve(to: CGPoint(x: 30, y: 40), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 27, y: 36))
    #expect(close(straightCubic.length, 50, 1e-9))
  }
}
