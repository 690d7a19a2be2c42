import Foundation
import Synchronization

/// Counts layout work while it is installed (`gather`),
/// for benchmarks: how often each node computed a size.
@_spi(Instrumentation)
public final class LayoutStatistics: Sendable {
  /// The statistics being gathered on this task, if any.
  /// The statistics `gather` installed on this task.
  @TaskLocal private static var installed: LayoutStatistics?
  /// How many `gather` calls are running, in any task: while none is,
  /// `current` answers nil without reading the task-local (a read per
  /// size computed was a twentieth of layout's time).
  private static let gatherers = Atomic<Int>(0)

  /// The statistics being gathered on this task, if any.
  static var current: LayoutStatistics? {
    gatherers.load(ordering: .relaxed) == 0 ? nil : installed
  }

  private struct Counts {
    var measures: [ObjectIdentifier: Int] = [:]
    var leafMeasures = 0
  }
  private let counts = Mutex(Counts())

  /// Statistics with nothing counted.
  public init() {}

  /// How many sizes were computed (cache misses) in all.
  public var measureCount: Int { counts.withLock { $0.measures.values.reduce(0, +) } }

  /// How many sizes were computed by leaves (nodes with no child: shapes,
  /// colours, spacers, Canvas).
  public var leafMeasures: Int { counts.withLock { $0.leafMeasures } }

  /// The most sizes any one node computed.
  public var mostMeasuresOfOneNode: Int { counts.withLock { $0.measures.values.max() ?? 0 } }

  func recordMeasure(of node: ViewNode) {
    let isLeaf = node.role.isLeaf
    let id = ObjectIdentifier(node)
    counts.withLock { counts in
      counts.measures[id, default: 0] += 1
      if isLeaf { counts.leafMeasures += 1 }
    }
  }

  /// Runs `body` with these statistics gathering.
  public func gather<R>(_ body: () throws -> R) rethrows -> R {
    LayoutStatistics.gatherers.add(1, ordering: .relaxed)
    defer { LayoutStatistics.gatherers.subtract(1, ordering: .relaxed) }
    return try LayoutStatistics.$installed.withValue(self, operation: body)
  }

  /// Runs `body` gathering into `statistics` (nil: as it is): what carries
  /// a caller's statistics onto the thread a graph's passes run on, which
  /// task-locals don't reach.
  static func carrying<R>(_ statistics: LayoutStatistics?, _ body: () throws -> R) rethrows -> R {
    guard let statistics else { return try body() }
    return try $installed.withValue(statistics, operation: body)
  }
}
