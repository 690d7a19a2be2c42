import Foundation

/// What a pass found it can't draw, to fail the frame with: the first
/// problem recorded while a graph's passes run (the graph throws it once
/// they end). Outside a graph's passes, a problem is a warning, once.
final class ResolveProblems: @unchecked Sendable {
  @TaskLocal static var current: ResolveProblems?

  private let lock = NSLock()
  private var first: FlipbookError?

  /// The first problem recorded.
  var problem: FlipbookError? { lock.withLock { first } }

  /// Records `problem` for the pass running (see the type's comment).
  static func record(_ problem: FlipbookError) {
    guard let current else { return Warnings.once(problem.description) }
    current.lock.withLock { if current.first == nil { current.first = problem } }
  }

  /// Runs `body` collecting problems, then throws the first.
  static func collecting<T>(_ body: () throws -> T) throws -> T {
    let problems = ResolveProblems()
    let result = try $current.withValue(problems) { try body() }
    if let problem = problems.problem { throw problem }
    return result
  }
}
