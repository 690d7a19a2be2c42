import Foundation

// `DispatchQueue` as a Combine `Scheduler`, as Apple's Dispatch overlay
// declares it: times are `DispatchTime`s, strides are nanoseconds.
//
// Inside a film, every queue schedules on film time, on the film's thread:
// `now` is the film instant (on the film origin of Dispatch's clock that
// Flipbook's `DispatchTime.now()` shares), `schedule(_:)` runs the action
// at the same instant once the current one is done, and a deadline runs
// it at that instant. A film runs its code on one thread, so a
// `receive(on: DispatchQueue.global())` lands there too, in order.
// Outside a film the queue dispatches as usual.

extension DispatchQueue: @retroactive Scheduler {
  /// A point in time on a dispatch queue, as Combine's
  /// `DispatchQueue.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The Dispatch time.
    public var dispatchTime: DispatchTime

    /// A time at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds, end = other.dispatchTime.uptimeNanoseconds
      return Stride(.nanoseconds(end >= start ? Int(clamping: end - start) : -Int(clamping: start - end)))
    }

    public func advanced(by stride: Stride) -> SchedulerTimeType {
      let ns = dispatchTime.uptimeNanoseconds
      // Saturating: a time never wraps past either end of the clock.
      let step = UInt64(stride.magnitude.magnitude)
      let moved = stride.magnitude >= 0
        ? (ns.addingReportingOverflow(step).overflow ? UInt64.max : ns + step)
        : ns - min(ns, step)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
    }

    public init(from decoder: Decoder) throws {
      dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
    }

    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    public static func == (a: Self, b: Self) -> Bool { a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds }

    /// An interval between dispatch times, in nanoseconds, as Combine's
    /// `DispatchQueue.SchedulerTimeType.Stride`. A literal is seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The interval in nanoseconds.
      public var magnitude: Int

      /// The interval as a Dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// An interval of `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (s < 0 ? .min : .max) : s * 1_000_000_000
        case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? (ms < 0 ? .min : .max) : ms * 1_000_000
        case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? (us < 0 ? .min : .max) : us * 1_000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// An interval of `seconds` (not a number is 0; beyond Int's
      /// nanoseconds, the largest).
      public init(_ seconds: Double) { magnitude = Self.nanoseconds(fromSeconds: seconds) }
      public init(floatLiteral value: Double) { self.init(value) }
      public init(integerLiteral value: Int) { self.init(.seconds(value)) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(.seconds(value))
      }

      static func nanoseconds(fromSeconds seconds: Double) -> Int {
        if seconds.isNaN { return 0 }
        let ns = (seconds * 1e9).rounded()
        return ns >= 9.2e18 ? .max : ns <= -9.2e18 ? .min : Int(ns)
      }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
      public static func + (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &+ b.magnitude)) }
      public static func - (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &- b.magnitude)) }
      public static func * (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude &* b.magnitude)) }
      public static func += (a: inout Stride, b: Stride) { a = a + b }
      public static func -= (a: inout Stride, b: Stride) { a = a - b }
      public static func *= (a: inout Stride, b: Stride) { a = a * b }
    }
  }

  /// Options for a dispatch queue scheduler, as Combine's
  /// `DispatchQueue.SchedulerOptions`.
  public struct SchedulerOptions: @unchecked Sendable {
    /// The quality of service of the work.
    public var qos: DispatchQoS
    /// The flags of the work.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins.
    public var group: DispatchGroup?

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The time now: inside a film, the film instant.
  public var now: SchedulerTimeType {
    if let clock = _FilmClocks.current() { return SchedulerTimeType(_FilmClocks.dispatchTime(clock.now)) }
    return SchedulerTimeType(DispatchTime.now())
  }

  private func realNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The minimum tolerance: none.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let clock = _FilmClocks.current() { return clock.schedule(at: clock.now, action) }
    nonisolated(unsafe) let action = action
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if let clock = _FilmClocks.current() {
      let time = filmSeconds(date, clock)
      if time.isFinite { clock.schedule(at: time, action) }
      return
    }
    nonisolated(unsafe) let action = action
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let period = max(Double(interval.magnitude) / 1e9, 0.0001)
    if let clock = _FilmClocks.current() {
      let repeater = FilmRepeater()
      let start = filmSeconds(date, clock)
      guard start.isFinite else { return repeater }
      clock.schedule(at: start) {
        guard !repeater.isCancelled else { return }
        action()
        repeater.start(on: clock, at: start, every: period, action)
      }
      return AnyCancellable(repeater)
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    nonisolated(unsafe) let action = action
    timer.setEventHandler { action() }
    timer.schedule(deadline: date.dispatchTime, repeating: period)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }

  /// The film instant of `date`: on the film origin, as it is; on the
  /// real clock, measured from the real now.
  private func filmSeconds(_ date: SchedulerTimeType, _ clock: any _FilmClock) -> Double {
    if let seconds = _FilmClocks.filmSeconds(date.dispatchTime) { return seconds }
    if date.dispatchTime == .distantFuture { return .infinity }
    let real = Double(Int64(bitPattern: date.dispatchTime.uptimeNanoseconds &- realNow())) / 1e9
    return clock.now + max(0, real)
  }
}
