import Foundation

/// `.overlay` and `.background`: a secondary view offered the primary
/// view's size and placed on it by `alignment`; the primary alone decides
/// the size.
final class OverlayNode: ModifierNode {
  let secondary: ViewNode
  let alignment: Alignment
  let inFront: Bool

  init(_ primary: ViewNode, secondary: ViewNode, alignment: Alignment, inFront: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    super.init(primary)
  }

  private func secondaryFrame(in frame: CGRect) -> CGRect {
    let size = secondary.sizeThatFits(ProposedViewSize(frame.size))
    return aligned(size, in: frame.size, child: secondary, alignment: alignment).offsetBy(dx: frame.minX, dy: frame.minY)
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    if !inFront { secondary.render(in: context.rounded(secondaryFrame(in: frame)), &context) }
    child.render(in: frame, &context)
    if inFront { secondary.render(in: context.rounded(secondaryFrame(in: frame)), &context) }
  }

  override func prepare(in frame: CGRect, scale: CGFloat) {
    child.prepare(in: frame, scale: scale)
    secondary.prepare(in: pixelRounded(secondaryFrame(in: frame), scale: scale), scale: scale)
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    if inFront, let target = secondary.hitTest(point, in: secondaryFrame(in: frame)) { return target }
    if let target = child.hitTest(point, in: frame) { return target }
    return inFront ? nil : secondary.hitTest(point, in: secondaryFrame(in: frame))
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    child.contentContains(point, in: frame) || secondary.contentContains(point, in: secondaryFrame(in: frame))
  }
}

struct _OverlayModifier<Overlay: View>: ViewModifier, NodeModifier {
  let overlay: Overlay
  let alignment: Alignment
  let inFront: Bool

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let secondary = resolveSingle(overlay, inputs.container.child(.type(inFront ? "overlay" : "background")))
    return OverlayNode(node, secondary: secondary, alignment: alignment, inFront: inFront)
  }
}

extension View {
  /// Lays `overlay` over this view, offered its size, placed by `alignment`.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment, inFront: true))
  }

  /// Lays the views `content` builds over this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment, inFront: true))
  }

  /// Lays `background` behind this view, offered its size, placed by `alignment`.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: background, alignment: alignment, inFront: false))
  }

  /// Lays the views `content` builds behind this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment, inFront: false))
  }
}
