import Foundation

// # How a keyframe track moves
//
// A track starts at its property's value in the initial value, at rest,
// and runs its keyframes one after another; each keyframe is a segment
// from where the previous one left the value (and how fast it was moving)
// to the keyframe's target:
//
// - `LinearKeyframe`: from → to along its unit curve over its duration.
// - `MoveKeyframe`: to, at once (no time).
// - `SpringKeyframe`: a spring (Spring's closed form) from the value and
//   velocity so far (or its `startVelocity`) toward the target, for its
//   duration, or the spring's settling duration when nil. A spring cut
//   short hands its value and velocity to the next segment, so the motion
//   never jumps. One of no duration jumps to its target.
// - `CubicKeyframe`: a cubic Hermite curve from → to, with the given start
//   and end velocities. A velocity left nil is Catmull-Rom's: the slope from
//   the previous keyframe's value to the next one's over their time apart
//   (so consecutive cubic keyframes form a Catmull-Rom spline, as SwiftUI
//   documents); at the start of a track, the velocity so far (at rest: 0);
//   after the last keyframe, 0 (the track comes to rest).
//
// Tracks run in parallel; the timeline lasts as long as the longest. Before
// 0 the value is the initial one, after the end every track holds its end
// value. A duration that is negative, NaN or infinite is 0 (the segment
// jumps), so a timeline is always finite.

/// A description of how a value changes over time, made of keyframe
/// tracks, as SwiftUI's `KeyframeTimeline` (see the essay above).
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let plans: [KeyframeTrackPlan<Value>]

  /// The timeline of `content`'s tracks, starting from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, tracks: content()._tracks())
  }

  /// The timeline of `tracks` from `initialValue`.
  public init(initialValue: Value, tracks: [KeyframeTrackRecord<Value>]) {
    self.initialValue = initialValue
    plans = tracks.map { $0.plan(initialValue) }
  }

  /// How long the timeline lasts: its longest track, in seconds.
  public var duration: TimeInterval { plans.map(\.duration).max() ?? 0 }

  /// The value at `time` seconds from the start (clamped to the timeline).
  public func value(time: Double) -> Value {
    var value = initialValue
    let time = time.isNaN ? 0 : time
    for plan in plans { plan.apply(time, &value) }
    return value
  }

  /// The value at `progress` (0 … 1) of the way through the timeline.
  public func value(progress: Double) -> Value {
    value(time: (progress.isNaN ? 0 : min(max(progress, 0), 1)) * duration)
  }
}

/// One track laid out in time: its segments from its starting value.
public struct KeyframeTrackPlan<Root> {
  let duration: Double
  let apply: (Double, inout Root) -> Void

  init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, initial: Value, keyframes: [Keyframe<Value>]) {
    let segments = KeyframeSegment.plan(from: initial.animatableData, keyframes)
    let duration = segments.last.map { $0.start + $0.duration } ?? 0
    self.duration = duration
    apply = { time, root in
      guard !segments.isEmpty, time > 0 else { return }
      // The segment running at `time` (the last one past the end).
      let segment = segments.last { $0.start <= time } ?? segments[0]
      var value = root[keyPath: keyPath]
      value.animatableData = segment.value(at: time - segment.start)
      root[keyPath: keyPath] = value
    }
  }
}

/// A segment of a track: how the value moves from its start for its
/// duration.
struct KeyframeSegment<Data: VectorArithmetic> {
  enum Motion {
    case curve(UnitCurve)
    case spring(Spring, velocity: Data)
    case cubic(startVelocity: Data, endVelocity: Data)
    case jump
  }

  let start: Double
  let duration: Double
  let from: Data
  let to: Data
  let motion: Motion

  /// The value `t` seconds into the segment (its end value past it).
  func value(at t: Double) -> Data {
    let t = min(max(t, 0), duration)
    switch motion {
    case .jump:
      return to
    case .curve(let curve):
      guard duration > 0 else { return to }
      return from + (to - from).scaled(by: curve.value(at: t / duration))
    case .spring(let spring, let velocity):
      return from + spring.value(target: to - from, initialVelocity: velocity, time: t)
    case .cubic(let v0, let v1):
      guard duration > 0 else { return to }
      // Hermite basis, velocities in units per second.
      let s = t / duration, s2 = s * s, s3 = s2 * s
      let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
      return (from.scaled(by: h00) + to.scaled(by: h01))
        .adding(v0, scaledBy: h10 * duration).adding(v1, scaledBy: h11 * duration)
    }
  }

  /// Where the segment leaves the value, and how fast it is moving then.
  var end: (value: Data, velocity: Data) {
    switch motion {
    case .jump:
      return (to, .zero)
    case .curve(let curve):
      guard duration > 0 else { return (to, .zero) }
      return (to, (to - from).scaled(by: curve.velocity(at: 1) / duration))
    case .spring(let spring, let velocity):
      return (
        from + spring.value(target: to - from, initialVelocity: velocity, time: duration),
        spring.velocity(target: to - from, initialVelocity: velocity, time: duration)
      )
    case .cubic(_, let v1):
      return (to, duration > 0 ? v1 : .zero)
    }
  }

  /// Lays `keyframes` out from `initial`, at rest, at time 0.
  static func plan<Value: Animatable>(from initial: Data, _ keyframes: [Keyframe<Value>]) -> [KeyframeSegment]
  where Value.AnimatableData == Data {
    func clamped(_ duration: Double) -> Double { duration.isFinite && duration > 0 ? duration : 0 }
    func segmentLength(_ keyframe: Keyframe<Value>) -> Double {
      switch keyframe.kind {
      case .linear(let duration, _), .cubic(let duration, _, _): return clamped(duration)
      case .spring(let duration, _, _): return clamped(duration ?? 0)
      case .move: return 0
      }
    }
    var segments: [KeyframeSegment] = []
    var (time, value, velocity) = (0.0, initial, Data.zero)
    for (index, keyframe) in keyframes.enumerated() {
      let to = keyframe.to.animatableData
      let segment: KeyframeSegment
      switch keyframe.kind {
      case .move:
        segment = KeyframeSegment(start: time, duration: 0, from: value, to: to, motion: .jump)
      case .linear(let duration, let curve):
        segment = KeyframeSegment(start: time, duration: clamped(duration), from: value, to: to, motion: .curve(curve))
      case .spring(let duration, let spring, let startVelocity):
        let v0 = startVelocity ?? velocity
        let length = duration.map(clamped) ?? clamped(spring.settlingDuration(target: to - value, initialVelocity: v0))
        segment = KeyframeSegment(
          start: time, duration: length, from: value, to: to, motion: length > 0 ? .spring(spring, velocity: v0) : .jump)
      case .cubic(let duration, let startVelocity, let endVelocity):
        let length = clamped(duration)
        // Catmull-Rom: the slope from the previous keyframe's value to
        // the next one's; after the last keyframe, at rest.
        var v1 = Data.zero
        if let endVelocity {
          v1 = endVelocity
        } else if index + 1 < keyframes.count {
          let next = keyframes[index + 1]
          let span = length + segmentLength(next)
          if span > 0 { v1 = (next.to.animatableData - value).scaled(by: 1 / span) }
        }
        segment = KeyframeSegment(
          start: time, duration: length, from: value, to: to, motion: .cubic(startVelocity: startVelocity ?? velocity, endVelocity: v1))
      }
      segments.append(segment)
      time += segment.duration
      (value, velocity) = segment.end
    }
    return segments
  }
}
