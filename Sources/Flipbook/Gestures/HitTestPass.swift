import Foundation

/// The hit-testing pass: which tap handler a touch at a point reaches,
/// asked of the placed tree top down, front to back (`ViewNode.hitTest`:
/// content shapes, disabled hit testing, effects that move what is drawn).
/// Reads the placed tree only. Deep trees recurse deeply, so it runs on
/// the graph's large stack.
struct HitTestPass {
  /// The tap being made (its count, how long it is held).
  let query: TapQuery

  /// The topmost handler for the tap under `point` (root space) in
  /// `placed`, or nil when none takes it.
  func target(at point: CGPoint, in placed: PlacedView?) -> TapTarget? {
    guard let placed else { return nil }
    let query = self.query
    return LargeStack.runOnGraphThread { placed.hitTest(point, query) }
  }
}
