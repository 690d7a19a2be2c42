import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathTrimTests {
  @Test func trimmingALineCutsByLength() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    #expect(line.trimmedPath(from: 0.25, to: 0.5).description == "25 0 m 50 0 l")
  }

  @Test func trimmingARectangleFollowsItsPerimeter() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 10 l")
    #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "5 0 m 10 0 l 10 5 l")
    // The closing edge is a real part of the perimeter.
    #expect(square.trimmedPath(from: 0.875, to: 1).description == "0 5 m 0 0 l")
  }

  @Test func wholeAndEmptyTrims() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    #expect(square.trimmedPath(from: -1, to: 2) == square)
    #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmedPath(from: .nan, to: 1).isEmpty)
    #expect(Path().trimmedPath(from: 0.2, to: 0.4).isEmpty)
  }

  @Test func trimmingACircleCutsCurvesAtTheRightArcLength() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let total = circle.length
    for (from, to) in [(0.0, 0.5), (0.1, 0.35), (0.3, 0.9), (0.6, 0.61)] {
      let piece = circle.trimmedPath(from: from, to: to)
      #expect(close(piece.length, (to - from) * total, 1e-7 * total))
    }
    // Half of the circle starting at the right, clockwise on screen, ends at the left.
    let half = circle.trimmedPath(from: 0, to: 0.5)
    #expect(close(half.currentPoint!, CGPoint(x: -10, y: 0), 1e-6))
    let quarter = circle.trimmedPath(from: 0, to: 0.125)
    #expect(close(quarter.currentPoint!, CGPoint(x: 10 * cos(Double.pi / 4), y: 10 * sin(Double.pi / 4)), 5e-3))
  }

  @Test func wholeClosedSubpathsStayClosedAcrossMultipleSubpaths() {
    var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))  // length 40
    two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))  // length 40
    let first = two.trimmedPath(from: 0, to: 0.5)
    #expect(first.description == "0 0 m 10 0 l 10 10 l 0 10 l h")
    let spanning = two.trimmedPath(from: 0.375, to: 0.625)
    // 30…50 of 80: the first square's left edge, then the second's top edge.
    #expect(spanning.description == "0 10 m 0 0 l 20 0 m 30 0 l")
  }
}
