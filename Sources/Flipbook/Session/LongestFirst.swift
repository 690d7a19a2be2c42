import Foundation

/// The scheduler of many renders (`flipbook render --all`, the samples):
/// the jobs run two at a time, longest first.
///
/// A film's script advances on one thread while its frames draw on every
/// core; a second film beside it fills the core the first leaves idle
/// while it resolves. More than two would only queue for the same cores.
/// Longest first, so the last job to start is a short one. Each job's
/// output is the bytes of running it alone.
public enum LongestFirst {
  /// How many jobs run at once: two, or one on a one-core machine.
  public static var lanes: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 2) }

  /// Runs `body` on every job, longest by `cost` first, `lanes` at a time.
  /// Every job runs even when some throw; the first error (in cost order)
  /// is thrown once all are done.
  public static func run<Job>(_ jobs: [Job], cost: (Job) -> Int, _ body: (Job) throws -> Void) throws {
    // Stable: jobs of equal cost keep their order.
    let costs = jobs.map(cost)
    let order = jobs.indices.sorted { (costs[$1], $0) < (costs[$0], $1) }
    try order.map { jobs[$0] }.concurrentForEach(lanes: lanes, body)
  }
}
