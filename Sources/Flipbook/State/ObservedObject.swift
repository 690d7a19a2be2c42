import Foundation

/// An observable object a view is handed by its parent, as SwiftUI's
/// `@ObservedObject`: the view doesn't own it (a new instance passed in
/// replaces it), and its `@Published` changes update the views that read
/// it, in the transaction they were made in.
///
/// Flipbook evaluates the tree against the objects' current values on
/// every update, so there is no subscription to hold: the object's
/// `objectWillChange` announces the transaction (see `ObservableObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue` (`@ObservedObject var model: Model`).
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`; SwiftUI's older spelling.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an observed object's properties, as SwiftUI's
  /// `ObservedObject.Wrapper` (also what `@StateObject` and
  /// `@EnvironmentObject` project).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to `keyPath` of the object: setting it sets the property
    /// in the binding's transaction.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
        withTransaction(transaction) { object[keyPath: keyPath] = value }
      })
    }
  }
}
