import Foundation

// # Film time for user code
//
// A film is not played in real time: frame n is drawn for the instant
// n / fps whenever the renderer gets to it, on whatever core is free. Code
// that waits for the wall clock (`DispatchQueue.main.asyncAfter`, a
// repeating `Timer`, `try await Task.sleep` inside `.task { }`, a
// `withAnimation` completion) would fire at some arbitrary frame, or never:
// a film's main thread never returns to a run loop.
//
// So a running graph keeps a `FilmScheduler`: a queue of actions by film
// instant. The player merges it with the script (`FilmPlayer.advance`):
// whichever is due first runs, at its own instant, and the graph is updated
// at that instant before the next one runs, so a timer that fires at 0.25 s
// starts its animation at 0.25 s, not at the next frame. Scheduled actions
// at one instant run in the order they were scheduled, after the script's
// steps at that instant. Everything runs on the film's thread, one thing at
// a time: a film with timers renders byte-identically on one core or many.
//
// ## How unchanged user code reaches it
//
// `import Flipbook` re-exports Foundation. A declaration in Flipbook with
// the same signature as one in a module Flipbook imports *shadows* it in
// a file that sees that module only through Flipbook: the compiler drops the
// imported one before overload resolution. So Flipbook declares, in
// extensions, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
// `DispatchTime.now()`, `Task.sleep(nanoseconds:)`, `Task.sleep(for:)` and
// `Task.init(priority:operation:)` with the standard signatures
// (FilmTime+Dispatch.swift, FilmTime+Timer.swift, FilmTime+Task.swift).
// Each does the standard thing unless it runs inside a film (the task-local
// `FilmScheduler.current` is set), and schedules on film time there.
//
// A file that also writes `import Foundation` sees Foundation directly, and
// shadowing stops. Two more rules keep such files compiling and mostly on
// film time:
// - `asyncAfter(deadline:execute:)` and `async(execute:)` are declared
//   without the defaulted `qos:` and `flags:` parameters: the overload with
//   fewer parameters wins, so they apply even then.
// - The others are `@_disfavoredOverload`: with both visible, Foundation's
//   wins (a `Timer` in such a file then never fires in a film, as before;
//   drop the `import Foundation`, which `import Flipbook` makes redundant).
// `Task` comes from the standard library, which every file imports
// implicitly, so the `Task` declarations shadow in every file.
//
// ## Swift concurrency
//
// A task started inside a film (`.task { }`, or `Task { }` in an action)
// prefers the scheduler's task executor, whose jobs queue up and are run on
// the film's thread after each action (`drainJobs`). `Task.sleep` suspends
// on a continuation the scheduler resumes at the film instant the sleep
// ends; the task's next job is queued again and runs then. Main-actor work
// (a task started in a view's code, `MainActor.run`, a `@MainActor`
// closure) joins the same queue (FilmTime+MainActor.swift). Work that hops
// to another actor (an actor's method) leaves film time: it runs on that
// actor's executor, when it gets to it.
//
// ## Limits
//
// A timer's interval at or below 0 (or NaN) is 0.1 ms, as Foundation
// documents for `Timer`. At one instant at most `eventsPerInstant` actions
// run (a block that schedules itself with no delay would otherwise never
// let time pass): beyond that the film fails with
// `scheduledActionsDidNotLetTimePass`.
// Likewise at most `jobsPerInstant` jobs of the film's tasks run at one
// instant: a task polling with `await Task.yield()` for something only
// film time would change queues itself for ever; beyond the limit no more
// jobs run and the film fails with `FlipbookError.taskDidNotLetTimePass`.
// Film code that never returns at all (a loop without `await`) is caught
// by `StallWatch`.
// Actions due after the film's last instant never run; a task sleeping past
// the end stays suspended.

/// What started the film task running now, for messages: "the `.task` of
/// `GateView`" (set for a `.task` modifier's task, inherited by the tasks
/// it starts).
enum FilmTaskOrigin {
  @TaskLocal static var name: String?
}

/// The clock and queue of film time for one running graph.
final class FilmScheduler: @unchecked Sendable {
  /// The scheduler of the film whose code is running (a step's, a tap's,
  /// an `onAppear`'s, a timer's, a task's): where timers, sleeps and
  /// delayed blocks go. Nil outside a film. It is the Combine module's
  /// film context too (CombineBridge.swift): one task-local carries both.
  static var current: FilmScheduler? { _FilmContexts.current as? FilmScheduler }

