import Foundation

// Timers on film time: see the essay atop FilmScheduler.swift.

extension Timer {
  /// A timer that calls `block` every `interval` seconds (once, unless
  /// `repeats`), scheduled on the current run loop, as Foundation's
  /// `scheduledTimer(withTimeInterval:repeats:block:)`.
  ///
  /// Inside a film the timer runs on film time instead: it fires at
  /// exactly `interval`, 2 × `interval` … after the instant it was made
  /// (a repeating timer doesn't drift), each time at its own instant, until
  /// `invalidate()` is called or the film ends. An interval at or below 0,
  /// or not a number, is 0.1 ms, as Foundation documents (for the
  /// interval at or below 0; Flipbook clamps NaN the same way).
  @_disfavoredOverload @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    // Foundation clamps an interval at or below 0; one that is not a
    // number (which would trap in CoreFoundation) is clamped the same way.
    let period = interval.isNaN || interval <= 0 ? FilmScheduler.minimumTimerInterval : interval
    let timer = Timer(timeInterval: period, repeats: repeats, block: block)
    guard let scheduler = FilmScheduler.current else {
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
    FilmTimer(timer: timer, block: block, period: period, repeats: repeats, start: scheduler.now).arm(on: scheduler, firing: 1)
    return timer
  }
}

/// A `Timer` running on film time: each firing schedules the next.
private struct FilmTimer {
  let timer: Timer
  let block: @Sendable (Timer) -> Void
  let period: Double
  let repeats: Bool
  let start: Double

  /// Schedules the `count`th firing, at `start + count × period`.
  func arm(on scheduler: FilmScheduler, firing count: Int) {
    let time = start + Double(count) * period
    guard time.isFinite else { return }
    scheduler.schedule(at: time, kind: "timer firings") { [weak scheduler] in
      guard timer.isValid else { return }
      block(timer)
      if repeats, timer.isValid, let scheduler {
        arm(on: scheduler, firing: count + 1)
      } else {
        timer.invalidate()
      }
    }
  }
}
