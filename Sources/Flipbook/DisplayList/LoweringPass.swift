import Foundation

/// The lowering pass: a placed tree turned into its display list, each
/// node drawing what it draws at its placed frame (`ViewNode.lower`) and
/// its children in order, under the effects it applies. Reads the placed
/// tree only; what comes out is a value, drawn later on any thread.
struct LoweringPass {
  /// The display list of `placed` and its descendants.
  func lower(_ placed: PlacedView) -> DisplayList {
    var list = DisplayList()
    placed.lower(into: &list)
    return list
  }
}
