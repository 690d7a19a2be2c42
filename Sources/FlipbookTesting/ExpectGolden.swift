import Encoders
import FlipbookCore
import Foundation
import Testing

/// When golden images are (re)written, from the `FLIPBOOK_RECORD`
/// environment variable, as swift-snapshot-testing's record modes.
public enum GoldenRecordMode: String, Sendable {
  /// Compare only; a missing golden fails (the default, and CI's mode).
  case never
  /// Write goldens that are missing (the test still fails, to be looked at).
  case missing
  /// Rewrite goldens that fail the comparison.
  case failed
  /// Rewrite every golden (`FLIPBOOK_RECORD=1` or `all`).
  case all

  /// The mode the environment asks for.
  public static var current: GoldenRecordMode {
    switch ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"]?.lowercased() {
    case "1", "all", "true", "yes": .all
    case "missing": .missing
    case "failed": .failed
    default: .never
    }
  }
}

/// Compares `bitmap` with the golden PNG
/// `__Snapshots__/<test file name>/<name>.png` beside the calling test file,
/// recording a Swift Testing issue when it is missing or differs beyond
/// `tolerance`.
///
/// On failure, the rendered image and an expected | difference | actual strip
/// go to `Artifacts/golden-failures/<test file name>/` at the package root
/// (git-ignored), and the issue says where. `FLIPBOOK_RECORD=1` rewrites
/// the golden instead; see `GoldenRecordMode`.
public func expectGolden(
  _ bitmap: Bitmap, named name: String, tolerance: GoldenTolerance,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let place = GoldenPlace(testFile: filePath, name: name)
  let mode = GoldenRecordMode.current
  do {
    guard FileManager.default.fileExists(atPath: place.golden.path) else {
      if mode == .never {
        let actualPath = try place.writeFailure(actual: bitmap, strip: nil)
        Issue.record(
          "golden \(place.golden.path) is missing; rendered image at \(actualPath) — look at it, then record with FLIPBOOK_RECORD=missing",
          sourceLocation: sourceLocation)
      } else {
        try place.record(bitmap)
        Issue.record("recorded missing golden \(place.golden.path): look at it before committing", sourceLocation: sourceLocation)
      }
      return
    }
    if mode == .all {
      try place.record(bitmap)
      return
    }
    let expected = try PNGDecoder().read(contentsOf: place.golden.path)
    let comparison = GoldenComparison(expected: expected, actual: bitmap, tolerance: tolerance)
    guard !comparison.passes else { return }
    if mode == .failed {
      try place.record(bitmap)
      Issue.record("re-recorded failing golden \(place.golden.path): \(comparison.summary)", sourceLocation: sourceLocation)
      return
    }
    let strip = try DifferenceStrip.make(expected: expected, actual: bitmap, tolerance: tolerance)
    let stripPath = try place.writeFailure(actual: bitmap, strip: strip)
    Issue.record(
      "golden '\(name)' does not match: \(comparison.summary); expected | difference | actual at \(stripPath)",
      sourceLocation: sourceLocation)
  } catch {
    Issue.record("golden '\(name)': \(error)", sourceLocation: sourceLocation)
  }
}

/// Where a golden and its failure artifacts live.
struct GoldenPlace {
  let golden: URL
  let failures: URL
  let name: String

  init(testFile: String, name: String) {
    let file = URL(fileURLWithPath: testFile)
    let suite = file.deletingPathExtension().lastPathComponent
    golden = file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__").appendingPathComponent(suite).appendingPathComponent(name + ".png")
    failures = Self.packageRoot(of: file).appendingPathComponent("Artifacts/golden-failures").appendingPathComponent(suite)
    self.name = name
  }

  /// The nearest folder above `file` that holds a Package.swift (the
  /// test file's own folder if none does).
  static func packageRoot(of file: URL) -> URL {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return file.deletingLastPathComponent()
  }

  func record(_ bitmap: Bitmap) throws {
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGEncoder(compressionLevel: 9).write(bitmap, to: golden.path)
  }

  /// Writes the rendered image (and the strip, if any); returns the path to look at.
  func writeFailure(actual: Bitmap, strip: Bitmap?) throws -> String {
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let actualURL = failures.appendingPathComponent(name + ".actual.png")
    try PNGEncoder().write(actual, to: actualURL.path)
    guard let strip else { return actualURL.path }
    let stripURL = failures.appendingPathComponent(name + ".difference.png")
    try PNGEncoder().write(strip, to: stripURL.path)
    return stripURL.path
  }
}
