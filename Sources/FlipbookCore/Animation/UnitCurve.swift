import Foundation

/// A function mapping progress in [0, 1] to a value, usually also in [0, 1],
/// as in SwiftUI (iOS 17). Timing-curve animations ease through one.
public struct UnitCurve: Hashable, Sendable {
  indirect enum Storage: Hashable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
    case bezier(CGPoint, CGPoint)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// The inverse function of a curve with no closed-form inverse.
    case inverse(Storage)
  }

  let storage: Storage

  init(_ storage: Storage) { self.storage = storage }

  /// The identity: value equals progress.
  public static let linear = UnitCurve(.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)))
  /// Starts slowly: Bézier (0.42, 0), (1, 1).
  public static let easeIn = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)))
  /// Ends slowly: Bézier (0, 0), (0.58, 1).
  public static let easeOut = UnitCurve(.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)))
  /// Starts and ends slowly: Bézier (0.42, 0), (0.58, 1).
  public static let easeInOut = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)))
  /// A quarter circle starting slowly: 1 − √(1 − t²).
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle ending slowly: √(1 − (1 − t)²).
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Circular ease-in for the first half, ease-out for the second.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS and Core
  /// Animation. Control-point x values are clamped to [0, 1] so the curve is
  /// a function of progress.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      .bezier(
        CGPoint(x: min(max(startControlPoint.x, 0), 1), y: startControlPoint.y),
        CGPoint(x: min(max(endControlPoint.x, 0), 1), y: endControlPoint.y)))
  }

  /// The curve's value at `progress` (clamped to [0, 1]).
  public func value(at progress: Double) -> Double {
    storage.value(at: min(max(progress, 0), 1))
  }

  /// The curve's slope (d value / d progress) at `progress`.
  public func velocity(at progress: Double) -> Double {
    storage.velocity(at: min(max(progress, 0), 1))
  }

  /// The inverse function: `inverse.value(at: value(at: t)) == t` for a curve
  /// that is monotonic in [0, 1].
  public var inverse: UnitCurve {
    switch storage {
    case .bezier(let c1, let c2):
      UnitCurve(.bezier(CGPoint(x: c1.y, y: c1.x), CGPoint(x: c2.y, y: c2.x)))
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .inverse(let original): UnitCurve(original)
    case .circularEaseInOut: UnitCurve(.inverse(storage))
    }
  }
}

extension UnitCurve.Storage {
  func value(at t: Double) -> Double {
    switch self {
    case .bezier(let c1, let c2):
      return CubicTiming(c1, c2).value(at: t)
    case .circularEaseIn:
      return 1 - (1 - t * t).squareRoot()
    case .circularEaseOut:
      return ((2 - t) * t).squareRoot()
    case .circularEaseInOut:
      return t < 0.5
        ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
        : 0.5 * ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1)
    case .inverse(let original):
      // Bisection on a monotonic curve, to machine precision.
      var low = 0.0, high = 1.0
      for _ in 0..<60 {
        let mid = (low + high) / 2
        if original.value(at: mid) < t { low = mid } else { high = mid }
      }
      return (low + high) / 2
    }
  }

  func velocity(at t: Double) -> Double {
    switch self {
    case .bezier(let c1, let c2):
      return CubicTiming(c1, c2).slope(at: t)
    case .circularEaseIn:
      let root = (1 - t * t).squareRoot()
      return root > 0 ? t / root : .infinity
    case .circularEaseOut:
      let root = ((2 - t) * t).squareRoot()
      return root > 0 ? (1 - t) / root : .infinity
    case .circularEaseInOut:
      if t < 0.5 {
        let root = (1 - 4 * t * t).squareRoot()
        return root > 0 ? 2 * t / root : .infinity
      }
      let u = 2 * t - 2
      let root = (1 - u * u).squareRoot()
      return root > 0 ? -u / root : .infinity
    case .inverse(let original):
      let slope = original.velocity(at: value(at: t))
      return slope > 0 ? 1 / slope : .infinity
    }
  }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1): x(s) and y(s) are
/// Bézier polynomials in the curve parameter s; the value at progress t is
/// y(s) where x(s) = t, solved by Newton's method with a bisection fallback
/// to 1e-12.
struct CubicTiming {
  let ax, bx, cx, ay, by, cy: Double

  init(_ c1: CGPoint, _ c2: CGPoint) {
    // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s.
    cx = 3 * c1.x
    bx = 3 * (c2.x - c1.x) - cx
    ax = 1 - cx - bx
    cy = 3 * c1.y
    by = 3 * (c2.y - c1.y) - cy
    ay = 1 - cy - by
  }

  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The curve parameter s where x(s) = t.
  func parameter(for t: Double) -> Double {
    var s = t
    for _ in 0..<8 {
      let error = x(s) - t
      if abs(error) < 1e-12 { return s }
      let slope = dx(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0, high = 1.0
    s = t
    for _ in 0..<100 {
      let value = x(s)
      if abs(value - t) < 1e-12 { break }
      if value < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// Control points on the diagonal make the identity (`linear`), exactly.
  var isIdentity: Bool { ax == ay && bx == by && cx == cy }

  func value(at t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if isIdentity { return t }
    return y(parameter(for: t))
  }

  func slope(at t: Double) -> Double {
    let s = parameter(for: t)
    let denominator = dx(s)
    return denominator != 0 ? dy(s) / denominator : (dy(s) == 0 ? 0 : .infinity)
  }
}
