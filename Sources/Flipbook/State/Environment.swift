import Foundation

/// Reads a value from the environment, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value in the view's environment (the default outside a body).
  public var wrappedValue: Value { (box.environment ?? EnvironmentValues())[keyPath: keyPath] }
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
