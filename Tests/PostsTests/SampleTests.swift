@testable import Posts
import Encoders
import Flipbook
import FlipbookSamples
import FlipbookTesting
import Foundation
import Testing

/// The golden test of the blog: every sample re-rendered and compared with
/// the committed file in `samples/`, perceptually, so that an upgrade of
/// libimagequant, zlib or Cairo that shifts a palette entry or re-encodes
/// the same pixels does not fail it (`Scripts/samples --check` stays
/// byte-exact for the committed files).
///
/// Tolerance (`tolerance`): in every frame, all but 0.05 % of the pixels
/// within CIEDE2000 ΔE 3 (about the smallest difference a person notices)
/// and alpha within 2/255; the same frame count, delays and loop count;
/// the README text exactly. A stale sample fails with a difference strip
/// of its first differing frame (expected | actual | difference) in
/// `Artifacts/sample-failures/`; `Scripts/samples` regenerates them.
@Suite struct SampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let tolerance: GoldenTolerance = {
    var tolerance = GoldenTolerance.perceptual(precision: 0.9995, perceptualPrecision: 0.97)
    tolerance.maxChannelDelta = 2
    return tolerance
  }()

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
      guard file.hasSuffix(".png") || file.hasSuffix(".gif") else {
        Issue.record("samples/\(name)/\(file) is stale (its text differs): run Scripts/samples")
        continue
      }
      guard let strip = try differenceStrip(expected: [UInt8](expected), actual: [UInt8](actual), file: file) else {
        continue  // the same picture within the tolerance
      }
      let failures = Self.root.appendingPathComponent("Artifacts/sample-failures/\(name)")
      try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
      let url = failures.appendingPathComponent(file + ".difference.png")
      try PNGEncoder().write(strip.bitmap, to: url.path)
      Issue.record(Comment(rawValue:
        "samples/\(name)/\(file) is stale beyond \(Self.tolerance): run Scripts/samples (\(strip.what); expected | actual | difference in \(url.path))"))
    }
  }

  /// The first frame of two renders of a sample (PNG or GIF) that differs
  /// beyond `tolerance`, as a difference strip, and which frame it is; nil
  /// when they match within it.
  func differenceStrip(expected: [UInt8], actual: [UInt8], file: String) throws -> (bitmap: Bitmap, what: String)? {
    func matches(_ old: Bitmap, _ new: Bitmap) -> Bool {
      GoldenComparison(expected: old, actual: new, tolerance: Self.tolerance).passes
    }
    func strip(_ old: Bitmap, _ new: Bitmap, _ what: String) throws -> (bitmap: Bitmap, what: String) {
      (try DifferenceStrip.make(expected: old, actual: new, tolerance: Self.tolerance), what)
    }
    if file.hasSuffix(".png") {
      let old = try PNGDecoder().decode(expected)
      let new = try PNGDecoder().decode(actual)
      return matches(old, new) ? nil : try strip(old, new, "the image differs")
    }
    let old = try GIFDecoder().decode(expected)
    let new = try GIFDecoder().decode(actual)
    for index in 0..<min(old.frames.count, new.frames.count) where !matches(old.frames[index], new.frames[index]) {
      return try strip(old.frames[index], new.frames[index], "frame \(index) of \(new.frames.count) differs")
    }
    guard old.frames.count != new.frames.count || old.delays != new.delays || old.loopCount != new.loopCount else {
      return nil
    }
    let last = min(old.frames.count, new.frames.count) - 1
    let (a, b) = last >= 0 ? (old.frames[last], new.frames[last]) : (try Bitmap(width: 1, height: 1), try Bitmap(width: 1, height: 1))
    return try strip(a, b, "\(old.frames.count) frames were \(new.frames.count), or their delays or loop count changed")
  }
}
