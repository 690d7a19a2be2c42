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
// Here the content is resolved once, where the tree is, into its nodes:
// one node per child, as a view list resolves. A child view is those nodes
// again, so its state, identity and modifiers are its own wherever the
// root places it. The root's body is resolved next to it.
//
// Layout, as SwiftUI's: a `MultiViewRoot`'s body is a view list that
// joins its parent's (a `VStack` around the tree lays out each view the
// body makes); a `UnaryViewRoot`'s body is one view (several are stacked
// vertically, as at the root of a view).
//
// Limits: children resolve in the environment of the tree, so an
// environment value set in the root's body around a child does not reach
// it; a child placed twice is drawn once.

/// SwiftUI's view list machinery (unofficial, underscored API).
public enum _VariadicView {
  /// A view whose `root` arranges the children of `content`.
  public struct Tree<Root: _VariadicView_Root, Content: View>: View, PrimitiveView {
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

extension View {
  /// Sets `key`'s trait on this view for a variadic root to read, as
  /// SwiftUI's `_trait(_:_:)`.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    modifier(_ContainerValuesModifier(added: [ObjectIdentifier(key): value]))
  }
}

/// The children of a variadic tree's content: a collection of views,
/// itself a view that draws them all.
public struct _VariadicView_Children: View, PrimitiveView, RandomAccessCollection {
  let nodes: [ViewNode]
  /// Where the content was resolved, for the children's identities.
  let site: ViewIdentity

  init<Content: View>(resolving content: Content, _ inputs: ResolveInputs) {
    let contentInputs = inputs.child(.slot(.variadicContent))
    nodes = resolve(content, contentInputs)
    site = contentInputs.identity
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { nodes.count }
  public subscript(index: Int) -> Element { Element(node: nodes[index], site: site, index: index) }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { nodes }

  /// One child: a view, with its identity and traits.
  public struct Element: View, PrimitiveView, Identifiable {
    let node: ViewNode
    let site: ViewIdentity
    let index: Int

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
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [node] }
  }
}
