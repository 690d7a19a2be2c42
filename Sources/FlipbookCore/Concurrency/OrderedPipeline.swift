import Dispatch
import Foundation

// MARK: - A pipeline that keeps every core busy
//
// A film's frames are made in three steps with different shapes: the
// script advances one frame at a time (state is sequential), each frame
// draws on its own (any number at once), and the frames are consumed in
// order (an encoder, a file per frame). Run as batches — advance a batch,
// draw it in parallel, consume it — a core idles at every step's end: the
// drawing waits for the slowest frame of the batch and the consumer runs
// alone. Here the steps overlap instead: the caller advances and submits
// frame after frame; each frame's work runs on a dispatch worker as soon
// as it is submitted; whichever worker finishes the frame the consumer
// waits for hands it, and every finished frame after it, to the consumer,
// one frame at a time, in order. At most `window` frames are submitted and
// not yet consumed, so memory is bounded by the window, whatever the
// film's length: `submit` blocks until the consumer catches up.
//
// The first error (from the work or the consumer) stops consumption; the
// frames in flight finish and are dropped, `submit` and `finish` rethrow it.

/// Work submitted in order, run concurrently, consumed in order.
public final class OrderedPipeline<Output>: @unchecked Sendable {
  /// Let go by `finish`, so a non-escaping consumer passed in through
  /// `withoutActuallyEscaping` is released before it returns.
  private var consume: ((Int, Output) throws -> Void)?
  private let slots: DispatchSemaphore
  private let group = DispatchGroup()
  private let lock = NSLock()
  private var finished: [Int: Result<Output, Error>] = [:]
  private var submitted = 0
  private var next = 0
  private var delivering = false
  private var failure: Error?

  /// A pipeline holding at most `window` (≥ 1) unconsumed items, handing
  /// each item's output to `consume` with its index (0, 1, 2 …). `consume`
  /// runs on a worker thread, never twice at once.
  public init(window: Int, consume: @escaping (Int, Output) throws -> Void) {
    self.consume = consume
    slots = DispatchSemaphore(value: max(1, window))
  }

  /// Twice the core count: every core has an item to work on while the
  /// consumer takes the next.
  public static var defaultWindow: Int { max(2, ProcessInfo.processInfo.activeProcessorCount * 2) }

  /// Runs a pipeline for as long as `produce` submits items to it, then
  /// waits until every item is consumed. When `produce` throws, the items
  /// already submitted finish first, then its error is rethrown.
  /// - Throws: `produce`'s error, or the first of an item or the consumer.
  public static func run(
    window: Int = defaultWindow, consume: @escaping (Int, Output) throws -> Void,
    _ produce: (OrderedPipeline) throws -> Void
  ) throws {
    let pipeline = OrderedPipeline(window: window, consume: consume)
    do {
      try produce(pipeline)
    } catch {
      // Drain what was submitted before the producer failed; its error is
      // the one to report, so an item's later error is dropped.
      try? pipeline.finish()
      throw error
    }
    try pipeline.finish()
  }

  /// Submits the next item's work; blocks while the window is full.
  /// - Throws: the first error of an earlier item or of the consumer.
  public func submit(_ work: @escaping @Sendable () throws -> Output) throws {
    if let failure = lock.withLock({ failure }) { throw failure }
    slots.wait()
    let index = lock.withLock { () -> Int in
      defer { submitted += 1 }
      return submitted
    }
    group.enter()
    DispatchQueue.global().async { [self] in
      let result = Result { try work() }
      lock.withLock { finished[index] = result }
      deliver()
      group.leave()
    }
  }

  /// Waits until every submitted item is consumed (or dropped after an error).
  /// - Throws: the first error of an item or of the consumer.
  public func finish() throws {
    group.wait()
    let failure = lock.withLock { () -> Error? in
      consume = nil
      return self.failure
    }
    if let failure { throw failure }
  }

  /// Hands finished items to the consumer in order, unless another thread
  /// already is.
  private func deliver() {
    lock.lock()
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while let result = finished.removeValue(forKey: next) {
      let index = next
      let consume = failure == nil ? consume : nil
      lock.unlock()
      if let consume {
        do {
          try consume(index, try result.get())
        } catch {
          lock.withLock { if failure == nil { failure = error } }
        }
      }
      slots.signal()
      lock.lock()
      next += 1
    }
    delivering = false
    lock.unlock()
  }
}
