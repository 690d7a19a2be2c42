import Foundation

/// A control's tap handling: a tap anywhere in its frame runs `action`, and
/// a held film tap sets the control's pressed look through `setPressed`.
/// Taps reach a handler inside the control first (a button in a button's
/// label); a disabled control takes none.
nonisolated struct _ControlGestureModifier: ViewModifier, NodeModifier {
  let isEnabled: Bool
  let action: () -> Void
  let setPressed: (Bool) -> Void

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    ControlGestureNode(node, isEnabled: isEnabled, action: action, setPressed: setPressed)
  }
}

final class ControlGestureNode: ModifierNode {
  let isEnabled: Bool
  let action: () -> Void
  let setPressed: (Bool) -> Void

  init(_ child: ViewNode, isEnabled: Bool, action: @escaping () -> Void, setPressed: @escaping (Bool) -> Void) {
    self.isEnabled = isEnabled
    self.action = action
    self.setPressed = setPressed
    super.init(child)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    guard isEnabled else { return nil }
    if let inner = super.hitTest(placed, point, tap) { return inner }
    guard tap.count == 1, !tap.movesBeyondTapSlop(from: point), placed.frame.contains(point) else { return nil }
    return TapTarget(action: action, setPressed: setPressed)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    placed.frame.contains(point) || super.contentContains(placed, point)
  }

  /// A control is spaced as a view, not as its label's text (see
  /// `ViewSpacing.asControl`).
  override func computeSpacing() -> ViewSpacing { child.spacingPreferences.asControl }
}

/// A control that tracks whether a film's tap holds it down, and gives its
/// look that state.
nonisolated struct _PressableControl<Content: View>: View {
  let action: () -> Void
  let content: (Bool) -> Content
  @State private var isPressed = false
  @Environment(\.isEnabled) private var isEnabled

  init(action: @escaping () -> Void, @ViewBuilder content: @escaping (Bool) -> Content) {
    self.action = action
    self.content = content
  }

  var body: some View {
    let pressed = $isPressed
    content(isPressed)
      .modifier(_ControlGestureModifier(isEnabled: isEnabled, action: action, setPressed: { pressed.wrappedValue = $0 }))
  }
}
