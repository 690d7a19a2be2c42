import Foundation

/// Modifiers that set a layout trait (`layoutPriority`, `zIndex`): data a
/// container reads about its child, passed up through the modifiers that
/// wrap it.
nonisolated struct _TraitWritingModifier: ViewModifier, NodeModifier {
  let write: Trait

  enum Trait {
    case layoutPriority(Double)
    case zIndex(Double)
    /// A value under a key type (`layoutValue(key:value:)`, grid cell
    /// settings).
    case value(ObjectIdentifier, Any)
  }

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { TraitNode(node, write) }
}

/// A node whose traits are its child's with one changed.
final class TraitNode: ModifierNode {
  private let trait: _TraitWritingModifier.Trait

  init(_ child: ViewNode, _ trait: _TraitWritingModifier.Trait) {
    self.trait = trait
    super.init(child)
    switch trait {
    case .layoutPriority(let priority): traits.layoutPriority = priority
    case .zIndex(let zIndex): traits.zIndex = zIndex
    case .value(let key, let value): traits.values[key] = value
    }
  }
}

nonisolated extension View {
  /// Sets the priority stacks give this view when dividing space (default
  /// 0): higher priorities are sized first, with what lower ones need at
  /// least set aside.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_TraitWritingModifier(write: .layoutPriority(value)))
  }

  /// Orders the view among its ZStack siblings: higher is in front (default 0).
  public func zIndex(_ value: Double) -> some View {
    modifier(_TraitWritingModifier(write: .zIndex(value)))
  }
}
