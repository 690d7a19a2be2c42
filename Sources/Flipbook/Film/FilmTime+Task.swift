import Foundation

// Tasks and sleeps on film time: see the essay atop FilmScheduler.swift.

extension Task where Failure == Never {
  /// Runs `operation` as a new top-level task, as the standard library's
  /// `Task(priority:operation:)`. Inside a film the task prefers the
  /// film's executor: its code runs on the film's thread, between the
  /// film's instants, and its sleeps take film time.
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
  ) {
    if let scheduler = FilmScheduler.current {
      self.init(executorPreference: scheduler.executor, priority: priority, operation: operation)
    } else {
      self.init(name: nil, priority: priority, operation: operation)
    }
  }
}

extension Task where Failure == Error {
  /// Runs the throwing `operation` as a new top-level task, as the
  /// standard library's `Task(priority:operation:)`; inside a film, on the
  /// film's executor.
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
  ) {
    if let scheduler = FilmScheduler.current {
      self.init(executorPreference: scheduler.executor, priority: priority, operation: operation)
    } else {
      self.init(name: nil, priority: priority, operation: operation)
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds, as the
  /// standard library's; inside a film, for that much film time: the task
  /// resumes at the film instant the sleep ends.
  /// - Throws: `CancellationError` when the task is cancelled.
  @_disfavoredOverload
  public static func sleep(nanoseconds duration: UInt64) async throws {
    guard let scheduler = FilmScheduler.current else {
      return try await ContinuousClock().sleep(for: .nanoseconds(duration))
    }
    try await scheduler.sleep(seconds: Double(duration) / 1e9)
  }

  /// Suspends the task for `duration` on `clock`, as the standard
  /// library's `sleep(for:tolerance:clock:)`; inside a film, a duration of
  /// the continuous or suspending clock passes in film time.
  /// - Throws: `CancellationError` when the task is cancelled.
  @_disfavoredOverload
  public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    guard let scheduler = FilmScheduler.current, let duration = duration as? Duration else {
      return try await clock.sleep(for: duration, tolerance: tolerance)
    }
    let (seconds, attoseconds) = duration.components
    try await scheduler.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Suspends the task for `duration` nanoseconds without throwing (the
  /// standard library's deprecated form); inside a film, in film time.
  @_disfavoredOverload
  @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
  public static func sleep(_ duration: UInt64) async {
    // This form can't throw: a cancelled task wakes early, as the
    // standard library's does.
    try? await sleep(nanoseconds: duration)
  }
}
