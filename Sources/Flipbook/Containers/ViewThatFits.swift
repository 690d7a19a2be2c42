import Foundation

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each
/// child in order is asked its ideal size along `axes`; the first whose
/// ideal size fits the proposal there is shown, else the last.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Picks among `content`'s views by whether they fit along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [FitsNode(children: Flipbook.resolve(content, inputs.container), axes: axes)]
  }
}

final class FitsNode: ViewNode {
  let children: [ViewNode]
  let axes: Axis.Set

  init(children: [ViewNode], axes: Axis.Set) {
    self.children = children
    self.axes = axes
    super.init()
    takeGuides(from: children)
  }

  /// The child shown for `proposal`.
  private func choice(_ proposal: ProposedViewSize) -> ViewNode? {
    guard !children.isEmpty else { return nil }
    for child in children {
      let ideal = child.sizeThatFits(ProposedViewSize(
        width: axes.contains(.horizontal) ? nil : proposal.width,
        height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    choice(proposal)?.sizeThatFits(proposal) ?? .zero
  }


  /// The shown child's guides (its text baselines, say): a
  /// `ViewThatFits` in an `HStack(alignment: .firstTextBaseline)` lines up
  /// by the baseline of the view it shows. At its own size the shown
  /// child is the one chosen (it fits what it asked for).
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    choice(ProposedViewSize(size))?.explicitAlignment(key, in: size)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    guard let child = choice(proposal) else { return [] }
    return [pass.place(child, in: frame, proposal: proposal)]
  }
}
