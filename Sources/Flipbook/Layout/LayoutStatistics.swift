import Foundation

/// Counts layout work while it is installed (`LayoutStatistics.$current`),
/// for benchmarks: how often each node computed a size.
@_spi(Instrumentation)
public final class LayoutStatistics: @unchecked Sendable {
  /// The statistics being gathered on this task, if any.
  @TaskLocal static var current: LayoutStatistics?

  private let lock = NSLock()
  private var measures: [ObjectIdentifier: Int] = [:]
  private var leafMeasureCount = 0

  /// Statistics with nothing counted.
  public init() {}

  /// How many sizes were computed (cache misses) in all.
  public var measureCount: Int { lock.withLock { measures.values.reduce(0, +) } }

  /// How many sizes were computed by leaves (nodes with no child: shapes,
  /// colours, spacers, Canvas).
  public var leafMeasures: Int { lock.withLock { leafMeasureCount } }

  /// The most sizes any one node computed.
  public var mostMeasuresOfOneNode: Int { lock.withLock { measures.values.max() ?? 0 } }

  func recordMeasure(of node: ViewNode) {
    let isLeaf = node is ShapeNode || node is SpacerNode || node is CanvasNode
    lock.withLock {
      measures[ObjectIdentifier(node), default: 0] += 1
      if isLeaf { leafMeasureCount += 1 }
    }
  }

  /// Runs `body` with these statistics gathering.
  public func gather<R>(_ body: () throws -> R) rethrows -> R {
    try LayoutStatistics.$current.withValue(self, operation: body)
  }
}
