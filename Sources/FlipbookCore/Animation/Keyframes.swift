import Foundation

// The vocabulary of SwiftUI's keyframe animation (iOS 17): keyframes
// (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) make
// up a track's content; tracks (`KeyframeTrack`) animate one property of a
// value each, in parallel; `KeyframeTimeline` evaluates them (its file says
// how each segment moves). Builders collect each level as SwiftUI's do.

/// The content of a keyframe track: keyframes in sequence, as SwiftUI's
/// `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
  /// The type the keyframes animate.
  associatedtype Value: Animatable = Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
  /// The keyframes, flattened (Flipbook's; the default reads `body`).
  func _keyframes() -> [Keyframe<Value>]
}

extension KeyframeTrackContent {
  public func _keyframes() -> [Keyframe<Value>] {
    // `Body.Value` is `Value` for every conformer the builders make.
    body._keyframes().map { $0.map(to: Value.self) }
  }
}

/// One keyframe: a target and how the segment before it moves
/// (Flipbook's flattened form of the four keyframe types).
public struct Keyframe<Value: Animatable> {
  enum Kind {
    case linear(duration: Double, curve: UnitCurve)
    case spring(duration: Double?, spring: Spring, startVelocity: Value.AnimatableData?)
    case cubic(duration: Double, startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    case move
  }

  let to: Value
  let kind: Kind

  /// The same keyframe typed for `Other`, which is `Value` (the builders'
  /// flattening needs the cast; a mismatch is a programming error).
  func map<Other: Animatable>(to: Other.Type) -> Keyframe<Other> {
    if let same = self as? Keyframe<Other> { return same }
    preconditionFailure("keyframes of \(Value.self) in a track of \(Other.self)")
  }
}

/// Collects a keyframe track's content, as SwiftUI's
/// `KeyframeTrackContentBuilder`: keyframes in order, with `if`, `switch`
/// and `for`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> [Keyframe<Value>] where K.Value == Value {
    content._keyframes()
  }
  public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
  public static func buildEither(first: [Keyframe<Value>]) -> [Keyframe<Value>] { first }
  public static func buildEither(second: [Keyframe<Value>]) -> [Keyframe<Value>] { second }
  public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
  public static func buildFinalResult(_ keyframes: [Keyframe<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(keyframes)
  }
}

/// Keyframes in sequence, as a track content builder makes them.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
  let keyframes: [Keyframe<Value>]
  init(_ keyframes: [Keyframe<Value>]) { self.keyframes = keyframes }
  public var body: Self { return self }
  public func _keyframes() -> [Keyframe<Value>] { keyframes }
}

