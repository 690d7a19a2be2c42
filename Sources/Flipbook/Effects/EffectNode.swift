import Foundation

/// An effect that changes how its content is drawn, never its layout: the
/// built-in effect modifiers (`_OpacityEffect`, `_RotationEffect` …), each
/// in its own file, are values of types conforming to this.
protocol RenderEffect {
  /// Appends `content` (the drawing of a view placed in `frame`, root
  /// space) under this effect to `list`.
  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList)
  /// Maps a tap at `point` (root space) to where it lands on the content,
  /// or nil when the effect lets no tap reach it.
  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint?
}

extension RenderEffect {
  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint? { point }
}

/// A built-in effect modifier: wraps each content node in an `EffectNode`
/// holding the modifier with its `animatableData` presented, so every effect
/// animates through one generic path, keyed by its type.
protocol EffectModifier: ViewModifier, NodeModifier, RenderEffect, Animatable {
  /// The effect with its environment-dependent values (colours) resolved,
  /// before it is animated.
  func resolved(in environment: EnvironmentValues) -> Self
}

extension EffectModifier {
  func resolved(in environment: EnvironmentValues) -> Self { self }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { effectNode(node, inputs) }

  /// `node` under this effect, resolved in its environment and animated.
  func effectNode(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    EffectNode(node, effect: inputs.animatedModifier(resolved(in: inputs.environment)))
  }
}

/// A node drawing its child under a render effect.
final class EffectNode<Effect: RenderEffect>: ModifierNode, ContentMovingNode {
  let effect: Effect

  init(_ child: ViewNode, effect: Effect) {
    self.effect = effect
    super.init(child)
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    for child in placed.children { child.lower(into: &content) }
    effect.lower(content, in: placed.frame, into: &list)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    guard let inner = effect.mapTap(point, in: placed.frame) else { return nil }
    return super.hitTest(placed, inner, tap)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    guard let inner = effect.mapTap(point, in: placed.frame) else { return false }
    return super.contentContains(placed, inner)
  }

  func contentPoint(_ point: CGPoint, _ placed: PlacedView) -> CGPoint? { effect.mapTap(point, in: placed.frame) }
}

/// The node of a render effect that moves its content (an offset, a scale,
/// a rotation, a geometry effect): a gesture's location is mapped through
/// it into the content (`GestureModifiers.throughEffects`).
protocol ContentMovingNode: ViewNode {
  /// `point` (root space) in the content's own space, drawn as `placed`;
  /// nil where it cannot be mapped (a singular transform).
  func contentPoint(_ point: CGPoint, _ placed: PlacedView) -> CGPoint?
}

/// A transform about a unit-point anchor of `frame`.
func transform(about anchor: UnitPoint, of frame: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
  let pivot = anchor.point(inFrame: frame)
  return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
}

/// Effects that draw their content under a transform of the frame.
protocol TransformEffect: RenderEffect {
  /// The transform (root space to root space) for content placed in `frame`.
  func transform(in frame: CGRect) -> CGAffineTransform
}

extension TransformEffect {
  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    let transform = transform(in: frame)
    if transform.isIdentity {
      list.append(contentsOf: content)
    } else {
      list.append(.transform(transform), content)
    }
  }

  /// A tap reaches the content through the inverse transform; a singular
  /// transform (a scale of 0) lets none through.
  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint? {
    let t = transform(in: frame)
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite else { return nil }
    return point.applying(t.inverted())
  }
}
