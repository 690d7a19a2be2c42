import Foundation

// MARK: - Rounded rectangles
//
// A `.circular` corner is a quarter ellipse of the corner size. A
// `.continuous` corner (Apple's "squircle") has no curvature jump where it
// meets the straight edge. Flipbook builds each continuous corner from three
// pieces, in a frame where the corner's radius is 1:
//
//   1. a cubic Bézier leaving the edge with zero curvature (its first three
//      control points lie on the edge line) and reaching a circular arc with
//      the arc's tangent and curvature (G2 continuity);
//   2. a circular arc of radius 1 spanning 90° − 2α;
//   3. the mirror image of piece 1 into the other edge.
//
// With α = 18° the corner starts 1.53 radii from the rectangle's corner, close
// to Apple's. When the rectangle is too small for that, the smoothing factor
// shrinks (α, and the lengths of piece 1, scale together) until the corner
// fits, ending at a plain quarter circle; so a continuous rounded rectangle
// whose radius is half its height has semicircular ends, like a capsule.

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
    let pieces: [(corner: ContinuousCorner, local: CGAffineTransform, point: CGPoint)?] = geometry.indices.map { i in
      let (point, incoming, outgoing, along, across) = geometry[i]
      guard along > 0, across > 0 else { return nil }
      let w = sizes[i].width, h = sizes[i].height
      let room = min(
        Double(r.width / (w + sizes[horizontalNeighbour[i]].width)),
        Double(r.height / (h + sizes[verticalNeighbour[i]].height)))
      let corner = ContinuousCorner(
        smoothing: style == .continuous ? ContinuousCorner.largestSmoothing(fittingExtent: room) : 0)
      // Local frame: +x is the incoming direction scaled by the radius
      // along it, +y the outgoing one; the corner point is the origin.
      let local = CGAffineTransform(
        a: incoming.x * along, b: incoming.y * along, c: outgoing.x * across, d: outgoing.y * across,
        tx: point.x, ty: point.y
      ).concatenating(transform)
      return (corner, local, point)
    }
    // Start on the top edge where the top-left corner ends.
    if let last = pieces[3] {
      move(to: CGPoint(x: 0, y: last.corner.extent).applying(last.local))
    } else {
      move(to: geometry[3].0.applying(transform))
    }
    for (i, piece) in pieces.enumerated() {
      guard let (corner, local, _) = piece else {
        if i < 3 { addLine(to: geometry[i].0.applying(transform)) }
        continue
      }
      let entry = CGPoint(x: -corner.extent, y: 0).applying(local)
      if let current = currentPoint, !current.isAlmostEqual(to: entry) { addLine(to: entry) }
      corner.append(to: &self, transform: local)
    }
    closeSubpath()
  }
}

/// One continuous corner of radius 1, turning from +x to +y at the origin.
struct ContinuousCorner {
  /// Full-smoothing angle of each transition curve.
  static let fullAngle = 18.0 * Double.pi / 180
  /// Full-smoothing distance from the transition's inner control point to the arc.
  static let fullTangentLength = 0.25
  /// Full-smoothing distance from the corner's entry point to its first control point.
  static let fullLead = 0.27

  /// 0 for a quarter circle, 1 for full smoothing.
  let smoothing: Double
  /// Distance from the rectangle's corner at which this corner begins, in radii.
  let extent: Double
  let transition: (p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint)?
  let arcCenter: CGPoint
  let arcStart: Double
  let arcSweep: Double

  init(smoothing: Double) {
    self.smoothing = smoothing
    guard smoothing > 1e-6 else {
      extent = 1
      transition = nil
      arcCenter = CGPoint(x: -1, y: 1)
      arcStart = -Double.pi / 2
      arcSweep = Double.pi / 2
      return
    }
    let alpha = Self.fullAngle * smoothing
    let s = Self.fullTangentLength * smoothing
    let lead = Self.fullLead * smoothing
    // Centre on the diagonal at (-d, d); the arc starts where its tangent
    // makes angle α with the edge, a distance s from the edge along that tangent.
    let d = s * sin(alpha) + cos(alpha)
    let p3 = CGPoint(x: -d + sin(alpha), y: d - cos(alpha))
    let p2 = CGPoint(x: p3.x - s * cos(alpha), y: 0)
    // Curvature at p3 = (2/3)·|p2−p1|·s·sin α / s³ must equal 1 (the arc's).
    let m = 1.5 * s * s / sin(alpha)
    let p1 = CGPoint(x: p2.x - m, y: 0)
    let p0 = CGPoint(x: p1.x - lead, y: 0)
    extent = -p0.x
    transition = (p0, p1, p2, p3)
    arcCenter = CGPoint(x: -d, y: d)
    arcStart = -Double.pi / 2 + alpha
    arcSweep = Double.pi / 2 - 2 * alpha
  }

  /// The largest smoothing in [0, 1] whose extent is at most `room` radii.
  static func largestSmoothing(fittingExtent room: Double) -> Double {
    if ContinuousCorner(smoothing: 1).extent <= room { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if ContinuousCorner(smoothing: mid).extent <= room { low = mid } else { high = mid }
    }
    return low
  }

  /// Appends the corner (after its entry point) through `transform`.
  func append(to path: inout Path, transform t: CGAffineTransform) {
    // Mirror across the corner's diagonal: (x, y) → (−y, −x).
    func mirror(_ p: CGPoint) -> CGPoint { CGPoint(x: -p.y, y: -p.x) }
    if let (_, p1, p2, p3) = transition {
      path.addCurve(to: p3.applying(t), control1: p1.applying(t), control2: p2.applying(t))
    }
    path.appendArc(center: arcCenter, radius: 1, startAngle: arcStart, sweep: arcSweep, transform: t)
    if let (p0, p1, p2, _) = transition {
      path.addCurve(
        to: mirror(p0).applying(t), control1: mirror(p2).applying(t), control2: mirror(p1).applying(t))
    }
  }
}
