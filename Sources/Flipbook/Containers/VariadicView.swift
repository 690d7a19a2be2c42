import Foundation

// # Taking a view list apart
//
// A container built on SwiftUI's view lists (a stack that puts a divider
// between its children, a carousel, a custom list) needs its content as
// separate views. SwiftUI's unofficial `_VariadicView` gives them:
// `_VariadicView.Tree(root) { content }` hands `root.body(children:)` the
// children of `content` (each `ForEach` element, each view of the
// builder, flattened through `Group`s) as `_VariadicView.Children`, a
// collection of views with identities and the values their modifiers set
// (`_trait`). iOS 18 made it public as `Group(subviews:transform:)`,
// `ForEach(subviews:content:)` and `ForEach(sections:content:)`, with
// `containerValue(_:_:)` for the values (SubviewsCollection.swift).
//
// Here the content is resolved where the tree is, into its nodes: one node
// per child, as a view list resolves. A child view is its node again, so
// its state, identity and modifiers are its own wherever the root places
// it. The root's body is resolved next to it.
//
// Layout, as SwiftUI's: a `MultiViewRoot`'s body is a view list that
// joins its parent's (a `VStack` around the tree lays out each view the
// body makes); a `UnaryViewRoot`'s body is one view (several are stacked
// vertically, as at the root of a view).
//
// A child placed under environment values the tree didn't have (the
// root's `child.font(.headline)`) is resolved again there, with the same
// identity (VariadicSource), so the environment reaches it as in SwiftUI.

/// SwiftUI's view list machinery (unofficial, underscored API).
public enum _VariadicView {
  /// A view whose `root` arranges the children of `content`.
  nonisolated public struct Tree<Root: _VariadicView_Root, Content: View>: View, PrimitiveView {
    public var root: Root
    public var content: Content

    /// A tree of `root` over `content`.
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }

    /// A tree of `root` over `content`.
    public init(root: Root, content: Content) {
      self.root = root
      self.content = content
    }

    public var body: Never { primitiveBody() }

    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
      let children = _VariadicView_Children(resolving: content, inputs)
      guard let root = root as? any _VariadicView_ViewRoot else { return children.nodes }
      return root.makeRootNodes(children, inputs.child(.slot(.variadicRoot)))
    }
  }

  public typealias Root = _VariadicView_Root
  public typealias ViewRoot = _VariadicView_ViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  public typealias Children = _VariadicView_Children
}

/// A root of a variadic view tree.
public protocol _VariadicView_Root {}

/// A root that makes a view of the children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  associatedtype Body: View
  /// The view made of `children`.
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose body joins its parent's view list.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// A root whose body is one view.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView_ViewRoot {
  func makeRootNodes(_ children: _VariadicView.Children, _ inputs: ResolveInputs) -> [ViewNode] {
    let body = body(children: children)
    if self is any _VariadicView_UnaryViewRoot { return [resolveSingle(body, inputs)] }
    return resolve(body, inputs)
  }
}

/// A key for a value a view passes to a variadic root, as SwiftUI's
/// `_ViewTraitKey`.
public protocol _ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Sets `key`'s trait on this view for a variadic root to read, as
  /// SwiftUI's `_trait(_:_:)`.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    modifier(_ContainerValuesModifier(added: [ObjectIdentifier(key): value]))
  }
}

/// The children of a variadic tree's content: a collection of views,
/// itself a view that draws them all.
nonisolated public struct _VariadicView_Children: View, PrimitiveView, RandomAccessCollection {
  let source: VariadicSource

  init<Content: View>(resolving content: Content, _ inputs: ResolveInputs) {
    source = VariadicSource(content: content, inputs)
  }

  var nodes: [ViewNode] { source.nodes }
  /// Where the content was resolved, for the children's identities.
  var site: ViewIdentity { source.site }

  public var startIndex: Int { 0 }
  public var endIndex: Int { source.nodes.count }
  public subscript(index: Int) -> Element {
    let source = self.source
    return Element(node: source.nodes[index], site: source.site, index: index) { source.nodes(for: $0)[safe: index] }
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { source.nodes(for: inputs) }

  /// One child: a view, with its identity and traits.
  nonisolated public struct Element: View, PrimitiveView, Identifiable {
    let node: ViewNode
    let site: ViewIdentity
    let index: Int
    /// The child resolved again where it is placed, when the environment
    /// there differs from the tree's.
    let placed: (ResolveInputs) -> ViewNode?

    /// The child's identity: its `ForEach` ID, else its place in the
    /// content.
    public var id: AnyHashable {
      if let tag = node.tag(below: site), node.traits[TagValue.self] == nil { return tag }
      return AnyHashable(node.layoutIdentity.map { AnyHashable($0) } ?? AnyHashable(index))
    }

    /// The child's `ForEach` ID as an `ID`, or nil.
    public func id<ID: Hashable>(as type: ID.Type) -> ID? { (node.tag(below: site)?.base as? ID) }

    /// The trait `key` set on the child (its default when none is).
    public subscript<K: _ViewTraitKey>(key: K.Type) -> K.Value {
      node.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [placed(inputs) ?? node] }
  }
}

/// A variadic tree's content, resolved where the tree is, and again (once
/// per environment) where its children are placed under environment
/// values the tree didn't have (`subview.font(.headline)`): the same
/// identities, so the same state, in the placement's environment.
final class VariadicSource {
  let nodes: [ViewNode]
  let site: ViewIdentity
  private let version: UInt64
  private let resolveAgain: (EnvironmentValues) -> [ViewNode]
  private var again: (version: UInt64, nodes: [ViewNode])?

  init<Content: View>(content: Content, _ inputs: ResolveInputs) {
    let contentInputs = inputs.child(.slot(.variadicContent))
    nodes = resolve(content, contentInputs)
    site = contentInputs.identity
    version = inputs.environment.version
    resolveAgain = { environment in
      var placed = contentInputs
      placed.environment = environment
      return resolve(content, placed)
    }
  }

  /// The content's nodes for a placement in `inputs`' environment.
  func nodes(for inputs: ResolveInputs) -> [ViewNode] {
    let placement = inputs.environment.version
    if placement == version { return nodes }
    if let again, again.version == placement { return again.nodes }
    let resolved = resolveAgain(inputs.environment)
    again = (placement, resolved)
    return resolved
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
