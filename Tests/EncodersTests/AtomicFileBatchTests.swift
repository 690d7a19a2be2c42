import Foundation
import Testing

@testable import Encoders

/// A batch of files (a film's frames) appears whole at `commit`, flushed
/// together; a failure or an abandoned batch leaves no file and no
/// temporary.
@Suite struct AtomicFileBatchTests {
  @Test func filesAppearOnlyAtCommitWithTheirBytes() throws {
    let directory = TemporaryDirectory()
    let batch = AtomicFileBatch()
    let names = (0..<40).map { String(format: "frame-%04d.png", $0) }
    for (i, name) in names.enumerated() { try batch.write([UInt8](repeating: UInt8(i), count: 100 + i), to: directory.file(name)) }
    // Only temporaries so far.
    #expect(directory.contents.count == 40)
    #expect(directory.contents.allSatisfy { $0.hasSuffix(".flipbook-tmp") })
    try batch.commit()
    #expect(directory.contents == names)
    for (i, name) in names.enumerated() {
      #expect(FileManager.default.contents(atPath: directory.file(name)) == Data(repeating: UInt8(i), count: 100 + i))
    }
    #expect(throws: EncoderError.self) { try batch.write([1], to: directory.file("late.png")) }
  }

  @Test func aBatchLetGoOrFailingLeavesNothing() throws {
    let directory = TemporaryDirectory()
    do {
      let batch = AtomicFileBatch()
      try batch.write([1, 2, 3], to: directory.file("a.png"))
    }
    #expect(directory.contents.isEmpty)
    let batch = AtomicFileBatch()
    try batch.write([1, 2, 3], to: directory.file("a.png"))
    #expect(throws: EncoderError.self) { try batch.write([4], to: directory.file("missing/b.png")) }
    #expect(directory.contents.isEmpty)
    #expect(throws: EncoderError.self) { try batch.commit() }
  }
}
