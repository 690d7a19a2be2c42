import Flipbook
import Foundation

/// Lays its one view out under a fixed proposal, whatever it is offered,
/// and takes the size that view chooses: a chart's annotation is offered
/// the plot's size, so `Circle().frame(width: 40)` is a 40-pt circle (its
/// height from the offer), as bubble charts drawn with annotations show on
/// iOS, where an unspecified offer would leave it a 10-pt-high sliver. A
/// text still takes its own width when it fits.
struct AnnotationProposal: Layout {
  let size: CGSize

  private var proposal: ProposedViewSize {
    ProposedViewSize(width: size.width.isFinite ? max(0, size.width) : nil, height: size.height.isFinite ? max(0, size.height) : nil)
  }

  func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache _: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache _: inout ()) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }
}
