import Encoders
import FlipbookCore
import Foundation
import Testing

/// Compares `bitmap` with the golden PNG
/// `__Snapshots__/<test file name>/<name>.png` beside the calling test file,
/// failing the test (Swift Testing or XCTest) when it is missing or differs
/// beyond `tolerance`.
///
/// On failure, the rendered image and an expected | difference | actual strip
/// go to `Artifacts/golden-failures/<test file name>/` at the package root
/// (git-ignored), and the failure says where. `FLIPBOOK_RECORD` or the
/// `.goldenRecording(_:)` trait record goldens instead; see
/// `GoldenRecordMode`.
public func expectGolden(
  _ bitmap: Bitmap, named name: String, tolerance: GoldenTolerance,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  let site = GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  GoldenCheck.run(bitmap, place: GoldenPlace(testFile: site.filePath, name: name), tolerance: tolerance, site: site)
}

/// One golden comparison, with its recording and its report.
enum GoldenCheck {
  /// Whether this run leaves `place` alone (`FLIPBOOK_SHARD`): true when it
  /// is another shard's golden (neither rendered, compared nor reported),
  /// false when `FLIPBOOK_SHARD` is wrong (the test fails saying so), nil
  /// when this run checks it.
  static func shardVerdict(_ place: GoldenPlace, site: GoldenCallSite) -> Bool? {
    if case .failure(let error) = GoldenSharding.current {
      GoldenReport.fail("golden '\(place.name)': \(error)", site)
      return false
    }
    return GoldenSharding.checks(place.shardKey) ? nil : true
  }

  /// Compares (or records) and reports; true when the golden matched.
  @discardableResult
  static func run(_ bitmap: Bitmap, place: GoldenPlace, tolerance: GoldenTolerance, site: GoldenCallSite) -> Bool {
    let mode = GoldenRecordMode.current
    let name = place.name
    if let verdict = shardVerdict(place, site: site) { return verdict }
    do {
      guard FileManager.default.fileExists(atPath: place.golden.path) else {
        if mode == .never {
          let actualPath = try place.writeFailure(actual: bitmap, strip: nil)
          place.report(.new, "no golden yet", actual: URL(fileURLWithPath: actualPath), site: site)
          let how =
            GoldenRecordMode.isCI
            ? "CI never records goldens: record it on a workstation, look at it, commit it"
            : "look at it, then record with FLIPBOOK_RECORD=missing"
          GoldenReport.fail(
            "golden \(place.golden.path) is missing; rendered image at \(actualPath) — \(how); all of this run's "
              + "goldens: \(place.reportPage.path)", site)
        } else {
          try place.record(bitmap)
          place.report(.new, "recorded: look at it before committing", actual: place.golden, site: site)
          // A recording fails the test on purpose: a run that wrote goldens
          // has compared nothing, and must not pass as if it had.
          GoldenReport.fail(
            "recorded missing golden \(place.golden.path): look at it before committing (a recording run fails on "
              + "purpose; the next run compares)", site)
        }
        return false
      }
      if mode == .all {
        try place.record(bitmap)
        return true
      }
      let expected = try PNGDecoder().read(contentsOf: place.golden.path)
      let comparison = GoldenComparison(expected: expected, actual: bitmap, tolerance: tolerance)
      guard !comparison.passes else {
        place.report(.passed, comparison.summary, site: site)
        return true
      }
      if mode == .failed {
        try place.record(bitmap)
        GoldenReport.fail("re-recorded failing golden \(place.golden.path): \(comparison.summary)", site)
        return false
      }
      let strip = try DifferenceStrip.make(
        expected: expected, actual: bitmap, tolerance: tolerance, classes: comparison.classes)
      let stripPath = try place.writeFailure(actual: bitmap, strip: strip)
      place.report(
        .failed, comparison.summary, actual: place.failures.appendingPathComponent(GoldenPlace.fileName(name) + ".actual.png"),
        difference: URL(fileURLWithPath: stripPath), site: site)
      GoldenReport.fail(
        "golden '\(name)' does not match: \(comparison.summary); expected | difference | actual at \(stripPath); "
          + "all of this run's goldens: \(place.reportPage.path)", site)
      return false
    } catch {
      GoldenReport.fail("golden '\(name)': \(error)", site)
      return false
    }
  }
}

/// Where a golden and its failure artifacts live.
package struct GoldenPlace {
  let golden: URL
  let failures: URL
  let name: String

  /// `__Snapshots__/<test file name>/<name>.png` beside `testFile`.
  init(testFile: String, name: String) {
    let file = URL(fileURLWithPath: testFile)
    let suite = file.deletingPathExtension().lastPathComponent
    let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    self.init(folder: folder, failures: Self.packageRoot(of: file).appendingPathComponent("Artifacts/golden-failures")
      .appendingPathComponent(suite), name: name)
  }

  init(folder: URL, failures: URL, name: String) {
    golden = folder.appendingPathComponent(Self.fileName(name) + ".png")
    self.failures = failures
    self.name = name
  }

  /// `name` as a file name: path separators and control characters become
  /// "-", and a leading dot "_", so every name stays inside its folder.
  package static func fileName(_ name: String) -> String {
    var result = String(name.map { $0 == "/" || $0 == "\\" || $0 == ":" || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? "-" : $0 })
    if result.hasPrefix(".") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "_" : result
  }

  /// The nearest folder above `file` that holds a Package.swift (the
  /// file's own folder if none does).
  package static func packageRoot(of file: URL) -> URL {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return file.deletingLastPathComponent()
  }

  /// The report page of the package holding this golden.
  var reportPage: URL { GoldenSharding.reportPage(in: Self.packageRoot(of: golden)) }

  /// The golden's path under `__Snapshots__`, which decides its shard.
  var shardKey: String { suite + "/" + golden.lastPathComponent }

  /// The report's group for this golden: its folder's path under
  /// `__Snapshots__` (the test file's name for `expectGolden`,
  /// `Previews/<module>/<file>` for a preview). The report goes to the
  /// package holding the golden, which for a preview is the user's package,
  /// wherever the code checking it was compiled.
  var suite: String {
    let parts = golden.deletingLastPathComponent().pathComponents
    guard let at = parts.lastIndex(of: "__Snapshots__"), at + 1 < parts.count else {
      return golden.deletingLastPathComponent().lastPathComponent
    }
    return parts[(at + 1)...].joined(separator: "/")
  }

  /// Adds this comparison to the run's report page (GoldenReportPage.swift).
  func report(
    _ status: GoldenReportEntry.Status, _ summary: String, actual: URL? = nil, difference: URL? = nil, site: GoldenCallSite
  ) {
    let hasGolden = FileManager.default.fileExists(atPath: golden.path)
    GoldenReportPage.add(
      name: name, suite: suite, root: Self.packageRoot(of: golden), status: status, summary: summary,
      expected: hasGolden ? golden : nil, actual: actual, difference: difference)
  }

  func record(_ bitmap: Bitmap) throws {
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGEncoder(compressionLevel: 9).write(bitmap, to: golden.path)
  }

  /// Writes the rendered image (and the strip, if any); returns the path to look at.
  func writeFailure(actual: Bitmap, strip: Bitmap?) throws -> String {
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let stem = Self.fileName(name)
    let actualURL = failures.appendingPathComponent(stem + ".actual.png")
    try PNGEncoder.artifact.write(actual, to: actualURL.path)
    guard let strip else { return actualURL.path }
    let stripURL = failures.appendingPathComponent(stem + ".difference.png")
    try PNGEncoder.artifact.write(strip, to: stripURL.path)
    return stripURL.path
  }
}
