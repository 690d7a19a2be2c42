import Foundation

/// Which gestures of a view and its subviews stay active, as SwiftUI's
/// `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// None: the gesture and its subviews' are off.
  public static let none: GestureMask = []
  /// The attached gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// How an attached gesture ranks against its subviews'.
enum GesturePriority {
  /// `.gesture`: the subviews' gestures win.
  case normal
  /// `.highPriorityGesture`: this one wins.
  case high
  /// `.simultaneousGesture`: both run.
  case simultaneous
}

nonisolated struct _GestureModifier<G: Gesture>: ViewModifier, NodeModifier {
  let gesture: G
  let mask: GestureMask
  let priority: GesturePriority

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    GestureNode(node, mask: mask, priority: priority) { gesture._run($0).map(GestureNode.target) }
  }
}

/// A view's attached gesture in hit testing: see `GesturePriority`. A touch
/// the gesture can't start on goes to the subviews' handlers, and then to
/// the views behind.
final class GestureNode: ModifierNode {
  let mask: GestureMask
  let priority: GesturePriority
  let recognize: (_GestureTouch) -> TapTarget?

  init(_ child: ViewNode, mask: GestureMask, priority: GesturePriority, recognize: @escaping (_GestureTouch) -> TapTarget?) {
    self.mask = mask
    self.priority = priority
    self.recognize = recognize
    super.init(child)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    let inner = mask.contains(.subviews) ? super.hitTest(placed, point, tap) : nil
    guard mask.contains(.gesture), super.contentContains(placed, point) else { return inner }
    let local = Self.throughEffects(point, below: placed)
    var touch = _GestureTouch(
      location: CGPoint(x: local.x - placed.frame.minX, y: local.y - placed.frame.minY), globalLocation: point,
      count: tap.count, pressDuration: tap.pressDuration)
    // The moves in the space the finger went down in (the view's space as
    // it was drawn then: a view the drag moves doesn't move its own space).
    touch.moves = zip(tap.moves, tap.moveTimes).map { global, time in
      let moved = Self.throughEffects(global, below: placed)
      return _GestureTouch.Move(
        location: CGPoint(x: moved.x - placed.frame.minX, y: moved.y - placed.frame.minY), globalLocation: global, time: time)
    }
    switch priority {
    case .normal:
      return inner ?? recognize(touch)
    case .high:
      return recognize(touch) ?? inner
    case .simultaneous:
      guard let own = recognize(touch) else { return inner }
      guard let inner else { return own }
      return TapTarget(
        action: { inner.action(); own.action() },
        setPressed: { pressed in inner.setPressed?(pressed); own.setPressed?(pressed) },
        move: { step in inner.move?(step); own.move?(step) })
    }
  }

  /// `point` in the coordinate space of the view the gesture is attached
  /// to: through the render effects that wrap it directly (`.offset`,
  /// `.scaleEffect`, `.rotationEffect`, geometry effects), as SwiftUI
  /// reports a location in the view as drawn: a tap on the top-left corner
  /// of `Rectangle().offset(x: 50).onTapGesture { … }` is at (0, 0).
  static func throughEffects(_ point: CGPoint, below placed: PlacedView) -> CGPoint {
    var local = point
    var current = placed
    while current.children.count == 1, let child = current.children.first, let mapped = (child.node as? any ContentMovingNode)?.contentPoint(local, child) {
      local = mapped
      current = child
    }
    return local
  }

  /// A run as the film's finger drives it: its step-0 effects when the
  /// finger goes down (`setPressed(true)`), each move's when the finger
  /// gets there (`move`), any left and its up effects when it lifts (the
  /// action; a plain tap runs them all then).
  static func target<Value>(_ run: _GestureRun<Value>) -> TapTarget {
    let progress = TouchProgress()
    let reach = { (step: Int) in
      while progress.nextStep <= min(step, run.effects.count - 1) {
        for effect in run.effects[progress.nextStep] { effect() }
        progress.nextStep += 1
      }
    }
    return TapTarget(
      action: {
        reach(run.effects.count - 1)
        for effect in run.up { effect() }
      },
      setPressed: { pressed in if pressed { reach(0) } },
      move: { step in reach(step) })
  }
}

nonisolated extension View {
  /// Attaches `gesture`; the subviews' gestures take precedence (see
  /// `Gesture` for what a film's touch means to each gesture).
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
  }

  /// Attaches `gesture` ahead of the subviews' gestures.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
  }

  /// Attaches `gesture` to run together with the subviews' gestures.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
  }

  /// Runs `action` when the view is pressed at least `minimumDuration`
  /// seconds (in a film, when the held finger lifts), and
  /// `onPressingChanged` with true when the finger goes down and false when
  /// it lifts.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
      .onChanged { pressing in onPressingChanged?(pressing) }
      .onEnded { _ in action() }
      .sequencedPressingEnd(onPressingChanged))
  }

  /// The iOS 13–16 spelling: `pressing` is told when the press starts and ends.
  /// Disfavoured, so `.onLongPressGesture { … }` with one trailing closure
  /// means the form above, as it does against SwiftUI (both forms take a
  /// lone closure as `perform`).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }

  /// Runs `action` with where the view was tapped `count` times, in
  /// `coordinateSpace`.
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void)
    -> some View
  {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}

nonisolated extension Gesture {
  /// Tells `pressing` false when the finger lifts, whether or not the
  /// gesture ended.
  fileprivate func sequencedPressingEnd(_ pressing: ((Bool) -> Void)?) -> _PressEndGesture<Self> {
    _PressEndGesture(content: self, pressing: pressing)
  }
}

/// Adds "pressing ended" to a long press's run.
nonisolated struct _PressEndGesture<Content: Gesture>: _PrimitiveGesture {
  typealias Value = Content.Value
  let content: Content
  let pressing: ((Bool) -> Void)?

  func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard var run = content._run(touch) else { return nil }
    if let pressing { run.up.insert({ pressing(false) }, at: 0) }
    return run
  }
}

/// How far a run's finger has got: the next step whose effects run.
private final class TouchProgress {
  var nextStep = 0
}
