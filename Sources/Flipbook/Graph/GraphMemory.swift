import Foundation

/// What a running view graph remembers from one pass to the next, in four
/// parts, each with its own file: the animation store (every animatable
/// attribute's model value and running track), the reconciler's memory of
/// dynamic containers, the lifecycle memory (appearances, watched and
/// observed values, queued actions), and where matched geometry was
/// placed. A still graph (`ImageRenderer`'s) has none: views show their
/// initial state and nothing runs.
///
/// Resolve reads and writes all four; the layout pass reads presented
/// frames from the animation store and leaves its writes (frames to
/// animate, frames to seed) in a `LayoutAnimations` log that the graph
/// commits when layout is done, and records matched frames, which later
/// views of the same pass read.
final class GraphMemory {
  let animations = AnimationStore()
  let lifecycle = LifecycleMemory()
  let containers = ReconcilerMemory()
  let matchedGeometry = MatchedGeometryMemory()
  /// What lazy stacks measured of their rows (LazyStackNode.swift).
  let lazyStacks = LazyStackMemories()
  /// Which pass this is (visited marks).
  private(set) var pass = 0

  /// Starts a pass evaluating the tree at `time`; `isUpdate` when state
  /// changed since the previous pass.
  func beginPass(at time: Double, isUpdate: Bool = true) {
    pass += 1
    animations.beginPass(pass, at: time, isUpdate: isUpdate)
    lifecycle.beginPass(pass)
    containers.beginPass(pass)
    lazyStacks.beginPass(pass)
    matchedGeometry.beginPass()
  }

  /// Ends a pass: each part forgets what was not visited; returns the
  /// lifecycle actions to run.
  func endPass() -> [() -> Void] {
    animations.endPass()
    containers.endPass()
    lazyStacks.endPass()
    return lifecycle.endPass()
  }
}
