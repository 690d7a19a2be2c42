import Foundation

/// Plays a film's script against its graph, one instant after another.
final class FilmPlayer {
  let graph: ViewGraph
  private let times: [Double]
  private let actions: [(ViewGraph, Double) throws -> Void]
  private var next = 0
  private var started = false

  init(graph: ViewGraph, times: [Double], actions: [(ViewGraph, Double) throws -> Void]) {
    self.graph = graph
    self.times = times
    self.actions = actions
  }

  /// Runs the steps due by `time` (each at its own instant) and evaluates
  /// the tree at `time`. Times must not go backwards.
  func advance(to time: Double) throws -> FrameSnapshot {
    if !started {
      try graph.update(at: 0)
      started = true
    }
    while next < times.count, times[next] <= time + 1e-9 {
      try actions[next](graph, times[next])
      try graph.update(at: times[next])
      next += 1
    }
    try graph.update(at: time)
    guard let snapshot = graph.snapshot else { throw FlipbookError.emptyView }
    return snapshot
  }
}
