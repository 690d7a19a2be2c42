import Foundation
import Observation

// `@Observable` objects in the environment, as SwiftUI (iOS 17) keeps them:
// `.environment(model)` supplies an object by its type, and
// `@Environment(Model.self)` reads it back.

extension Environment {
  /// Reads the observable object of type `objectType` an ancestor supplied
  /// with `.environment(_:)`. As in SwiftUI, reading it when no ancestor
  /// supplied one is a programming error and stops the program with
  /// SwiftUI's message; declare the property optional
  /// (`@Environment(Model.self) var model: Model?`) to read nil instead.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init { environment in
      guard let object = environment.observableObjects[ObjectIdentifier(Value.self)] as? Value else {
        fatalError("No Observable object of type \(Value.self) found. "
          + "A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// Reads the observable object of type `objectType` an ancestor supplied
  /// with `.environment(_:)`, or nil when none did.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init { $0.observableObjects[ObjectIdentifier(T.self)] as? T }
  }
}

private struct ObservableObjectsKey: EnvironmentKey {
  static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
  /// The observable objects `.environment(_:)` supplied, by type.
  var observableObjects: [ObjectIdentifier: AnyObject] {
    get { self[ObservableObjectsKey.self] }
    set { self[ObservableObjectsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Supplies `object` to this view's descendants, which read it with
  /// `@Environment(T.self)`. Nil removes an object of that type an
  /// ancestor supplied.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentModifier { $0.observableObjects[ObjectIdentifier(T.self)] = object })
  }
}
