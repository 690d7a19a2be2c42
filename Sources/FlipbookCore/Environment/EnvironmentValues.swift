/// A key for a value in `EnvironmentValues`, as in SwiftUI.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when nothing in the hierarchy set one.
  static var defaultValue: Value { get }
}

/// Values a view hierarchy passes down to its descendants (colour scheme,
/// foreground style, asset catalogs, your own keys), as in SwiftUI.
///
/// A value type: setting a value in a copy leaves the original alone.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// Changes at every write, to a number no other environment has had:
  /// two environments with one version hold the same values (a cheap
  /// "nothing was set in between").
  package private(set) var version: UInt64 = 0

  /// An environment with every key at its default.
  public init() {}

  /// The value for `key`, or its default when unset.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: for an optional `Value`, a missing entry cast with
      // `as?` would read as a present nil instead of the default.
      guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set {
      values[ObjectIdentifier(key)] = newValue
      version = EnvironmentVersions.next()
    }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct AssetCatalogKey: EnvironmentKey {
  static var defaultValue: AssetCatalog { .main }
}

extension EnvironmentValues {
  /// The colour scheme: `.light` unless set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Where `Color("Name")` is looked up when no bundle is given (beyond
  /// SwiftUI, whose equivalent is the app's main bundle): by default the
  /// asset catalogs of the main bundle and of the SwiftPM resource bundles
  /// beside the executable.
  public var assetCatalog: AssetCatalog {
    get { self[AssetCatalogKey.self] }
    set { self[AssetCatalogKey.self] = newValue }
  }
}

/// The source of environment versions.
enum EnvironmentVersions {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last: UInt64 = 0

  static func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
