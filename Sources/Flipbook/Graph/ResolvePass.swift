import Foundation

/// The resolve pass: the root view's `body` evaluated, recursively, down to
/// primitive views, which make the node tree the layout pass sizes and
/// places (see `ViewNode`'s essay). Environment, state, transactions and
/// the graph's memory flow down through `inputs`. A root whose
/// environment says right to left is wrapped in a `MirrorNode`.
struct ResolvePass {
  /// What the root resolves with.
  let inputs: ResolveInputs

  /// The node tree of `root`.
  func resolve(_ root: ViewGraph.Root) -> ViewNode {
    let made = root.make(inputs)
    return inputs.environment.layoutDirection == .rightToLeft ? MirrorNode(made) : made
  }
}
