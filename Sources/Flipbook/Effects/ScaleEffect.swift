import Foundation

/// Draws its content scaled about an anchor of its frame, its layout
/// unchanged: what `.scaleEffect` and the `.scale` transition apply. A scale
/// of 0 draws nothing and takes no taps.
nonisolated public struct _ScaleEffect: ViewModifier, EffectModifier, TransformEffect, Equatable, Sendable {
  /// The horizontal and vertical scale factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// An effect scaling content by `scale` about `anchor`.
  public init(scale: CGSize, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
    get { AnimatablePair(scale.animatableData, anchor.animatableData) }
    set { (scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func transform(in frame: CGRect) -> CGAffineTransform {
    Flipbook.transform(about: anchor, of: frame, CGAffineTransform(scaleX: scale.width, y: scale.height))
  }
}

nonisolated extension View {
  /// Draws the view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Draws the view scaled uniformly by `s` about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}
