import Foundation

/// What a film's tap is: how many times it taps in a row.
struct TapQuery {
  /// The taps in the sequence (1 for a single tap, 2 for a double tap).
  var count: Int = 1
  /// How long the finger stays down, in seconds (0: a plain tap).
  var pressDuration: Double = 0
}

/// An action a tap runs, found by hit testing; a control (a `Button`)
/// also shows that it is pressed while a film's tap is held.
struct TapTarget {
  let action: () -> Void
  /// Sets the control's pressed look; nil for plain tap gestures.
  var setPressed: ((Bool) -> Void)? = nil
}

/// `.onTapGesture(count:perform:)`: runs its action when a tap of `count`
/// taps lands on the content.
struct _TapGestureModifier: ViewModifier, NodeModifier {
  let count: Int
  let action: () -> Void

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { TapNode(node, count: count, action: action) }
}

/// A tap handler: an inner handler under the point wins (innermost first,
/// as SwiftUI gives the gesture of the deepest view priority); otherwise
/// this one runs when the point is on the content it draws (or on its
/// `contentShape`) and the tap's count is its own.
final class TapNode: ModifierNode {
  let count: Int
  let action: () -> Void

  init(_ child: ViewNode, count: Int, action: @escaping () -> Void) {
    self.count = count
    self.action = action
    super.init(child)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    if let inner = super.hitTest(placed, point, tap) { return inner }
    guard tap.count == count, super.contentContains(placed, point) else { return nil }
    return TapTarget(action: action)
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times (in Flipbook, when
  /// a film's `tap` step with that count lands inside the view's drawn
  /// content or `contentShape`). Taps go to the innermost handler under the
  /// point, topmost view first; a handler for another count lets the tap
  /// through to the handlers behind it.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}
