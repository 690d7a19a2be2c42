import Foundation

/// A 3 × 3 projective transform of the plane, as SwiftUI's
/// `ProjectionTransform`: a point (x, y) becomes (X / W, Y / W) where
/// [X Y W] = [x y 1] · M (row vectors, as `CGAffineTransform`), so m13 and
/// m23 are the perspective terms and m31, m32 the translation.
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// A transform from its nine entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
    m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// An affine transform as a projective one.
  public init(_ transform: CGAffineTransform) {
    self.init(m11: transform.a, m12: transform.b, m13: 0, m21: transform.c, m22: transform.d, m23: 0,
      m31: transform.tx, m32: transform.ty, m33: 1)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this is affine (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether every entry is finite.
  public var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

  /// The affine part, for an affine transform.
  public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// This transform, then `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    let a = self, b = other
    return ProjectionTransform(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
  }

  /// The determinant.
  public var determinant: CGFloat {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// Whether the transform can be inverted.
  public var isInvertible: Bool { let d = determinant; return d != 0 && d.isFinite }

  /// Inverts this transform in place; a singular one is left as it is and
  /// false returned.
  @discardableResult
  public mutating func invert() -> Bool {
    let d = determinant
    guard d != 0, d.isFinite else { return false }
    self = ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) / d, m12: (m13 * m32 - m12 * m33) / d, m13: (m12 * m23 - m13 * m22) / d,
      m21: (m23 * m31 - m21 * m33) / d, m22: (m11 * m33 - m13 * m31) / d, m23: (m13 * m21 - m11 * m23) / d,
      m31: (m21 * m32 - m22 * m31) / d, m32: (m12 * m31 - m11 * m32) / d, m33: (m11 * m22 - m12 * m21) / d)
    return true
  }

  /// The inverse (the transform itself when singular).
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  /// Where `point` goes, and its W (the point is in front of the viewer
  /// when W > 0).
  public func apply(_ point: CGPoint) -> (point: CGPoint, w: CGFloat) {
    let x = point.x * m11 + point.y * m21 + m31
    let y = point.x * m12 + point.y * m22 + m32
    let w = point.x * m13 + point.y * m23 + m33
    return (CGPoint(x: x / w, y: y / w), w)
  }
}

extension CGPoint {
  /// The point transformed by `transform` (projected by its W).
  public func applying(_ transform: ProjectionTransform) -> CGPoint { transform.apply(self).point }
}
