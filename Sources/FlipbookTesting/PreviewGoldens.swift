import Flipbook
import Foundation
import Testing

/// Golden tests of every preview in a package, with no test code: the
/// `FlipbookPreviews` build plug-in generates, in the test target it is
/// added to, one parameterized Swift Testing test over `cases(inModules:)`
/// that calls `expectGolden(of:in:)` for each.
///
/// Goldens live in `<test target>/__Snapshots__/Previews/<module>/<file or
/// provider>/<preview name>.png`. Each preview is a test case of its own,
/// named as Xcode lists it, so one that fails (or cannot render) is
/// reported by name and the others still run.
public enum PreviewGoldens {
  /// One preview to test.
  public struct Case: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// The preview.
    public let preview: Preview
    /// The golden's path below the snapshot folder, without extension.
    public let goldenPath: String

    public var testDescription: String { goldenPath }
    public var description: String { goldenPath }
  }

  /// The one case of the generated preview test in a batch worker (no
  /// preview's golden path is like it: theirs hold a "/").
  public static let workerCase = "<preview batch worker>"
  /// The one case of the generated preview test when `swift package
  /// flipbook` runs it (PackageCommand).
  public static let commandCase = "<flipbook command>"

  /// Whether this process was started by the `flipbook` command plug-in
  /// (`FLIPBOOK_COMMAND` is set).
  public static var isCommandRequested: Bool { ProcessInfo.processInfo.environment["FLIPBOOK_COMMAND"] != nil }

  /// Whether the command plug-in asked for its command to run in the test
  /// target `module` (`FLIPBOOK_COMMAND_TARGET`).
  public static func isCommandRequested(in module: String) -> Bool {
    isCommandRequested && ProcessInfo.processInfo.environment["FLIPBOOK_COMMAND_TARGET"] == module
  }

  /// What the generated test does when the command plug-in runs it in a
  /// target that does not link the command line (no
  /// `FlipbookPackageCommand` dependency): says which line to add, and
  /// exits with status 64. The plug-in checks first; this answers a
  /// binary built before the dependency changed.
  public static func commandNotLinked() -> Never {
    let target = ProcessInfo.processInfo.environment["FLIPBOOK_COMMAND_TARGET"] ?? "the test target"
    FileHandle.standardError.write(
      Data(
        """
        flipbook: \(target) does not link the command line; add
          .product(name: "FlipbookPackageCommand", package: "flipbook")
        to its dependencies (beside FlipbookTesting)

        """.utf8))
    exit(64)
  }

  /// The previews declared in `modules`, each with its golden's path.
  /// Names repeated within a file (several unnamed `#Preview`s) are told
  /// apart by " 2", " 3" … in source order.
  public static func cases(inModules modules: [String]) -> [Case] {
    var seen: [String: Int] = [:]
    return PreviewRegistry.previews(inModules: Set(modules)).map { preview in
      let group = preview.providerName ?? URL(fileURLWithPath: preview.fileID).deletingPathExtension().lastPathComponent
      let folder = "\(preview.moduleName)/\(GoldenPlace.fileName(group))"
      var name = GoldenPlace.fileName(preview.displayName)
      let key = "\(folder)/\(name)"
      seen[key, default: 0] += 1
      if let count = seen[key], count > 1 { name += " \(count)" }
      return Case(preview: preview, goldenPath: "\(folder)/\(name)")
    }
  }

  /// Compares the preview whose golden path is `goldenPath` (in
  /// `modules`) with its golden: what the generated test runs in a child
  /// process (an exit test), so a preview that traps fails alone, by name.
  public static func expectGolden(
    ofPreviewAt goldenPath: String, inModules modules: [String], in snapshotFolder: String,
    file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let testCase = cases(inModules: modules).first(where: { $0.goldenPath == goldenPath }) else {
      Issue.record("no preview \(goldenPath) in \(modules.joined(separator: ", "))", sourceLocation: sourceLocation)
      return
    }
    var site = GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
    site.isInSwiftTesting = true
    expectGolden(of: testCase, in: snapshotFolder, site: site)
  }

  /// Renders `testCase`'s preview (at its device's scale, or `scale`) and
  /// compares it with its golden in `snapshotFolder`.
  public static func expectGolden(
    of testCase: Case, in snapshotFolder: String, scale: CGFloat? = nil, tolerance: GoldenTolerance = .antialiasing,
    file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectGolden(
      of: testCase, in: snapshotFolder, scale: scale, tolerance: tolerance,
      site: GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation))
  }

  static func expectGolden(
    of testCase: Case, in snapshotFolder: String, scale: CGFloat? = nil, tolerance: GoldenTolerance = .antialiasing,
    site: GoldenCallSite
  ) {
    // Failures point at the preview's declaration when it has one.
    var site = site
    let preview = testCase.preview
    if !preview.filePath.isEmpty, preview.line > 0 {
      site.sourceLocation = SourceLocation(
        fileID: preview.fileID, filePath: preview.filePath, line: preview.line, column: max(1, preview.column))
    }
    let folder = URL(fileURLWithPath: snapshotFolder)
    let golden = folder.appendingPathComponent(testCase.goldenPath)
    let failures = GoldenPlace.packageRoot(of: folder.appendingPathComponent("x"))
      .appendingPathComponent("Artifacts/golden-failures/Previews")
      .appendingPathComponent(golden.deletingLastPathComponent().path.dropFirst(folder.path.count).description)
    let place = GoldenPlace(
      folder: golden.deletingLastPathComponent(), failures: failures, name: golden.lastPathComponent)
    do {
      let bitmap = try testCase.preview.render(scale: scale)
      GoldenCheck.run(bitmap, place: place, tolerance: tolerance, site: site)
    } catch {
      GoldenReport.fail("preview '\(testCase.goldenPath)' cannot be rendered: \(error)", site)
    }
  }
}
