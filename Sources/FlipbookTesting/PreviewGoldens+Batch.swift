import Flipbook
import Foundation
import Synchronization
import Testing

// MARK: - Preview goldens in batches of worker processes
//
// A preview that traps must fail alone, by name, and not take the other
// previews' results with it; so previews render in a child process. One
// child per preview (an exit test each) paid the child's start — loading
// the test binary, Swift Testing's discovery — every time: 58 ms of a
// 2-core machine per simple preview, 17 previews a second
// (`Scripts/bench --debug`, its preview line). So previews run in batches instead:
//
// - The first preview's test case to run starts the batch of all of them,
//   split over one worker per core. A worker is the same test binary,
//   started with a filter that runs only the hidden worker test, and an
//   environment naming the previews and a results file.
// - The worker renders and compares each preview in turn, its failure
//   messages collected (`GoldenReport.collector`) rather than recorded,
//   and appends a line to the results file before ("start") and after
//   ("done", with the messages) each one, flushed.
// - A worker that dies leaves a "start" with no "done": that preview is
//   the one that trapped. It is reported as crashed, and a new worker
//   runs the previews after it.
// - Each preview's own test case waits for the batch, then reports its
//   own outcome at its preview's declaration. So the report reads as
//   before: one test case per preview, named as Xcode names it.

extension PreviewGoldens {
  /// Runs previews' golden checks in worker processes, several previews
  /// per worker; see the essay above `PreviewGoldens+Batch.swift`.
  public struct Batch: Sendable {
    /// What became of one preview's golden check.
    public enum Outcome: Equatable, Sendable {
      /// It matched its golden (or was recorded under a record mode that passes).
      case passed
      /// It failed with these messages (a mismatch, a missing golden, a render error).
      case failed([String])
      /// Its worker process died while rendering or comparing it.
      case crashed(String)
      /// No worker got to it (the worker could not start, or ran no test).
      case notRun(String)
    }

    /// The modules whose previews are checked.
    public let modules: [String]
    /// The folder of the goldens (`…/__Snapshots__/Previews`).
    public let snapshotFolder: String
    /// The Swift Testing filter that runs the worker test in the test
    /// binary (matched against test IDs: `Module.Type/function`).
    public let workerTest: String
    /// Environment the workers get on top of this process's.
    public var environment: [String: String] = [:]
    /// How many workers run at once (default: one per core).
    public var workers = ProcessInfo.processInfo.activeProcessorCount

    /// A batch over `modules`' previews; the worker test is the one
    /// `FlipbookPreviews` generates (`FlipbookPreviewGoldens/preview(_:)`
    /// in the first module, whose one case in a worker is `workerCase`)
    /// unless `workerTest` names another.
    public init(modules: [String], snapshotFolder: String, workerTest: String? = nil) {
      self.modules = modules
      self.snapshotFolder = snapshotFolder
      self.workerTest = workerTest
        ?? "\(NSRegularExpression.escapedPattern(for: modules.first ?? ""))\\.FlipbookPreviewGoldens/preview\\("
    }

    // MARK: The worker's side

    static let pathsKey = "FLIPBOOK_PREVIEW_BATCH_PATHS"
    static let resultsKey = "FLIPBOOK_PREVIEW_BATCH_RESULTS"
    static let moduleKey = "FLIPBOOK_PREVIEW_BATCH_MODULE"

    /// Whether this process is a worker started for `module`'s batch.
    public static func isWorker(for module: String) -> Bool {
      let environment = ProcessInfo.processInfo.environment
      return environment[pathsKey] != nil && environment[moduleKey] == module
    }

    /// Whether this process is a worker of any batch (the other tests then stand aside).
    public static var isWorker: Bool { ProcessInfo.processInfo.environment[pathsKey] != nil }

