import Foundation

// MARK: - Arc direction
//
// SwiftUI measures arc angles from +x toward +y, which on a y-down screen is
// clockwise. Its `clockwise` flag, though, keeps Core Graphics' meaning in a
// y-up frame: `clockwise: false` sweeps toward increasing angles (clockwise on
// screen, Cairo's `cairo_arc`) and `clockwise: true` sweeps toward decreasing
// angles (counter-clockwise on screen, Cairo's `cairo_arc_negative`).

extension Path {
  /// Appends a circular arc, as in SwiftUI.
  ///
  /// Angles are measured from +x toward +y (clockwise on screen). With
  /// `clockwise: false` the arc sweeps toward increasing angles, which is
  /// *clockwise on screen*; with `clockwise: true` it sweeps toward decreasing
  /// angles, *counter-clockwise on screen*. (The flag keeps Core Graphics'
  /// meaning in a y-up frame.) The sweep is reduced to at most one full turn:
  /// `endAngle` is moved by whole turns until it lies within one turn of
  /// `startAngle` in the chosen direction; angles a non-zero multiple of a
  /// turn apart draw a full circle.
  ///
  /// If the path has a current point, a line joins it to the arc's start;
  /// otherwise the arc starts a subpath. `transform` applies to the arc's
  /// points. A negative or non-finite radius, or non-finite angles or centre,
  /// add nothing.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    guard sweep.isFinite else { return }
    // Angles that differ by a non-zero multiple of a turn give a full circle.
    if clockwise {
      if sweep <= -turn {
        sweep = -turn
      } else if sweep > 0 {
        let remainder = sweep.truncatingRemainder(dividingBy: turn)
        sweep = remainder == 0 ? -turn : remainder - turn
      }
    } else {
      if sweep >= turn {
        sweep = turn
      } else if sweep < 0 {
        let remainder = sweep.truncatingRemainder(dividingBy: turn)
        sweep = remainder == 0 ? turn : remainder + turn
      }
    }
    appendArc(
      center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep,
      transform: transform)
  }

  /// Appends an arc that starts at `startAngle` and sweeps by `delta`
  /// (positive: toward increasing angles, clockwise on screen), as in SwiftUI.
  /// The sweep is not reduced, so a delta of several turns draws several
  /// turns — up to `maximumArcTurns`: a longer sweep keeps its direction,
  /// its remainder and the parity of its turns (so the same outline and the
  /// same fill by either rule) with 64 or 65 whole turns. A non-finite
  /// delta adds nothing.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle.radians, sweep: Self.cappedSweep(delta.radians),
      transform: transform)
  }

  /// The most whole turns an arc draws (plus one to keep an odd count odd).
  public static let maximumArcTurns = 64

  /// `sweep` with its whole turns capped at `maximumArcTurns` (same parity).
  static func cappedSweep(_ sweep: Double) -> Double {
    let turn = 2 * Double.pi
    guard sweep.isFinite, abs(sweep) > Double(maximumArcTurns + 1) * turn else { return sweep }
    let magnitude = abs(sweep)
    let turns = (magnitude / turn).rounded(.down)
    let remainder = max(magnitude - turns * turn, 0).truncatingRemainder(dividingBy: turn)
    let odd = turns.truncatingRemainder(dividingBy: 2) == 1
    let capped = Double(maximumArcTurns + (odd ? 1 : 0)) * turn + (remainder.isFinite ? remainder : 0)
    return sweep < 0 ? -capped : capped
  }

  /// Appends a line toward `tangent1End` and an arc of `radius` tangent to the
  /// lines (current point → `tangent1End`) and (`tangent1End` → `tangent2End`),
  /// as in Core Graphics' `addArc(tangent1End:tangent2End:radius:)`.
  ///
  /// With no current point this starts a subpath at `tangent1End`. When the
  /// three points are collinear or the radius is zero, it adds a line to
  /// `tangent1End`. A negative or non-finite radius adds nothing.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard radius >= 0, radius.isFinite else { return }
    let corner = tangent1End
    guard let current = currentPoint else {
      move(to: corner.applying(transform))
      return
    }
    // Work in the arc's own space, where the current point is pulled back.
    let start = current.applying(transform.inverted())
    let toStart = Vector(from: corner, to: start)
    let toEnd = Vector(from: corner, to: tangent2End)
    let cross = toStart.cross(toEnd)
    guard radius > 0, toStart.length > 0, toEnd.length > 0, abs(cross) > 1e-12 * toStart.length * toEnd.length
    else {
      addLine(to: corner.applying(transform))
      return
    }
    let u1 = toStart.normalized
    let u2 = toEnd.normalized
    let halfAngle = acos(max(-1, min(1, u1.dot(u2)))) / 2
    let tangentDistance = radius / tan(halfAngle)
    let bisector = (u1 + u2).normalized
    let center = corner + bisector * (radius / sin(halfAngle))
    let first = corner + u1 * tangentDistance
    let second = corner + u2 * tangentDistance
    let a0 = atan2(first.y - center.y, first.x - center.x)
    let a1 = atan2(second.y - center.y, second.x - center.x)
    var sweep = a1 - a0
    if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
    appendArc(center: center, radius: radius, startAngle: a0, sweep: sweep, transform: transform)
  }

  /// Appends an arc of `sweep` radians from `startAngle` as cubic Béziers,
  /// one per quarter turn or less, joined to the current point by a line.
  mutating func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double,
    transform: CGAffineTransform
  ) {
    guard radius >= 0, radius.isFinite, center.x.isFinite, center.y.isFinite,
      startAngle.isFinite, sweep.isFinite
    else { return }
    let r = Double(radius)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
    let start = point(startAngle).applying(transform)
    if let current = currentPoint {
      if !current.isAlmostEqual(to: start) { addLine(to: start) }
    } else {
      move(to: start)
    }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4) * r
    for index in 0..<count {
      let a0 = startAngle + Double(index) * step
      let a1 = a0 + step
      let p0 = point(a0)
      let p3 = point(a1)
      let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
      let c2 = CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
      addCurve(
        to: p3.applying(transform), control1: c1.applying(transform),
        control2: c2.applying(transform))
    }
  }
}

extension CGPoint {
  /// Whether two points agree to within a relative 1e-9.
  func isAlmostEqual(to other: CGPoint) -> Bool {
    let scale = max(1, abs(x), abs(y), abs(other.x), abs(other.y))
    return abs(x - other.x) <= 1e-9 * scale && abs(y - other.y) <= 1e-9 * scale
  }
}
