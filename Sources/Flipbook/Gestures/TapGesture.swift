import Foundation

/// What a film's tap is: how many times it taps in a row.
struct TapQuery {
  /// The taps in the sequence (1 for a single tap, 2 for a double tap).
  var count: Int = 1
  /// How long the finger stays down, in seconds (0: a plain tap).
  var pressDuration: Double = 0
  /// Where a dragging finger moves after it goes down (root space), one
  /// sample a step, and when (seconds after it went down); empty for a tap.
  var moves: [CGPoint] = []
  var moveTimes: [Double] = []

  /// Whether the finger moves further than a tap allows (UIKit's 10-pt
  /// slop): taps and buttons let such a touch through.
  func movesBeyondTapSlop(from start: CGPoint) -> Bool {
    moves.contains { hypot($0.x - start.x, $0.y - start.y) > _GestureTouch.tapSlop }
  }
}

/// An action a tap runs, found by hit testing; a control (a `Button`)
/// also shows that it is pressed while a film's tap is held.
struct TapTarget {
  let action: () -> Void
  /// Sets the control's pressed look; nil for plain tap gestures.
  var setPressed: ((Bool) -> Void)? = nil
  /// Follows a dragging finger to step `n` of its moves (1-based after
  /// the down step); nil when the target doesn't track moves.
  var move: ((Int) -> Void)? = nil
}

/// `.onTapGesture(count:perform:)`: runs its action when a tap of `count`
/// taps lands on the content.
nonisolated struct _TapGestureModifier: ViewModifier, NodeModifier {
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
    guard tap.count == count, !tap.movesBeyondTapSlop(from: point), super.contentContains(placed, point) else { return nil }
    return TapTarget(action: action)
  }
}

nonisolated extension View {
  /// Runs `action` when the view is tapped `count` times (in Flipbook, when
  /// a film's `tap` step with that count lands inside the view's drawn
  /// content or `contentShape`). Taps go to the innermost handler under the
  /// point, topmost view first; a handler for another count lets the tap
  /// through to the handlers behind it.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}
