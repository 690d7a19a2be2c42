import Foundation

// `OperationQueue` as a Combine `Scheduler`, as Apple's Foundation overlay
// declares it: it shares the run loop's time and stride types. Inside a
// film it schedules on film time, on the film's thread, like the run loop;
// outside, it adds operations to the queue (delays waited out on a timer
// of the main run loop's kind, as Foundation's own scheduler does).

extension OperationQueue: @retroactive Scheduler {
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// Options for an operation queue scheduler (none), as Combine's
  /// `OperationQueue.SchedulerOptions`.
  public struct SchedulerOptions: Sendable {}

  /// The date now: inside a film, the film's date.
  public var now: SchedulerTimeType { RunLoop.main.now }

  /// The minimum tolerance: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if _FilmClocks.current() != nil { return RunLoop.main.schedule(options: nil, action) }
    nonisolated(unsafe) let action = action
    addOperation { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if _FilmClocks.current() != nil { return RunLoop.main.schedule(after: date, tolerance: tolerance, options: nil, action) }
    nonisolated(unsafe) let action = action
    let delay = max(0, date.date.timeIntervalSinceNow)
    DispatchQueue.global().asyncAfter(deadline: .now() + (delay.isFinite ? delay : 0)) { [weak self] in
      self?.addOperation { action() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    if _FilmClocks.current() != nil {
      return RunLoop.main.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
    nonisolated(unsafe) let action = action
    let period = interval.magnitude.isNaN || interval.magnitude <= 0 ? 0.0001 : interval.magnitude
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { [weak self] in self?.addOperation { action() } }
    timer.schedule(deadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: period)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
