import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`:
/// `@AppStorage("username") var username = "Anonymous"`.
///
/// As in SwiftUI, the value comes from `store`, else the store
/// `.defaultAppStorage(_:)` set around the view, else
/// `UserDefaults.standard`; a key that holds no value of the type (absent,
/// or of another type) reads as the default. A write stores the value and
/// updates the views, with its transaction (`withAnimation` animates it).
/// Stored values persist as an app's do: a film that writes app storage
/// and should render the same every run passes its own store (a
/// `UserDefaults(suiteName:)` emptied first) with `.defaultAppStorage(_:)`.
///
/// Supported types are SwiftUI's: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data`, `Date`, `RawRepresentable` with `Int` or `String` raw
/// values, and their optionals (nil removes the key).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let explicitStore: UserDefaults?
  let decode: (Any) -> Value?
  let encode: (Value) -> Any?
  let box = EnvironmentBox()

  init(
    key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    explicitStore = store
    self.decode = decode
    self.encode = encode
  }

  private var store: UserDefaults { explicitStore ?? box.environment?.defaultAppStorage ?? .standard }

  /// The stored value, or the default.
  public var wrappedValue: Value {
    get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
    nonmutating set {
      if let encoded = encode(newValue) { store.set(encoded, forKey: key) } else { store.removeObject(forKey: key) }
      StateStore.current?.recordChange(Transaction.current)
    }
  }

  /// A binding to the stored value (`$username`).
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { value, transaction in
      withTransaction(transaction) { storage.wrappedValue = value }
    })
  }
}

extension AppStorage: EnvironmentReader {
  func read(_ environment: EnvironmentValues) { box.environment = environment }
}

extension AppStorage {
  /// Values `UserDefaults` stores as they are.
  private init(plain defaultValue: Value, _ key: String, store: UserDefaults?) {
    self.init(key: key, defaultValue: defaultValue, store: store, decode: { $0 as? Value }, encode: { $0 })
  }

  /// A stored `Bool`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(plain: wrappedValue, key, store: store)
  }

  /// A stored `Int`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.int, encode: { $0 })
  }

  /// A stored `Double`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.double, encode: { $0 })
  }

  /// A stored `String`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(plain: wrappedValue, key, store: store)
  }

  /// A stored `URL` (kept as its absolute string).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.url, encode: { $0.absoluteString })
  }

  /// A stored `Data`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(plain: wrappedValue, key, store: store)
  }

  /// A stored `Date`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(plain: wrappedValue, key, store: store)
  }

  /// A stored `RawRepresentable` with `Int` raw values (kept as the raw value).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { AppStorageCoding.int($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }

  /// A stored `RawRepresentable` with `String` raw values (kept as the raw value).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// A stored optional `Bool`: nil when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Bool }, encode: { $0 })
  }

  /// A stored optional `Int`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, decode: AppStorageCoding.int, encode: { $0 })
  }

  /// A stored optional `Double`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, decode: AppStorageCoding.double, encode: { $0 })
  }

  /// A stored optional `String`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? String }, encode: { $0 })
  }

  /// A stored optional `URL`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, decode: AppStorageCoding.url, encode: { $0?.absoluteString })
  }

  /// A stored optional `Data`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Data }, encode: { $0 })
  }
}

/// Reading stored numbers and URLs whatever form the store keeps them in.
enum AppStorageCoding {
  static func int(_ object: Any) -> Int? {
    if let int = object as? Int { return int }
    if let number = object as? NSNumber { return number.intValue }
    return nil
  }

  static func double(_ object: Any) -> Double? {
    if let double = object as? Double { return double }
    if let number = object as? NSNumber { return number.doubleValue }
    return nil
  }

  static func url(_ object: Any) -> URL? {
    if let url = object as? URL { return url }
    return (object as? String).flatMap(URL.init(string:))
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it names none (nil: `.standard`).
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The store this view's `@AppStorage` properties use when they name none.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    modifier(_EnvironmentModifier { $0.defaultAppStorage = store })
  }
}
