import Foundation

extension Timer {
  /// A connectable publisher of the date every `interval`, as Combine's
  /// `Timer.TimerPublisher`. Connect it (or `autoconnect()` it) to start.
  ///
  /// Connected inside a film, it fires on the film's clock: every
  /// `interval` after it connects, exactly (no drift), emitting the film's
  /// date (`Film.startDate` plus the film time). Outside a film it runs a
  /// timer on `runLoop`. An interval at or below 0, or not a number, is
  /// 0.1 ms, as Foundation documents for `Timer` (Flipbook clamps NaN the
  /// same way).
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between dates.
    public let interval: TimeInterval
    /// The tolerance asked for (unused: film time has none).
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on outside a film.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode
    /// The options (none apply).
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()

    /// A timer publisher, not yet connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer: on film time inside a film, else on the run loop.
    public func connect() -> any Cancellable {
      let subject = self.subject
      let period = interval.isNaN || interval <= 0 ? 0.0001 : interval
      guard let clock = _FilmClocks.current() else {
        let timer = Timer(timeInterval: period, repeats: true) { _ in subject.send(Date()) }
        runLoop.add(timer, forMode: mode)
        nonisolated(unsafe) let running = timer
        return AnyCancellable { running.invalidate() }
      }
      let repeater = FilmRepeater()
      repeater.start(on: clock, at: clock.now, every: period) { [weak clock] in
        guard let clock else { return }
        subject.send(clock.startDate.addingTimeInterval(clock.now))
      }
      return AnyCancellable(repeater)
    }
  }

  /// A publisher of the date every `interval`, as Combine's
  /// `Timer.publish(every:tolerance:on:in:options:)` (see `TimerPublisher`).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }
}
