import Foundation

extension Animation {
  /// How long the animation runs, in seconds; nil when it repeats forever.
  /// A spring lasts until it settles within `Spring.defaultSettlingEpsilon`
  /// of its target (relative to the distance it travels).
  public var duration: Double? { node.duration }

  /// When the animation is logically complete, in seconds: its duration,
  /// except that a spring completes after its perceptual duration
  /// (`Spring.duration`), while its long tail still settles, as SwiftUI's
  /// `AnimationCompletionCriteria.logicallyComplete` describes. Nil when it
  /// repeats forever.
  public var logicalDuration: Double? { node.logicalDuration }

  /// The fraction of the way from the old value to the new one at `time`
  /// seconds after the animation began (0 before it starts; springs may pass
  /// 1), and whether the animation has finished by then.
  public func progress(at time: Double) -> (fraction: Double, isFinished: Bool) {
    node.progress(at: time)
  }
}

extension Animation.Node {
  var duration: Double? {
    switch self {
    case .curve(_, let duration):
      return duration
    case .spring(let spring, _):
      return spring.settlingDuration
    case .delay(let inner, let delay):
      return inner.duration.map { $0 + delay }
    case .speed(let inner, let speed):
      return inner.duration.map { $0 / speed }
    case .repeated(let inner, let count, _):
      guard let count, let once = inner.duration else { return nil }
      return once * Double(count)
    }
  }

  var logicalDuration: Double? {
    switch self {
    case .curve(_, let duration): return duration
    case .spring(let spring, _): return spring.duration
    case .delay(let inner, let delay): return inner.logicalDuration.map { $0 + delay }
    case .speed(let inner, let speed): return inner.logicalDuration.map { $0 / speed }
    case .repeated(let inner, let count, _):
      guard let count, let once = inner.duration else { return nil }
      // Every repetition but the last runs in full.
      return inner.logicalDuration.map { once * Double(count - 1) + $0 }
    }
  }

  func progress(at t: Double) -> (fraction: Double, isFinished: Bool) {
    switch self {
    case .curve(let curve, let duration):
      if t <= 0 { return (0, duration <= 0 && t >= 0) }
      if t >= duration { return (1, true) }
      return (curve.value(at: t / duration), false)
    case .spring(let spring, _):
      if t <= 0 { return (0, false) }
      let settle = spring.settlingDuration
      if t >= settle { return (1, true) }
      return (spring.value(target: 1.0, time: t), false)
    case .delay(let inner, let delay):
      if t < delay { return (0, false) }
      return inner.progress(at: t - delay)
    case .speed(let inner, let speed):
      return inner.progress(at: t * speed)
    case .repeated(let inner, let count, let autoreverses):
      guard let once = inner.duration, once > 0 else { return (1, true) }
      if t <= 0 { return (0, false) }
      let iteration = Int((t / once).rounded(.down))
      if let count, iteration >= count {
        let endsReversed = autoreverses && count.isMultiple(of: 2)
        return (endsReversed ? 0 : 1, true)
      }
      // A reversed run plays the same curve forward in time, from the new
      // value back to the old (1 − curve): SwiftUI's RepeatAnimation
      // returns `value − base(elapsed)` on odd iterations (as OpenSwiftUI's
      // reconstruction of SwiftUICore reads). An easeOut therefore leaves
      // each end fast, and a delay waits at the start of every run, in
      // both directions; it is not the curve mirrored in time. The post's
      // cut-out rectangle recording (07_cutoutrectangle.gif) fits this to
      // 0.9 px at real speed, the mirrored curve only to 1.7 px at 1.24×.
      let local = t - Double(iteration) * once
      let fraction = inner.progress(at: local).fraction
      let reversed = autoreverses && !iteration.isMultiple(of: 2)
      return (reversed ? 1 - fraction : fraction, false)
    }
  }

  /// When the animation is a spring under only delay and speed modifiers:
  /// the spring, the spring-local time at `t`, and the time-scale factor.
  func springClock(at t: Double) -> (spring: Spring, localTime: Double, rate: Double)? {
    switch self {
    case .spring(let spring, _):
      return (spring, t, 1)
    case .delay(let inner, let delay):
      return inner.springClock(at: t - delay)
    case .speed(let inner, let speed):
      return inner.springClock(at: t * speed).map { ($0.spring, $0.localTime, $0.rate * speed) }
    case .curve, .repeated:
      return nil
    }
  }
}