/// A keyframe reached along a timing curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: Keyframe<Value>

  /// Moves to `to` over `duration` seconds along `timingCurve` (linear by
  /// default). A duration that is negative or not finite is 0.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = Keyframe(to: to, kind: .linear(duration: duration, curve: timingCurve))
  }

  public var body: KeyframeSequence<Value> { return KeyframeSequence([keyframe]) }
  public func _keyframes() -> [Keyframe<Value>] { [keyframe] }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: Keyframe<Value>

  /// Springs to `to` with `spring` (SwiftUI's default: duration 0.5, no
  /// bounce) from `startVelocity` (nil: the motion so far). The segment
  /// lasts `duration`, or nil the spring's settling duration; the next
  /// segment starts where and as fast as the spring is then.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0),
    startVelocity: Value? = nil
  ) {
    keyframe = Keyframe(
      to: to, kind: .spring(duration: duration, spring: spring, startVelocity: startVelocity?.animatableData))
  }

  public var body: KeyframeSequence<Value> { return KeyframeSequence([keyframe]) }
  public func _keyframes() -> [Keyframe<Value>] { [keyframe] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`:
/// consecutive cubic keyframes make a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: Keyframe<Value>

  /// Moves to `to` over `duration` seconds on a cubic curve with the given
  /// velocities (nil: chosen for smooth motion through the neighbours).
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    keyframe = Keyframe(
      to: to,
      kind: .cubic(duration: duration, startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
  }

  public var body: KeyframeSequence<Value> { return KeyframeSequence([keyframe]) }
  public func _keyframes() -> [Keyframe<Value>] { [keyframe] }
}

/// A keyframe reached at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: Keyframe<Value>

  /// Jumps to `to`.
  public init(_ to: Value) { keyframe = Keyframe(to: to, kind: .move) }

  public var body: KeyframeSequence<Value> { return KeyframeSequence([keyframe]) }
  public func _keyframes() -> [Keyframe<Value>] { [keyframe] }
}

// MARK: - Tracks

/// Keyframes for the properties of a value, as SwiftUI's `Keyframes`:
/// `KeyframeTrack`s, which run in parallel.
public protocol Keyframes<Value> {
  /// The type of value animated.
  associatedtype Value = Body.Value
  /// The tracks this is made of.
  associatedtype Body: Keyframes
  /// The tracks this is made of.
  @KeyframesBuilder<Value> var body: Body { get }
  /// The tracks, flattened (Flipbook's; the default reads `body`).
  func _tracks() -> [KeyframeTrackRecord<Value>]
}

extension Keyframes {
  public func _tracks() -> [KeyframeTrackRecord<Value>] {
    body._tracks().map { track in
      guard let same = track as? KeyframeTrackRecord<Value> else {
        preconditionFailure("tracks of \(Body.Value.self) in keyframes of \(Value.self)")
      }
      return same
    }
  }
}

/// A track of keyframes animating one property of `Root` (Flipbook's
/// type-erased form of `KeyframeTrack`).
public struct KeyframeTrackRecord<Root> {
  /// Makes the track's timeline from the root value it starts at.
  let plan: (Root) -> KeyframeTrackPlan<Root>
  /// For keyframes written without a track (animating the whole value):
  /// the keyframes, so that consecutive ones join into one track.
  let bare: BareKeyframes<Root>?

  init(plan: @escaping (Root) -> KeyframeTrackPlan<Root>, bare: BareKeyframes<Root>? = nil) {
    self.plan = plan
    self.bare = bare
  }

  /// `records` with runs of bare keyframes joined into single tracks.
  static func joined(_ records: [KeyframeTrackRecord]) -> [KeyframeTrackRecord] {
    var result: [KeyframeTrackRecord] = []
    for record in records {
      if let bare = record.bare, let last = result.last?.bare {
        result[result.count - 1] = bare.make(last.keyframes + bare.keyframes)
      } else {
        result.append(record)
      }
    }
    return result
  }
}

/// Keyframes written without a track, kept so that consecutive ones join.
final class BareKeyframes<Root> {
  let keyframes: [Any]
  let make: ([Any]) -> KeyframeTrackRecord<Root>

  init(keyframes: [Any], make: @escaping ([Any]) -> KeyframeTrackRecord<Root>) {
    self.keyframes = keyframes
    self.make = make
  }
}

/// A sequence of keyframe tracks animating one value, as SwiftUI's
/// `KeyframeTrack`.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  let record: KeyframeTrackRecord<Root>

  /// A track animating the property of the root at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    let keyframes = content()._keyframes()
    record = KeyframeTrackRecord(plan: { root in
      KeyframeTrackPlan(keyPath: keyPath, initial: root[keyPath: keyPath], keyframes: keyframes)
    })
  }

  init(bare keyframes: [Keyframe<Value>], at keyPath: WritableKeyPath<Root, Value>) {
    record = KeyframeTrackRecord(
      plan: { root in KeyframeTrackPlan(keyPath: keyPath, initial: root[keyPath: keyPath], keyframes: keyframes) },
      bare: BareKeyframes(keyframes: keyframes.map { $0 as Any }) { list in
        KeyframeTrack(bare: list.compactMap { $0 as? Keyframe<Value> }, at: keyPath).record
      })
  }

  public var body: KeyframeTrackSet<Root> { return KeyframeTrackSet([record]) }
  public func _tracks() -> [KeyframeTrackRecord<Root>] { [record] }
}

extension KeyframeTrack where Root == Value {
  /// A track animating the whole value.
  public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// Tracks run in parallel, as a keyframes builder makes them.
public struct KeyframeTrackSet<Value>: Keyframes {
  let tracks: [KeyframeTrackRecord<Value>]
  init(_ tracks: [KeyframeTrackRecord<Value>]) { self.tracks = tracks }
  public var body: Self { return self }
  public func _tracks() -> [KeyframeTrackRecord<Value>] { tracks }
}

/// Collects keyframe tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> [KeyframeTrackRecord<Value>] where K.Value == Value {
    keyframes._tracks()
  }
  /// Keyframes written straight in a `KeyframeTimeline` or animator
  /// builder, without a track, animate the whole value, in sequence.
  public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> [KeyframeTrackRecord<Value>]
  where K.Value == Value {
    [KeyframeTrack<Value, Value, KeyframeSequence<Value>>(bare: content._keyframes(), at: \.self).record]
  }
  public static func buildBlock(_ parts: [KeyframeTrackRecord<Value>]...) -> [KeyframeTrackRecord<Value>] {
    KeyframeTrackRecord.joined(parts.flatMap { $0 })
  }
  public static func buildOptional(_ part: [KeyframeTrackRecord<Value>]?) -> [KeyframeTrackRecord<Value>] { part ?? [] }
  public static func buildEither(first: [KeyframeTrackRecord<Value>]) -> [KeyframeTrackRecord<Value>] { first }
  public static func buildEither(second: [KeyframeTrackRecord<Value>]) -> [KeyframeTrackRecord<Value>] { second }
  public static func buildArray(_ parts: [[KeyframeTrackRecord<Value>]]) -> [KeyframeTrackRecord<Value>] {
    KeyframeTrackRecord.joined(parts.flatMap { $0 })
  }
  public static func buildLimitedAvailability(_ part: [KeyframeTrackRecord<Value>]) -> [KeyframeTrackRecord<Value>] {
    part
  }
  public static func buildFinalResult(_ tracks: [KeyframeTrackRecord<Value>]) -> KeyframeTrackSet<Value> {
    KeyframeTrackSet(tracks)
  }
}
