import Foundation
import Observation

/// Bindings to the mutable properties of an `@Observable` object, as
/// SwiftUI's `Bindable` (iOS 17): `@Bindable var model: Model` in a view,
/// then `$model.name` is a `Binding<String>`; `Bindable(model).name` makes
/// the same binding where no property wrapper fits (inside a body, for an
/// object read from the environment).
///
/// A binding's write goes through the object's setter in the binding's
/// transaction, so `$model.isOn.animation()` animates the change.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// The bindable wrapper itself, so `$model.property` reads as a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A bindable object, as the property wrapper's initial value.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Bindings to the properties of `wrappedValue`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// A bindable from another's projected value (`@Bindable var model` passed
  /// `$model` by a parent).
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to the property at `keyPath` of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
      withTransaction(transaction) { object[keyPath: keyPath] = value }
    })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}
