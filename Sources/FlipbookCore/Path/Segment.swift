import Foundation

/// A drawn piece of a path between two on-curve points, with the maths that
/// bounds, containment and trimming need. Internal: the public face is `Path`.
enum Segment: Equatable {
  case line(CGPoint, CGPoint)
  case quad(CGPoint, CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  var start: CGPoint {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
    }
  }

  var end: CGPoint {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
    }
  }

  /// The segment as a cubic (lines and quads degree-elevated exactly).
  var cubicPoints: (CGPoint, CGPoint, CGPoint, CGPoint) {
    switch self {
    case .line(let a, let b):
      return (a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
    case .quad(let a, let c, let b):
      return (a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b)
    case .cubic(let a, let c1, let c2, let b):
      return (a, c1, c2, b)
    }
  }

  /// The segment's points as a cubic's four (see `cubicPoints`).
  var controlPoints: [CGPoint] {
    let (a, c1, c2, b) = cubicPoints
    return [a, c1, c2, b]
  }

  /// The point at parameter `t` in [0, 1].
  func point(at t: Double) -> CGPoint {
    switch self {
    case .line(let a, let b):
      return lerp(a, b, t)
    case .quad(let a, let c, let b):
      return lerp(lerp(a, c, t), lerp(c, b, t), t)
    case .cubic(let a, let c1, let c2, let b):
      let ab = lerp(a, c1, t), bc = lerp(c1, c2, t), cd = lerp(c2, b, t)
      return lerp(lerp(ab, bc, t), lerp(bc, cd, t), t)
    }
  }

  /// The direction the segment leaves its start in: toward its first
  /// control point that is not the start (a cubic whose first control
  /// point sits on its start leaves toward the second), nil when every
  /// point is the start.
  var startTangent: Vector? {
    let points = controlPoints
    return points.dropFirst().first { $0 != points[0] }.map { Vector(from: points[0], to: $0) }
  }

  /// The direction the segment arrives at its end in, as `startTangent`.
  var endTangent: Vector? {
    let points = controlPoints
    return points.dropLast().last { $0 != points[3] }.map { Vector(from: $0, to: points[3]) }
  }

  /// The derivative (velocity) at parameter `t`.
  func derivative(at t: Double) -> Vector {
    switch self {
    case .line(let a, let b):
      return Vector(from: a, to: b)
    case .quad(let a, let c, let b):
      let d0 = Vector(from: a, to: c), d1 = Vector(from: c, to: b)
      return Vector(x: 2 * ((1 - t) * d0.x + t * d1.x), y: 2 * ((1 - t) * d0.y + t * d1.y))
    case .cubic(let a, let c1, let c2, let b):
      let d0 = Vector(from: a, to: c1), d1 = Vector(from: c1, to: c2), d2 = Vector(from: c2, to: b)
      let u = 1 - t
      return Vector(
        x: 3 * (u * u * d0.x + 2 * u * t * d1.x + t * t * d2.x),
        y: 3 * (u * u * d0.y + 2 * u * t * d1.y + t * t * d2.y))
    }
  }

  /// The part of the segment between parameters `t0` and `t1` (de Casteljau).
  func subsegment(from t0: Double, to t1: Double) -> Segment {
    switch self {
    case .line:
      return .line(point(at: t0), point(at: t1))
    case .quad(let a, let c, let b):
      // Blossom: q(u, v) = (1-u)(1-v)a + ((1-u)v + u(1-v))c + uv·b.
      func blossom(_ u: Double, _ v: Double) -> CGPoint {
        let wa = (1 - u) * (1 - v), wc = (1 - u) * v + u * (1 - v), wb = u * v
        return CGPoint(x: wa * a.x + wc * c.x + wb * b.x, y: wa * a.y + wc * c.y + wb * b.y)
      }
      return .quad(blossom(t0, t0), blossom(t0, t1), blossom(t1, t1))
    case .cubic(let a, let c1, let c2, let b):
      func blossom(_ u: Double, _ v: Double, _ w: Double) -> CGPoint {
        let ab = lerp(a, c1, u), bc = lerp(c1, c2, u), cd = lerp(c2, b, u)
        let abc = lerp(ab, bc, v), bcd = lerp(bc, cd, v)
        return lerp(abc, bcd, w)
      }
      return .cubic(
        blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1))
    }
  }

  /// Parameters in (0, 1) where x or y has a local extremum.
  var extremaParameters: [Double] {
    switch self {
    case .line:
      return []
    case .quad(let a, let c, let b):
      var result: [Double] = []
      for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
        let denominator = p0 - 2 * p1 + p2
        if denominator != 0 {
          let t = (p0 - p1) / denominator
          if t > 0, t < 1 { result.append(t) }
        }
      }
      return result
    case .cubic(let a, let c1, let c2, let b):
      var result: [Double] = []
      for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
        // Derivative / 3 = A t² + B t + C.
        let qa = -p0 + 3 * p1 - 3 * p2 + p3
        let qb = 2 * (p0 - 2 * p1 + p2)
        let qc = p1 - p0
        result += solveQuadratic(a: qa, b: qb, c: qc).filter { $0 > 0 && $0 < 1 }
      }
      return result
    }
  }

  /// Tight bounds: end points and curve extrema, not control points.
  var bounds: CGRect {
    var points = [start, end]
    points += extremaParameters.map { point(at: $0) }
    return CGRect.enclosing(points)
  }

  /// Arc length from parameter 0 to `t`, by Gauss–Legendre quadrature over
  /// 16 sub-intervals (exact for lines, relative error far below 1e-9 for
  /// curves without cusps).
  func length(upTo t: Double = 1) -> Double {
    if case .line(let a, let b) = self { return Vector(from: a, to: b).length * t }
    let pieces = 16
    var total = 0.0
    let width = t / Double(pieces)
    for piece in 0..<pieces {
      let lower = Double(piece) * width
      for (node, weight) in gaussLegendre5 {
        let u = lower + width * (node + 1) / 2
        total += weight * derivative(at: u).length * width / 2
      }
    }
    return total
  }

  /// The parameter at which the arc length from the start reaches `target`.
  func parameter(atLength target: Double) -> Double {
    let total = length()
    if target <= 0 || total == 0 { return 0 }
    if target >= total { return 1 }
    if case .line = self { return target / total }
    var low = 0.0, high = 1.0
    var t = target / total
    for _ in 0..<50 {
      let error = length(upTo: t) - target
      if abs(error) < 1e-12 * max(1, total) { break }
      if error > 0 { high = t } else { low = t }
      let speed = derivative(at: t).length
      var next = speed > 0 ? t - error / speed : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      t = next
    }
    return t
  }

  /// Points along the segment, start excluded, end included, close enough
  /// that no chord strays more than about `tolerance` from the curve.
  func flattened(tolerance: Double) -> [CGPoint] {
    switch self {
    case .line(_, let b):
      return [b]
    case .quad, .cubic:
      let (a, c1, c2, b) = cubicPoints
      // Bound on the second derivative of the cubic gives the step count.
      let dd1 = Vector(x: a.x - 2 * c1.x + c2.x, y: a.y - 2 * c1.y + c2.y).length
      let dd2 = Vector(x: c1.x - 2 * c2.x + b.x, y: c1.y - 2 * c2.y + b.y).length
      let m = 6 * max(dd1, dd2)
      let count = max(1, min(10_000, Int((m / (8 * tolerance)).squareRoot().rounded(.up))))
      return (1...count).map { point(at: Double($0) / Double(count)) }
    }
  }

  /// The segment as a path element drawn from its start point.
  var element: Path.Element {
    switch self {
    case .line(_, let b): .line(to: b)
    case .quad(_, let c, let b): .quadCurve(to: b, control: c)
    case .cubic(_, let c1, let c2, let b): .curve(to: b, control1: c1, control2: c2)
    }
  }
}

/// Five-point Gauss–Legendre nodes and weights on [-1, 1].
private let gaussLegendre5: [(Double, Double)] = [
  (0, 128.0 / 225),
  (-0.538469310105683091, 0.478628670499366468),
  (0.538469310105683091, 0.478628670499366468),
  (-0.906179845938663993, 0.236926885056189088),
  (0.906179845938663993, 0.236926885056189088),
]

func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
  CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// Real roots of a·t² + b·t + c = 0 (a linear equation when a is ~0).
func solveQuadratic(a: Double, b: Double, c: Double) -> [Double] {
  let scale = max(abs(a), abs(b), abs(c))
  if scale == 0 { return [] }
  if abs(a) < 1e-12 * scale {
    return b == 0 ? [] : [-c / b]
  }
  let discriminant = b * b - 4 * a * c
  if discriminant < 0 { return [] }
  if discriminant == 0 { return [-b / (2 * a)] }
  // Numerically stable form.
  let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
  return [q / a, c / q]
}

extension CGRect {
  /// The smallest rect containing all `points` (`.null` for none).
  static func enclosing(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
