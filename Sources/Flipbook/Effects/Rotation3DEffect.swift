import Foundation

/// Draws a view as if rotated in 3D about an axis through its anchor, then
/// seen in perspective: what `rotation3DEffect` applies.
///
/// The geometry, as SwiftUI's: a point p of the view (z = 0) is moved to
/// the anchor's frame, v = p − (anchor, anchorZ); rotated by `angle` about
/// the unit `axis` (Rodrigues' formula, right-handed with x right, y down
/// and z toward the viewer, so a positive angle about y turns the right
/// edge away, as SwiftUI's documentation pictures); and projected with the
/// camera `d = max(width, height) / perspective` in front:
/// `W = 1 − q.z / d`, `p′ = (q.x, q.y) / W + anchor`. A perspective of 0
/// is an orthographic projection (no foreshortening); a zero axis or a
/// non-finite value draws the view unrotated.
nonisolated public struct _Rotation3DEffect: GeometryEffect, Equatable {
  public var angle: Angle
  public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  public var anchor: UnitPoint
  public var anchorZ: CGFloat
  public var perspective: CGFloat

  public init(
    angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) {
    self.angle = angle
    self.axis = axis
    self.anchor = anchor
    self.anchorZ = anchorZ
    self.perspective = perspective
  }

  public static func == (a: _Rotation3DEffect, b: _Rotation3DEffect) -> Bool {
    a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ
      && a.perspective == b.perspective
  }

  /// The angle, the axis, the anchor (in 2D and depth) and the
  /// perspective, all interpolated.
  public var animatableData: AnimatablePair<
    AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>,
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<UnitPoint.AnimatableData, CGFloat>>
  > {
    get {
      AnimatablePair(
        AnimatablePair(angle.radians, AnimatablePair(axis.x, axis.y)),
        AnimatablePair(AnimatablePair(axis.z, anchorZ), AnimatablePair(anchor.animatableData, perspective)))
    }
    set {
      angle = .radians(newValue.first.first)
      axis = (newValue.first.second.first, newValue.first.second.second, newValue.second.first.first)
      anchorZ = newValue.second.first.second
      anchor.animatableData = newValue.second.second.first
      perspective = newValue.second.second.second
    }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let theta = angle.radians
    guard length > 0, length.isFinite, theta.isFinite, anchorZ.isFinite, perspective.isFinite,
      size.width.isFinite, size.height.isFinite
    else { return ProjectionTransform() }
    let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
    let c = CGFloat(cos(theta)), s = CGFloat(sin(theta)), t = 1 - c
    // Rodrigues: R = c·I + s·[k]× + (1 − c)·k kᵀ (column vectors).
    let r: [[CGFloat]] = [
      [c + t * kx * kx, t * kx * ky - s * kz, t * kx * kz + s * ky],
      [t * kx * ky + s * kz, c + t * ky * ky, t * ky * kz - s * kx],
      [t * kx * kz - s * ky, t * ky * kz + s * kx, c + t * kz * kz],
    ]
    let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
    // q_k = r_k0·x + r_k1·y + o_k, with the anchor's offset folded into o.
    let o = (0..<3).map { -r[$0][0] * ax - r[$0][1] * ay - r[$0][2] * az }
    let depth = max(size.width, size.height)
    let inverseDistance = depth > 0 ? perspective / depth : 0  // 1 / d
    // W = 1 − q.z / d; X = q.x + ax·W; Y = q.y + ay·W.
    let w = (x: -r[2][0] * inverseDistance, y: -r[2][1] * inverseDistance, c: 1 - o[2] * inverseDistance)
    return ProjectionTransform(
      m11: r[0][0] + ax * w.x, m12: r[1][0] + ay * w.x, m13: w.x,
      m21: r[0][1] + ax * w.y, m22: r[1][1] + ay * w.y, m23: w.y,
      m31: o[0] + ax * w.c, m32: o[1] + ay * w.c, m33: w.c)
  }
}

nonisolated extension View {
  /// Draws the view as if rotated by `angle` in 3D about `axis` through
  /// `anchor` (and `anchorZ` in depth), seen with `perspective` (1: the
  /// camera at the view's larger dimension; see `_Rotation3DEffect`). The
  /// rotation animates.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}
