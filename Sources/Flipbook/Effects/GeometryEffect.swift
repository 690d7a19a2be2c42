import Foundation

/// An effect that draws a view through a transform computed from its size,
/// as SwiftUI's `GeometryEffect`: `effectValue(size:)` returns a projective
/// transform in the view's own coordinates (origin at its top-left). The
/// effect animates through its `animatableData`, like any `Animatable`
/// modifier, and never changes layout. Taps reach the content through the
/// inverse transform. Perspective is drawn as the essay in
/// `GraphicsContext+Projection.swift` describes.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }

  /// This effect, ignored by layout (Flipbook's effects never change layout).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect that layout ignores, as SwiftUI's `_IgnoredByLayoutEffect`.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base

  public init(_ base: Base) { self.base = base }

  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A node drawing its child through a geometry effect.
final class GeometryEffectNode: ModifierNode, ContentMovingNode {
  let effect: any GeometryEffect

  init(_ child: ViewNode, effect: any GeometryEffect) {
    self.effect = effect
    super.init(child)
  }

  /// The effect's transform in root space, for a view placed in `frame`.
  private func transform(in frame: CGRect) -> ProjectionTransform {
    let local = effect.effectValue(size: frame.size)
    let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
    let back = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    return toLocal.concatenating(local).concatenating(back)
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    for child in placed.children { child.lower(into: &content) }
    let transform = transform(in: placed.frame)
    guard transform.isFinite, transform.isInvertible else { return }
    if transform.isIdentity { return list.append(contentsOf: content) }
    if transform.isAffine { return list.append(.transform(transform.affine), content) }
    list.append(.projection(transform), content)
  }

  private func inner(_ point: CGPoint, _ placed: PlacedView) -> CGPoint? {
    let transform = transform(in: placed.frame)
    guard transform.isFinite, transform.isInvertible else { return nil }
    let (source, w) = transform.inverted().apply(point)
    guard w.isFinite, w != 0, source.x.isFinite, source.y.isFinite else { return nil }
    return source
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    guard let source = inner(point, placed) else { return nil }
    return super.hitTest(placed, source, tap)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    guard let source = inner(point, placed) else { return false }
    return super.contentContains(placed, source)
  }

  func contentPoint(_ point: CGPoint, _ placed: PlacedView) -> CGPoint? { inner(point, placed) }
}

/// Draws a view through a fixed projective transform: what
/// `projectionEffect(_:)` applies.
nonisolated public struct _ProjectionEffect: GeometryEffect, Equatable {
  public var transform: ProjectionTransform

  public init(transform: ProjectionTransform) { self.transform = transform }

  public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// Draws a view through an affine transform: what `transformEffect(_:)`
/// applies.
nonisolated public struct _TransformEffect: GeometryEffect, Equatable {
  public var transform: CGAffineTransform

  public init(transform: CGAffineTransform) { self.transform = transform }

  public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

nonisolated extension View {
  /// Draws the view through `transform` (in its own coordinates).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }

  /// Draws the view through the affine `transform` (in its own coordinates).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_TransformEffect(transform: transform))
  }
}
