import Foundation

/// One animation of one value: where it started, where it goes, when it
/// began, and how. An ``AnimationTrack`` runs one or more of these on a
/// property and adds up what they move.
///
/// Timing curves move `from + (to − from) × curve(progress)`. Springs solve
/// the oscillator with displacement `from − to` and `initialVelocity`.
public struct AnimationSegment<Value: VectorArithmetic> {
  public let animation: Animation
  /// The film time, in seconds, at which the animation began.
  public let startTime: Double
  public let from: Value
  public let to: Value
  /// Velocity at the start, in value units per second (springs only).
  public let initialVelocity: Value
  /// A spring's settling time in its own clock, found once: the search
  /// walks the spring up to 2,000 times over the whole value, which for a
  /// 720-number shape cost more than drawing it, on every frame's asks.
  private let springSettle: Double?

  /// A segment from `from` to `to` beginning at `startTime`.
  public init(animation: Animation, startTime: Double, from: Value, to: Value, initialVelocity: Value = .zero) {
    self.animation = animation
    self.startTime = startTime
    self.from = from
    self.to = to
    var velocity = initialVelocity
    if animation.initialUnitVelocity != 0 {
      let push = (to - from).scaled(by: animation.initialUnitVelocity)
      velocity = push.adding(velocity, scaledBy: 1)
    }
    self.initialVelocity = velocity
    // A spring's curve and rate don't depend on the time asked (delays
    // shift its clock, speeds scale it), so the clock at 0 gives both.
    springSettle = animation.node.springClock(at: 0).map { clock in
      clock.spring.settlingDuration(target: to - from, initialVelocity: velocity.scaled(by: 1 / clock.rate))
    }
  }

  /// The presented value at film time `time`. Before the start it is `from`.
  /// Once finished it is the animation's own end (`to`, or `from` after an
  /// even, autoreversing repeat count); the view layer then shows the model
  /// value, as SwiftUI does.
  public func value(at time: Double) -> Value {
    let t = time - startTime
    if let clock = animation.node.springClock(at: t) {
      if clock.localTime <= 0 { return from }
      if isFinished(at: time) { return to }
      let (g, _, h, _) = clock.spring.responses(at: clock.localTime)
      // value = to + (from − to)·G + (v0 / rate)·H (a zero velocity is
      // left out: see `adding(_:scaledBy:)`).
      return (to + (from - to).scaled(by: g)).adding(initialVelocity, scaledBy: h / clock.rate)
    }
    let fraction = animation.progress(at: t).fraction
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return from.interpolated(towards: to, amount: fraction)
  }

  /// The presented value's rate of change at `time`, in value units per second.
  public func velocity(at time: Double) -> Value {
    let t = time - startTime
    if let clock = animation.node.springClock(at: t) {
      if clock.localTime < 0 || isFinished(at: time) { return .zero }
      let (_, dg, _, dh) = clock.spring.responses(at: clock.localTime)
      let settling = (from - to).scaled(by: dg * clock.rate)
      return settling.adding(initialVelocity, scaledBy: dh)
    }
    if isFinished(at: time) { return .zero }
    let h = 1e-4
    let ahead = animation.progress(at: t + h).fraction
    let behind = animation.progress(at: max(0, t - h)).fraction
    return (to - from).scaled(by: (ahead - behind) / (t + h - max(0, t - h)))
  }

  /// Whether the animation has finished at `time` (never, for repeatForever).
  public func isFinished(at time: Double) -> Bool {
    let t = time - startTime
    if let clock = animation.node.springClock(at: t), let springSettle {
      if clock.localTime <= 0 { return false }
      return clock.localTime >= springSettle
    }
    return animation.progress(at: t).isFinished
  }
}

extension AnimationSegment: Sendable where Value: Sendable {}