    /// The worker's work: checks the previews its environment lists, in
    /// order, appending each outcome to the results file.
    public func runWorker() {
      let environment = ProcessInfo.processInfo.environment
      guard let pathsFile = environment[Self.pathsKey], let resultsFile = environment[Self.resultsKey] else {
        Issue.record("the preview batch worker was started without its list of previews and results file")
        return
      }
      let list: String
      do {
        list = try String(contentsOfFile: pathsFile, encoding: .utf8)
      } catch {
        Issue.record("the preview batch worker cannot read its list of previews \(pathsFile): \(error)")
        return
      }
      guard let results = fopen(resultsFile, "a") else {
        Issue.record("the preview batch worker cannot open its results file \(resultsFile): \(String(cString: strerror(errno)))")
        return
      }
      defer { fclose(results) }
      let cases = Dictionary(PreviewGoldens.cases(inModules: modules).map { ($0.goldenPath, $0) }) { first, _ in first }
      func write(_ line: Line) {
        // A `Line` (strings and a flag) always encodes.
        guard let data = try? JSONEncoder().encode(line) else { return }
        fputs(String(decoding: data, as: UTF8.self) + "\n", results)
        fflush(results)
      }
      for path in list.split(separator: "\n").map(String.init) {
        write(Line(event: "start", path: path, messages: nil))
        guard let testCase = cases[path] else {
          write(Line(event: "done", path: path, messages: ["no preview \(path) in \(modules.joined(separator: ", "))"]))
          continue
        }
        let collector = GoldenMessages()
        GoldenReport.$collector.withValue(collector) {
          PreviewGoldens.expectGolden(of: testCase, in: snapshotFolder, site: GoldenCallSite())
        }
        write(Line(event: "done", path: path, messages: collector.messages))
      }
    }

    /// One line of the results file.
    struct Line: Codable {
      var event: String
      var path: String
      var messages: [String]?
    }

    // MARK: The parent's side

