import Foundation

/// Draws its content moved, its layout unchanged: what `.offset` applies.
nonisolated public struct _OffsetEffect: ViewModifier, EffectModifier, TransformEffect, Equatable, Sendable {
  /// The distance moved, in points.
  public var offset: CGSize

  /// An effect moving content by `offset`.
  public init(offset: CGSize) { self.offset = offset }

  public var animatableData: CGSize.AnimatableData {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func transform(in frame: CGRect) -> CGAffineTransform {
    CGAffineTransform(translationX: offset.width, y: offset.height)
  }
}

nonisolated extension View {
  /// Draws the view moved by `offset`, without changing its layout.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Draws the view moved by (`x`, `y`), without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
