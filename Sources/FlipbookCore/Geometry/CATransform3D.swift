import Foundation

// Core Animation's 4 × 4 transform, which SwiftUI takes in
// `ProjectionTransform(_:)` (a `GeometryEffect`'s 3D flips, written with
// `CATransform3DIdentity` and `m34` for perspective). Row vectors, as Core
// Animation's: a point [x y z 1] becomes [x y z 1] · M.

/// A 4 × 4 transform of space, as Core Animation's `CATransform3D`.
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix, as Core Animation's `CATransform3D()`.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }

  /// A transform from its sixteen entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `a` then `b`: a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let (x, y) = (a.rows, b.rows)
  return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (the identity
/// for a zero axis), as Core Animation's.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
    m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
    m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` translated by (tx, ty, tz) first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled by (sx, sy, sz) first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` rotated by `angle` radians about (x, y, z) first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// An affine transform as a 3D one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

extension ProjectionTransform {
  /// The plane's part of a 3D transform, as SwiftUI's
  /// `ProjectionTransform(_: CATransform3D)`: z dropped, so the x and y
  /// rows and columns and the w terms (`m14`, `m24` for perspective, `m41`,
  /// `m42` for translation, `m44`) make the 3 × 3 transform.
  public init(_ m: CATransform3D) {
    self.init(m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24, m31: m.m41, m32: m.m42, m33: m.m44)
  }
}
