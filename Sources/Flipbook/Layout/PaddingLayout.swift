import Foundation

/// `.padding`: offers the child the proposal less the insets, and is the
/// child's size plus them.
nonisolated struct _PaddingLayout: ViewModifier, NodeModifier {
  let insets: EdgeInsets

  /// SwiftUI's default padding on iOS.
  static let defaultLength: CGFloat = 16

  func body(content: Content) -> Never { primitiveBody() }

  /// Inside a `containerShape`, the content's `ContainerRelativeShape`s
  /// are inset by this padding (its smallest edge) more.
  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    var inner = inputs
    if inputs.environment.containerShape != nil {
      let least = min(insets.top, insets.leading, insets.bottom, insets.trailing)
      if least.isFinite, least > 0 { inner.environment.containerShapeInset += least }
    }
    return content(inner).map { $0.mappingRows { wrap($0, inputs) } }
  }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    PaddingNode(node, insets: insets)
  }
}

final class PaddingNode: ModifierNode {
  let insets: EdgeInsets

  init(_ child: ViewNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(child)
  }

  private var horizontal: CGFloat { insets.leading + insets.trailing }
  private var vertical: CGFloat { insets.top + insets.bottom }

  /// The proposal for the child: this one less the insets.
  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - horizontal, 0) }, height: proposal.height.map { max($0 - vertical, 0) })
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let inner = child.sizeThatFits(innerProposal(proposal))
    return CGSize(width: inner.width + horizontal, height: inner.height + vertical)
  }

  private func inner(_ size: CGSize) -> CGRect {
    CGRect(x: insets.leading, y: insets.top, width: max(size.width - horizontal, 0), height: max(size.height - vertical, 0))
  }

  /// The content's preferences, less those of the padded edges.
  override func computeSpacing() -> ViewSpacing {
    var spacing = child.spacingPreferences
    guard !child.isSpacer else { return spacing }
    let padded: [(Edge.Set, CGFloat)] = [
      (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
    ]
    for (edge, inset) in padded where inset != 0 { spacing.clear(edge) }
    return spacing
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let frame = inner(size)
    return child.explicitAlignment(key, in: frame.size).map { $0 + (key.axis == .horizontal ? frame.minX : frame.minY) }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    [pass.place(child, at: inner(frame.size), in: frame, proposal: innerProposal(proposal))]
  }
}

nonisolated extension View {
  /// Pads the given edges by `length`, or by the default 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout.defaultLength)))
  }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(.all, length)))
  }

  /// Pads each edge by its inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }
}
