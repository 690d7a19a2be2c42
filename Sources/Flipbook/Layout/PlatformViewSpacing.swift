import Foundation

/// Spaces a control as SwiftUI spaces a UIKit view it hosts (a date
/// picker's wheels, a text field): 8 points from every neighbour, text or
/// not. A hosted platform view states 0 of "edge below text" on its
/// *bottom* and of "edge above text" on its *top*, the reverse of other
/// views (see `ViewSpacing`), so no kind it states meets a neighbour's and
/// the default distance applies.
nonisolated struct _PlatformViewSpacing: ViewModifier, NodeModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { PlatformViewSpacingNode(node) }
}

final class PlatformViewSpacingNode: ModifierNode {
  override func computeSpacing() -> ViewSpacing { .empty }
}

nonisolated extension View {
  /// Spaces this view as a hosted UIKit view (`_PlatformViewSpacing`).
  func platformViewSpacing() -> some View { modifier(_PlatformViewSpacing()) }
}
