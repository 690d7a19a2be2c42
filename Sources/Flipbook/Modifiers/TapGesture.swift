import Foundation

extension View {
  /// Runs `action` when the view is tapped (in Flipbook, when a film taps
  /// a point inside the view's drawn content or `contentShape`). Taps go to
  /// the innermost handler under the point, topmost view first.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_EffectModifier { node, _ in TapNode(node, action: action) })
  }
}

final class TapNode: ModifierNode {
  let action: () -> Void

  init(_ child: ViewNode, action: @escaping () -> Void) {
    self.action = action
    super.init(child)
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    if let inner = child.hitTest(point, in: frame) { return inner }
    return child.contentContains(point, in: frame) ? TapTarget(action: action) : nil
  }
}
