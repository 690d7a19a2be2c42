import Foundation

// MARK: - Rounded rectangles
//
// A `.circular` corner is a quarter ellipse of the corner size. A
// `.continuous` corner (Apple's "squircle") eases out of the straight edge
// with no curvature jump. Flipbook draws it as iOS does: three cubic
// Béziers from UIKit's measured geometry (`ContinuousCorner.fullCurves`),
// starting 1.52866 radii from the rectangle's corner, checked against iOS
// 18.6's pixels to half a pixel at 3×. When the rectangle is too small for
// that, the smoothing factor shrinks (the curves blend linearly towards a
// quarter circle's, and the corner's start towards 1 radius) until the
// corner fits, but not to a plain quarter circle: iOS 18 keeps a third of
// the smoothing however little room there is and cuts the corner where
// it meets its neighbour, so a continuous rounded rectangle whose radius
// is half its height has ends a little blunter than a capsule's
// semicircles (GoodSwiftUI's 40- and 32-pt buttons at 3×, iOS 18.6: a
// residual smoothing of 0.35 puts every edge pixel within 0.26 of the
// reference's coverage, 0.04–0.05 rms, where semicircles were 0.84 off,
// 0.13–0.15 rms; between 1 and 1.52866 radii of room the smoothing is
// interpolated linearly, unmeasured). A corner with no room either way
// (a square rounded by half its side or more, or uneven corners that fill
// both sides between them: the common
// `.frame(width: 150, height: 150).cornerRadius(100)` avatar) is another
// case: iOS 18 draws all four full corners uncut, each starting 1.52866
// radii from its rectangle corner, past the side's middle, so the outline
// runs back along each side between two corners' ends and the overlaps
// leave a hairline on the side's edge: marian-stanciulica/Foodybite's
// profile picture (iOS 18.1, 3×, 150 pt) inks 88.3 px of coverage in its
// top row and in each outer column, full over the middle 40 px and
// fading out 119 px either side (0.528 radii); uncut full corners give
// 84.7 and 87.9, where the smoothing-0.35 cut corners gave 1.3 and a nub
// at each side's middle. Between the sides, iOS's outline lies 1.5–3 px
// outside 75-pt full corners (20° to 65° round each corner); full corners
// of 0.99 of the radius follow it row by row (0.66 px rms at the fitted
// 0.988; `noRoomTightening`). Each such corner stops 0.02 pt short of its
// side and the run steps out to the side beside it: along the corner's
// own flat end, within a fraction of a pixel of it, Cairo's clipping
// filled stray whole pixels. Whenever two corners' full
// extents overlap along a side (1.52866 radii each, more than the side),
// iOS 18's outline also runs along that side from the first corner's full
// extent back to the second's, past the middle and back, whatever the
// corners themselves are cut to: a stroke draws it as a straight line on
// the side's edge with flat ends. marian-stanciulica/Foodybite's "Closed"
// badge (`RoundedRectangle(cornerRadius: 16).stroke(lineWidth: 1)` round a
// 27.33-pt label, iOS 18.1, 3×) has a 1-pt line on each end's edge from
// 6.43 to 20.9 pt down, 43.4 px (2 × 1.52866 × 13.67 − 27.33 = 14.46 pt);
// WalletConnect's toasts (radius 36 on 40 pt) show the same. Flipbook adds
// those two turning points to the path; filled, the back-run encloses only
// the sliver between the side and the cut corners' ends (0.04 pt at most),
// the faint hairline iOS shades there. iOS 26 keeps full smoothing and
// cuts each corner where it meets its neighbour
// (`ContinuousCorner(smoothing:cutAlong:cutAcross:)` with smoothing 1):
// its continuous capsules' ends come to a clearer blunt point. The
// process's look (`PlatformLook.current`: `FLIPBOOK_IOS_LOOK=26` unless
// bound) picks which.

