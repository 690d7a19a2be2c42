import Foundation

/// A value kept for the scene under a key, as SwiftUI's `@SceneStorage`:
/// `@SceneStorage("selectedTab") var tab = 0`. Views of the scene that use
/// the same key share it. A render is a scene starting fresh, with nothing
/// to restore: the value starts at the default and lives while the film
/// runs; a write updates the views with its transaction. Outside a film
/// (`ImageRenderer`), it is the default.
///
/// Supported types are SwiftUI's: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data`, `RawRepresentable` with `Int` or `String` raw values,
/// and their optionals.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let location: StateLocation<Value>

  private init(value: Value, key: String) {
    self.key = key
    location = StateLocation(value)
  }

  /// The value; writing it updates the views that read it.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { location.binding }

  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue, key: key) }
  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue, key: key) }
  /// A double kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue, key: key) }
  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue, key: key) }
  /// A URL kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue, key: key) }
  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue, key: key) }
  /// A raw-representable integer value kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(value: wrappedValue, key: key)
  }
  /// A raw-representable string value kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(value: wrappedValue, key: key)
  }
  /// An optional Boolean (nil at first).
  public init(_ key: String) where Value == Bool? { self.init(value: nil, key: key) }
  /// An optional integer (nil at first).
  public init(_ key: String) where Value == Int? { self.init(value: nil, key: key) }
  /// An optional double (nil at first).
  public init(_ key: String) where Value == Double? { self.init(value: nil, key: key) }
  /// An optional string (nil at first).
  public init(_ key: String) where Value == String? { self.init(value: nil, key: key) }
  /// An optional URL (nil at first).
  public init(_ key: String) where Value == URL? { self.init(value: nil, key: key) }
  /// Optional data (nil at first).
  public init(_ key: String) where Value == Data? { self.init(value: nil, key: key) }
}

extension SceneStorage: StateLinkable {
  func link(to store: StateStore, key _: StateStore.Key) {
    location.link(store.sceneBox(for: key, initial: location.initial))
  }
}
