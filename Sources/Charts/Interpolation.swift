import Flipbook
import Foundation

/// Joins a series' points as `InterpolationMethod` asks: straight, as a
/// cardinal (Catmull–Rom at tension 0) cubic through every point, as a
/// monotone cubic in x (Fritsch–Carlson: no overshoot between points), or
/// in steps that change at a point, halfway, or at the next point.
enum Interpolation {
  static func path(through points: [CGPoint], method: InterpolationMethod) -> Path {
    var path = Path()
    append(points, method: method, to: &path, move: true)
    return path
  }

  /// Adds the curve through `points` to `path`, from `points[0]` (moved to
  /// when `move`, else already the current point).
  static func append(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, move: Bool) {
    guard let first = points.first else { return }
    if move { path.move(to: first) }
    guard points.count > 1 else { return }
    switch method.kind {
    case .linear:
      for point in points.dropFirst() { path.addLine(to: point) }
    case .stepStart:
      for (previous, point) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: previous.x, y: point.y))
        path.addLine(to: point)
      }
    case .stepEnd:
      for (previous, point) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: point.x, y: previous.y))
        path.addLine(to: point)
      }
    case .stepCenter:
      for (previous, point) in zip(points, points.dropFirst()) {
        let middle = (previous.x + point.x) / 2
        path.addLine(to: CGPoint(x: middle, y: previous.y))
        path.addLine(to: CGPoint(x: middle, y: point.y))
        path.addLine(to: point)
      }
    case .catmullRom, .cardinal:
      let k = CGFloat(1 - (method.kind == .cardinal ? method.tension : 0)) / 6
      for index in 0..<(points.count - 1) {
        let p0 = points[max(0, index - 1)]
        let p1 = points[index]
        let p2 = points[index + 1]
        let p3 = points[min(points.count - 1, index + 2)]
        path.addCurve(
          to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k),
          control2: CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k))
      }
    case .monotone:
      let tangents = monotoneTangents(points)
      for index in 0..<(points.count - 1) {
        let (p1, p2) = (points[index], points[index + 1])
        let dx = (p2.x - p1.x) / 3
        path.addCurve(
          to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[index] * dx),
          control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[index + 1] * dx))
      }
    }
  }

  /// Fritsch–Carlson tangents (dy/dx) that keep each segment monotonic.
  static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
    let n = points.count
    var slopes: [CGFloat] = []
    for index in 0..<(n - 1) {
      let dx = points[index + 1].x - points[index].x
      slopes.append(dx != 0 ? (points[index + 1].y - points[index].y) / dx : 0)
    }
    var tangents = [CGFloat](repeating: 0, count: n)
    tangents[0] = slopes[0]
    tangents[n - 1] = slopes[n - 2]
    for index in 1..<max(1, n - 1) {
      let (a, b) = (slopes[index - 1], slopes[index])
      tangents[index] = a * b <= 0 ? 0 : (a + b) / 2
    }
    for index in 0..<(n - 1) {
      let slope = slopes[index]
      if slope == 0 {
        tangents[index] = 0
        tangents[index + 1] = 0
        continue
      }
      let alpha = tangents[index] / slope
      let beta = tangents[index + 1] / slope
      let length = alpha * alpha + beta * beta
      if length > 9 {
        let tau = 3 / length.squareRoot()
        tangents[index] = tau * alpha * slope
        tangents[index + 1] = tau * beta * slope
      }
    }
    return tangents.map { $0.isFinite ? $0 : 0 }
  }
}
