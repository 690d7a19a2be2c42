import Foundation

/// `.fixedSize`: measures the child offered nil (its ideal length) on the
/// chosen axes, then places it offered that length.
nonisolated struct _FixedSizeLayout: ViewModifier, NodeModifier {
  let horizontal: Bool
  let vertical: Bool

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    FrameNode(node, alignment: .center) { proposal, child in
      // Measured at its ideal size on the fixed axes, then placed with
      // that size proposed, as SwiftUI's fixed-size layout places its
      // subview in its bounds: a stack fixed to its widest child's ideal
      // width offers that width to every child, so children that stretch
      // (`.frame(maxWidth: .infinity)`) all take it (equal-width buttons).
      let offered = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
      let size = child.sizeThatFits(offered)
      let placed = ProposedViewSize(
        width: horizontal ? size.width : proposal.width, height: vertical ? size.height : proposal.height)
      return (placed, size)
    }
  }
}

/// How content fits a space of another aspect ratio, as in SwiftUI.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size inside the space.
  case fit
  /// The smallest size covering the space.
  case fill
}

/// `.aspectRatio`: offers the child the largest (`.fit`) or smallest
/// (`.fill`) size of the ratio (width / height) for the proposal; with no
/// ratio, the child's ideal size's.
nonisolated struct _AspectRatioLayout: ViewModifier, NodeModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func body(content: Content) -> Never { primitiveBody() }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    FrameNode(node, alignment: .center) { proposal, child in
      var r = ratio ?? {
        let ideal = child.sizeThatFits(.unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
      }()
      if !(r.isFinite && r > 0) { r = 1 }
      let offered: ProposedViewSize
      switch (proposal.width, proposal.height) {
      case (nil, nil):
        let ideal = child.sizeThatFits(.unspecified)
        offered = ProposedViewSize(width: ideal.width, height: ideal.width / r)
      case (let w?, nil): offered = ProposedViewSize(width: w, height: w / r)
      case (nil, let h?): offered = ProposedViewSize(width: h * r, height: h)
      case (let w?, let h?):
        let byWidth = CGSize(width: w, height: w / r)
        let byHeight = CGSize(width: h * r, height: h)
        let fitsByWidth = byWidth.height <= h
        let chosen = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
        offered = ProposedViewSize(chosen)
      }
      return (offered, child.sizeThatFits(offered))
    }
  }
}

/// `.alignmentGuide`: an explicit value for one guide, computed from the
/// view's dimensions.
final class AlignmentGuideNode: ModifierNode {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  init(_ child: ViewNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.compute = compute
    super.init(child)
    hasExplicitAlignments = true
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    key == self.key ? compute(child.dimensions(in: size)) : child.explicitAlignment(key, in: size)
  }
}

nonisolated struct _AlignmentGuide: ViewModifier, NodeModifier {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { AlignmentGuideNode(node, key: key, compute: compute) }
}

nonisolated extension View {
  /// Takes the ideal size in both dimensions, whatever is offered.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Takes the ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Constrains the view to an aspect ratio (width / height; nil uses its ideal size's).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  /// `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Sets the view's horizontal guide `g` to a value computed from its dimensions.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentGuide(key: g.key, compute: computeValue))
  }

  /// Sets the view's vertical guide `g` to a value computed from its dimensions.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentGuide(key: g.key, compute: computeValue))
  }
}