extension Path {
  /// Appends a rounded rectangle as a closed subpath, clockwise on screen,
  /// starting on the top edge where the top-left corner ends. A circular
  /// corner (equal width and height) is clamped to half the shorter side,
  /// so a large radius gives a capsule; an elliptical one to half the width
  /// and half the height; a zero, negative
  /// or NaN corner size gives a plain rectangle. `style` defaults to
  /// `.continuous`, as in SwiftUI (see the essay above this method's source
  /// for the continuous corner's construction).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard let r = rect.finiteStandardized else { return }
    // A NaN corner is square; an infinite one is clamped like any other.
    var rw = cornerSize.width.isNaN ? 0 : max(cornerSize.width, 0)
    var rh = cornerSize.height.isNaN ? 0 : max(cornerSize.height, 0)
    if rw == rh {
      // A circular corner stays circular: clamped to half the shorter side,
      // so `cornerRadius: .infinity` (or any radius past half the height of
      // a wide rectangle) gives a capsule, as on iOS, not an ellipse.
      rw = min(rw, r.width / 2, r.height / 2)
      rh = rw
    } else {
      rw = min(rw, r.width / 2)
      rh = min(rh, r.height / 2)
    }
    let size = CGSize(width: rw, height: rh)
    appendRoundedRect(r, corners: [size, size, size, size], style: style, transform: transform)
  }

  /// Appends a rectangle whose corners have their own radii, as SwiftUI's
  /// `addRoundedRect(in:cornerRadii:style:transform:)` (iOS 17): a closed
  /// subpath, clockwise on screen. Negative or NaN radii count as 0; when
  /// two corners on one side would overlap, all four radii shrink by the
  /// same factor until they fit (the rule CSS uses for `border-radius`).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard let r = rect.finiteStandardized else { return }
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    var tl = clean(cornerRadii.topLeading), tr = clean(cornerRadii.topTrailing)
    var br = clean(cornerRadii.bottomTrailing), bl = clean(cornerRadii.bottomLeading)
    var factor: CGFloat = 1
    for (side, sum) in [(r.width, tl + tr), (r.width, bl + br), (r.height, tl + bl), (r.height, tr + br)] where sum > side {
      factor = min(factor, side / sum)
    }
    (tl, tr, br, bl) = (tl * factor, tr * factor, br * factor, bl * factor)
    appendRoundedRect(r, corners: [tr, br, bl, tl].map { CGSize(width: $0, height: $0) }, style: style, transform: transform)
  }

  /// The rounded rectangle `r` with corner sizes (top-right, bottom-right,
  /// bottom-left, top-left; each fitting its sides) as one clockwise
  /// subpath. A continuous corner smooths as much as the room beside it
  /// allows: its share of each side, in proportion to its neighbour's size.
  private mutating func appendRoundedRect(
    _ r: CGRect, corners sizes: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform
  ) {
    guard sizes.contains(where: { $0.width > 0 && $0.height > 0 }) else {
      addRect(r, transform: transform)
      return
    }
    // (corner point, incoming direction, outgoing direction, radius along each)
    let geometry: [(CGPoint, Vector, Vector, CGFloat, CGFloat)] = [
      (CGPoint(x: r.maxX, y: r.minY), Vector(x: 1, y: 0), Vector(x: 0, y: 1), sizes[0].width, sizes[0].height),
      (CGPoint(x: r.maxX, y: r.maxY), Vector(x: 0, y: 1), Vector(x: -1, y: 0), sizes[1].height, sizes[1].width),
      (CGPoint(x: r.minX, y: r.maxY), Vector(x: -1, y: 0), Vector(x: 0, y: -1), sizes[2].width, sizes[2].height),
      (CGPoint(x: r.minX, y: r.minY), Vector(x: 0, y: -1), Vector(x: 1, y: 0), sizes[3].height, sizes[3].width),
    ]
    // The room a corner has, in its own radii: its share of the two sides
    // it touches, r.width / (w + neighbour's w) (a half each way when the
    // neighbours match). Horizontal neighbours: 0↔3, 1↔2; vertical: 0↔1, 2↔3.
    let horizontalNeighbour = [3, 2, 1, 0]
    let verticalNeighbour = [1, 0, 3, 2]
    let keepsSmoothing = style == .continuous && PlatformLook.current == .iOS26
    let pieces: [(corner: ContinuousCorner, local: CGAffineTransform, point: CGPoint, tip: Double?)?] = geometry.indices.map { i in
      let (point, incoming, outgoing, along, across) = geometry[i]
      guard along > 0, across > 0 else { return nil }
      let w = sizes[i].width, h = sizes[i].height
      let horizontalRoom = Double(r.width / (w + sizes[horizontalNeighbour[i]].width))
      let verticalRoom = Double(r.height / (h + sizes[verticalNeighbour[i]].height))
      let corner: ContinuousCorner
      // A corner with no room: how far from its rectangle corner, in radii,
      // each of its ends is cut (see `ContinuousCorner.noRoomTip`).
      var tip: Double?
      // The radius it is drawn at, as a fraction of its own.
      var tightening: CGFloat = 1
      if style == .continuous {
        // Corners 0 and 2 come in horizontally, 1 and 3 vertically.
        let (roomIn, roomOut) = i % 2 == 0 ? (horizontalRoom, verticalRoom) : (verticalRoom, horizontalRoom)
        if !keepsSmoothing, horizontalRoom <= 1, verticalRoom <= 1 {
          // No room either way (a square rounded by half its side or
          // more): iOS 18 draws the whole corner, uncut, its ends running
          // past the sides' middles and back (see the essay above).
          let cut = ContinuousCorner.noRoomTip(radius: min(along, across) * ContinuousCorner.noRoomTightening)
          corner = ContinuousCorner(smoothing: 1, cutAlong: cut, cutAcross: cut)
          tip = cut
          tightening = ContinuousCorner.noRoomTightening
        } else {
          let smoothing = keepsSmoothing ? 1 : ContinuousCorner.iOS18Smoothing(room: min(horizontalRoom, verticalRoom))
          corner = ContinuousCorner(smoothing: smoothing, cutAlong: roomIn, cutAcross: roomOut)
        }
      } else {
        corner = ContinuousCorner(smoothing: 0)
      }
      // Local frame: +x is the incoming direction scaled by the radius
      // along it, +y the outgoing one; the corner point is the origin.
      let local = CGAffineTransform(
        a: incoming.x * along * tightening, b: incoming.y * along * tightening, c: outgoing.x * across * tightening,
        d: outgoing.y * across * tightening, tx: point.x, ty: point.y
      ).concatenating(transform)
      return (corner, local, point, tip)
    }
    // Start on the top edge where the top-left corner ends.
    if let last = pieces[3] {
      move(to: last.corner.exit.applying(last.local))
    } else {
      move(to: geometry[3].0.applying(transform))
    }
    // iOS 18's side runs between its corners' full extents (see the essay).
    let runsBack = style == .continuous && !keepsSmoothing
    let full = ContinuousCorner.fullExtent
    for (i, piece) in pieces.enumerated() {
      guard let (corner, local, _, tip) = piece else {
        if i < 3 { addLine(to: geometry[i].0.applying(transform)) }
        continue
      }
      // The side from the previous corner to this one, ending at this
      // corner's entry.
      var stops = [corner.entry.applying(local)]
      let previous = (i + 3) % 4
      if runsBack, let before = pieces[previous] {
        // Its length, and each corner's full extent along it (the previous
        // corner's radius across, this one's along).
        let side = i % 2 == 0 ? r.width : r.height
        if full * (geometry[previous].4 + geometry[i].3) > side {
          // Corners with no room end a hair short of the side (their tips),
          // and the run goes out to the side beside each tip: never along
          // a corner's own flat end, which Cairo's clipping turns into a
          // stray pixel where the two all but coincide.
          stops.insert(
            contentsOf: [CGPoint(x: 0, y: before.tip ?? full).applying(before.local), CGPoint(x: -(tip ?? full), y: 0).applying(local)],
            at: 0)
        }
      }
      for stop in stops {
        if let current = currentPoint, !current.isAlmostEqual(to: stop) { addLine(to: stop) }
      }
      corner.append(to: &self, transform: local)
    }
    closeSubpath()
  }
}

