import Foundation

/// Runs recursive work on a thread with a large stack.
///
/// Views nest without bound (`AnyView(v.padding(1))` 50,000 deep is legal
/// SwiftUI), and resolving, laying out, lowering and drawing a tree recurse
/// once per level. The main thread's 8 MiB and a dispatch worker's 512 KiB
/// overflow after a few thousand levels. So each pass runs on a thread
/// whose stack is `size`: reserved address space, of which only the pages
/// a deep tree touches are ever committed.
public enum LargeStack {
  /// The stack of the threads `run` uses: 1 GiB of address space (two
  /// at a time on two cores stay well inside a 6 GiB address-space limit).
  public static let size = 1 << 30

  /// Whether the current thread is one of `run`'s.
  private static let marker = "Flipbook.LargeStack"

  /// Runs `body` on the one long-lived large-stack thread, one call at a
  /// time, and returns its result; inline when already there. What view
  /// graphs use: every pass of every graph runs on that thread, so a graph
  /// is never resolved on a drawing thread, and a thread is not made per
  /// frame.
  public static func runSerially<T>(_ body: () throws -> T) rethrows -> T {
    if Thread.current.threadDictionary[serialMarker] != nil { return try body() }
    return try withoutActuallyEscaping(body) { body in
      let box = WorkBox<T>(body)
      SerialThread.shared.perform { box.run() }
      return try box.take().get()
    }
  }

  fileprivate static let serialMarker = "Flipbook.LargeStack.serial"

  /// Runs `body` on a new thread with a `size` stack and returns its
  /// result; inline when already on a large stack. What drawing uses: each
  /// frame's drawing on its own thread, in parallel.
  public static func run<T>(_ body: () throws -> T) rethrows -> T {
    let dictionary = Thread.current.threadDictionary
    if dictionary[marker] != nil || dictionary[serialMarker] != nil { return try body() }
    return try withoutActuallyEscaping(body) { body in
      // The thread holds the box, never the closure: the closure is let go
      // before `withoutActuallyEscaping` returns.
      let box = WorkBox<T>(body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        Thread.current.threadDictionary[marker] = true
        box.run()
        done.signal()
      }
      thread.stackSize = size
      thread.start()
      done.wait()
      return try box.take().get()
    }
  }
}

/// The work and its result, handed between threads (one at a time: the
/// caller waits while the large-stack thread runs).
private final class WorkBox<T>: @unchecked Sendable {
  private var work: (() throws -> T)?
  private var result: Result<T, Error>?

  init(_ work: @escaping () throws -> T) { self.work = work }

  func run() {
    if let work { result = Result { try work() } }
    work = nil
  }

  func take() -> Result<T, Error> {
    work = nil
    return result ?? .failure(CancellationError())
  }
}

/// The long-lived large-stack thread `LargeStack.runSerially` hands work to.
private final class SerialThread: @unchecked Sendable {
  static let shared = SerialThread()
  private let condition = NSCondition()
  private var jobs: [() -> Void] = []

  private init() {
    let thread = Thread { [unowned self] in
      Thread.current.threadDictionary[LargeStack.serialMarker] = true
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let job = jobs.removeFirst()
        condition.unlock()
        job()
      }
    }
    thread.stackSize = LargeStack.size
    thread.name = "Flipbook view graph"
    thread.start()
  }

  /// Runs `job` on the thread and waits for it.
  func perform(_ job: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    condition.lock()
    jobs.append {
      job()
      done.signal()
    }
    condition.signal()
    condition.unlock()
    done.wait()
  }
}
