/// A view's structural identity: where it sits in the tree (the child
/// index at each level, the branch of an `if`, the data ID inside a
/// `ForEach`, the type of each custom view on the way), as SwiftUI
/// identifies views. State, animation records and transitions are keyed by it.
///
/// Stored as a chain of links to the parent's identity, each with its hash
/// folded in, so appending a component is O(1) and hashing is O(1). Links
/// are interned under their root: appending the same component to the same
/// identity again (as every pass of a graph does) returns the same link, so
/// equal identities of one graph are one object and compare by pointer;
/// identities of different roots compare by walking their chains.
struct ViewIdentity: Hashable, CustomStringConvertible {
  /// One step down the tree.
  enum Component: Hashable {
    /// The child at this position of a view list.
    case index(Int)
    /// The branch of an `if`/`else` (or `switch`, by case order).
    case branch(Bool)
    /// An element's ID in a `ForEach`.
    case id(AnyHashable)
    /// A repeated `ForEach` ID: its `occurrence`-th repetition (1, 2 …).
    case repeatedID(AnyHashable, occurrence: Int)
    /// The body of a custom view (or modifier) of this type.
    case type(ViewType)
    /// A secondary view or site a modifier owns.
    case slot(Slot)
  }

  /// The secondary views and sites modifiers own.
  enum Slot: Hashable {
    case overlay, background, mask, transition, film, safeAreaInset, preference
    /// The content a `_VariadicView.Tree` or a subviews reader takes apart,
    /// and the view it builds from the parts.
    case variadicContent, variadicRoot
  }

  private final class Link {
    let parent: Link?
    /// Nil for a root.
    let component: Component?
    let depth: Int
    let hash: Int
    /// The links appended to this one, by component. Only the thread
    /// resolving a graph appends under that graph's root; the graph clears
    /// the tables when it goes (`releaseInternedLinks`), breaking the
    /// parent ⇄ child cycles.
    var children: [Component: Link] = [:]

    init(parent: Link?, component: Component?) {
      self.parent = parent
      self.component = component
      depth = (parent?.depth ?? -1) + 1
      if let component {
        var hasher = Hasher()
        hasher.combine(parent?.hash ?? 0)
        hasher.combine(component)
        hash = hasher.finalize()
      } else {
        hash = 0
      }
    }

    func appending(_ component: Component) -> Link {
      if let link = children[component] { return link }
      let link = Link(parent: self, component: component)
      children[component] = link
      return link
    }
  }

  /// Forgets every link interned under this identity (a root's, when its
  /// graph goes). Identities still held elsewhere stay valid.
  func releaseInternedLinks() {
    var stack = [last]
    while let link = stack.popLast() {
      stack.append(contentsOf: link.children.values)
      link.children = [:]
    }
  }

  private var last: Link

  /// A root identity: the views of one graph descend from one root.
  init() { last = Link(parent: nil, component: nil) }

  private init(last: Link) { self.last = last }

  /// The identity made of `components`, from a new root down.
  init(components: [Component]) {
    self.init()
    for component in components { last = last.appending(component) }
  }

  /// This identity one step further down.
  func appending(_ component: Component) -> ViewIdentity { ViewIdentity(last: last.appending(component)) }

  /// The components from the root down.
  var components: [Component] {
    var result: [Component] = []
    var link: Link? = last
    while let current = link, let component = current.component {
      result.append(component)
      link = current.parent
    }
    return result.reversed()
  }

  /// Whether this identity is `ancestor` or lies under it.
  func isDescendant(of ancestor: ViewIdentity) -> Bool {
    var link = last
    while link.depth > ancestor.last.depth, let parent = link.parent { link = parent }
    return Self.equal(link, ancestor.last)
  }

  /// The innermost custom view on the path to this view (the one whose
  /// body holds it), for messages; nil at the root.
  var enclosingViewName: String? {
    var link: Link? = last
    while let current = link {
      if case .type(let viewType)? = current.component, viewType.type is any View.Type { return viewType.description }
      link = current.parent
    }
    return nil
  }

  /// Whether a custom view of type `type` lies on the path to this view.
  func contains(_ type: Any.Type) -> Bool {
    var link: Link? = last
    while let current = link {
      if case .type(let viewType)? = current.component, viewType.type == type { return true }
      link = current.parent
    }
    return false
  }

  private static func equal(_ a: Link, _ b: Link) -> Bool {
    var a = a, b = b
    while true {
      if a === b { return true }
      guard a.hash == b.hash, a.depth == b.depth, a.component == b.component else { return false }
      guard let pa = a.parent, let pb = b.parent else { return a.parent == nil && b.parent == nil }
      a = pa
      b = pb
    }
  }

  static func == (a: ViewIdentity, b: ViewIdentity) -> Bool { equal(a.last, b.last) }

  func hash(into hasher: inout Hasher) { hasher.combine(last.hash) }

  var description: String {
    components.map { component in
      switch component {
      case .index(let i): "\(i)"
      case .branch(let b): b ? "if" : "else"
      case .id(let id): "#\(id)"
      case .repeatedID(let id, let occurrence): "#\(id)(\(occurrence))"
      case .type(let type): type.description
      case .slot(let slot): "\(slot)"
      }
    }.joined(separator: "/")
  }
}

/// A view type as an identity component: compared by `ObjectIdentifier`,
/// named only when printed.
struct ViewType: Hashable, CustomStringConvertible {
  let type: Any.Type

  init(_ type: Any.Type) { self.type = type }

  static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.type) == ObjectIdentifier(b.type) }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
  var description: String { String(describing: type) }
}