/// One continuous corner of radius 1, turning from +x to +y at the origin.
struct ContinuousCorner {
  /// iOS's continuous corner at full smoothing, as three cubic Béziers in
  /// (along, across) coordinates: `along` is the distance from the
  /// rectangle's corner along the edge the corner leaves, `across` the
  /// distance in from that edge, both in radii. It begins 1.52866 radii
  /// from the corner with zero curvature and is symmetric about the
  /// diagonal. These are the published measurements of UIKit's
  /// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7; the first
  /// curve's second control point is moved 0.011 radii along the edge so
  /// the curves meet with one tangent. Checked against iOS 18.6's own
  /// pixels: GoodSwiftUI's 16-pt corners at 3× lie within 0.5 px of it
  /// (Flipbook's earlier G2 construction was 1–4 px further in).
  static let fullCurves: [[CGPoint]] = [
    [CGPoint(x: 1.52866483, y: 0), CGPoint(x: 1.08849323, y: 0), CGPoint(x: tangentPoint, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)],
    [
      CGPoint(x: 0.66993427, y: 0.06549600), CGPoint(x: 0.37282030, y: 0.16906183), CGPoint(x: 0.16906183, y: 0.37282030),
      CGPoint(x: 0.06549600, y: 0.66993427),
    ],
    [CGPoint(x: 0.06549600, y: 0.66993427), CGPoint(x: 0, y: tangentPoint), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)],
  ]
  /// How far from the rectangle's corner a fully smoothed corner begins,
  /// in radii (1.52866).
  static let fullExtent = fullCurves[0][0].x
  /// Where the line through the middle curve's first two points meets the
  /// edge (0.857831; UIKit's figure is 0.868407): the first curve's second
  /// control point, so the curves share a tangent.
  static let tangentPoint = 0.66993427 + 0.06549600 / (0.16906183 - 0.06549600) * (0.66993427 - 0.37282030)
  /// A quarter circle in the same three curves (the outer two empty), for
  /// the blend at partial smoothing. 0.5523 is the cubic's circle constant.
  static let circleCurves: [[CGPoint]] = [
    [CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0)],
    [CGPoint(x: 1, y: 0), CGPoint(x: 1 - 0.5523, y: 0), CGPoint(x: 0, y: 1 - 0.5523), CGPoint(x: 0, y: 1)],
    [CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1)],
  ]

  /// 0 for a quarter circle, 1 for full smoothing.
  let smoothing: Double
  /// Distance from the rectangle's corner at which this corner begins, in radii.
  let extent: Double
  /// The corner's curves in the corner's frame (entry at (−extent, 0)),
  /// blended between the circle's and iOS's by `smoothing`; nil for a
  /// plain quarter circle, drawn as an arc.
  let curves: [[CGPoint]]?
  /// Where the corner begins and ends, in its frame.
  let entry: CGPoint
  let exit: CGPoint

  init(smoothing: Double) {
    self.smoothing = smoothing
    guard smoothing > 1e-6 else {
      extent = 1
      curves = nil
      entry = CGPoint(x: -1, y: 0)
      exit = CGPoint(x: 0, y: 1)
      return
    }
    let s = min(smoothing, 1)
    // (along, across) → the corner's frame, which runs along +x into the
    // corner at the origin and leaves along +y.
    curves = zip(Self.circleCurves, Self.fullCurves).map { circle, full in
      zip(circle, full).map { c, f in
        CGPoint(x: -(c.x + (f.x - c.x) * s), y: c.y + (f.y - c.y) * s)
      }
    }
    extent = 1 + (Self.fullExtent - 1) * s
    entry = CGPoint(x: -extent, y: 0)
    exit = CGPoint(x: 0, y: extent)
  }

  /// A corner at `smoothing`, its curve cut where it reaches the middle
  /// of a side it shares with its neighbour: `cutAlong` radii from the
  /// corner on the incoming side and `cutAcross` on the outgoing one (no
  /// cut where the corner's extent fits). Two such corners meet at the
  /// side's middle with a slight kink. At smoothing 1 it is iOS 26's
  /// corner, whose continuous capsule ends come to a blunt point
  /// (vjr2005/Challenge's chips, recorded on an iOS 26 simulator at 3×:
  /// each end within 0.25 px rms of the full corner of half the height,
  /// cut at the middle); iOS 18 cuts its corner at `iOS18Smoothing(room:)`.
  init(smoothing: Double, cutAlong: Double, cutAcross: Double) {
    let blended = ContinuousCorner(smoothing: smoothing)
    guard let blendedCurves = blended.curves else {
      self = blended
      return
    }
    self.smoothing = blended.smoothing
    let full = blended.extent
    extent = full
    var segments = blendedCurves.filter { curve in curve.contains { !$0.isAlmostEqual(to: curve[0]) } }
    let along = cutAlong.isFinite ? max(cutAlong, 0) : full
    let across = cutAcross.isFinite ? max(cutAcross, 0) : full
    if along < full {
      // Drop what lies further than `along` from the corner (−x beyond it).
      while let first = segments.first, -first[3].x > along { segments.removeFirst() }
      if let first = segments.first {
        let t = Self.parameter(of: first, where: { -$0.x }, reaches: along, increasing: false)
        segments[0] = Self.cubic(first).subsegment(from: t, to: 1).controlPoints
      }
    }
    if across < full {
      while let last = segments.last, last[0].y > across { segments.removeLast() }
      if let last = segments.last {
        let t = Self.parameter(of: last, where: { $0.y }, reaches: across, increasing: true)
        segments[segments.count - 1] = Self.cubic(last).subsegment(from: 0, to: t).controlPoints
      }
    }
    curves = segments
    entry = segments.first?[0] ?? CGPoint(x: -min(along, across), y: 0)
    exit = segments.last?[3] ?? entry
  }

  /// One of the corner's curves (four points) as a path segment.
  private static func cubic(_ c: [CGPoint]) -> Segment { .cubic(c[0], c[1], c[2], c[3]) }

  /// The parameter at which a cubic's coordinate (monotonic on it)
  /// reaches `value`, by bisection.
  private static func parameter(
    of curve: [CGPoint], where coordinate: (CGPoint) -> Double, reaches value: Double, increasing: Bool
  ) -> Double {
    let segment = cubic(curve)
    var (low, high) = (0.0, 1.0)
    for _ in 0..<40 {
      let mid = (low + high) / 2
      let reached = coordinate(segment.point(at: mid))
      if (reached < value) == increasing { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The smoothing iOS 18 gives a corner with `room` radii beside it (its
  /// share of the shorter side it touches): full from 1.52866 radii, where
  /// the whole corner fits, falling linearly to `residualSmoothing` at 1
  /// radius (a radius of half the side) and below.
  static func iOS18Smoothing(room: Double) -> Double {
    let full = fullExtent
    guard room.isFinite else { return room > 0 ? 1 : residualSmoothing }
    let fraction = min(max((room - 1) / (full - 1), 0), 1)
    return residualSmoothing + (1 - residualSmoothing) * fraction
  }

  /// The smoothing iOS 18 keeps in a corner with no room to spare, fitted
  /// to GoodSwiftUI's iOS 18.6 references (see the essay above `Path`'s
  /// rounded rectangles): 0.35, best of 0…1 in steps of 0.05 over four
  /// buttons, each edge pixel within 0.26 of iOS's coverage.
  static let residualSmoothing = 0.35

  /// How much tighter iOS 18 draws a corner with no room than the full
  /// corner of its radius: marian-stanciulica/Foodybite's profile picture
  /// (`.frame(width: 150, height: 150).cornerRadius(100)`, iOS 18.1 at 3×)
  /// has its outline, row by row, within 0.66 px rms of full corners of
  /// 74.1 pt (0.988 of the 75-pt radius the square allows), where 75-pt
  /// corners lie 1.5–3 px inside it from 20° to 65° round each corner
  /// (1.48 px rms); 0.99 of the radius leaves no pixel of that snapshot
  /// beyond the comparison's tolerance. One reference: a figure to refine
  /// as others come.
  static let noRoomTightening: CGFloat = 0.99

  /// How far from its side a corner with no room is cut (in points): its
  /// flat end would otherwise run along the side's back-run within a
  /// fraction of a pixel, and Cairo's clipping fills a whole stray pixel
  /// where two opposite edges all but coincide. 0.02 pt is five of
  /// Cairo's fixed-point steps at 1×; the coverage it leaves out is at
  /// most 2 % of a pixel's at 3×.
  static let noRoomTipWidth: CGFloat = 0.02

  /// The distance from the corner, in radii, at which a full corner of
  /// `radius` points comes `noRoomTipWidth` off its side (the first curve
  /// rises as 0.0655 t³, its control points lying on the side).
  static func noRoomTip(radius: CGFloat) -> Double {
    let width = Double(noRoomTipWidth / radius)
    guard width.isFinite, width > 0 else { return fullExtent }
    let first = fullCurves[0]
    let t = min(cbrt(width / Double(first[3].y)), 1)
    return Double(cubic(first).point(at: t).x)
  }

  /// Appends the corner (after its entry point) through `transform`.
  func append(to path: inout Path, transform t: CGAffineTransform) {
    guard let curves else {
      path.appendArc(center: CGPoint(x: -1, y: 1), radius: 1, startAngle: -Double.pi / 2, sweep: Double.pi / 2, transform: t)
      return
    }
    for curve in curves {
      path.addCurve(to: curve[3].applying(t), control1: curve[1].applying(t), control2: curve[2].applying(t))
    }
  }
}
