import Flipbook
import FlipbookTesting
import Foundation
import Testing

// Three previews, the middle one trapping. This test target has no
// FlipbookPreviews plug-in: the batch below is their only test.
#Preview("Before") { Text("before").padding() }
#Preview("Traps") { PreviewThatTraps() }
#Preview("After") { Text("after").padding() }

struct PreviewThatTraps: View {
  var body: some View {
    let empty: [Int] = []
    return Text("\(empty[1])")
  }
}

/// Preview goldens in batches of worker processes (`PreviewGoldens.Batch`):
/// a trapping preview fails alone and the previews after it still run.
@Suite struct PreviewBatchTests {
  static let module = "FlipbookSnapshotTestingTests"
  static let workerTest = "PreviewBatchTests/worker"

  /// The workers' test: runs only in the processes the batch starts.
  @Test(.enabled(if: PreviewGoldens.Batch.isWorker(for: module)))
  func worker() {
    PreviewGoldens.Batch(modules: [Self.module], snapshotFolder: Self.folder, workerTest: Self.workerTest).runWorker()
  }

  /// Goldens in a fresh folder each run: none is recorded, so each preview
  /// that runs reports its golden missing (and CI never records).
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("flipbook-preview-batch-tests-\(getpid())").path

  @Test(.enabled(if: !PreviewGoldens.Batch.isWorker))
  func aTrappingPreviewFailsAloneAndTheRestRun() async throws {
    defer { try? FileManager.default.removeItem(atPath: Self.folder) }
    let paths = PreviewGoldens.cases(inModules: [Self.module]).map(\.goldenPath)
    #expect(paths.count == 3)
    var batch = PreviewGoldens.Batch(modules: [Self.module], snapshotFolder: Self.folder, workerTest: Self.workerTest)
    batch.environment = ["FLIPBOOK_RECORD": "never"]
    // One worker: "After" comes after the crash in the same slice, so a
    // second worker must pick it up.
    batch.workers = 1
    let outcomes = await batch.run(paths: paths)
    #expect(outcomes.count == 3)
    for path in paths {
      let outcome = try #require(outcomes[path], "\(path) has no outcome")
      if path.hasSuffix("/Traps") {
        guard case .crashed(let how) = outcome else {
          Issue.record("the trapping preview's outcome is \(outcome)")
          continue
        }
        #expect(how.contains("signal") && how.contains("Index out of range"), "\(how)")
      } else {
        // It ran in a worker (before or after the crash) and compared:
        // its golden is missing.
        guard case .failed(let messages) = outcome else {
          Issue.record("\(path)'s outcome is \(outcome)")
          continue
        }
        #expect(messages.count == 1 && messages[0].contains("is missing"), "\(messages)")
      }
    }
  }

  @Test(.enabled(if: !PreviewGoldens.Batch.isWorker))
  func aWorkerThatRunsNothingLeavesEveryPreviewNotRun() async {
    let paths = PreviewGoldens.cases(inModules: [Self.module]).map(\.goldenPath)
    let batch = PreviewGoldens.Batch(modules: [Self.module], snapshotFolder: Self.folder, workerTest: "NoSuchTest/anywhere")
    let outcomes = await batch.run(paths: paths)
    #expect(paths.allSatisfy { path in
      if case .notRun = outcomes[path] { true } else { false }
    })
  }
}
