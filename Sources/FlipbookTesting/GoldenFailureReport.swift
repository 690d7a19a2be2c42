import Testing
import XCTest
import Synchronization

/// Reports a golden's failure to whichever framework runs the test: a
/// Swift Testing issue inside a `@Test`, else an XCTest failure. Also used
/// by FlipbookSnapshotTesting's strategies, which cannot throw.
package enum GoldenReport {
  /// Where failures go instead, when set: a batch of previews run in a
  /// worker process collects each preview's messages for the parent test
  /// process to report (`PreviewGoldens.Batch`).
  @TaskLocal package static var collector: GoldenMessages?

  package static func fail(_ message: String, _ location: GoldenCallSite) {
    if let collector {
      collector.append(message)
    } else if Test.current != nil || location.isInSwiftTesting {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else {
      XCTFail(message, file: location.file, line: location.line)
    }
  }
}

/// Where an assertion was written, in both frameworks' terms.
public struct GoldenCallSite: Sendable {
  var file: StaticString
  var line: UInt
  var sourceLocation: SourceLocation
  /// Reports go to Swift Testing whatever `Test.current` says (in an exit
  /// test's child process, which forwards them to the parent).
  var isInSwiftTesting = false

  /// The call site of the caller (pass through your own helpers' defaults).
  public init(
    file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.file = file
    self.line = line
    self.sourceLocation = sourceLocation
  }

  var filePath: String { "\(file)" }
}

/// The failure messages of one golden check, collected rather than reported.
package final class GoldenMessages: Sendable {
  private let collected = Mutex<[String]>([])
  package init() {}
  /// The messages collected so far, in order.
  package var messages: [String] { collected.withLock { $0 } }
  /// Adds `message`.
  package func append(_ message: String) { collected.withLock { $0.append(message) } }
}
