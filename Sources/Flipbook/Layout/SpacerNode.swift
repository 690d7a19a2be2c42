import Foundation

/// A flexible gap along its stack's axis, as SwiftUI's `Spacer`.
final class SpacerNode: ViewNode {
  let minLength: CGFloat
  /// The enclosing stack's axis; nil outside a stack (flexible both ways).
  let axis: Axis?

  init(minLength: CGFloat, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
    super.init()
    role = .leaf
    traits = LayoutTraits(spacerMinLength: minLength)
  }

  override func computeSpacing() -> ViewSpacing { .zero }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? minLength, minLength) }
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }
}
