import Foundation

/// Reads a value from the environment, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// How the value is found in an environment: a key path, or an
  /// observable object's type (`@Environment(Model.self)`).
  let read: (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

  /// The value in the view's environment (the default outside a body).
  public var wrappedValue: Value { read(box.environment ?? EnvironmentValues()) }
}

final class EnvironmentBox {
  var environment: EnvironmentValues?
}

protocol EnvironmentReader {
  func read(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentReader {
  func read(_ environment: EnvironmentValues) { box.environment = environment }
}
