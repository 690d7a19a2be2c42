import Encoders
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

extension Diffing where Value == Bitmap {
  /// Compares images as swift-snapshot-testing's `Diffing.image` does:
  /// `precision` is the share of pixels that must match, and
  /// `perceptualPrecision` how close (CIEDE2000) a pixel's colour must be
  /// to match (1: exactly). A failure attaches the expected | difference |
  /// actual strip. With `crossRenderer`, for references recorded by
  /// another renderer (the iOS simulator), differing pixels that are only
  /// antialiasing of edges both images share don't count
  /// (`GoldenTolerance.crossRenderer`).
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, crossRenderer: Bool = false) -> Diffing {
    var tolerance = GoldenTolerance.perceptual(
      precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
    if crossRenderer { tolerance = tolerance.ignoringAntialiasing() }
    return .diff(
      toData: { bitmap in
        do {
          return Data(try PNGEncoder(compressionLevel: 9).encode(bitmap))
        } catch {
          GoldenReport.fail("the snapshot cannot be encoded as PNG: \(error)", GoldenCallSite())
          return Data()
        }
      },
      fromData: { data in
        do {
          return try PNGDecoder().decode([UInt8](data))
        } catch {
          return failedSnapshot("the reference snapshot is not a PNG Flipbook can read: \(error)")
        }
      },
      diffV2: { expected, actual in
        let comparison = GoldenComparison(expected: expected, actual: actual, tolerance: tolerance)
        return SnapshotReport.outcome(
          expected: expected, actual: actual, passes: comparison.passes, summary: comparison.summary, tolerance: tolerance,
          classes: comparison.classes)
      })
  }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Images compared exactly.
  public static var image: Snapshotting { .image() }

  /// Images compared under `precision` and `perceptualPrecision` (and,
  /// with `crossRenderer`, forgiving antialiasing of shared edges).
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, crossRenderer: Bool = false) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer))
  }
}

extension DiffAttachment {
  /// The expected | difference | actual strip of two images as a PNG
  /// attachment named `name` (none if it cannot be made: the failure's
  /// message still says what differs, and the strip's own error is added
  /// to it as a text attachment).
  static func strip(
    _ expected: Bitmap, _ actual: Bitmap, tolerance: GoldenTolerance, classes: [UInt8]? = nil, name: String
  ) -> [DiffAttachment] {
    do {
      let strip = try DifferenceStrip.make(expected: expected, actual: actual, tolerance: tolerance, classes: classes)
      return [.data(Data(try PNGEncoder.artifact.encode(strip)), name: name)]
    } catch {
      return [.data(Data("the difference strip cannot be made: \(error)\n".utf8), name: name + ".txt")]
    }
  }
}

/// Adds `assertSnapshot` comparisons of images to the run's report page
/// (`Artifacts/report/index.html`, beside `expectGolden`'s): each as the
/// current Swift Testing test's name, passed with its reference, or failed
/// with the reference, the new image and the difference strip (written
/// under `Artifacts/report/snapshots/`). Outside a Swift Testing test the
/// package is the current folder and the entry is named by its XCTest test
/// case (XCTestCaseNames.swift), else "snapshot".
enum SnapshotReport {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var counts: [String: Int] = [:]

  /// The package of the running test (the current folder's outside a
  /// Swift Testing test).
  static func packageRoot() -> URL {
    GoldenPlace.packageRoot(of: URL(fileURLWithPath: testFile(of: Test.current)))
  }

  private static func testFile(of test: Test?) -> String {
    test.map { $0.sourceLocation.filePath } ?? FileManager.default.currentDirectoryPath + "/Package.swift"
  }

  nonisolated(unsafe) private static var artifactsKept = false

  /// swift-snapshot-testing writes a failing snapshot to
  /// `$SNAPSHOT_ARTIFACTS` (the system's temporary folder when unset) right
  /// after the comparison fails; unless the user set it, it goes to
  /// `Artifacts/snapshot-artifacts/` of the package at `root` instead,
  /// beside the report, where a CI job's artifact upload of `Artifacts/`
  /// finds it. Set once, on the first failure.
  static func keepArtifacts(in root: URL) {
    lock.withLock {
      guard !artifactsKept else { return }
      artifactsKept = true
      let folder = root.appendingPathComponent("Artifacts/snapshot-artifacts")
      setenv("SNAPSHOT_ARTIFACTS", folder.path, 0)
    }
  }

  /// A comparison's outcome as swift-snapshot-testing takes it: added to
  /// the report page, and nil when it passes, else the failure message
  /// (naming the report page) with the expected | difference | actual strip.
  static func outcome(
    expected: Bitmap, actual: Bitmap, passes: Bool, summary: String, tolerance: GoldenTolerance,
    classes: [UInt8]? = nil
  ) -> (String, [DiffAttachment])? {
    add(expected: expected, actual: actual, passes: passes, summary: summary, tolerance: tolerance, classes: classes)
    guard !passes else { return nil }
    let attachments = DiffAttachment.strip(
      expected, actual, tolerance: tolerance, classes: classes, name: "difference.png")
    let root = packageRoot()
    let report = GoldenSharding.reportPage(in: root)
    keepArtifacts(in: root)
    return (
      "Newly-taken snapshot does not match reference: \(summary); all of this run's snapshots and goldens: "
        + report.path, attachments
    )
  }

  static func add(
    expected: Bitmap, actual: Bitmap, passes: Bool, summary: String, tolerance: GoldenTolerance,
    classes: [UInt8]? = nil
  ) {
    if let test = Test.current {
      add(
        expected: expected, actual: actual, passes: passes, summary: summary, tolerance: tolerance, classes: classes,
        test: test.name, file: testFile(of: test))
      return
    }
    // Outside Swift Testing: the XCTest test case's name, when XCTest tells it.
    let file = testFile(of: nil)
    XCTestCaseNames.shared.withName { name in
      add(
        expected: expected, actual: actual, passes: passes, summary: summary, tolerance: tolerance, classes: classes,
        test: name ?? "snapshot", file: file)
    }
  }

  private static func add(
    expected: Bitmap, actual: Bitmap, passes: Bool, summary: String, tolerance: GoldenTolerance, classes: [UInt8]?,
    test base: String, file testFile: String
  ) {
    let count = lock.withLock {
      counts[base, default: 0] += 1
      return counts[base]!
    }
    let name = count > 1 ? "\(base) (\(count))" : base
    let root = GoldenPlace.packageRoot(of: URL(fileURLWithPath: testFile))
    let folder = root.appendingPathComponent("Artifacts/report/snapshots")
    let stem = GoldenPlace.fileName(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent + "-" + name)
    func write(_ bitmap: Bitmap, _ suffix: String) -> URL? {
      let url = folder.appendingPathComponent(stem + suffix)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGEncoder.artifact.write(bitmap, to: url.path)
        return url
      } catch {
        return nil
      }
    }
    let expectedURL = write(expected, ".expected.png")
    var actualURL: URL?, differenceURL: URL?
    if !passes {
      actualURL = write(actual, ".actual.png")
      if let strip = try? DifferenceStrip.make(expected: expected, actual: actual, tolerance: tolerance, classes: classes) {
        differenceURL = write(strip, ".difference.png")
      }
    }
    GoldenReportPage.add(
      name: name, testFile: testFile, status: passes ? .passed : .failed, summary: summary,
      expected: expectedURL, actual: actualURL, difference: differenceURL)
  }

}
