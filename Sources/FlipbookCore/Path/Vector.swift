import Foundation

/// A 2D vector for internal geometry (offsets between points).
struct Vector: Equatable {
  var x: Double
  var y: Double

  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  init(from a: CGPoint, to b: CGPoint) {
    self.init(x: Double(b.x - a.x), y: Double(b.y - a.y))
  }

  var length: Double { (x * x + y * y).squareRoot() }
  var normalized: Vector { let l = length; return l > 0 ? Vector(x: x / l, y: y / l) : self }
  /// This direction as a unit vector, or nil when it has no length (or
  /// is not finite).
  var unitIfFinite: Vector? {
    let l = length
    return l > 0 && l.isFinite ? Vector(x: x / l, y: y / l) : nil
  }
  func dot(_ other: Vector) -> Double { x * other.x + y * other.y }
  func cross(_ other: Vector) -> Double { x * other.y - y * other.x }

  static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
  static func * (a: Vector, s: Double) -> Vector { Vector(x: a.x * s, y: a.y * s) }
}

extension CGPoint {
  static func + (p: CGPoint, v: Vector) -> CGPoint { CGPoint(x: Double(p.x) + v.x, y: Double(p.y) + v.y) }
}
