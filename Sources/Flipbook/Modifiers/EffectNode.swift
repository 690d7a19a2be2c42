import Foundation

/// A render effect around one child: changes how the child is drawn
/// (transform, opacity, clip, filter, layer), never its layout.
final class EffectNode: ModifierNode {
  /// Draws the child in `frame` with the effect; `drawChild` renders the
  /// child with the given context.
  let apply: (_ frame: CGRect, _ context: inout RenderContext, _ drawChild: (inout RenderContext) -> Void) -> Void
  /// Maps a point in the parent's space to the child's, for hit tests
  /// (nil: the point cannot reach the child).
  let mapPoint: (_ point: CGPoint, _ frame: CGRect) -> CGPoint?

  init(_ child: ViewNode,
    mapPoint: @escaping (CGPoint, CGRect) -> CGPoint? = { point, _ in point },
    apply: @escaping (CGRect, inout RenderContext, (inout RenderContext) -> Void) -> Void) {
    self.apply = apply
    self.mapPoint = mapPoint
    super.init(child)
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    apply(frame, &context) { inner in child.render(in: frame, &inner) }
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    mapPoint(point, frame).flatMap { child.hitTest($0, in: frame) }
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    mapPoint(point, frame).map { child.contentContains($0, in: frame) } ?? false
  }
}

/// Wraps every content node in an `EffectNode`.
struct _EffectModifier: ViewModifier, NodeModifier {
  let make: (ViewNode, ResolveInputs) -> ViewNode
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { make(node, inputs) }
}

extension RenderContext {
  /// Runs `body` with the graphics context drawing into an isolated layer
  /// that is composited once with this context's opacity, blend mode and
  /// filters.
  mutating func inLayer(_ body: (inout RenderContext) -> Void) {
    let scale = self.scale
    graphics.drawLayer { layer in
      var inner = RenderContext(graphics: layer, scale: scale)
      body(&inner)
    }
  }
}

/// A transform about a unit-point anchor of `frame`.
func transform(about anchor: UnitPoint, of frame: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
  let pivot = anchor.point(inFrame: frame)
  return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
}

/// An effect node drawing its child under `transform(frame)` (applied in
/// layout space), hit-testing through its inverse.
func transformedNode(_ node: ViewNode, _ transform: @escaping (CGRect) -> CGAffineTransform) -> ViewNode {
  EffectNode(node, mapPoint: { point, frame in
    let t = transform(frame)
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite else { return nil }
    return point.applying(t.inverted())
  }) { frame, context, draw in
    let saved = context.graphics
    context.graphics.concatenate(transform(frame))
    draw(&context)
    context.graphics = saved
  }
}
