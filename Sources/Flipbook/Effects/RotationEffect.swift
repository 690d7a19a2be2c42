import Foundation

/// Draws its content rotated about an anchor of its frame, its layout
/// unchanged: what `.rotationEffect` applies. Positive angles turn
/// clockwise on screen (y points down).
nonisolated public struct _RotationEffect: ViewModifier, EffectModifier, TransformEffect, Equatable, Sendable {
  /// The angle turned.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint

  /// An effect rotating content by `angle` about `anchor`.
  public init(angle: Angle, anchor: UnitPoint = .center) {
    self.angle = angle
    self.anchor = anchor
  }

  public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
    get { AnimatablePair(angle.animatableData, anchor.animatableData) }
    set { (angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func transform(in frame: CGRect) -> CGAffineTransform {
    Flipbook.transform(about: anchor, of: frame, CGAffineTransform(rotationAngle: angle.radians))
  }
}

nonisolated extension View {
  /// Draws the view rotated by `angle` (clockwise on screen for positive
  /// angles) about `anchor` of its frame.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }
}
