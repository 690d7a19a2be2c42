import Foundation

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

  /// Makes bindings to an environment object's properties (SwiftUI's
  /// `EnvironmentObject.Wrapper`).
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
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

nonisolated extension View {
  /// Supplies `object` to this view's descendants' `@EnvironmentObject`
  /// properties of its type.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentModifier { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
  }
}
