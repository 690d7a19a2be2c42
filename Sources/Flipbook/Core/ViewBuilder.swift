/// Builds views from closures of statements, as SwiftUI's result builder:
/// any number of children, `if`/`else`, `if let`, `switch`, optionals.
@resultBuilder
public enum ViewBuilder {
  /// No content.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One child.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Any number of children.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    var children: [any View] = []
    repeat children.append(each content)
    return TupleView((repeat each content), children: children)
  }

  /// An expression statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content behind `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a `ViewBuilder` block with several statements.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  /// The child views.
  public var value: T

  /// The elements as views, when the builder made the tuple (nil: read
  /// them from `value` by reflection).
  private let children: [any View]?

  /// Wraps a tuple of views.
  public init(_ value: T) {
    self.value = value
    children = nil
  }

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  public var body: Never { primitiveBody() }

  /// The views, each with its position in the tuple. Each element is a
  /// view (the builder only makes tuples of views); a tuple made by hand
  /// is read by reflection, skipping non-views, each view keeping its
  /// position in the tuple as its identity.
  var elements: [(index: Int, view: any View)] {
    children.map { Array($0.enumerated()).map { ($0.offset, $0.element) } }
      ?? Mirror(reflecting: value).children.enumerated().compactMap { element in
        (element.element.value as? any View).map { (element.offset, $0) }
      }
  }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var nodes: [ViewNode] = []
    // Inserted or removed as a group, each element transitions on its own.
    let phase = elements.count > 1 ? inputs.takeGroupTransition() : nil
    for (index, view) in elements {
      let child = inputs.child(.index(index))
      if let phase {
        nodes += child.resolveWithOwnTransition(phase) { resolveAny(view, $0) }
      } else {
        nodes += resolveAny(view, child)
      }
    }
    return nodes
  }
}


/// The result of an `if`/`else` in a `ViewBuilder`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody() }

  /// The branch shown is the container's one child: switching branches
  /// removes one view and inserts the other, with their transitions.
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    switch storage {
    case .trueContent(let content):
      inputs.resolveDynamic([ContainerState.Child(component: .branch(true)) { resolve(content, $0) }])
    case .falseContent(let content):
      inputs.resolveDynamic([ContainerState.Child(component: .branch(false)) { resolve(content, $0) }])
    }
  }
}

nonisolated extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional is a primitive view") }
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
  /// Optional content is a dynamic container of zero or one child.
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    inputs.resolveDynamic(map { content in [ContainerState.Child(component: .branch(true)) { resolve(content, $0) }] } ?? [])
  }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}
  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [] }
}

/// A type-erased view, as in SwiftUI.
nonisolated public struct AnyView: View, PrimitiveView {
  private let storage: AnyViewStorage
  var view: any View { storage.view! }

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) { storage = AnyViewStorage(view) }

  /// Erases a view given as an existential, or nil if it is not a view.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    storage = AnyViewStorage(view)
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    resolveAny(view, inputs.child(.type(ViewType(type(of: view)))))
  }
}

/// An erased view's box. Views erased inside views nest without bound
/// (`AnyView(v.padding(1))` 50,000 deep), and releasing such a chain would
/// recurse once per level, overflowing the thread's stack: so a box hands
/// its view to `DeferredRelease`, which releases chains iteratively.
final class AnyViewStorage {
  var view: (any View)?
  init(_ view: any View) { self.view = view }
  deinit {
    if let view = view.take() { DeferredRelease.release(consume view) }
  }
}

/// Releases values one after another instead of inside each other: a
/// value released while another is being released waits in a queue, which
/// the outermost release drains. Releases may happen on the thread already
/// draining; values released here have no thread affinity.
enum DeferredRelease {
  /// Recursive: a release the optimizer moves inside the locked region
  /// only queues its value.
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var queue: [any View] = []
  nonisolated(unsafe) private static var draining = false

  static func release(_ value: consuming any View) {
    lock.lock()
    queue.append(value)
    if draining {
      lock.unlock()
      return
    }
    draining = true
    lock.unlock()
    while let next = pop() { discard(next) }
  }

  /// The next value to release, or nil (and draining over) when none is left.
  private static func pop() -> (any View)? {
    lock.lock()
    defer { lock.unlock() }
    if let next = queue.popLast() { return next }
    draining = false
    return nil
  }

  /// Releases `value` (its chain queues itself rather than recursing).
  @inline(never)
  private static func discard(_ value: consuming any View) { _ = consume value }
}

/// Groups views without laying them out: its children join the enclosing
/// container's, and modifiers on the group apply to each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolve(content, inputs) }
}
