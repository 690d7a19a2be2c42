import Foundation

/// `.allowsHitTesting`: whether taps reach the content.
nonisolated struct _AllowsHitTestingModifier: ViewModifier, NodeModifier {
  let enabled: Bool

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    enabled ? node : HitTestingDisabledNode(node)
  }
}

/// Lets no tap reach its child (a view with hit testing disabled, or one
/// leaving the tree while its removal transition runs).
/// A view being removed under an animation: it takes no taps (as in
/// SwiftUI), and a stack lays out its siblings without it.
final class DepartingNode: ModifierNode {
  override init(_ child: ViewNode) {
    super.init(child)
    role = .departing
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? { nil }
  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { false }
}

final class HitTestingDisabledNode: ModifierNode {
  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? { nil }
  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { false }
}

nonisolated extension View {
  /// Whether taps reach this view and its descendants (default true); with
  /// `false` they pass through to the views behind, as in SwiftUI.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_AllowsHitTestingModifier(enabled: enabled))
  }
}
