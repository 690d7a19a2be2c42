import Dispatch
import Foundation

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
private final class OrderedSlots<T>: @unchecked Sendable {
  private var slots: [Result<T, Error>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<T, Error>) {
    lock.withLock { slots[index] = result }
  }

  func values() throws -> [T] { try slots.map { try $0!.get() } }
}
