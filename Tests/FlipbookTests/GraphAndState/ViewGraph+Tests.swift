@testable import Flipbook
import Foundation

// Tests build graphs directly, to look inside a pass (the placed tree, the
// animator). In the library only `RenderSession` makes graphs; these
// spell the root as a view, as the tests read best.
extension ViewGraph {
  /// A live graph of `content()`.
  convenience init<Content: View>(
    store: StateStore = StateStore(), canvasFitsContent: Bool = false, environment: EnvironmentValues,
    proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: CGFloat,
    content: @escaping () -> Content
  ) {
    self.init(
      live: Root(content), store: store, canvasFitsContent: canvasFitsContent, environment: environment,
      proposal: proposal, safeAreaInsets: safeAreaInsets, scale: scale)
  }

  /// A still graph of `content`.
  convenience init<Content: View>(
    still content: Content, environment: EnvironmentValues, proposal: ProposedViewSize, scale: CGFloat
  ) {
    self.init(still: Root { content }, environment: environment, proposal: proposal, scale: scale)
  }
}
