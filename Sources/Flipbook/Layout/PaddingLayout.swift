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

  /// The content's preferences, the padded edges reset to a plain view's
  /// (`ViewSpacing.reset`).
  override func computeSpacing() -> ViewSpacing {
    var spacing = child.spacingPreferences
    guard !child.isSpacer else { return spacing }
    let padded: [(Edge.Set, CGFloat)] = [
      (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
    ]
    for (edge, inset) in padded where inset != 0 { spacing.reset(edge) }
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

/// The padding a scene's content gets, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
  /// The platform's minimum padding for a scene's content.
  public static let minimum = ScenePadding()
  /// The padding for navigation bars' and lists' content.
  public static let navigationBar = ScenePadding()
}

nonisolated extension View {
  /// Pads the view by the scene's margin along `edges`, as SwiftUI's
  /// `scenePadding(_:)`: the system's layout margins, 16 pt in a compact
  /// width (an iPhone) and 20 in a regular one (Flipbook's reading of
  /// UIKit's `systemMinimumLayoutMargins`), the same above and below.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    modifier(_ScenePadding(edges: edges))
  }

  /// Pads the view by `padding` along `edges`.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    modifier(_ScenePadding(edges: edges))
  }
}

nonisolated struct _ScenePadding: ViewModifier {
  let edges: Edge.Set
  @Environment(\.horizontalSizeClass) private var sizeClass

  func body(content: Content) -> some View {
    content.padding(edges, sizeClass == .regular ? 20 : 16)
  }
}
