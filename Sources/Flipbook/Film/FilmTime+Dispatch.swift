import Foundation

// Dispatch on film time: see the essay atop FilmScheduler.swift.

extension DispatchTime {
  /// The current time, as Dispatch's `DispatchTime.now()`; inside a film,
  /// the film's instant, so `.now() + 0.5` is exactly half a second of film
  /// time later.
  @_disfavoredOverload
  public static func now() -> DispatchTime {
    guard let scheduler = FilmScheduler.current else { return RealClock.dispatchNow }
    return _FilmClocks.dispatchTime(scheduler.now)
  }

  /// The film seconds until `self` from `scheduler`'s instant. Film
  /// instants sit far past any machine's uptime on Dispatch's clock (the
  /// Combine module's `_FilmClocks`, the one place the arithmetic is), so
  /// a deadline made in the film is read as film time, also one moved
  /// before the film's start (`.now() - 1` at 0.5 s runs at once; read as
  /// a real deadline it waited 36 years). A deadline made from Dispatch's
  /// real clock (in a file that imports Foundation itself) is measured
  /// from the real now and snapped to 0.1 ms, which absorbs the
  /// microseconds between the two readings.
  func filmDelay(from scheduler: FilmScheduler) -> Double {
    if self == .distantFuture { return .infinity }
    if let seconds = _FilmClocks.filmSeconds(self) { return seconds - scheduler.now }
    let real = Double(Int64(bitPattern: uptimeNanoseconds &- RealClock.dispatchNow.uptimeNanoseconds)) / 1e9
    return (real * 1e4).rounded() / 1e4
  }
}

extension DispatchQueue {
  /// Runs `work` on this queue at `deadline`, as Dispatch's
  /// `asyncAfter(deadline:qos:flags:execute:)`. Inside a film, on the main
  /// queue, `work` runs at the film instant of the deadline, on the film's
  /// thread, and what it changes animates from that instant.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMain, let scheduler = FilmScheduler.current else {
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
    scheduler.schedule(after: deadline.filmDelay(from: scheduler), kind: "`DispatchQueue.main.asyncAfter` blocks", work)
  }

  /// Runs `item` on this queue at `deadline`; inside a film, on the main
  /// queue, at the film instant of the deadline (a cancelled item is
  /// skipped, as Dispatch does).
  @_disfavoredOverload
  public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    guard isMain, let scheduler = FilmScheduler.current else {
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { item.perform() }
    }
    scheduler.schedule(after: deadline.filmDelay(from: scheduler), kind: "`DispatchQueue.main.asyncAfter` work items") {
      if !item.isCancelled { item.perform() }
    }
  }

  /// Runs `work` on this queue soon, as Dispatch's
  /// `async(group:qos:flags:execute:)`. Inside a film, on the main queue,
  /// `work` runs at the same film instant, once what is running now (and
  /// the update it causes) is done, as the next turn of a run loop.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMain, let scheduler = FilmScheduler.current else {
      return async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
    scheduler.schedule(after: 0, kind: "`DispatchQueue.main.async` blocks", work)
  }
}

extension DispatchQueue {
  /// Whether this is the main queue (on Linux `DispatchQueue.main` makes a
  /// new wrapper object each time, so identity can't tell).
  var isMain: Bool { label == DispatchQueue.main.label }
}
