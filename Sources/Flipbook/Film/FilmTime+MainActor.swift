import Foundation

// # The main actor on film time
//
// Code in a view is main-actor code (MainActorBridge.swift), so a `Task {}`
// started in a button's action, a `.task {}`, `await MainActor.run {}` or a
// `@MainActor` closure awaited from a task all queue their work on the main
// actor's executor. On Linux that is the main dispatch queue, which a
// film's thread never drains (and which a test runner's main thread drains
// whenever it likes): the work would run never, or at some wall-clock
// moment unrelated to the film.
//
// Every hop to the main actor asks for its executor first: compiled code
// reads `MainActor.shared.unownedExecutor`, and the task that starts a
// `@MainActor` operation reads the same, both through the runtime's
// `swift_task_getMainExecutor`, which consults the global hook
// `swift_task_getMainExecutor_hook` (ConcurrencyHooks.def). (Swift 6.3
// no longer sends jobs through `swift_task_enqueueMainExecutor_hook`: it
// enqueues on the executor it was given.) Flipbook's hook asks whether the
// code asking belongs to a film (the task-local `FilmScheduler.current`,
// which a task started in a film inherits): if so the answer is the film's
// own main executor, whose jobs join the film's queue and run on the film's
// thread after the action that made them ready (`FilmScheduler.drainJobs`),
// in order with the film's other jobs; otherwise it is the process's main
// executor, as before. So main-actor work in a film runs at film time,
// deterministically, on one core or many, and an isolation check in it
// (`MainActor.assumeIsolated`, a Swift 6 closure's) finds the executor it
// expects.

extension FilmScheduler {
  private typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
  private typealias GetMainExecutorHook = @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor

  /// Gives film code the film's main executor (see the essay above);
  /// installed once, before a film first runs.
  static let mainActorRouting: Void = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_getMainExecutor_hook") else { return }
    let slot = symbol.assumingMemoryBound(to: Optional<GetMainExecutorHook>.self)
    previousGetMainExecutor = slot.pointee
    slot.pointee = { original in
      if let scheduler = FilmScheduler.current { return scheduler.mainExecutor.asUnownedSerialExecutor() }
      if let previous = FilmScheduler.previousGetMainExecutor { return previous(original) }
      return original()
    }
  }()

  /// A hook installed before Flipbook's, which Flipbook's hands over to.
  nonisolated(unsafe) private static var previousGetMainExecutor: GetMainExecutorHook?
}

/// The main actor's executor inside one film: its jobs wait in the film's
/// queue until the film's thread runs them, as the main actor.
final class FilmMainExecutor: SerialExecutor, @unchecked Sendable {
  /// Weak: a job queued after its film ended is dropped (its task stays
  /// suspended, as a film-time task's does).
  private weak var scheduler: FilmScheduler?

  init(scheduler: FilmScheduler) { self.scheduler = scheduler }

  func enqueue(_ job: consuming ExecutorJob) { scheduler?.enqueueMainActorJob(UnownedJob(job)) }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  /// Main-actor code of the film runs on a thread that stands for the main
  /// actor (MainActorStandIn); anywhere else the check fails as the main
  /// actor's own would.
  func checkIsolated() {
    precondition(MainActorStandIn.isActive, "main-actor code of a film ran off the film's threads")
  }
}
