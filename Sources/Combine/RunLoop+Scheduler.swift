import Foundation

// `RunLoop` as a Combine `Scheduler`, as Apple's Foundation overlay
// declares it: times are `Date`s, strides are seconds. Inside a film it
// schedules on film time, on the film's thread, and `now` is the film's
// date (`Film.startDate` plus the film time); outside a film, on the run
// loop, with timers.
//
// Bad times are clamped, not trapped on: a time that is not a number, or
// in the past (a negative `delay`), runs at the current instant; one
// infinitely far never runs.

extension RunLoop: @retroactive Scheduler {
  /// A point in time on a run loop, as Combine's
  /// `RunLoop.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// A time at `date`.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by stride: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(stride.magnitude)) }

    /// An interval between dates, in seconds, as Combine's
    /// `RunLoop.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The interval in seconds.
      public var magnitude: TimeInterval
      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

      public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
      public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
      public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
      public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
      public static func += (a: inout Stride, b: Stride) { a.magnitude += b.magnitude }
      public static func -= (a: inout Stride, b: Stride) { a.magnitude -= b.magnitude }
      public static func *= (a: inout Stride, b: Stride) { a.magnitude *= b.magnitude }
    }
  }

  /// Options for a run loop scheduler (none), as Combine's
  /// `RunLoop.SchedulerOptions`.
  public struct SchedulerOptions: Sendable {}

  /// The date now: inside a film, the film's date.
  public var now: SchedulerTimeType {
    if let clock = _FilmClocks.current() { return SchedulerTimeType(clock.startDate.addingTimeInterval(clock.now)) }
    return SchedulerTimeType(Date())
  }

  /// The minimum tolerance: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let clock = _FilmClocks.current() { return clock.schedule(at: clock.now, action) }
    nonisolated(unsafe) let action = action
    perform { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let clock = _FilmClocks.current() {
      let time = _FilmClocks.filmSeconds(date.date, on: clock)
      if time != .infinity { clock.schedule(at: time.isNaN ? clock.now : time, action) }
      return
    }
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let period = interval.magnitude.isNaN || interval.magnitude <= 0 ? 0.0001 : interval.magnitude
    if let clock = _FilmClocks.current() {
      let repeater = FilmRepeater()
      let since = _FilmClocks.filmSeconds(date.date, on: clock)
      guard since != .infinity else { return repeater }
      let start = since.isNaN ? clock.now : max(since, clock.now)
      clock.schedule(at: start) {
        guard !repeater.isCancelled else { return }
        action()
        repeater.start(on: clock, at: start, every: period, action)
      }
      return AnyCancellable(repeater)
    }
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: period, repeats: true) { _ in action() }
    add(timer, forMode: .default)
    nonisolated(unsafe) let running = timer
    return AnyCancellable { running.invalidate() }
  }
}
