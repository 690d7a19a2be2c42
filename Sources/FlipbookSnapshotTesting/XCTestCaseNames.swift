import Foundation
import XCTest

// # Names for snapshots taken outside Swift Testing
//
// The report page names a snapshot by its test. In a Swift Testing test
// that is `Test.current`; XCTest has no such thing a library can ask for
// on Linux. So the first snapshot taken outside Swift Testing registers an
// observer with XCTest (`XCTestObservationCenter`), which then hears every
// test case start and finish. A snapshot taken while the name is not known
// yet (the test case that registered the observer started before it) waits
// for the name until its test case finishes; whatever still waits when the
// process exits is named "snapshot".

/// The running XCTest test case's name, from XCTest's own observation.
final class XCTestCaseNames: NSObject, XCTestObservation, @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is read and written under
  // `lock`.
  static let shared: XCTestCaseNames = {
    let names = XCTestCaseNames()
    XCTestObservationCenter.shared.addTestObserver(names)
    atexit { XCTestCaseNames.shared.flush(naming: nil) }
    return names
  }()

  private let lock = NSLock()
  private var current: String?
  private var waiting: [(String?) -> Void] = []

  func testCaseWillStart(_ testCase: XCTestCase) {
    lock.withLock { current = testCase.name }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    flush(naming: testCase.name)
    lock.withLock { current = nil }
  }

  /// Calls `use` with the running test case's name: at once when known,
  /// else when the test case finishes (nil: the process exits first).
  func withName(_ use: @escaping (String?) -> Void) {
    let name: String? = lock.withLock {
      if let current { return current }
      waiting.append(use)
      return nil
    }
    if let name { use(name) }
  }

  private func flush(naming name: String?) {
    let calls = lock.withLock {
      defer { waiting = [] }
      return waiting
    }
    calls.forEach { $0(name) }
  }
}
