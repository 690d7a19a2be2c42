/// A reusable change to a view, as SwiftUI's `ViewModifier`: its `body`
/// receives the modified view as `content`.
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as passed to `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// Modifiers Flipbook implements itself, making nodes from the content's.
protocol PrimitiveModifier {
  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode]
}

nonisolated extension PrimitiveModifier {
  func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }

  /// `makeNodes` of the modifier of this type at `modifier`, reached
  /// through the metatype (no existential box; see `PrimitiveView`).
  static func makeNodes(
    ofRaw modifier: UnsafeRawPointer, content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs
  ) -> [ViewNode] {
    modifier.assumingMemoryBound(to: Self.self).pointee.makeNodes(content: content, inputs)
  }
}

/// Built-in modifiers that wrap each content node in one node.
protocol NodeModifier: PrimitiveModifier {
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode
}

extension NodeModifier {
  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    content(inputs).map { $0.mappingRows { wrap($0, inputs) } }
  }
}

/// The content a `ViewModifier`'s body receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let resolveContent: (ResolveInputs) -> [ViewNode]
  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolveContent(inputs) }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("ModifiedContent is a primitive view") }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let content = self.content
    return apply(modifier, to: { resolve(content, $0.child(.index(0))) }, inputs)
  }
}

/// Applies a modifier to content given as a resolver. A user modifier that
/// is `Animatable` (an `AnimatableModifier`) has its `animatableData`
/// presented before its body runs, as SwiftUI animates it.
func apply<M: ViewModifier>(
  _ modifier: M, to content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs
) -> [ViewNode] {
  if let primitive = M.self as? any PrimitiveModifier.Type {
    // Rows of a lazy container pass only through modifiers that wrap each
    // node (LazyRows.swift); any other resolves its content eagerly.
    var content = content
    if inputs.lazyRows, !(M.self is any NodeModifier.Type), !(M.self is any LazyRowsTransparent.Type) {
      let eager = content
      content = { inputs in
        var inputs = inputs
        inputs.lazyRows = false
        return eager(inputs)
      }
    }
    return withUnsafePointer(to: modifier) { primitive.makeNodes(ofRaw: UnsafeRawPointer($0), content: content, inputs) }
  }
  let modifier = inputs.animatedIfAnimatable(modifier, .modifier(M.self))
  // A geometry effect (a user's or a built-in one) draws its content
  // through the transform it computes for the view's size.
  if let geometry = modifier as? any GeometryEffect {
    return content(inputs).map { $0.mappingRows { GeometryEffectNode($0, effect: geometry) } }
  }
  // A modifier whose body applies itself without end is stopped as a
  // view's is (Resolve.swift's `bodyDepthLimit`).
  guard inputs.bodyDepth < bodyDepthLimit else {
    ResolveProblems.record(.bodyRecursion(viewType: String(describing: M.self), depth: bodyDepthLimit))
    return []
  }
  inputs.prepareDynamicProperties(of: modifier)
  var bodyInputs = inputs.child(.type(ViewType(M.self)))
  bodyInputs.bodyDepth += 1
  return resolve(modifier.body(content: _ViewModifier_Content(resolveContent: content)), bodyInputs)
}

/// A modifier that animates its `animatableData`, as SwiftUI's
/// `AnimatableModifier` (deprecated there in favour of `Animatable &
/// ViewModifier`, which Flipbook animates the same way).
public protocol AnimatableModifier: Animatable, ViewModifier {}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("applied as a primitive modifier") }
}

nonisolated extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    let first = self.content
    return apply(modifier, to: { apply(first, to: content, $0) }, inputs)
  }
}

nonisolated extension View {
  /// Applies `modifier` to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

nonisolated extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
