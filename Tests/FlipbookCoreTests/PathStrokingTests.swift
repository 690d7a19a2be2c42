import Foundation
import Testing

@testable import FlipbookCore

/// `strokedPath(_:)`: the outline's area is the stroke's, checked by
/// points whose inside/outside follows from the stroke's geometry (half
/// width each side, caps, joins, the miter limit, dashes).
@Suite struct PathStrokingTests {
  func line(from a: CGPoint, to b: CGPoint) -> Path {
    var path = Path()
    path.move(to: a)
    path.addLine(to: b)
    return path
  }

  let horizontal = Path { path in
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
  }

  @Test func aButtLineIsItsRectangle() {
    let outline = horizontal.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(outline.contains(CGPoint(x: 5, y: 0.9)))
    #expect(outline.contains(CGPoint(x: 5, y: -0.9)))
    #expect(!outline.contains(CGPoint(x: 5, y: 1.1)))
    #expect(!outline.contains(CGPoint(x: -0.1, y: 0)))
    #expect(!outline.contains(CGPoint(x: 10.1, y: 0)))
    #expect(close(outline.boundingRect, CGRect(x: 0, y: -1, width: 10, height: 2), 1e-9))
  }

  @Test func capsExtendTheEnds() {
    let square = horizontal.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
    #expect(square.contains(CGPoint(x: -0.9, y: 0.9)))
    #expect(!square.contains(CGPoint(x: -1.1, y: 0)))
    let round = horizontal.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(round.contains(CGPoint(x: -0.9, y: 0)))
    #expect(!round.contains(CGPoint(x: -0.8, y: 0.8)))  // 1.13 from the end: outside the cap
    #expect(round.contains(CGPoint(x: 10.6, y: 0.6)))  // 0.85 from the end: inside
  }

  /// An arc swept a full turn from 0 to 360° is open, and its two butt
  /// ends meet where it started, each cut square to the circle (the
  /// tangent there is vertical): the ring is whole, as Core Graphics
  /// strokes it. Cut square to the flattened curve's first and last
  /// chords, the ends left a sliver on the outside that a fill showed as
  /// a hairline crack (SwiftClockUI's wind-up key against its iOS
  /// reference). Each end still stops at its cut: an arc to 90° covers
  /// nothing above its start or past its end.
  @Test func anArcsEndsAreCutSquareToTheCurve() {
    var ring = Path()
    ring.move(to: CGPoint(x: 20, y: 10))
    ring.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    let outline = ring.strokedPath(StrokeStyle(lineWidth: 2))
    for y in [9.98, 9.99, 10.0, 10.01, 10.02] {
      #expect(outline.contains(CGPoint(x: 20.9, y: y)), "the ring is cracked at y = \(y)")
      #expect(outline.contains(CGPoint(x: 19.1, y: y)))
    }
    var quarter = Path()
    quarter.move(to: CGPoint(x: 20, y: 10))
    quarter.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let quarterOutline = quarter.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(quarterOutline.contains(CGPoint(x: 20.9, y: 10.01)))
    #expect(!quarterOutline.contains(CGPoint(x: 20.9, y: 9.99)))
    #expect(quarterOutline.contains(CGPoint(x: 10.01, y: 20.9)))
    #expect(!quarterOutline.contains(CGPoint(x: 9.99, y: 20.9)))
  }

