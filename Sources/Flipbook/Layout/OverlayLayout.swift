import Foundation

/// `.overlay` and `.background`: a secondary view offered the primary
/// view's size and placed on it by `alignment`; the primary alone decides
/// the size. Several secondary views are layered as in a `ZStack`. Taps
/// try the overlay first, then the primary, then the background.
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

  /// Back to front: a background, the primary, an overlay.
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let placedSecondary = pass.placeSecondary(secondary, alignment: alignment, on: frame)
    let placedPrimary = pass.place(child, in: frame, proposal: proposal)
    return inFront ? [placedPrimary, placedSecondary] : [placedSecondary, placedPrimary]
  }
}

nonisolated struct _OverlayModifier<Overlay: View>: ViewModifier, NodeModifier {
  let overlay: Overlay
  let alignment: Alignment
  let inFront: Bool

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let secondary = resolveLayered(
      overlay, alignment: alignment, inputs.container.child(.slot(inFront ? .overlay : .background)))
    return OverlayNode(node, secondary: secondary, alignment: alignment, inFront: inFront)
  }
}

nonisolated extension View {
  /// Lays `overlay` over this view, offered its size, placed by `alignment`.
  /// (A `Color` or gradient, being a style too, takes the shape-style form,
  /// which draws the same.)
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment, inFront: true))
  }

  /// Lays the views `content` builds over this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment, inFront: true))
  }

  /// Lays `background` behind this view, offered its size, placed by `alignment`.
  /// (A `Color` or gradient, being a style too, takes the shape-style form,
  /// which also reaches into the safe area.)
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: background, alignment: alignment, inFront: false))
  }

  /// Lays the views `content` builds behind this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment, inFront: false))
  }
}
