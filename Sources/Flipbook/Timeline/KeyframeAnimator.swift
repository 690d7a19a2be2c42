import Foundation

// # Keyframe animators on film time
//
// A keyframe animator shows its content for a value that a
// `KeyframeTimeline` computes from the time since the animation began, at
// every frame (the content is rebuilt each frame, as SwiftUI's is while
// animating). A run starts when the trigger changes (or, repeating, when
// the view appears): its start is the film instant then, its timeline
// built by the keyframes closure from the value shown then (the initial
// value the first time, the end of the previous run after). A repeating
// animator loops its timeline; one that has run holds the timeline's end
// value. The content's changes are frame by frame, never animated by a
// transaction. In a still (`ImageRenderer`) nothing runs: the content shows
// the initial value.

/// A container that animates its content with keyframes, as SwiftUI's
/// `KeyframeAnimator` (iOS 17; see the essay above).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
  let initialValue: Value
  let trigger: AnyEquatableValue?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath
  @State private var run: KeyframeRun<Value>?

  /// Plays `keyframes` from the value shown whenever `trigger` changes,
  /// showing `content` for the value at each frame.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = AnyEquatableValue(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  /// Loops `keyframes` from the moment the view appears while `repeating`;
  /// when not, shows the initial value (the start of the timeline).
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }

  public var body: some View {
    _KeyframePlayer(run: repeating || trigger != nil ? run : nil, repeating: repeating, initialValue: initialValue, content: content)
      .onAppear {
        if repeating, trigger == nil { start(from: initialValue) }
      }
      .onChange(of: trigger) {
        let now = FilmScheduler.current?.now ?? 0
        start(from: run?.value(at: now, repeating: false) ?? initialValue)
      }
  }

  private func start(from value: Value) {
    let timeline = KeyframeTimeline(initialValue: value, tracks: keyframes(value)._tracks())
    run = KeyframeRun(start: FilmScheduler.current?.now ?? 0, timeline: timeline)
  }
}

/// A run of a keyframe animator: when it began and what it plays.
struct KeyframeRun<Value> {
  let start: Double
  let timeline: KeyframeTimeline<Value>

  /// The value at film time `time`: the timeline's, looped when repeating.
  func value(at time: Double, repeating: Bool) -> Value {
    let elapsed = max(time - start, 0)
    let duration = timeline.duration
    guard repeating, duration > 0 else { return timeline.value(time: elapsed) }
    return timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
  }
}

/// Shows an animator's content for the value at the pass's film time.
nonisolated struct _KeyframePlayer<Value, Content: View>: View, PrimitiveView {
  let run: KeyframeRun<Value>?
  let repeating: Bool
  let initialValue: Value
  let content: (Value) -> Content

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let value = run?.value(at: inputs.time, repeating: repeating) ?? initialValue
    var inputs = inputs.child(.index(0))
    inputs.transaction.animation = nil
    return resolve(content(value), inputs)
  }
}

nonisolated extension View {
  /// Plays `keyframes` whenever `trigger` changes, modifying this view
  /// with `content` for the value at each frame, as SwiftUI's
  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public func keyframeAnimator<Value, K: Keyframes, Modified: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
  }

  /// Loops `keyframes` while `repeating`, modifying this view with
  /// `content` for the value at each frame, as SwiftUI's
  /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public func keyframeAnimator<Value, K: Keyframes, Modified: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(self), $0) },
      keyframes: keyframes)
  }
}
