import Foundation

// MARK: - Gestures on a film's touches
//
// SwiftUI recognizes gestures from touches; a film has two kinds of touch:
// a finger put down on a point, held `pressDuration` seconds (0 for a plain
// tap), lifted without moving, `count` times in a row (`FilmStep.tap`); and
// a finger put down and moved along a path, one sample a 60th of a second,
// then lifted (`FilmStep.drag`). A film knows a touch whole when it starts,
// so each gesture answers what the touch means to it at once, as a
// `_GestureRun`: the values it reports at each step of the touch (step 0
// when the finger goes down, then one step a move: what `onChanged` and
// `updating` see, at that step's instant) and the value it ends with when
// the finger lifts (`onEnded`), or nil when it fails. A touch it cannot
// start on (a drag that must move 10 pt and doesn't, a tap whose finger
// moves more than 10 pt, a pinch that needs two fingers) gives no run, and
// the touch goes to the views behind.
//
// - `TapGesture(count:)` and `SpatialTapGesture` end when the count matches.
// - `LongPressGesture` reports `true` while pressed and ends when held at
//   least `minimumDuration`; Flipbook ends it when the finger lifts (a
//   film knows the hold only then), so hold a film's tap for exactly the
//   minimum duration to fire at SwiftUI's instant.
// - `DragGesture` starts at the first step where the finger is
//   `minimumDistance` from where it went down (at once for 0), reports each
//   step from then on (location, translation, velocity from the last move,
//   the predicted end where UIScrollView's deceleration would stop), and
//   ends where the finger lifts.
// - `MagnifyGesture` and `RotateGesture` need two fingers: never.
//
// `onChanged`, `onEnded`, `updating` (with `@GestureState`, reset when the
// gesture ends or fails), `map`, `simultaneously`, `sequenced` and
// `exclusively` compose runs as SwiftUI composes recognizers.

/// A touch as a film makes it, in the gesture's coordinate spaces.
public struct _GestureTouch {
  /// Where the finger is, in the view's own space.
  var location: CGPoint
  /// Where the finger is, in the canvas's (global) space.
  var globalLocation: CGPoint
  /// How many taps in a row.
  var count: Int
  /// How long the finger stays down, in seconds.
  var pressDuration: Double
  /// Where the finger moves after it goes down, a sample a step (empty: it
  /// stays put), with the seconds since it went down.
  var moves: [Move] = []

  /// One sample of a moving finger.
  struct Move {
    var location: CGPoint
    var globalLocation: CGPoint
    var time: Double
  }

  /// The farthest the finger gets from where it went down.
  var farthestDistance: CGFloat {
    moves.map { hypot($0.location.x - location.x, $0.location.y - location.y) }.max() ?? 0
  }

  /// How far a tap's finger may move and still tap (UIKit's slop).
  static let tapSlop: CGFloat = 10
}

/// What one touch means to a gesture: see the essay above.
public struct _GestureRun<Value> {
  /// The values reported at each step of the touch (step 0 when the finger
  /// goes down, then one a move), in order.
  var steps: [[Value]]
  /// The value when the finger lifts; nil when the gesture fails.
  var end: Value?
  /// Side effects at each step (`onChanged`, `updating`).
  var effects: [[() -> Void]]
  /// Side effects when the finger lifts (`onEnded`, resets).
  var up: [() -> Void] = []

  /// A run reporting `changes` when the finger goes down.
  init(changes: [Value] = [], end: Value? = nil, down: [() -> Void] = [], up: [() -> Void] = []) {
    steps = [changes]
    effects = [down]
    self.end = end
    self.up = up
  }

  /// A run of `steps`, with no effects yet.
  init(steps: [[Value]], end: Value?) {
    self.steps = steps
    effects = steps.map { _ in [] }
    self.end = end
  }

  /// Every value reported, in order.
  var changes: [Value] { steps.flatMap { $0 } }

  /// The last value reported at or before `step`.
  func latest(atOrBefore step: Int) -> Value? {
    var index = min(step, steps.count - 1)
    while index >= 0 {
      if let value = steps[index].last { return value }
      index -= 1
    }
    return nil
  }

  /// The run padded with empty steps to `count` steps.
  func padded(to count: Int) -> _GestureRun {
    var run = self
    while run.steps.count < count {
      run.steps.append([])
      run.effects.append([])
    }
    return run
  }

  /// Adds an effect at each step for each of its values.
  mutating func addEffects(_ effect: (Value) -> () -> Void) {
    for index in steps.indices { effects[index] += steps[index].map(effect) }
  }

  /// The same run with its values transformed.
  func map<T>(_ transform: (Value) -> T) -> _GestureRun<T> {
    var run = _GestureRun<T>(steps: steps.map { $0.map(transform) }, end: end.map(transform))
    run.effects = effects
    run.up = up
    return run
  }
}

