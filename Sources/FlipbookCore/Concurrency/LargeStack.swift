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

  /// Runs `body` on one of the long-lived large-stack graph threads and
  /// returns its result; inline when already on one. What view graphs
  /// use: a graph's passes never run on a drawing thread, and no thread is
  /// made per pass. There is a graph thread per core, started as needed,
  /// so graphs updated from different threads (films written side by
  /// side) run at once; one graph is only ever updated by one caller at a
  /// time. What graphs share between them (reflection memos, text layouts,
  /// catalogs, warnings) is behind locks.
  public static func runOnGraphThread<T>(_ body: () throws -> T) rethrows -> T {
    if Thread.current.threadDictionary[serialMarker] != nil { return try body() }
    return try withoutActuallyEscaping(body) { body in
      let box = WorkBox<T>(body)
      GraphThreads.shared.perform { box.run() }
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
        MainActorStandIn.markForLife()
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

/// The long-lived large-stack threads `LargeStack.runOnGraphThread`
/// hands work to: at most one per core, each started when a job finds no
/// idle one, then kept.
private final class GraphThreads: @unchecked Sendable {
  static let shared = GraphThreads(limit: max(ProcessInfo.processInfo.activeProcessorCount, 1))
  private let limit: Int
  private let condition = NSCondition()
  private var jobs: [() -> Void] = []
  private var threads = 0
  private var idle = 0

  private init(limit: Int) { self.limit = limit }

  /// Runs `job` on a graph thread and waits for it.
  func perform(_ job: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    condition.lock()
    jobs.append {
      job()
      done.signal()
    }
    if idle == 0, threads < limit {
      threads += 1
      startThread(number: threads)
    }
    condition.signal()
    condition.unlock()
    done.wait()
  }

  private func startThread(number: Int) {
    let thread = Thread { [unowned self] in
      Thread.current.threadDictionary[LargeStack.serialMarker] = true
      MainActorStandIn.markForLife()
      while true {
        condition.lock()
        while jobs.isEmpty {
          idle += 1
          condition.wait()
          idle -= 1
        }
        let job = jobs.removeFirst()
        condition.unlock()
        job()
      }
    }
    thread.stackSize = LargeStack.size
    thread.name = "Flipbook view graph \(number)"
    thread.start()
  }
}
