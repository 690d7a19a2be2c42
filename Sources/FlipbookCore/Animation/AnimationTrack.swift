import Foundation

/// The animations running on one value, and the value they present at each
/// frame's time. The renderer keeps one per animated property.
///
/// # Interrupting an animation
///
/// When a value changes again while an animation of it runs, SwiftUI asks
/// the new animation whether it merges with the running one
/// (`CustomAnimation.shouldMerge(previous:value:time:context:)`). Its
/// documentation: the default answer is no, and then "both animations run
/// together and the system combines their results". Timing curves
/// (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) keep that
/// default; springs merge with a running spring, taking over its state, so
/// the motion keeps its momentum (WWDC23 "Explore SwiftUI animation").
///
/// A track therefore holds segments, oldest first, and presents
///
///     base + Σ (segment.value(t) − segment.from)
///
/// - A track starts as one segment from the old value to the new.
/// - A change that doesn't merge appends a segment from the track's current
///   target to the new one, at rest: the older segments run on to their
///   ends, and their moves and the new one add up. A wave chart retargeted
///   every 0.3 s under a 0.85 s ease (`07_chart.gif`) shows three or four
///   waves at once, each weighted by the ease started at its change minus
///   the ease started at the next one: the recording fits that to 0.5 px.
/// - A spring replacing a running spring merges: the new spring starts
///   where the old one is, with its velocity, toward the old one's end
///   moved by the change. Other segments run on.
/// - Finished segments are folded into `base` when the track changes, so
///   a track holds only what still moves. Ask a track for times at or after
///   its last change.
public struct AnimationTrack<Value: VectorArithmetic> {
  /// What finished segments moved, added to where the first one started.
  private let base: Value
  /// The running segments, oldest first; never empty.
  public let segments: [AnimationSegment<Value>]

  /// A track of one animation from `from` to `to` beginning at `startTime`.
  public init(animation: Animation, startTime: Double, from: Value, to: Value, initialVelocity: Value = .zero) {
    self.init(base: from, segments: [AnimationSegment(
      animation: animation, startTime: startTime, from: from, to: to, initialVelocity: initialVelocity)])
  }

  private init(base: Value, segments: [AnimationSegment<Value>]) {
    self.base = base
    self.segments = segments
  }

  /// The newest segment.
  private var newest: AnimationSegment<Value> { segments[segments.count - 1] }

  /// The newest animation.
  public var animation: Animation { newest.animation }
  /// When the newest animation began (film seconds).
  public var startTime: Double { newest.startTime }
  /// Where the newest segment starts: the previous target for an added
  /// animation, the presented value for a merged spring.
  public var from: Value { newest.from }
  /// The value the track ends at: the latest target.
  public var to: Value { newest.to }
  /// The newest segment's velocity at its start.
  public var initialVelocity: Value { newest.initialVelocity }

  /// The presented value at film time `time`: where the track began, plus
  /// what every segment has moved by then.
  public func value(at time: Double) -> Value {
    if segments.count == 1 {
      let only = segments[0]
      return base == only.from ? only.value(at: time) : base + (only.value(at: time) - only.from)
    }
    var value = base
    for segment in segments { value += segment.value(at: time) - segment.from }
    return value
  }

  /// The presented value's rate of change at `time`, in value units per second.
  public func velocity(at time: Double) -> Value {
    var sum: Value?
    for segment in segments where !segment.isFinished(at: time) {
      let v = segment.velocity(at: time)
      sum = sum.map { $0 + v } ?? v
    }
    return sum ?? .zero
  }

  /// Whether every segment has finished at `time`.
  public func isFinished(at time: Double) -> Bool {
    segments.allSatisfy { $0.isFinished(at: time) }
  }

  /// The track after the value changes to `newTarget` at `time` under
  /// `newAnimation`: a spring merges with a running spring, anything else
  /// runs beside what runs (see the essay above).
  public func retargeted(to newTarget: Value, with newAnimation: Animation, at time: Double) -> AnimationTrack {
    var base = self.base
    var running: [AnimationSegment<Value>] = []
    for segment in segments {
      if segment.isFinished(at: time) {
        base += segment.value(at: time) - segment.from
      } else {
        running.append(segment)
      }
    }
    let target = to
    if newAnimation.isSpring, let last = running.last, last.animation.isSpring {
      // Merge: the new spring takes the old one's place, state and all.
      running.removeLast()
      let now = last.value(at: time)
      base += now - last.from
      running.append(AnimationSegment(
        animation: newAnimation, startTime: time, from: now, to: last.to + (newTarget - target),
        initialVelocity: last.velocity(at: time)))
    } else {
      running.append(AnimationSegment(animation: newAnimation, startTime: time, from: target, to: newTarget))
    }
    return AnimationTrack(base: base, segments: running)
  }
}

extension Animation {
  /// Whether this is a spring (whatever its delay, speed or repeats): the
  /// kind that merges with a running spring.
  var isSpring: Bool { node.springClock(at: 0) != nil }
}

extension AnimationTrack: Sendable where Value: Sendable {}
