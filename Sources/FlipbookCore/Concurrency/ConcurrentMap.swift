import Dispatch
import Foundation
import Synchronization

extension RandomAccessCollection where Index == Int {
  /// The elements transformed on every core, in order: `transform` runs
  /// concurrently (`DispatchQueue.concurrentPerform`), each result lands in
  /// its element's slot, and the first error thrown (by index) is rethrown
  /// once all have run. `transform` must be safe to call from several
  /// threads at once, and the collection must not change meanwhile.
  public func concurrentMap<T>(_ transform: (Element) throws -> T) throws -> [T] {
    let slots = OrderedSlots<T>(count: count)
    let base = startIndex
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let transform = transform
      nonisolated(unsafe) let elements = self
      DispatchQueue.concurrentPerform(iterations: count) { offset in
        slots.set(offset, Result { try transform(elements[base + offset]) })
      }
    }
    return try slots.values()
  }
}

/// Results written concurrently by index, read after every writer is done.
// `@unchecked Sendable`: the results are the caller's values of any type,
// each written once by the thread that computed it, under `lock`, and read
// by the caller only after every writer is done (`concurrentPerform` and
// the lanes' semaphore order the writes before the read).
private final class OrderedSlots<T>: @unchecked Sendable {
  private var slots: [Result<T, Error>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<T, Error>) {
    lock.withLock { slots[index] = result }
  }

  func values() throws -> [T] { try slots.map { try $0!.get() } }
}

extension RandomAccessCollection where Index == Int {
  /// Runs `body` on every element, at most `lanes` at a time: each lane
  /// takes the next element not yet taken, in order, so a collection sorted
  /// longest first finishes with short jobs. Every element runs even when
  /// some throw; the first error by index is rethrown once all are done.
  /// `body` must be safe to call from several threads at once.
  ///
  /// The lanes are threads of their own (the caller's and `lanes − 1`
  /// new ones), not dispatch workers: a lane spends its time waiting on
  /// the work it hands to dispatch (a film's frames), and a dispatch
  /// worker blocked there would hold one of the few the pool runs at once.
  public func concurrentForEach(lanes: Int, _ body: (Element) throws -> Void) throws {
    let slots = OrderedSlots<Void>(count: count)
    let cursor = JobCursor(count: count)
    let base = startIndex
    withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      nonisolated(unsafe) let elements = self
      let lane = {
        while let offset = cursor.take() {
          slots.set(offset, Result { try body(elements[base + offset]) })
        }
      }
      let helpers = Swift.min(Swift.max(lanes, 1), Swift.max(count, 1)) - 1
      let done = DispatchSemaphore(value: 0)
      // The threads hold boxes, which let go of the lane (and `body`)
      // before signalling: nothing of `body` outlives this call.
      let boxes = (0..<helpers).map { _ in LaneWork(lane) }
      for box in boxes {
        Thread {
          box.run()
          done.signal()
        }.start()
      }
      lane()
      for _ in boxes { done.wait() }
    }
    _ = try slots.values()
  }
}

/// A lane's work, handed to its thread and let go once run.
private final class LaneWork: @unchecked Sendable {
  private var work: (() -> Void)?
  init(_ work: @escaping () -> Void) { self.work = work }

  func run() {
    work?()
    work = nil
  }
}

/// The next index for `concurrentForEach`'s lanes.
private final class JobCursor: Sendable {
  private let count: Int
  private let next = Atomic(0)

  init(count: Int) { self.count = count }

  func take() -> Int? {
    let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
    return taken < count ? taken : nil
  }
}
