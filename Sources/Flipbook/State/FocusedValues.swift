import Foundation
import Observation

// # Focused values
//
// SwiftUI passes values from the focused view (or, with
// `focusedSceneValue`, from anywhere in the focused scene) to readers
// elsewhere: menu commands, a toolbar, an inspector, with `@FocusedValue`,
// `@FocusedBinding` and `@FocusedObject`. A value is published only while
// its view has focus, and a snapshot, a preview or a film at rest has no
// focused view and runs no commands; so Flipbook declares the API as
// SwiftUI does (keys, `FocusedValues`, `@Entry` in an extension of it, the
// wrappers and the publishing modifiers) and its readers read nil, as a
// SwiftUI view does before anything takes focus.

/// A key for a focused value, as SwiftUI's `FocusedValueKey`: the type of
/// value published under it.
public protocol FocusedValueKey {
  /// The value's type.
  associatedtype Value
  /// The value when nothing publishes one: nil (what `@Entry` in an
  /// extension of `FocusedValues` declares).
  static var defaultValue: Value? { get }
}

extension FocusedValueKey {
  /// Nothing published: nil.
  public static var defaultValue: Value? { nil }
}

/// The values the focused view publishes, as SwiftUI's `FocusedValues`:
/// extend it with a property per key (`@Entry var selection: Item?`).
public struct FocusedValues: @unchecked Sendable {
  // Values of the keys' own types, read back through the typed subscript
  // only; mutated only by value (the struct is copied, never shared).
  private var storage: [ObjectIdentifier: Any] = [:]

  /// No values.
  public init() {}

  /// The value published under `key`, nil when none is.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads a value the focused view publishes, as SwiftUI's `FocusedValue`:
/// nil at rest, where no view has focus (see the essay above).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// The value, nil while nothing focused publishes it.
  public var wrappedValue: Value? { nil }

  /// The value at `keyPath` of the focused view's values.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

  /// The focused view's object of type `objectType` (iOS 17).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
}

/// Reads and writes a binding the focused view publishes, as SwiftUI's
/// `FocusedBinding`: nil at rest, and writes go nowhere.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// The bound value, nil while nothing focused publishes the binding.
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }

  /// A binding to the value (to nil at rest).
  public var projectedValue: Binding<Value?> { .constant(nil) }

  /// The binding at `keyPath` of the focused view's values.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
}

/// Reads an observable object the focused view publishes, as SwiftUI's
/// `FocusedObject`: nil at rest.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object, nil while nothing focused publishes one.
  public var wrappedValue: ObjectType? { nil }

  /// Bindings to the object's properties, nil at rest.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper? { nil }

  /// Reads the focused view's object of this type.
  public init() {}
}

nonisolated extension View {
  /// Publishes `value` under `keyPath` while this view has focus, as
  /// SwiftUI's `focusedValue(_:_:)`: nothing has focus at rest (see the
  /// essay above FocusedValues.swift).
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

  /// Publishes an observable object while this view has focus (iOS 17).
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

  /// Publishes `value` under `keyPath` while this view's scene has focus,
  /// as SwiftUI's `focusedSceneValue(_:_:)`; read by commands, which a
  /// snapshot does not run.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

  /// Publishes an observable object while this view's scene has focus.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

  /// Publishes `object` while this view has focus.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

  /// Publishes `object` while this view's scene has focus.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }

  /// Hides the focus ring a focusable view draws when focused, as
  /// SwiftUI's `focusEffectDisabled(_:)`: nothing is focused at rest.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