  /// Runs `body` with `scheduler` as the running film's (and the Combine
  /// module's context).
  static func withCurrent<T>(_ scheduler: FilmScheduler?, _ body: () throws -> T) rethrows -> T {
    try _FilmContexts.$current.withValue(scheduler, operation: body)
  }

  /// The most actions that may run at one instant.
  static let eventsPerInstant = 10_000
  /// The most jobs of the film's tasks that may run at one instant.
  static let jobsPerInstant = 100_000

  /// The jobs run at `jobInstant`.
  private var jobsAtInstant = 0
  private var jobInstant = -Double.infinity
  /// Set when the tasks ran `jobsPerInstant` jobs at one instant: the
  /// instant. No job runs after.
  private(set) var jobStorm: Double?
  /// The `.task`s running (started, not finished) and, of them, those
  /// asleep on film time, by origin (`FilmTaskOrigin`).
  private var runningTasks: [String: Int] = [:]
  private var sleepingTasks: [String: Int] = [:]

  /// A `.task` named `origin` began running.
  func taskBegan(_ origin: String) { lock.withLock { runningTasks[origin, default: 0] += 1 } }

  /// A `.task` named `origin` finished.
  func taskEnded(_ origin: String) {
    lock.withLock {
      runningTasks[origin, default: 1] -= 1
      if runningTasks[origin] == 0 { runningTasks[origin] = nil }
    }
  }

  /// The tasks that kept resuming when the film's tasks were stopped: the
  /// `.task`s running and not asleep (all running ones if each sleeps),
  /// or a task started by film code.
  var stormingTasks: [String] {
    lock.withLock {
      let awake = runningTasks.filter { origin, count in count > sleepingTasks[origin, default: 0] }.keys.sorted()
      if !awake.isEmpty { return awake }
      if !runningTasks.isEmpty { return runningTasks.keys.sorted() }
      return ["a `Task` started by film code (a step, a tap's action, a timer's or a scheduled block)"]
    }
  }

  /// The shortest timer interval (Foundation's clamp for `Timer`).
  static let minimumTimerInterval = 0.0001

  private struct Event {
    let time: Double
    let sequence: Int
    /// What kind of action it is, for messages ("`DispatchQueue.main.async`
    /// blocks").
    let kind: String
    let action: () -> Void
  }

  private let lock = NSLock()
  /// The instant the film's code is running at, in seconds from the start.
  private var nowStorage: Double = 0
  private var events: [Event] = []
  private var sequence = 0
  /// The film's tasks' jobs, in order; `main` for those of the main actor
  /// (FilmTime+MainActor.swift).
  private var jobs: [(job: UnownedJob, main: Bool)] = []
  private var sleepers: [Int: UnsafeContinuation<Void, Error>] = [:]

  /// The executor tasks started in the film prefer.
  private(set) lazy var executor = FilmTaskExecutor(scheduler: self)
  /// The main actor's executor inside the film (FilmTime+MainActor.swift).
  private(set) lazy var mainExecutor = FilmMainExecutor(scheduler: self)

  /// The film's date at time 0 (`Film.startDate`).
  let startDate: Date

  init(startDate: Date = Date(timeIntervalSince1970: 1_695_030_060)) {
    self.startDate = startDate
    Self.mainActorRouting
  }

  /// The film's date now: its start date plus the film time.
  var date: Date { startDate.addingTimeInterval(now) }

  /// The film instant now, in seconds from the start.
  var now: Double {
    get { lock.withLock { nowStorage } }
    set { lock.withLock { nowStorage = newValue } }
  }

  /// Queues `action` to run at film time `time` (now, if earlier or not a
  /// number), after the actions already queued for that instant.
  /// `kind` says what it is in messages ("timer firings").
  func schedule(at time: Double, _ action: @escaping () -> Void) {
    schedule(at: time, kind: "scheduled actions (a Combine scheduler's, a publisher's)", action)
  }

  /// Queues `action` as `schedule(at:_:)` does, of `kind` ("timer firings").
  func schedule(at time: Double, kind: String, _ action: @escaping () -> Void) {
    lock.withLock {
      let at = time.isNaN ? nowStorage : max(time, nowStorage)
      sequence += 1
      let event = Event(time: at, sequence: sequence, kind: kind, action: action)
      // Kept sorted by (time, sequence): insert after every earlier event.
      var low = 0, high = events.count
      while low < high {
        let mid = (low + high) / 2
        if (events[mid].time, events[mid].sequence) < (event.time, event.sequence) { low = mid + 1 } else { high = mid }
      }
      events.insert(event, at: low)
    }
  }

