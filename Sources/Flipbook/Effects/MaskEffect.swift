import Foundation

/// Masks its content with the alpha of a view laid out in the content's
/// frame: what `.mask` applies. Several mask views are layered as in a
/// `ZStack` with the mask's alignment.
nonisolated public struct _MaskEffect<Mask: View>: ViewModifier, NodeModifier {
  /// The view whose alpha the content shows through.
  public var mask: Mask
  /// Where the mask sits in the content's frame.
  public var alignment: Alignment

  /// A mask effect.
  public init(mask: Mask, alignment: Alignment = .center) {
    self.mask = mask
    self.alignment = alignment
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    MaskNode(node, mask: resolveLayered(mask, alignment: alignment, inputs.container.child(.slot(.mask))),
      alignment: alignment)
  }
}

/// Draws its child through the alpha of `mask`, offered the child's size
/// and placed by `alignment`. The mask is laid out in the layout pass like
/// any view (a `GeometryReader` in it is resolved then, not while drawing).
final class MaskNode: ModifierNode {
  let mask: ViewNode
  let alignment: Alignment

  init(_ child: ViewNode, mask: ViewNode, alignment: Alignment) {
    self.mask = mask
    self.alignment = alignment
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    [pass.place(child, in: frame, proposal: proposal), pass.placeSecondary(mask, alignment: alignment, on: frame)]
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    placed.children[0].lower(into: &content)
    var mask = DisplayList()
    placed.children[1].lower(into: &mask)
    list.append(.mask(mask), content)
  }

  /// Taps reach the content; the mask takes none.
  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    placed.children[0].hitTest(point, tap)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    placed.children[0].contentContains(point)
  }
}

nonisolated extension View {
  /// Masks the view with the alpha of `mask`, laid out in the view's frame.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_MaskEffect(mask: mask(), alignment: alignment))
  }

  /// Masks the view with the alpha of `mask` (iOS 13's form).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_MaskEffect(mask: mask, alignment: .center))
  }
}
