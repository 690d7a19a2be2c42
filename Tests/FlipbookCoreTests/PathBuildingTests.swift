import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathBuildingTests {
  @Test func elementsAreRecordedInOrder() {
    var path = Path()
    #expect(path.isEmpty && path.currentPoint == nil)
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
    path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
    #expect(path.currentPoint == CGPoint(x: 9, y: 10))
    path.closeSubpath()
    var seen: [Path.Element] = []
    path.forEach { seen.append($0) }
    #expect(seen == [
      .move(to: CGPoint(x: 1, y: 2)),
      .line(to: CGPoint(x: 3, y: 4)),
      .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
      .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)),
      .closeSubpath,
    ])
    // After a close the current point is the subpath's start.
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
  }

  @Test func addLinesMovesThenDrawsAndLeavesOpen() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    #expect(path.description == "0 0 m 10 0 l 10 10 l")
    path.addLines([])
    #expect(path.description == "0 0 m 10 0 l 10 10 l")
  }

  @Test func closureInitializerBuildsThePath() {
    let path = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 5, y: 0))
    }
    #expect(path.description == "0 0 m 5 0 l")
  }

  @Test func rectIsClockwiseOnScreenFromTopLeft() {
    let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.description == "1 2 m 4 2 l 4 6 l 1 6 l h")
    var two = Path()
    two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
    #expect(two.subpaths.count == 2)
    // Negative sizes are standardized.
    #expect(Path(CGRect(x: 4, y: 6, width: -3, height: -4)) == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
  }

  @Test func ellipseStartsAtTheRightAndPassesThroughItsExtremes() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = Path(ellipseIn: rect)
    #expect(path.description.hasPrefix("40 10 m"))
    #expect(path.description.hasSuffix("h"))
    let ends = path.subpaths[0].segments.map(\.end)
    #expect(ends == [CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10)])
    // Every sample lies on the ellipse within the Bézier approximation's 0.03%.
    for p in path.sampledPoints() {
      let e = ((p.x - 20) / 20) * ((p.x - 20) / 20) + ((p.y - 10) / 10) * ((p.y - 10) / 10)
      #expect(abs(e.squareRoot() - 1) < 3e-4)
    }
  }

  @Test func addPathAppliesTheTransform() {
    var path = Path()
    path.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 2, y: 3))
    #expect(path.description == "0 0 m 2 0 l 2 3 l 0 3 l h")
    #expect(path.offsetBy(dx: 1, dy: 1).description == "1 1 m 3 1 l 3 4 l 1 4 l h")
    #expect(path.applying(.identity) == path)
  }

  @Test func invalidCoordinatesAreSkipped() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
    path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
    path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: CGFloat.nan, y: 0))
    path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: CGPoint(x: 0, y: -CGFloat.infinity))
    path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
    path.addRect(.null)
    path.addEllipse(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
    path.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addArc(center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .degrees(90), clockwise: false)
    path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: -2)
    #expect(path.description == "0 0 m")
    // A NaN corner size is a square corner (a documented clamp, so
    // `cornerRadius(.nan)` draws the view rather than nothing).
    var square = Path()
    square.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: CGFloat.nan, height: 1))
    #expect(square == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test func drawingWithoutACurrentPointStartsASubpath() {
    var path = Path()
    path.addLine(to: CGPoint(x: 3, y: 4))
    #expect(path.description == "3 4 m")
    var closed = Path()
    closed.closeSubpath()
    #expect(closed.isEmpty)
  }

  @Test func pathsAreEquatableByElements() {
    #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)) == Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)) != Path(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1)))
  }
}
