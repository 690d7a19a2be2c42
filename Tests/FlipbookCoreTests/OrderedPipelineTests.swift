import Foundation
import Testing

@testable import FlipbookCore

@Suite struct OrderedPipelineTests {
  struct Failure: Error, Equatable { let index: Int }

  /// A thread-safe record of what the consumer saw.
  final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    private var inFlight = 0
    private(set) var mostInFlight = 0
    var consumed: [Int] { lock.withLock { values } }
    func started() { lock.withLock { inFlight += 1; mostInFlight = max(mostInFlight, inFlight) } }
    func consumed(_ value: Int) { lock.withLock { values.append(value); inFlight -= 1 } }
  }

  @Test func itemsFinishingOutOfOrderAreConsumedInOrderWithinTheWindow() throws {
    let record = Record()
    let pipeline = OrderedPipeline<Int>(window: 3) { index, value in
      #expect(value == index * 10)
      record.consumed(value)
    }
    for index in 0..<40 {
      // Later items often finish first.
      try pipeline.submit {
        usleep(UInt32((40 - index) % 4) * 300)
        return index * 10
      }
      record.started()  // counted once admitted (an undercount at worst)
    }
    try pipeline.finish()
    #expect(record.consumed == (0..<40).map { $0 * 10 })
    #expect(record.mostInFlight <= 3)
  }

  @Test func theFirstErrorStopsConsumptionAndIsRethrown() throws {
    let record = Record()
    let pipeline = OrderedPipeline<Int>(window: 2) { _, value in record.consumed(value) }
    var thrown: Error?
    do {
      for index in 0..<50 {
        try pipeline.submit {
          if index == 5 { throw Failure(index: 5) }
          return index
        }
      }
      try pipeline.finish()
    } catch {
      thrown = error
      try? pipeline.finish()
    }
    #expect(thrown as? Failure == Failure(index: 5))
    #expect(record.consumed == [0, 1, 2, 3, 4])
  }

  @Test func aConsumerErrorStopsTheRest() throws {
    let pipeline = OrderedPipeline<Int>(window: 4) { index, _ in
      if index == 2 { throw Failure(index: 2) }
    }
    #expect(throws: Failure(index: 2)) {
      for index in 0..<20 { try pipeline.submit { index } }
      try pipeline.finish()
    }
  }
}
