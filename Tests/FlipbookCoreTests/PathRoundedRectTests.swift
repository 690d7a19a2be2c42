import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathRoundedRectTests {
  let rect = CGRect(x: 10, y: 20, width: 200, height: 100)

  @Test(arguments: RoundedCornerStyle.allCases)
  func roundedRectStaysInsideItsRectAndTouchesEachSide(_ style: RoundedCornerStyle) {
    let path = Path(roundedRect: rect, cornerRadius: 20, style: style)
    #expect(close(path.boundingRect, rect, 1e-9))
    #expect(path.contains(CGPoint(x: rect.midX, y: rect.midY)))
    #expect(!path.contains(CGPoint(x: rect.minX + 1, y: rect.minY + 1)))
  }

  @Test func circularCornersAreQuarterCircles() {
    let path = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
    // The top-right corner's centre is (190, 40); its samples lie on radius 20.
    let corner = path.subpaths[0].segments.first { if case .cubic = $0 { true } else { false } }!
    for i in 0...10 {
      let p = corner.point(at: Double(i) / 10)
      #expect(abs(hypot(p.x - 190, p.y - 40) - 20) < 20 * 3e-4)
    }
    #expect(path.description.hasPrefix("30 20 m 190 20 l"))
    #expect(path.elements.last == .closeSubpath)
  }

  @Test func continuousCornersAreSmoothAndStartFurtherOut() {
    let path = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    let segments = path.subpaths[0].segments
    // Each corner begins about 1.53 radii from the rectangle's corner.
    guard case .line(let a, let b) = segments[0] else {
      Issue.record("expected the top edge first")
      return
    }
    #expect(close(a.x, rect.minX + 1.53 * 20, 0.2) && close(b.x, rect.maxX - 1.53 * 20, 0.2))
    // Tangent continuity at every joint: the direction leaving one segment
    // equals the direction entering the next.
    for (first, second) in zip(segments, segments.dropFirst() + [segments[0]]) {
      let out = first.derivative(at: 1).normalized
      let into = second.derivative(at: 0).normalized
      #expect(close(out.x, into.x, 1e-6) && close(out.y, into.y, 1e-6))
    }
  }

  /// The corner iOS draws: GoodSwiftUI's `RoundedRectangle(cornerRadius:
  /// 16)` (iOS 18.6, 3×) has its top edge, measured from the red's
  /// coverage in each pixel column, 23.96, 15.56, 6.21, 2.01 and 0.43 px
  /// down at 6.5, 12.5, 24.5, 36.5 and 48.5 px from its left side.
  @Test func continuousCornersFollowIOSPixels() {
    let radius: CGFloat = 48  // 16 pt at 3×, in pixels
    let shape = CGRect(x: 0, y: 0, width: 421, height: 168)
    let path = Path(roundedRect: shape, cornerRadius: radius, style: .continuous)
    // The top-left corner: the path's lowest covered y in each column.
    func edge(atX x: CGFloat) -> CGFloat {
      var low: CGFloat = 0
      var high: CGFloat = radius * 1.6
      for _ in 0..<40 {
        let mid = (low + high) / 2
        if path.contains(CGPoint(x: x, y: mid)) { high = mid } else { low = mid }
      }
      return high
    }
    for (x, measured) in [(6.5, 23.96), (12.5, 15.56), (24.5, 6.21), (36.5, 2.01), (48.5, 0.43)] as [(CGFloat, CGFloat)] {
      #expect(abs(edge(atX: x) - measured) < 0.6, "at x = \(x): \(edge(atX: x)) against iOS's \(measured)")
    }
    // Zero curvature where it leaves the edge: the first curve's first
    // three points lie on the edge.
    let first = ContinuousCorner(smoothing: 1).curves![0]
    #expect(first[0].y == 0 && first[1].y == 0 && first[2].y == 0)
  }

  /// iOS 26's continuous capsule keeps full smoothing and comes to a
  /// blunt point: vjr2005/Challenge's selected chip (iOS 26, 3×, 102 px
  /// tall), its left edge measured from the fill's coverage in each pixel
  /// row, 37.31, 26.42, 17.64, 7.09, 1.90 and 0.28 px in from the end at
  /// 2.5, 6.5, 12.5, 25.5, 40.5 and 50.5 px from the top. iOS 18's is
  /// a semicircle (below).
  @Test func iOS26CapsulesKeepTheirSmoothing() {
    let chip = CGRect(x: 0, y: 0, width: 176, height: 102)
    let path = PlatformLook.$current.withValue(.iOS26) {
      Path(roundedRect: chip, cornerRadius: 51, style: .continuous)
    }
    func edge(atY y: CGFloat) -> CGFloat {
      var (low, high): (CGFloat, CGFloat) = (0, 88)
      for _ in 0..<40 {
        let mid = (low + high) / 2
        if path.contains(CGPoint(x: mid, y: y)) { high = mid } else { low = mid }
      }
      return high
    }
    for (y, measured) in [(2.5, 37.31), (6.5, 26.42), (12.5, 17.64), (25.5, 7.09), (40.5, 1.90), (50.5, 0.28)]
      as [(CGFloat, CGFloat)]
    {
      #expect(abs(edge(atY: y) - measured) < 0.6, "at y = \(y): \(edge(atY: y)) against iOS's \(measured)")
    }
    #expect(close(path.boundingRect, chip.insetBy(dx: 0.4, dy: 0), 0.1))
    // Symmetric ends, meeting at the middle of each with a kink.
    #expect(abs(edge(atY: 51 - 10) - edge(atY: 51 + 10)) < 1e-3)
    let semicircle = Path(roundedRect: chip, cornerRadius: 51, style: .circular)
    #expect(path != semicircle)
  }

  /// iOS 18 keeps a third of the smoothing when a continuous corner's
  /// radius is half the side (GoodSwiftUI's 32- and 40-pt buttons, iOS
  /// 18.6 at 3×: residual smoothing 0.35 fits every edge pixel within 0.26
  /// of iOS's coverage, where semicircles were 0.84 off): the top edge runs
  /// straight to 1.185 radii from the corner, not 1, the ends meet the
  /// middle of each side a hair short of the edge, and the outline stays within a
  /// fraction of a pixel of the semicircle.
  @Test func aCapsuleRadiusKeepsIOS18sResidualSmoothing() {
    let toggle = CGRect(x: 0, y: 0, width: 50, height: 30)
    let continuous = Path(roundedRect: toggle, cornerRadius: 15, style: .continuous)
    let semicircle = Path(roundedRect: toggle, cornerRadius: 15, style: .circular)
    #expect(continuous != semicircle)
    let extent = 1 + (ContinuousCorner.fullCurves[0][0].x - 1) * ContinuousCorner.residualSmoothing
    let outline = continuous.flattenedSubpaths(tolerance: 0.01)[0].points
    #expect(close(outline[0].x, 15 * extent, 1e-9))
    #expect(close(semicircle.flattenedSubpaths(tolerance: 0.01)[0].points[0].x, 15, 1e-9))
    // The blunt ends' curves stop 0.04 pt short of the sides (0.13 px at
    // 3×); only the back-run along each side (below) reaches the edge.
    #expect(close(continuous.boundingRect, toggle, 0.001))
    // Sample the curves: every point within 0.2 pt of the semicircle's ends.
    for point in outline where (point.x < 15 || point.x > 35) && point.x > 1e-9 && point.x < 50 - 1e-9 {
      let centre = CGPoint(x: point.x < 25 ? 15 : 35, y: 15)
      let distance = hypot(point.x - centre.x, point.y - centre.y)
      #expect(distance <= 15.2 && distance >= 14.5, "\(point) is \(distance) from the end's centre")
    }
    // Partially smoothed between: fits, and still smooth.
    let tight = Path(roundedRect: toggle, cornerRadius: 12, style: .continuous)
    #expect(close(tight.boundingRect, toggle, 0.05))
  }

  /// A square rounded by half its side or more (Foodybite's 150-pt avatar,
  /// `.cornerRadius(100)`, iOS 18.1 at 3×): iOS 18 draws the four full
  /// corners uncut, each from 1.52866 radii out, so the outline runs back
  /// along each side between two corners' ends: the side's middle is on
  /// the edge (the reference's hairline: 88.3 px of coverage in the top
  /// row, fading out 119 px either side of the middle), not cut short of it.
  /// Its corners are 0.99 of the 75-pt radius (the reference's outline
  /// lies outside 75-pt full corners by 1.5–3 px between 20° and 65°), and
  /// each ends `noRoomTipWidth` (0.02 pt) short of its side, the run
  /// stepping out to the side beside it.
  @Test func aSquareRoundedByHalfItsSideDrawsItsFullCornersUncut() {
    let square = CGRect(x: 0, y: 0, width: 150, height: 150)
    let path = PlatformLook.$current.withValue(.iOS18) {
      Path(roundedRect: square, cornerRadius: 100, style: .continuous)
    }
    let outline = path.flattenedSubpaths(tolerance: 0.01)[0].points
    // It starts a tip's width under the top edge where the top-left corner
    // ends, past the middle, then steps out to the edge.
    let radius = 75 * ContinuousCorner.noRoomTightening
    let tip = ContinuousCorner.noRoomTip(radius: radius)
    #expect(close(outline[0].y, ContinuousCorner.noRoomTipWidth, 1e-6))
    #expect(close(outline[0].x, radius * tip, 1e-6))
    #expect(close(outline[1].y, 0, 1e-9) && close(outline[1].x, outline[0].x, 1e-9))
    #expect(outline[0].x > 75 && radius * tip < radius * ContinuousCorner.fullExtent)
    #expect(close(path.boundingRect, square, 1e-6))
    // The corner's middle, on the diagonal, 0.29513 of its radius in from
    // each side: 21.91 pt (a 75-pt corner's is 22.13, a circle's 21.97).
    let nearest = outline.filter { $0.x < 40 && $0.y < 40 }.min { abs($0.x - $0.y) < abs($1.x - $1.y) }
    #expect(close(Double(nearest?.x ?? 0), Double(0.29513 * radius), 0.06), "\(String(describing: nearest))")
    // A hair inside the edge at the side's middle is inside.
    #expect(path.contains(CGPoint(x: 75, y: 0.05)))
    // Still about a circle between: the diagonal within a point of it.
    let diagonal = CGPoint(x: 75 - 75 / 2.squareRoot() + 1, y: 75 - 75 / 2.squareRoot() + 1)
    #expect(path.contains(diagonal))
    let outside = CGPoint(x: 75 - 75 / 2.squareRoot() - 1.5, y: 75 - 75 / 2.squareRoot() - 1.5)
    #expect(!path.contains(outside))
  }

  /// When two corners' full extents (1.52866 radii each) overlap along a
  /// side, iOS 18's outline runs back along that side between them: a
  /// stroked `RoundedRectangle(cornerRadius: 16)` on a 27.33-pt-high label
  /// (marian-stanciulica/Foodybite's "Closed" badge, iOS 18.1, 3×) has a
  /// straight 1-pt line on each end's edge from 6.43 to 20.9 pt down
  /// (43.4 px, centred on the middle, flat ends), where the cut corners
  /// alone leave the edge only at the middle; WalletConnect's toasts show
  /// the same. Filled, the back-run encloses only the sliver between it
  /// and the cut corners' ends (0.04 pt wide at most): a faint hairline.
  @Test func anOverRoundedSideRunsBackBetweenTheCornersFullExtents() {
    let badge = CGRect(x: 0, y: 0, width: 90, height: 82.0 / 3)
    let radius = badge.height / 2
    let extent = ContinuousCorner.fullCurves[0][0].x * radius
    func build(_ look: PlatformLook) -> Path {
      PlatformLook.$current.withValue(look) { Path(roundedRect: badge, cornerRadius: 16, style: .continuous) }
    }
    let points = build(.iOS18).flattenedSubpaths(tolerance: 0.01)[0].points
    for x in [0, badge.width] {
      // The side's two turning points: each corner's full extent.
      let ends = points.filter { abs($0.x - x) < 1e-9 }.map(\.y).sorted()
      #expect(ends.count == 2, "\(ends)")
      #expect(close(ends.first ?? -1, badge.height - extent, 1e-6))
      #expect(close(ends.last ?? -1, extent, 1e-6))
    }
    // Stroked 1 pt: a point just outside the edge, 5 pt above the middle, is
    // on the line (the cut corner there is 0.5 pt in from the edge).
    let stroked = build(.iOS18).strokedPath(StrokeStyle(lineWidth: 1))
    #expect(stroked.contains(CGPoint(x: -0.3, y: badge.height / 2 - 5)))
    #expect(!stroked.contains(CGPoint(x: -0.3, y: badge.height - extent - 0.5)))
    // Not where the corners fit (a 40-pt-high rectangle rounded by 12), nor
    // under iOS 26's look, whose corners are only cut.
    let roomy = Path(roundedRect: CGRect(x: 0, y: 0, width: 90, height: 40), cornerRadius: 12, style: .continuous)
    #expect(roomy.flattenedSubpaths(tolerance: 0.01)[0].points.allSatisfy { $0.x > 1e-9 || abs($0.y - 20) < 2 })
    #expect(!build(.iOS26).strokedPath(StrokeStyle(lineWidth: 1)).contains(CGPoint(x: -0.3, y: badge.height / 2 - 5)))
  }

  @Test func oversizedAndZeroCornersAreClamped() {
    let square = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(Path(roundedRect: square, cornerRadius: 0) == Path(square))
    #expect(Path(roundedRect: square, cornerRadius: -5) == Path(square))
    let clamped = Path(roundedRect: square, cornerRadius: 50, style: .circular)
    #expect(close(clamped.length, 20 * .pi, 20 * .pi * 3e-4))
    let elliptic = Path(roundedRect: square, cornerSize: CGSize(width: 10, height: 4), style: .circular)
    #expect(close(elliptic.boundingRect, square))
  }

  /// iOS draws `RoundedRectangle(cornerRadius: .infinity)` (and any radius
  /// past half the height) on a wide rectangle as a capsule: a circular
  /// corner is clamped to half the shorter side, not to half of each side
  /// (which made an ellipse).
  @Test(arguments: [CGFloat.infinity, 1_000, 20])
  func aHugeCircularRadiusMakesACapsule(radius: CGFloat) {
    let pill = CGRect(x: 0, y: 0, width: 300, height: 40)
    let rounded = Path(roundedRect: pill, cornerRadius: radius, style: .circular)
    let capsule = Path(roundedRect: pill, cornerRadius: 20, style: .circular)
    #expect(rounded == capsule)
    // The straight top edge runs from x = 20 to 280: (150, 0.5) is inside,
    // which an ellipse's would not be near the ends (x = 30).
    #expect(rounded.contains(CGPoint(x: 30, y: 0.5)))
    // Elliptical corners keep their own clamps: 100 × 10 fits a 300 × 40 rectangle.
    let elliptic = Path(roundedRect: pill, cornerSize: CGSize(width: 100, height: 10), style: .circular)
    #expect(!elliptic.contains(CGPoint(x: 30, y: 0.5)))
  }
}
