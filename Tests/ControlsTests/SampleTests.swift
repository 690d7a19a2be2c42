@testable import Controls
import Encoders
import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The golden test of the blog: every sample re-rendered and compared byte
/// for byte with the committed file in `samples/`. A stale sample fails
/// with a difference strip of its first differing frame (expected | actual
/// | difference) in `Artifacts/sample-failures/`; `Scripts/samples`
/// regenerates them.
@Suite struct SampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: SampleFolder.posts.map(\.name))
  func samplesAreCurrent(_ name: String) throws {
    let folder = try #require(SampleFolder.posts.first { $0.name == name })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sample-tests-\(getpid())-\(name)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try folder.write(into: scratch)
    for file in folder.samples.map(\.file) + ["README.md"] {
      let fresh = scratch.appendingPathComponent(name).appendingPathComponent(file)
      let committed = Self.root.appendingPathComponent("samples").appendingPathComponent(name).appendingPathComponent(file)
      guard let expected = FileManager.default.contents(atPath: committed.path) else {
        Issue.record("samples/\(name)/\(file) is missing: run Scripts/samples")
        continue
      }
      let actual = try Data(contentsOf: fresh)
      guard expected != actual else { continue }
      let strip = try? differenceStrip(expected: [UInt8](expected), actual: [UInt8](actual), file: file)
      var message = "samples/\(name)/\(file) is stale: run Scripts/samples"
      if let strip {
        let failures = Self.root.appendingPathComponent("Artifacts/sample-failures/\(name)")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let url = failures.appendingPathComponent(file + ".difference.png")
        try PNGEncoder().write(strip.bitmap, to: url.path)
        message += " (\(strip.what); expected | actual | difference in \(url.path))"
      }
      Issue.record(Comment(rawValue: message))
    }
  }

  /// The first frame that differs between two renders of a sample, as a
  /// difference strip, and which frame it is.
  func differenceStrip(expected: [UInt8], actual: [UInt8], file: String) throws -> (bitmap: Bitmap, what: String)? {
    if file.hasSuffix(".png") {
      let old = try PNGDecoder().decode(expected)
      let new = try PNGDecoder().decode(actual)
      return (try DifferenceStrip.make(expected: old, actual: new, tolerance: .exact), "the image differs")
    }
    guard file.hasSuffix(".gif") else { return nil }
    let old = try GIFDecoder().decode(expected)
    let new = try GIFDecoder().decode(actual)
    for index in 0..<min(old.frames.count, new.frames.count) where old.frames[index] != new.frames[index] {
      return (try DifferenceStrip.make(expected: old.frames[index], actual: new.frames[index], tolerance: .exact),
              "frame \(index) of \(new.frames.count) differs")
    }
    let last = min(old.frames.count, new.frames.count) - 1
    guard last >= 0 else { return nil }
    return (try DifferenceStrip.make(expected: old.frames[last], actual: new.frames[last], tolerance: .exact),
            "\(old.frames.count) frames were \(new.frames.count) (timing or length changed)")
  }
}
