import Foundation

/// A class whose changes update the views that read it, as the
/// `ObservableObject` SwiftUI takes from Combine (which Linux lacks).
///
/// Flipbook re-evaluates the whole tree at every frame of a film, so views
/// always see an object's current values; what a change must announce is
/// its transaction. `@Published` properties do so when set, and so does
/// `objectWillChange.send()`: a change inside `withAnimation` animates.
public protocol ObservableObject: AnyObject {
  /// Announces changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an observable object is about to change.
public final class ObservableObjectPublisher {
  public init() {}

  /// Announces a change, in the current transaction.
  public func send() { StateStore.current?.recordChange(Transaction.current) }
}

/// A property of an `ObservableObject` whose changes update views.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property with an initial value.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// The value; setting it announces the change in the current transaction.
  public var wrappedValue: Value {
    get { value }
    set {
      StateStore.current?.recordChange(Transaction.current)
      value = newValue
    }
  }
}

/// An observable object an ancestor supplied with
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object. As in SwiftUI, reading it with no ancestor supplying one
  /// is a programming error and stops the program with SwiftUI's message.
  public var wrappedValue: ObjectType {
    guard let object = box.environment?.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      fatalError("No ObservableObject of type \(ObjectType.self) found. "
        + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties (`$object.property`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an environment object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
        withTransaction(transaction) { object[keyPath: keyPath] = value }
      })
    }
  }
}

extension EnvironmentObject: EnvironmentReader {
  func read(_ environment: EnvironmentValues) { box.environment = environment }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
  static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
  /// The objects `.environmentObject(_:)` supplied, by type.
  var environmentObjects: [ObjectIdentifier: AnyObject] {
    get { self[EnvironmentObjectsKey.self] }
    set { self[EnvironmentObjectsKey.self] = newValue }
  }
}

extension View {
  /// Supplies `object` to this view's descendants' `@EnvironmentObject`
  /// properties of its type.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentModifier { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
  }
}

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
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    EnvironmentObject<ObjectType>.Wrapper(object: wrappedValue)
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
