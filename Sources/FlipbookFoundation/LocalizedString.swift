import Foundation

// # `String(localized:)` on Linux
//
// Apple's Foundation (iOS 15) makes localized strings from a key written as
// an interpolation: `String(localized: "\(count) birds", table: "Birds",
// bundle: .module)`. The interpolation is the key: each interpolated value
// becomes a format specifier (`%@` for text, `%lld` for integers, `%lf` for
// floating point), so the key above is `"%lld birds"`; the table's entry for
// that key (or the key itself when there is none) is then formatted with
// the values. swift-corelibs-foundation has none of it, and model code
// (sample data, enum titles) is full of it, so it is declared here, looked
// up in the same tables as `Text` (`StringTables`: `.xcstrings` catalogs and
// `.lproj` strings, the main bundle's and SwiftPM's resource bundles', or
// the bundle given). Specifiers are substituted here, in order or by
// position (`%2$@`); `%%` is a percent sign. Source: Apple's documentation
// of `String.init(localized:table:bundle:locale:comment:)`,
// `String.LocalizationValue` and `LocalizedStringResource`.

#if os(Linux)
extension String {
  /// A localized string's key and its interpolated values, as Foundation's
  /// `String.LocalizationValue`.
  public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key: the literal with a format specifier for each value.
    public let key: String
    let arguments: [Argument]

    enum Argument: Hashable, Sendable {
      case text(String)
      case integer(Int64)
      case unsigned(UInt64)
      case real(Double)
    }

    public init(_ value: String) {
      key = value.replacingOccurrences(of: "%", with: "%%")
      arguments = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
    }

    /// The value with no table entry: the key formatted with its values.
    public var description: String { LocalizationValue.format(key, arguments) }

    /// Builds a key and its values from an interpolation.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var arguments: [Argument] = []

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }

      public mutating func appendInterpolation(_ value: String) {
        key += "%@"
        arguments.append(.text(value))
      }

      public mutating func appendInterpolation<S: StringProtocol>(_ value: S) {
        key += "%@"
        arguments.append(.text(String(value)))
      }

      public mutating func appendInterpolation<I: SignedInteger>(_ value: I) {
        key += "%lld"
        arguments.append(.integer(Int64(clamping: value)))
      }

      public mutating func appendInterpolation<I: UnsignedInteger>(_ value: I) {
        key += "%llu"
        arguments.append(.unsigned(UInt64(clamping: value)))
      }

      public mutating func appendInterpolation<F: BinaryFloatingPoint>(_ value: F) {
        key += "%lf"
        arguments.append(.real(Double(value)))
      }

      /// A value formatted by `format` (a date, a measurement), as text.
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendInterpolation(format.format(value))
      }

      /// Any other value, by its description.
      @_disfavoredOverload
      public mutating func appendInterpolation<T>(_ value: T) {
        appendInterpolation(String(describing: value))
      }
    }

    /// `format` with each specifier replaced by its argument: in order, or
    /// by position (`%2$@`); `%%` is a percent sign. A specifier with no
    /// argument is left as written.
    static func format(_ format: String, _ arguments: [Argument]) -> String {
      var result = ""
      var next = 0
      var index = format.startIndex
      let conversions: Set<Character> = ["@", "d", "i", "u", "f", "F", "g", "e", "x", "X", "s", "c", "o", "a"]
      while index < format.endIndex {
        let character = format[index]
        guard character == "%" else {
          result.append(character)
          index = format.index(after: index)
          continue
        }
        var cursor = format.index(after: index)
        guard cursor < format.endIndex else {
          result.append("%")
          break
        }
        if format[cursor] == "%" {
          result.append("%")
          index = format.index(after: cursor)
          continue
        }
        // Optional position (`2$`), then flags, width, precision and length.
        var spec = ""
        while cursor < format.endIndex, !conversions.contains(format[cursor]), spec.count < 12 {
          spec.append(format[cursor])
          cursor = format.index(after: cursor)
        }
        guard cursor < format.endIndex, conversions.contains(format[cursor]) else {
          result.append("%" + spec)
          index = cursor
          continue
        }
        let conversion = format[cursor]
        var position = next
        if let dollar = spec.firstIndex(of: "$"), let n = Int(spec[..<dollar]), n >= 1 {
          position = n - 1
          spec = String(spec[spec.index(after: dollar)...])
        } else {
          next += 1
        }
        index = format.index(after: cursor)
        guard arguments.indices.contains(position) else {
          result.append("%" + spec + String(conversion))
          continue
        }
        let precision = spec.firstIndex(of: ".").flatMap { Int(spec[spec.index(after: $0)...].prefix { $0.isNumber }) }
        switch (arguments[position], conversion) {
        case (.text(let text), _): result += text
        case (.integer(let n), _): result += String(n)
        case (.unsigned(let n), _): result += String(n)
        case (.real(let x), "f"), (.real(let x), "F"):
          result += String(format: "%.\(precision ?? 6)f", x)
        case (.real(let x), _): result += precision.map { String(format: "%.\($0)f", x) } ?? String(describing: x)
        }
      }
      return result
    }
  }

  /// The string for `keyAndValue` in `locale`'s language, from `table`
  /// (`Localizable` when nil) in `bundle` (the main bundle and the SwiftPM
  /// resource bundles when nil), formatted with its interpolated values;
  /// the key itself, formatted, when no table has it.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    let entry = StringTables.shared.translation(
      of: keyAndValue.key, table: table, bundlePath: bundle?.bundlePath, locale: locale)
    self = LocalizationValue.format(entry ?? keyAndValue.key, keyAndValue.arguments)
  }

  /// The string for `key`, or `defaultValue` when no table has it.
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let entry = StringTables.shared.translation(
      of: "\(key)", table: table, bundlePath: bundle?.bundlePath, locale: locale)
    self = LocalizationValue.format(entry ?? defaultValue.key, defaultValue.arguments)
  }

  /// The string a resource stands for, in its locale.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    let entry = StringTables.shared.translation(
      of: resource.key, table: resource.table, bundlePath: resource.bundle.path, locale: resource.locale)
    self = LocalizationValue.format(entry ?? resource.defaultValue.key, resource.defaultValue.arguments)
  }

  /// The string a resource stands for, in `locale`.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource, locale: Locale) {
    var resource = resource
    resource.locale = locale
    self.init(localized: resource)
  }
}

/// A localized string looked up later, in the locale it is shown in, as
/// Foundation's `LocalizedStringResource` (iOS 16): App Intents' titles,
/// `Text(resource)`.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// Where the table is: the main bundle, a class's, or a bundle's URL.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case atURL(URL)

    var path: String? {
      switch self {
      case .main: return nil
      case .atURL(let url): return url.path
      }
    }

    /// The bundle holding `anyClass` (the main bundle on Linux).
    public static func forClass(_ anyClass: AnyClass) -> BundleDescription { .main }
  }

  public var key: String
  public var defaultValue: String.LocalizationValue
  public var table: String?
  public var locale: Locale
  public var bundle: BundleDescription

  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { String(localized: self) }
}
#endif