  /// Queues `action` to run `delay` seconds from now (a delay that is
  /// negative or not a number runs at once, one that is infinite never).
  func schedule(after delay: Double, kind: String = "scheduled actions", _ action: @escaping () -> Void) {
    guard delay != .infinity else { return }
    schedule(at: now + (delay.isNaN ? 0 : max(delay, 0)), kind: kind, action)
  }

  /// When the next queued action is due.
  var nextEventTime: Double? { lock.withLock { events.first?.time } }

  /// What kind of action the next queued one is.
  var nextEventKind: String? { lock.withLock { events.first?.kind } }

  /// Removes and returns the next queued action with its instant.
  func takeNextEvent() -> (time: Double, action: () -> Void)? {
    lock.withLock {
      guard !events.isEmpty else { return nil }
      let event = events.removeFirst()
      return (event.time, event.action)
    }
  }

  // MARK: Swift concurrency

  func enqueue(_ job: UnownedJob) { lock.withLock { jobs.append((job, false)) } }

  /// While set, queued jobs wait (`drainJobs` returns at once): a snapshot
  /// drawn before the run loop's first turn (FilmPlayer). Set and cleared
  /// on the film's thread.
  var holdsJobs = false

  /// Queues a job of the main actor made inside the film.
  func enqueueMainActorJob(_ job: UnownedJob) { lock.withLock { jobs.append((job, true)) } }

  /// Runs the queued jobs of the film's tasks, in order, until none is
  /// left (a job may queue more). A main-actor job runs isolated to the
  /// main actor, on this thread (MainActorStandIn).
  func drainJobs() {
    guard !holdsJobs else { return }
    while true {
      let next: (job: UnownedJob, main: Bool)? = lock.withLock {
        guard !jobs.isEmpty, jobStorm == nil else { return nil }
        if jobInstant != nowStorage { (jobInstant, jobsAtInstant) = (nowStorage, 0) }
        jobsAtInstant += 1
        if jobsAtInstant > Self.jobsPerInstant {
          jobStorm = nowStorage
          return nil
        }
        return jobs.removeFirst()
      }
      guard let next else { return }
      let stall = StallWatch.shared.begin("a job of a task started in the film", at: now)
      defer { StallWatch.shared.end(stall) }
      if next.main {
        next.job.runSynchronously(isolatedTo: mainExecutor.asUnownedSerialExecutor(), taskExecutor: executor.asUnownedTaskExecutor())
      } else {
        next.job.runSynchronously(on: executor.asUnownedTaskExecutor())
      }
    }
  }

  /// Suspends the calling task until `seconds` of film time have passed.
  /// - Throws: `CancellationError` when the task is (or gets) cancelled.
  func sleep(seconds: Double) async throws {
    try Task.checkCancellation()
    let origin = FilmTaskOrigin.name
    if let origin { lock.withLock { sleepingTasks[origin, default: 0] += 1 } }
    defer {
      if let origin {
        lock.withLock {
          sleepingTasks[origin, default: 1] -= 1
          if sleepingTasks[origin] == 0 { sleepingTasks[origin] = nil }
        }
      }
    }
    let id: Int = lock.withLock {
      sequence += 1
      return sequence
    }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, Error>) in
        lock.withLock { sleepers[id] = continuation }
        schedule(after: seconds, kind: "task wake-ups") { [weak self] in self?.wake(id, throwing: nil) }
      }
    } onCancel: {
      wake(id, throwing: CancellationError())
    }
  }

  private func wake(_ id: Int, throwing error: Error?) {
    guard let continuation = lock.withLock({ sleepers.removeValue(forKey: id) }) else { return }
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}

/// The task executor of a film: jobs wait in the scheduler's queue until
/// the film's thread runs them.
final class FilmTaskExecutor: TaskExecutor, @unchecked Sendable {
  /// Weak: a job queued after its film ended is dropped (its task stays
  /// suspended).
  private weak var scheduler: FilmScheduler?

  init(scheduler: FilmScheduler) { self.scheduler = scheduler }

  func enqueue(_ job: consuming ExecutorJob) { scheduler?.enqueue(UnownedJob(job)) }
}
