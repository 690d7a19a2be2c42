import Foundation

// # Timers Flipbook cannot redirect
//
// Film code's timers run on film time because Flipbook's declarations
// shadow Foundation's (see the essay atop FilmScheduler.swift). One form
// escapes: in a file that writes `import Foundation` beside
// `import Flipbook`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
// (and `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`)
// resolve to Foundation's, whose signatures Flipbook can neither beat
// (an identical one is ambiguous, tried with plain, `@Sendable`,
// `@MainActor` and `sending` blocks) nor reach at run time (Linux
// Foundation has no way to list a run loop's timers). Such a timer waits
// for the wall clock on a run loop a film never runs: it never fires, and
// the film would come out silently wrong.
//
// So the graph watches for it. A run loop reports when its next timer is
// due (`limitDate(forMode:)`); the watch reads that date on the thread
// running a film's code before and after each action (`ViewGraph.perform`).
// A timer that appeared in between is noted, and the player fails the film
// at that frame with `FlipbookError.wallClockTimer`, which names the call,
// its interval, the instant it was made at, and the fixes. Limits: a timer added to another thread's run loop
// (`RunLoop.main.add` from a film rendered off the main thread) is not
// seen.

/// Notices a Foundation timer scheduled on the run loop of the thread
/// that runs a film's code.
enum WallClockTimerWatch {
  /// Runs `body`, and returns the interval of a Foundation timer it
  /// scheduled on this thread's run loop (nil: none), to the 0.1 s.
  static func watch(_ body: () throws -> Void) rethrows -> Double? {
    let before = nextTimerDate()
    try body()
    guard let after = nextTimerDate() else { return nil }
    if let before, after >= before { return nil }
    return max(0, (after.timeIntervalSince(Date()) * 10).rounded() / 10)
  }

  /// When the current thread's run loop next fires a timer in the default
  /// mode (one non-blocking pass of the loop; nil with no timer).
  private static func nextTimerDate() -> Date? {
    guard let date = RunLoop.current.limitDate(forMode: .default), date < .distantFuture else { return nil }
    return date
  }
}
