import Foundation

/// A shape trimmed to a fraction of its length (`trim(from:to:)`).
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
  public var shape: Base
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
    }
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The base shape's size (a trimmed circle is still a square).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape rotated about an anchor of its frame (`rotation(_:anchor:)`).
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform(about: anchor, of: rect, CGAffineTransform(rotationAngle: angle.radians)))
  }

  /// The base shape's size: the transform moves the outline, not the frame.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape moved by an offset (`offset(_:)`).
nonisolated public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
  }

  /// The base shape's size: the offset moves the outline, not the frame.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame (`scale(_:anchor:)`).
nonisolated public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform(about: anchor, of: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
  }

  /// The base shape's size: the scale moves the outline, not the frame.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape made in a rect of a given size at its frame's origin
/// (`size(_:)`).
nonisolated public struct _SizedShape<S: Shape>: Shape {
  public var shape: S
  public var size: CGSize

  public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, size.animatableData) }
    set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }

  public func path(in rect: CGRect) -> Path {
    func clean(_ length: CGFloat) -> CGFloat { length.isFinite && length > 0 ? length : 0 }
    return shape.path(in: CGRect(origin: rect.origin, size: CGSize(width: clean(size.width), height: clean(size.height))))
  }

  /// The base shape's size: the size changes the outline, not the frame.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The shape made in a rect of `size` at its frame's top-leading corner,
  /// as SwiftUI's `size(_:)`: "This does not affect the layout properties
  /// of any views created from the shape": the view still takes the space
  /// offered, and the outline no longer centres in it. Not finite or
  /// negative lengths are taken as 0 (no outline).
  public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

  /// The shape made in a `width` × `height` rect at its frame's
  /// top-leading corner (see `size(_:)`).
  public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
    _SizedShape(shape: self, size: CGSize(width: width, height: height))
  }

  /// The part of the outline from `startFraction` to `endFraction` of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }

  /// The shape rotated by `angle` about `anchor` (default the centre).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// The shape moved by (`x`, `y`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
}
