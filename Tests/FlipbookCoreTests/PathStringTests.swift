import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathStringTests {
  @Test func descriptionUsesSwiftUIsFormat() {
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 20, y: 20))
    path.closeSubpath()
    #expect(path.description == "10 10 m 20 20 l h")
    var curves = Path()
    curves.move(to: .zero)
    curves.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
    curves.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7.5, y: -8))
    #expect(curves.description == "0 0 m 1 2 3 4 q 5 6 7.5 -8 9 10 c")
  }

  @Test(arguments: [
    Path(ellipseIn: CGRect(x: 0.1, y: 1.0 / 3, width: 17.25, height: 9.999)),
    Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 7),
    Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerSize: CGSize(width: 3, height: 9), style: .circular),
    Path(CGRect(x: -5, y: 1e-7, width: 1e6, height: 2.5)),
  ])
  func descriptionRoundTrips(_ path: Path) {
    #expect(Path(path.description) == path)
  }

  @Test func parsingAcceptsRectanglesAndRejectsJunk() {
    #expect(Path("1 2 3 4 re") == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(Path("") == Path())
    #expect(Path("1 m") == nil)
    #expect(Path("1 2 l") == nil)  // no current point
    #expect(Path("0 0 m 1 2 x") == nil)
    #expect(Path("0 0 m 1 2") == nil)
    #expect(Path("0 0 m nan 1 l") == nil)
    #expect(Path("0 0 m 1 h") == nil)
  }
}
