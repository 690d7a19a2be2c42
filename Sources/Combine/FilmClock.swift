import Foundation

/// The clock of the film whose code is running, as Flipbook provides it to
/// the schedulers and timer publishers of this module. Flipbook's film
/// scheduler conforms; nothing else needs to.
public protocol _FilmClock: AnyObject {
  /// The film instant now, in seconds from its start.
  var now: Double { get }
  /// The film's date at time 0.
  var startDate: Date { get }
  /// Runs `action` on the film's thread at film time `time` (now, if
  /// earlier), after the actions already due then.
  func schedule(at time: Double, _ action: @escaping () -> Void)
}

/// What Flipbook gives this module while a graph's code runs (a film's
/// step, a tap's action, a timer, a task, a pass): film time for the
/// schedulers and timer publishers, and the graph's state for
/// `@Published` writes and `objectWillChange`. One small protocol, bound
/// in one task-local (`_FilmContexts.current`) where Flipbook runs graph
/// code; tasks started there inherit it. Flipbook's film scheduler
/// conforms; nothing else needs to.
public protocol _FilmContext: _FilmClock, Sendable {
  /// Takes a `@Published` write into the running graph's state, with the
  /// current transaction; false when no graph state is being changed here
  /// (the property then stores the value itself).
  func publishedWrite(_ value: Any, to box: _PublishedBox) -> Bool
  /// Records an `objectWillChange` in the running graph's state.
  func objectWillChange()
}

/// Where this module finds the running graph.
public enum _FilmContexts {
  /// The context of the graph whose code is running, or nil outside one.
  @TaskLocal public static var current: (any _FilmContext)?
}

/// Where this module finds film time.
public enum _FilmClocks {
  /// The running film's clock, or nil outside a film.
  static func current() -> (any _FilmClock)? { _FilmContexts.current }

  /// Where film instants start on Dispatch's clock: 2^60 ns, far past any
  /// machine's uptime, so a film deadline is told apart from a real one.
  /// Flipbook's `DispatchTime.now()` inside a film uses the same origin.
  public static let dispatchEpoch: UInt64 = 1 << 60

  /// The film seconds of a Dispatch time made on film time (negative
  /// for one moved before the film's start), or nil for one made on the
  /// real clock (whose uptimes stay below half the origin: 18 years).
  /// The one place film deadlines are read (Flipbook's `asyncAfter` too).
  public static func filmSeconds(_ time: DispatchTime) -> Double? {
    guard time.uptimeNanoseconds >= dispatchEpoch / 2, time != .distantFuture else { return nil }
    return Double(Int64(bitPattern: time.uptimeNanoseconds &- dispatchEpoch)) / 1e9
  }

  /// The film seconds of `date` on `clock`, snapped to the microsecond: a
  /// `Date` near today holds about 0.2 µs, so `startDate + 0.45` reads back
  /// as 0.45000005 without it.
  static func filmSeconds(_ date: Date, on clock: any _FilmClock) -> Double {
    let seconds = date.timeIntervalSince(clock.startDate)
    return seconds.isFinite ? (seconds * 1e6).rounded() / 1e6 : seconds
  }

  /// The Dispatch time of film instant `seconds` (Flipbook's
  /// `DispatchTime.now()` inside a film too).
  public static func dispatchTime(_ seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: dispatchEpoch + UInt64(max(0, (seconds * 1e9).rounded())))
  }

  /// Schedules `action` `delay` seconds after `clock`'s now: a delay that
  /// is negative or not a number runs at once, an infinite one never.
  static func schedule(on clock: any _FilmClock, after delay: Double, _ action: @escaping () -> Void) {
    guard delay != .infinity else { return }
    clock.schedule(at: clock.now + (delay.isNaN ? 0 : max(delay, 0)), action)
  }
}

/// A repeating action on film time: each firing schedules the next at
/// `start + n × period` (no drift), until cancelled.
final class FilmRepeater: Cancellable, @unchecked Sendable {
  private(set) var isCancelled = false

  func start(on clock: any _FilmClock, at start: Double, every period: Double, _ fire: @escaping () -> Void) {
    arm(clock, start: start, period: period, count: 1, fire: fire)
  }

  private func arm(_ clock: any _FilmClock, start: Double, period: Double, count: Int, fire: @escaping () -> Void) {
    let time = start + Double(count) * period
    guard time.isFinite else { return }
    clock.schedule(at: time) { [weak self, weak clock] in
      guard let self, !self.isCancelled, let clock else { return }
      fire()
      self.arm(clock, start: start, period: period, count: count + 1, fire: fire)
    }
  }

  func cancel() { isCancelled = true }
}
