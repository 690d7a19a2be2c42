import Foundation

/// Views Flipbook implements itself: they produce nodes directly instead of
/// a body.
protocol PrimitiveView {
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode]
}

nonisolated extension PrimitiveView {
  /// Primitive views' `body` is never asked for.
  func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }

  /// `makeNodes` of the view of this type at `view`: reached through the
  /// metatype, so that the view (a modifier chain holds its whole content)
  /// is not copied into an existential box on every resolve.
  static func makeNodes(ofRaw view: UnsafeRawPointer, _ inputs: ResolveInputs) -> [ViewNode] {
    view.assumingMemoryBound(to: Self.self).pointee.makeNodes(inputs)
  }
}

/// The most custom views' bodies one view may be nested in: far beyond any
/// real screen (a recursive tree view a few hundred deep), far short of the
/// graph thread's stack.
let bodyDepthLimit = 5_000

/// Resolves any view into nodes: a custom view's `body` is evaluated (with
/// its `@State` linked and its `Animatable` data presented) until primitive
/// views remain, which make the nodes. Each node remembers the custom view
/// types it was made for, so tests can find a view's frame by its type.
func resolve<V: View>(_ view: V, _ inputs: ResolveInputs) -> [ViewNode] {
  if let primitive = V.self as? any PrimitiveView.Type {
    // Only views that pass their content's nodes up keep a lazy
    // container's rows lazy (LazyRows.swift).
    var inputs = inputs
    if inputs.lazyRows, !(V.self is any LazyRowsTransparent.Type) { inputs.lazyRows = false }
    let nodes = withUnsafePointer(to: view) { primitive.makeNodes(ofRaw: UnsafeRawPointer($0), inputs) }
    // The innermost view that made a node names it for layout animation.
    for node in nodes where node.layoutIdentity == nil {
      node.layoutIdentity = inputs.identity
      node.transaction = inputs.transaction
    }
    return nodes
  }
  // A body that contains its own view without end (`var body: some View
  // { Self() }`) is stopped here, naming the view, before the stack runs
  // out (ResolveProblems.swift fails the frame with it).
  guard inputs.bodyDepth < bodyDepthLimit else {
    ResolveProblems.record(.bodyRecursion(viewType: String(describing: V.self), depth: bodyDepthLimit))
    return []
  }
  let view = inputs.animatedView(view)
  inputs.prepareDynamicProperties(of: view)
  var bodyInputs = inputs.child(.type(ViewType(V.self)))
  bodyInputs.bodyDepth += 1
  let nodes = resolve(view.body, bodyInputs)
  for node in nodes { node.appendViewType(V.self) }
  return nodes
}

/// Resolves an existential view.
func resolveAny(_ view: any View, _ inputs: ResolveInputs) -> [ViewNode] {
  func open<V: View>(_ v: V) -> [ViewNode] { resolve(v, inputs) }
  return open(view)
}

/// Resolves a view into a single node: several become a VStack's children,
/// as SwiftUI lays out a view list at the root (a spacer there is flexible
/// both ways: it is in no stack until the list turns out to have several views).
func resolveSingle<V: View>(_ view: V, _ inputs: ResolveInputs) -> ViewNode {
  let nodes = resolve(view, inputs)
  if nodes.count == 1 { return nodes[0] }
  return StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
}

/// Resolves a secondary view (an overlay's, a background's, a mask's) into
/// a single node: several are layered as in a `ZStack` with `alignment`, as
/// SwiftUI's `overlay(alignment:content:)` documents.
func resolveLayered<V: View>(_ view: V, alignment: Alignment, _ inputs: ResolveInputs) -> ViewNode {
  let nodes = resolve(view, inputs)
  if nodes.count == 1 { return nodes[0] }
  return ZStackNode(alignment: alignment, children: nodes)
}
