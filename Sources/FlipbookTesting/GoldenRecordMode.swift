import Foundation
import Testing

/// When golden images are (re)written, as swift-snapshot-testing's record
/// modes: from a Swift Testing trait (`.goldenRecording(.missing)`), else
/// from the `FLIPBOOK_RECORD` environment variable. On CI (`CI` set to a
/// true value, as CI services do) nothing is ever recorded: a missing or
/// differing golden fails, whatever the trait or variable asks.
public enum GoldenRecordMode: String, Sendable {
  /// Compare only; a missing golden fails (the default, and CI's mode).
  case never
  /// Write goldens that are missing (the test still fails, to be looked at).
  case missing
  /// Rewrite goldens that fail the comparison.
  case failed
  /// Rewrite every golden (`FLIPBOOK_RECORD=1` or `all`).
  case all

  /// The mode in force for the running test.
  public static var current: GoldenRecordMode {
    mode(environment: ProcessInfo.processInfo.environment, scoped: scoped)
  }

  /// The mode for an environment and a trait's mode: never on CI, else the
  /// trait's, else `FLIPBOOK_RECORD`'s.
  static func mode(environment: [String: String], scoped: GoldenRecordMode?) -> GoldenRecordMode {
    if isCI(environment) { return .never }
    if let scoped { return scoped }
    switch environment["FLIPBOOK_RECORD"]?.lowercased() {
    case "1", "all", "true", "yes": return .all
    case "missing": return .missing
    case "failed": return .failed
    default: return .never
    }
  }

  /// Whether this is a CI run (`CI` is set and not "0", "false" or "no").
  public static var isCI: Bool { isCI(ProcessInfo.processInfo.environment) }

  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
    return value != "0" && value != "false" && value != "no"
  }

  @TaskLocal static var scoped: GoldenRecordMode?
}

/// A Swift Testing trait that sets the golden record mode for a test or a
/// suite: `@Test(.goldenRecording(.missing))`. CI never records.
public struct GoldenRecordingTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode.
  public var mode: GoldenRecordMode
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await GoldenRecordMode.$scoped.withValue(mode) { try await function() }
  }
}

extension Trait where Self == GoldenRecordingTrait {
  /// Records goldens in `mode` inside the test or suite.
  public static func goldenRecording(_ mode: GoldenRecordMode) -> Self { GoldenRecordingTrait(mode: mode) }
}
