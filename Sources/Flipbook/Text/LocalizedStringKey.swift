import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a
/// string literal passed to `Text` is. Interpolations format their values
/// as SwiftUI does (an integer as `%lld`, a floating-point number as `%lf`,
/// so `"\(3.5)"` shows "3.500000", or with an explicit `specifier:`), an
/// interpolated `Text` keeps its attributes, and inline Markdown in the
/// literal renders (`**bold**`, `*italic*`, a backquoted span for code, `~~struck~~`,
/// `[links](…)`: see `InlineMarkdown`).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key as a format string (`%@` and friends at interpolations).
  let key: String
  /// The pieces: literal Markdown source, formatted values and
  /// interpolated texts.
  let pieces: [InlineMarkdown.Piece]
  /// Whether the key holds interpolations (only plain keys are looked up).
  let hasArguments: Bool

  /// A key from a string.
  public init(_ value: String) {
    key = value
    pieces = [.source(value)]
    hasArguments = false
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    pieces = stringInterpolation.pieces
    hasArguments = stringInterpolation.hasArguments
  }

  /// The text's pieces, the key looked up in `bundle` when one is given.
  func segments(tableName: String?, bundle: Bundle?) -> [Text.Segment] {
    if let bundle, !hasArguments {
      return InlineMarkdown.segments([.source(bundle.localizedString(forKey: key, value: key, table: tableName))])
    }
    return InlineMarkdown.segments(pieces)
  }

  /// Builds a key from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var pieces: [InlineMarkdown.Piece] = []
    var hasArguments = false

    public init(literalCapacity: Int, interpolationCount: Int) {}

    private mutating func append(_ string: String, specifier: String) {
      key += specifier
      hasArguments = true
      pieces.append(.atom(Text.Segment(string: string)))
    }

    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
      pieces.append(.source(literal))
    }

    /// A string, as is.
    public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }

    /// A number or other formattable value, with its default specifier.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      append(value._formatted(with: value._specifier), specifier: value._specifier)
    }

    /// A number with a printf-style specifier, as `"\(pi, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      append(value._formatted(with: specifier), specifier: specifier)
    }

    /// A text, keeping its attributes.
    public mutating func appendInterpolation(_ text: Text) {
      key += "%@"
      hasArguments = true
      pieces += text.segments.map { .atom($0) }
    }

    /// An image inline (a symbol; see `Text(_: Image)`).
    public mutating func appendInterpolation(_ image: Image) {
      key += "%@"
      hasArguments = true
      pieces.append(.atom(Text.segment(for: image)))
    }

    /// A value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(input), specifier: "%@")
    }

    /// An object formatted by a `Formatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
      append(formatter.string(for: subject) ?? "", specifier: "%@")
    }

    /// An `NSObject`'s description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      append(formatter?.string(for: subject) ?? subject.description, specifier: "%@")
    }
  }
}

/// A value `LocalizedStringKey` interpolates with a printf specifier, as
/// SwiftUI's `_FormatSpecifiable`: integers (`%lld`, `%llu`) and
/// floating-point numbers (`%lf`, `%f`).
public protocol _FormatSpecifiable: Equatable {
  /// The default specifier.
  var _specifier: String { get }
  /// The value formatted with `specifier`.
  func _formatted(with specifier: String) -> String
}

extension _FormatSpecifiable where Self: BinaryInteger {
  public var _specifier: String { Self.isSigned ? "%lld" : "%llu" }
  public func _formatted(with specifier: String) -> String {
    Self.isSigned ? String(format: specifier, Int64(self)) : String(format: specifier, UInt64(self))
  }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
  public var _specifier: String { "%lf" }
  public func _formatted(with specifier: String) -> String { String(format: specifier, Double(self)) }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {
  public var _specifier: String { "%f" }
}
extension CGFloat: _FormatSpecifiable {}
