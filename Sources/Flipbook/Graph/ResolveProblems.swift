import Foundation
import Synchronization

/// What a pass found it can't draw, to fail the frame with: the first
/// problem recorded while a graph's passes run (the graph throws it once
/// they end). Outside a graph's passes, a problem is a warning, once.
final class ResolveProblems: Sendable {
  @TaskLocal static var current: ResolveProblems?

  private let first = Mutex<FlipbookError?>(nil)

  /// The first problem recorded.
  var problem: FlipbookError? { first.withLock { $0 } }

  /// Records `problem` for the pass running (see the type's comment).
  static func record(_ problem: FlipbookError) {
    guard let current else { return Warnings.once(problem.description) }
    current.first.withLock { if $0 == nil { $0 = problem } }
  }

  /// Runs `body` collecting problems, then throws the first.
  static func collecting<T>(_ body: () throws -> T) throws -> T {
    let problems = ResolveProblems()
    let result = try $current.withValue(problems) { try body() }
    if let problem = problems.problem { throw problem }
    return result
  }
}
