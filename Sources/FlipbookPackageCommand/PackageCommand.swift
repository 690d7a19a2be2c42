import Flipbook
import FlipbookCommands
import FlipbookTesting
import Foundation

/// The `flipbook` package plug-in's way into a user's package: the plug-in
/// builds the package's tests and runs the test binary with the command
/// line in `FLIPBOOK_COMMAND`; the test the FlipbookPreviews plug-in
/// generated then runs `flipbook list` / `render` over the films
/// (`FilmProvider`) and previews of the test target's modules, in the
/// folder `FLIPBOOK_COMMAND_DIRECTORY`, and exits with the command's
/// status.
///
/// A product of its own, which a test target adds beside `FlipbookTesting`
/// to be the command's host: it brings the command line (ArgumentParser,
/// `FlipbookCommands`), which golden tests alone do not need.
public enum PackageCommand {
  /// The arguments' separator in `FLIPBOOK_COMMAND` (ASCII unit separator).
  public static let separator: Character = "\u{1F}"

  /// Whether this process was started by the plug-in.
  public static var isRequested: Bool { PreviewGoldens.isCommandRequested }

  /// Whether the plug-in asked for the command to run in the test target
  /// `module` (`FLIPBOOK_COMMAND_TARGET`).
  public static func isRequested(in module: String) -> Bool {
    PreviewGoldens.isCommandRequested(in: module)
  }

  /// Runs the requested command over `modules`' films and previews; never
  /// returns.
  public static func run(modules: [String]) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let arguments = (environment["FLIPBOOK_COMMAND"] ?? "").split(separator: separator, omittingEmptySubsequences: false)
      .map(String.init).filter { !$0.isEmpty }
    if let directory = environment["FLIPBOOK_COMMAND_DIRECTORY"] {
      _ = FileManager.default.changeCurrentDirectoryPath(directory)
    }
    // The plug-in drops the test runner's report on standard output; the
    // command's own output (`list`) goes to standard error with its messages.
    fflush(nil)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    if arguments.first == "merge-reports" { mergeReports(Array(arguments.dropFirst())) }
    FlipbookCommand.run(catalog: catalog(modules: modules), arguments: arguments)
  }

  /// The films of `modules`' `FilmProvider`s, then their previews, each
  /// named by its golden's path (`Module/File/Name`).
  public static func catalog(modules: [String]) -> Catalog {
    let previews = PreviewGoldens.cases(inModules: modules).map { (name: $0.goldenPath, preview: $0.preview) }
    return Catalog(films: FilmRegistry.films(inModules: Set(modules)), previews: previews)
  }

  /// `flipbook merge-reports FOLDER…`: the report pages of a sharded run's
  /// machines (`FLIPBOOK_SHARD`) as one, in the package's
  /// `Artifacts/report/index.html` (GoldenReportPage+Merge.swift).
  static func mergeReports(_ folders: [String]) -> Never {
    guard !folders.isEmpty else {
      FileHandle.standardError.write(Data("usage: flipbook merge-reports FOLDER… (shards' report folders, or folders above them, as Artifacts/report/shards)\n".utf8))
      exit(64)
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let report = current.appendingPathComponent("Artifacts/report")
    do {
      let count = try GoldenReportPage.merge(
        folders.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }, into: report)
      FileHandle.standardError.write(Data("merged \(count) comparisons into \(report.path)/index.html\n".utf8))
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("flipbook merge-reports: \(error)\n".utf8))
      exit(1)
    }
  }
}
