import Foundation

// # Threads that stand for the main actor
//
// SwiftUI's `View` is `@MainActor`, and so is code written in a view: its
// body, the closures in it, a `@MainActor` model it uses. Compiled in the
// Swift 6 language mode, such a closure checks on entry that it runs on the
// main actor (`swift_task_isCurrentExecutor`), and so does
// `MainActor.assumeIsolated`. On iOS it always does: UIKit calls it on the
// main thread. Flipbook has no UI thread. A graph's passes run on its graph
// threads (LargeStack.swift), frames are drawn on drawing threads, and a
// film's actions run on the thread that plays the film; one graph is only
// ever driven by one of them at a time. Each of those threads stands for
// the main actor while it works for Flipbook.
//
// The Swift runtime lets a program answer the check itself: when the
// current executor isn't known to be the one expected, it calls
// `swift_task_checkIsolated`, which consults the global
// `swift_task_checkIsolated_hook` (a documented concurrency hook, declared in
// the runtime's `ConcurrencyHooks.def`). Flipbook installs a hook that
// passes the check for the main actor's executor on a thread marked here,
// and hands every other check to the runtime's own (which stops the
// program, as it would without Flipbook).
//
// A thread is marked for a scope (`run(_:)`, nested freely) or for its
// life (`markForLife()`, the graph and drawing threads). The mark is a
// POSIX thread-specific value: cheap to read from inside the runtime.

/// Marks the threads that stand for the main actor while Flipbook drives a
/// graph on them (see the essay above).
public enum MainActorStandIn {
  /// Runs `body` with the current thread standing for the main actor.
  public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    installed.touch()
    let depth = Int(bitPattern: pthread_getspecific(key))
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth + 1))
    defer { pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth)) }
    return try body()
  }

  /// Marks the current thread for the rest of its life (a graph or
  /// drawing thread).
  public static func markForLife() {
    installed.touch()
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
  }

  /// Whether the current thread stands for the main actor now.
  public static var isActive: Bool { pthread_getspecific(key) != nil }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  // MARK: The runtime hook

  private typealias CheckIsolated = @convention(thin) (UnownedSerialExecutor) -> Void
  private typealias CheckIsolatedHook = @convention(thin) (UnownedSerialExecutor, CheckIsolated) -> Void

  /// Installs the hook once, chaining to one installed before it.
  private static let installed: Installation = {
    _ = key
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_checkIsolated_hook") else { return Installation() }
    let slot = symbol.assumingMemoryBound(to: Optional<CheckIsolatedHook>.self)
    previous = slot.pointee
    slot.pointee = { executor, original in
      if MainActorStandIn.isActive, MainActorStandIn.isMainExecutor(executor) { return }
      if let previous = MainActorStandIn.previous { previous(executor, original) } else { original(executor) }
    }
    return Installation()
  }()

  /// A hook installed before Flipbook's, which Flipbook's hands over to.
  nonisolated(unsafe) private static var previous: CheckIsolatedHook?

  private static func isMainExecutor(_ executor: UnownedSerialExecutor) -> Bool {
    unsafeBitCast(executor, to: (UInt, UInt).self).0 == unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UInt, UInt).self).0
  }

  private struct Installation { func touch() {} }
}
