import Foundation

/// An observable object a view creates and owns, kept across
/// re-evaluations of its body, as SwiftUI's `@StateObject`: `thunk` runs
/// once, when the view first appears in a running graph.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let location: StateObjectLocation<ObjectType>

  /// A state object made by `thunk` (`@StateObject var model = Model()`).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { location.object }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// Where a `StateObject` keeps its object: a store's box once linked,
/// else its own.
final class StateObjectLocation<ObjectType: AnyObject> {
  let make: () -> ObjectType
  private var box: StateStore.Box?
  private lazy var local: ObjectType = make()

  init(make: @escaping () -> ObjectType) { self.make = make }

  func link(_ box: StateStore.Box) { self.box = box }

  var object: ObjectType { (box?.value as? ObjectType) ?? local }
}

extension StateObject: StateLinkable {
  func link(to store: StateStore, key: StateStore.Key) {
    location.link(store.box(for: key, make: location.make))
  }
}
