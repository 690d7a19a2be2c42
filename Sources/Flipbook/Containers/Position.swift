import Foundation

/// `.position(x:y:)`: the view takes all the space offered and puts its
/// content's centre at the point, in its own coordinates, as SwiftUI's.
nonisolated struct _PositionLayout: ViewModifier, NodeModifier {
  let position: CGPoint

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let px = position.x.isFinite ? position.x : 0, py = position.y.isFinite ? position.y : 0
    let (x, y) = (px, py)
    return PositionNode(node, position: CGPoint(x: x, y: y))
  }
}

final class PositionNode: ModifierNode {
  let position: CGPoint

  init(_ child: ViewNode, position: CGPoint) {
    self.position = position
    super.init(child)
    // Its child's guides are not seen through it.
    hasExplicitAlignments = false
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
  override func computeSpacing() -> ViewSpacing { ViewSpacing() }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let offer = ProposedViewSize(frame.size)
    let size = child.sizeThatFits(offer)
    let origin = CGPoint(x: frame.minX + position.x - size.width / 2, y: frame.minY + position.y - size.height / 2)
    return [pass.place(child, in: CGRect(origin: origin, size: size), proposal: offer)]
  }
}

nonisolated extension View {
  /// Centres the view at (`x`, `y`) in its parent's space, taking all the
  /// space offered, as SwiftUI's `position(x:y:)`. Non-finite coordinates
  /// count as 0. The position animates.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
  }

  /// Centres the view at `position` in its parent's space.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }
}
