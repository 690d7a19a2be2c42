import Foundation

/// A key for a value a view passes to its container, as SwiftUI's
/// `ContainerValueKey` (iOS 18): declared in an extension of
/// `ContainerValues`, set with `.containerValue(_:_:)`, read from a
/// subview's `containerValues`.
public protocol ContainerValueKey {
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// The values a view's modifiers pass to its container, as SwiftUI's
/// `ContainerValues`: the outermost modifier's value wins, a value nobody
/// set is the key's default.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any]

  init(_ values: [ObjectIdentifier: Any] = [:]) { self.values = values }

  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The view's tag (`.tag(_:)`) as a `T`, or nil.
  public func tag<T: Hashable>(for type: T.Type) -> T? { (values[ObjectIdentifier(TagValue.self)] as? AnyHashable)?.base as? T }

  /// Whether the view's tag is `tag`.
  public func hasTag<T: Hashable>(_ tag: T) -> Bool { self.tag(for: T.self) == tag }
}

/// A modifier's node that adds container values to its child's.
final class ContainerValuesNode: ModifierNode {
  let added: [ObjectIdentifier: Any]

  init(_ child: ViewNode, _ added: [ObjectIdentifier: Any]) {
    self.added = added
    super.init(child)
    traits.values.merge(added) { _, outer in outer }
  }
}

/// `.containerValue(_:_:)` and `._trait(_:_:)`.
nonisolated struct _ContainerValuesModifier: ViewModifier, NodeModifier {
  let added: [ObjectIdentifier: Any]

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { ContainerValuesNode(node, added) }
}

nonisolated extension View {
  /// Sets a container value on this view, as SwiftUI's
  /// `containerValue(_:_:)`: its container reads it from the subview's
  /// `containerValues`.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    var values = ContainerValues()
    values[keyPath: keyPath] = value
    return modifier(_ContainerValuesModifier(added: values.values))
  }
}