/// An input that matches a sequence of touches, as SwiftUI's `Gesture`.
/// Write your own by composing others in `body`.
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// What the gesture reports.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The content of this gesture.
  var body: Body { get }
  /// What `touch` means to this gesture (nil: it can't start on it).
  nonisolated func _run(_ touch: _GestureTouch) -> _GestureRun<Value>?
}

extension Gesture where Body.Value == Value {
  /// A composed gesture runs as its body (asked for on the thread that
  /// drives the graph, which stands for the main actor: MainActorBridge.swift).
  nonisolated public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    nonisolated(unsafe) let gesture = self
    return assumingMainActor { gesture.body }._run(touch)
  }
}

nonisolated extension Never: Gesture {
  public typealias Value = Never
  public func _run(_ touch: _GestureTouch) -> _GestureRun<Never>? { nil }
}

/// An optional gesture is a gesture, as SwiftUI declares it, so
/// `.gesture(isEnabled ? drag : nil)` attaches the gesture or nothing: nil
/// never starts.
nonisolated extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public var body: Never { fatalError("an optional gesture has no body") }
  public func _run(_ touch: _GestureTouch) -> _GestureRun<Wrapped.Value>? { self?._run(touch) }
}

/// A gesture Flipbook recognizes itself (no body).
public protocol _PrimitiveGesture: Gesture where Body == Never {}

nonisolated extension _PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

// MARK: - Composition

/// `onChanged`: runs an action with every value while the gesture goes on.
nonisolated public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard var run = content._run(touch) else { return nil }
    let action = self.action
    run.addEffects { value in { action(value) } }
    return run
  }
}

/// `onEnded`: runs an action with the final value when the gesture ends.
nonisolated public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard var run = content._run(touch) else { return nil }
    if let end = run.end {
      let action = self.action
      run.up.append { action(end) }
    }
    return run
  }
}

/// `map`: the gesture with its values transformed.
nonisolated public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? { content._run(touch)?.map(transform) }
}

/// `updating`: sets a `@GestureState` from the gesture's values while it
/// goes on, and resets it when the gesture ends or fails.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
  public typealias Value = Base.Value
  /// The gesture.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// How a value changes the state (SwiftUI's `body` closure; the name
  /// `body` is the gesture's own here).
  public var update: (Base.Value, inout State, inout Transaction) -> Void

  public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    update = body
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard var run = base._run(touch) else { return nil }
    let (state, update) = (self.state, self.update)
    run.addEffects { value in
      {
        var current = state.wrappedValue
        var transaction = Transaction.current
        update(value, &current, &transaction)
        state.set(current, transaction: transaction)
      }
    }
    run.up.append { state.reset() }
    return run
  }
}

/// Two gestures recognized at once; either value may be missing.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
  /// Both gestures' values.
  public struct Value {
    /// The first gesture's value, if it has one.
    public var first: First.Value?
    /// The second gesture's value, if it has one.
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    let count = touch.moves.count + 1
    let a = first._run(touch)?.padded(to: count), b = second._run(touch)?.padded(to: count)
    guard a != nil || b != nil else { return nil }
    var steps: [[Value]] = []
    for step in 0..<count {
      steps.append(
        (a?.steps[step] ?? []).map { Value(first: $0, second: b?.latest(atOrBefore: step)) }
          + (b?.steps[step] ?? []).map { Value(first: a?.latest(atOrBefore: step), second: $0) })
    }
    var run = _GestureRun<Value>(steps: steps, end: a?.end != nil || b?.end != nil ? Value(first: a?.end, second: b?.end) : nil)
    run.effects = (0..<count).map { (a?.effects[$0] ?? []) + (b?.effects[$0] ?? []) }
    run.up = (a?.up ?? []) + (b?.up ?? [])
    return run
  }
}

/// The first gesture if it can start, otherwise the second.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
  /// Which gesture's value.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    if let run = first._run(touch), run.end != nil || !run.changes.isEmpty { return run.map(Value.first) }
    return second._run(touch)?.map(Value.second)
  }
}

/// The first gesture, then once it ends the second on the same touch.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
  /// The first gesture's value, then both.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard let a = first._run(touch) else { return nil }
    var run = a.map(Value.first)
    run.end = nil
    guard let firstEnd = a.end else { return run }
    // The first ends when the finger lifts (a film knows no earlier
    // instant); the second then runs on the same touch, at the last step.
    let last = run.steps.count - 1
    run.steps[last].append(.first(firstEnd))
    if let b = second._run(touch) {
      run.steps[last] += b.changes.map { Value.second(firstEnd, $0) }
      run.end = b.end.map { Value.second(firstEnd, $0) }
      run.effects[last] += a.up + b.effects.flatMap { $0 }
      run.up = b.up
    } else {
      run.up = a.up
    }
    return run
  }
}

nonisolated extension Gesture {
  /// Runs `action` with each value while the gesture goes on.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` with the final value when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// The gesture with its values transformed.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, transform: body) }

  /// Updates `state` from the gesture's values while it goes on; the state
  /// returns to its initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// This gesture and `other` at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it ends.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` when this one can't start.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