  /// A 10 × 10 square stroked 2 wide: at its top-left corner a miter
  /// reaches (−1, −1), a bevel cuts the corner at x + y = −1, a round join
  /// is the unit circle about the corner.
  @Test func joinsShapeTheCorners() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let miter = square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    #expect(miter.contains(CGPoint(x: -0.95, y: -0.95)))
    let bevel = square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    #expect(bevel.contains(CGPoint(x: -0.4, y: -0.4)))
    #expect(!bevel.contains(CGPoint(x: -0.6, y: -0.6)))
    let round = square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
    #expect(round.contains(CGPoint(x: -0.65, y: -0.65)))  // 0.92 from the corner
    #expect(!round.contains(CGPoint(x: -0.75, y: -0.75)))  // 1.06
    // The hole stays a hole.
    #expect(!miter.contains(CGPoint(x: 5, y: 5)))
    #expect(miter.contains(CGPoint(x: 5, y: 0.5)))
  }

  /// A miter's length over the width is 1 / sin(θ/2): a 20° corner's is
  /// 5.76, past a limit of 4, so it is bevelled; under the default 10 it
  /// is mitred.
  @Test func theMiterLimitBevelsSharpCorners() {
    let angle = 20.0 * .pi / 180
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 0))
    path.addLine(to: CGPoint(x: 20 - 20 * cos(angle), y: 20 * sin(angle)))
    // The outward bisector is (0.9848, −0.1736); 3 points along it is
    // inside the miter (which reaches 5.76) and outside the bevel (which
    // cuts the corner about 0.17 from it).
    let probe = CGPoint(x: 20 + 3 * 0.98481, y: -3 * 0.17365)
    let mitred = path.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 10))
    #expect(mitred.contains(probe))
    let bevelled = path.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4))
    #expect(!bevelled.contains(probe))
  }

  @Test func dashesCutTheStroke() {
    let dashed = horizontal.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 2]))
    #expect(dashed.contains(CGPoint(x: 1, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 3, y: 0)))
    #expect(dashed.contains(CGPoint(x: 5, y: 0)))
    let shifted = horizontal.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: 2))
    #expect(!shifted.contains(CGPoint(x: 1, y: 0)))
    #expect(shifted.contains(CGPoint(x: 3, y: 0)))
    // An odd pattern repeats twice, as in Core Graphics: [3] is 3 on, 3 off.
    let odd = horizontal.strokedPath(StrokeStyle(lineWidth: 1, dash: [3]))
    #expect(odd.contains(CGPoint(x: 2, y: 0)) && !odd.contains(CGPoint(x: 4, y: 0)) && odd.contains(CGPoint(x: 7, y: 0)))
  }

  @Test func curvesFollowTheOffset() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let ring = circle.strokedPath(StrokeStyle(lineWidth: 2))
    for degrees in stride(from: 0.0, to: 360, by: 7) {
      let a = degrees * .pi / 180
      #expect(ring.contains(CGPoint(x: 10.9 * cos(a), y: 10.9 * sin(a))))
      #expect(ring.contains(CGPoint(x: 9.1 * cos(a), y: 9.1 * sin(a))))
      #expect(!ring.contains(CGPoint(x: 11.1 * cos(a), y: 11.1 * sin(a))))
      #expect(!ring.contains(CGPoint(x: 8.9 * cos(a), y: 8.9 * sin(a))))
    }
  }

  @Test func degenerateStrokesAreEmpty() {
    #expect(horizontal.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(horizontal.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    #expect(horizontal.strokedPath(StrokeStyle(lineWidth: -1)).isEmpty)
    #expect(line(from: CGPoint(x: 0, y: CGFloat.nan), to: .zero).strokedPath(StrokeStyle()).isEmpty)
    // Invalid dash patterns stroke solid.
    for dash: [CGFloat] in [[0, 0], [-1, 2], [.nan, 1], [.infinity]] {
      #expect(horizontal.strokedPath(StrokeStyle(lineWidth: 1, dash: dash)).contains(CGPoint(x: 3, y: 0)))
    }
    // A dash pattern far finer than the path ends without a hang.
    let long = line(from: .zero, to: CGPoint(x: 1e7, y: 0))
    _ = long.strokedPath(StrokeStyle(lineWidth: 1, dash: [1e-3, 1e-3]))
    // A lone point with round caps is a dot.
    var dot = Path()
    dot.move(to: CGPoint(x: 5, y: 5))
    dot.addLine(to: CGPoint(x: 5, y: 5))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).contains(CGPoint(x: 6.5, y: 5)))
  }

  /// Uneven corners: each corner its radius; radii that overlap on a side
  /// shrink together.
  @Test func unevenRoundedRectangles() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 10), style: .circular)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))  // cut by the top-leading corner
    #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))  // square corners elsewhere
    #expect(path.contains(CGPoint(x: 0.5, y: 19.5)))
    #expect(path.contains(CGPoint(x: 39.5, y: 19.5)))
    // 30 + 30 on a 40-point side shrink by 2/3 to 20 each: the top edge's
    // middle is the only point of it left.
    let big = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 30, topTrailing: 30), style: .circular)
    #expect(close(big.boundingRect, rect, 1e-9))
    #expect(!big.contains(CGPoint(x: 5, y: 2)))
    #expect(big.contains(CGPoint(x: 20, y: 0.5)))
    // The same radii everywhere draw the uniform rounded rectangle.
    let even = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 6, bottomLeading: 6, bottomTrailing: 6, topTrailing: 6))
    #expect(even == Path(roundedRect: rect, cornerRadius: 6))
    #expect(Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: .nan)) == Path(rect))
  }
}