    /// Checks every preview at `paths` (golden paths), in one worker per
    /// core, and returns each one's outcome.
    public func run(paths: [String]) async -> [String: Outcome] {
      let workers = max(1, min(self.workers, paths.count))
      let slices = (0..<workers).map { worker in stride(from: worker, to: paths.count, by: workers).map { paths[$0] } }
      return await withTaskGroup(of: [String: Outcome].self) { group in
        for slice in slices where !slice.isEmpty {
          group.addTask { await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: self.runSlice(slice)) }
          } }
        }
        var outcomes: [String: Outcome] = [:]
        for await part in group { outcomes.merge(part) { first, _ in first } }
        return outcomes
      }
    }

    /// Runs `paths` in workers, one after another: a new one after each
    /// crash, over the previews left.
    private func runSlice(_ paths: [String]) -> [String: Outcome] {
      var outcomes: [String: Outcome] = [:]
      var remaining = paths[...]
      while !remaining.isEmpty {
        let (lines, status) = runWorker(over: Array(remaining))
        var started: String?
        for line in lines {
          if line.event == "start" {
            started = line.path
          } else if line.event == "done" {
            let messages = line.messages ?? []
            outcomes[line.path] = messages.isEmpty ? .passed : .failed(messages)
            started = nil
          }
        }
        let finished = remaining.prefix { outcomes[$0] != nil }
        remaining = remaining.dropFirst(finished.count)
        if let started, remaining.first == started {
          outcomes[started] = .crashed(status)
          remaining = remaining.dropFirst()
        } else if !remaining.isEmpty {
          // The worker ran nothing more and no preview was in flight: it
          // did not start, or its filter found no worker test.
          for path in remaining { outcomes[path] = .notRun("the preview worker stopped before it (\(status))") }
          remaining = []
        }
      }
      return outcomes
    }

    /// Starts one worker over `paths`; returns the lines it wrote and how it ended.
    private func runWorker(over paths: [String]) -> (lines: [Line], status: String) {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-preview-batch-\(getpid())-\(UUID().uuidString)")
      // A scratch folder left in the temporary directory costs only space.
      defer { try? FileManager.default.removeItem(at: folder) }
      let pathsFile = folder.appendingPathComponent("paths")
      let resultsFile = folder.appendingPathComponent("results")
      let errorFile = folder.appendingPathComponent("stderr")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try paths.joined(separator: "\n").write(to: pathsFile, atomically: true, encoding: .utf8)
        try Data().write(to: resultsFile)
        try Data().write(to: errorFile)
      } catch {
        return ([], "cannot write its files in \(folder.path): \(error)")
      }
      let process = Process()
      process.executableURL = Self.testBinary
      process.arguments = ["--testing-library", "swift-testing", "--quiet", "--filter", workerTest]
      var environment = ProcessInfo.processInfo.environment.merging(self.environment) { _, new in new }
      environment[Self.pathsKey] = pathsFile.path
      environment[Self.resultsKey] = resultsFile.path
      environment[Self.moduleKey] = modules.first ?? ""
      // The workers' report entries are this process's run's.
      environment["FLIPBOOK_REPORT_RUN"] = GoldenReportPage.run
      // A trapping preview's message, not a backtrace, is what the
      // report's tail shows (set SWIFT_BACKTRACE to have one).
      if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      do {
        process.standardError = try FileHandle(forWritingTo: errorFile)
      } catch {
        return ([], "cannot open \(errorFile.path) for the worker's messages: \(error)")
      }
      do {
        try process.run()
      } catch {
        return ([], "cannot start \(Self.testBinary.path): \(error)")
      }
      process.waitUntilExit()
      // A worker that crashed mid-line leaves a partial last line, which
      // doesn't decode: its preview counts as not checked, and is
      // reported with the crash below. Files the worker never wrote read
      // as empty, the same way.
      let lines = ((try? String(contentsOf: resultsFile, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
        try? JSONDecoder().decode(Line.self, from: Data($0.utf8))
      }
      let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      // The runtime's message ("Fatal error: …") if there is one, else the last lines.
      let errorLines = errors.split(separator: "\n")
      let tail = errorLines.first { $0.localizedCaseInsensitiveContains("fatal error") || $0.contains("failed:") }
        .map(String.init) ?? errorLines.suffix(2).joined(separator: " / ")
      let how = process.terminationReason == .uncaughtSignal
        ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
      return (lines, tail.isEmpty ? how : "\(how): \(tail)")
    }

    /// This test binary, which workers run again.
    static var testBinary: URL {
      #if os(Linux)
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      #else
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      #endif
    }
  }

  /// The outcomes of the batch over `modules`' previews with goldens in
  /// `snapshotFolder`: run once, the first time any preview asks.
  static func sharedOutcomes(modules: [String], snapshotFolder: String) async -> [String: Batch.Outcome] {
    let key = modules.joined(separator: "\u{1F}") + "\u{1F}" + snapshotFolder
    let task = BatchRegistry.shared.task(for: key) {
      let batch = Batch(modules: modules, snapshotFolder: snapshotFolder)
      return await batch.run(paths: PreviewGoldens.cases(inModules: modules).map(\.goldenPath))
    }
    return await task.value
  }

  /// Compares the preview whose golden path is `goldenPath` with its
  /// golden, in a worker process shared with the other previews of
  /// `modules` (see `Batch`), and reports its outcome here, at the
  /// preview's declaration: what the generated test of each preview runs.
  public static func expectGoldenInBatch(
    ofPreviewAt goldenPath: String, inModules modules: [String], in snapshotFolder: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let outcomes = await sharedOutcomes(modules: modules, snapshotFolder: snapshotFolder)
    var location = sourceLocation
    if let preview = cases(inModules: modules).first(where: { $0.goldenPath == goldenPath })?.preview,
      !preview.filePath.isEmpty, preview.line > 0
    {
      location = SourceLocation(
        fileID: preview.fileID, filePath: preview.filePath, line: preview.line, column: max(1, preview.column))
    }
    switch outcomes[goldenPath] {
    case .passed: break
    case .failed(let messages):
      for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
    case .crashed(let how):
      Issue.record("preview \(goldenPath) crashed (\(how))", sourceLocation: location)
    case .notRun(let why):
      Issue.record("preview \(goldenPath) was not checked: \(why)", sourceLocation: location)
    case nil:
      Issue.record("no preview \(goldenPath) in \(modules.joined(separator: ", "))", sourceLocation: location)
    }
  }
}

/// The batches started in this process, one per set of modules and folder.
private final class BatchRegistry: Sendable {
  static let shared = BatchRegistry()
  private let tasks = Mutex<[String: Task<[String: PreviewGoldens.Batch.Outcome], Never>]>([:])

  func task(
    for key: String, _ make: @escaping @Sendable () async -> [String: PreviewGoldens.Batch.Outcome]
  ) -> Task<[String: PreviewGoldens.Batch.Outcome], Never> {
    tasks.withLock { tasks in
      if let task = tasks[key] { return task }
      let task = Task { await make() }
      tasks[key] = task
      return task
    }
  }
}
