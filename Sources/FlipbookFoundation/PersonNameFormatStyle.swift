#if os(Linux)
import Foundation

// # Names as Foundation formats them, on Linux
//
// swift-corelibs-foundation declares `PersonNameComponentsFormatter` but
// can't make one, and has no `PersonNameComponents.FormatStyle`, so
// `Text(name, format: .name(style: .short))` and a `TextField(value:
// format:)` over a name failed to compile. This style writes names as
// Apple's formatter does for Western name order (en_US), from its
// documentation's examples ("Dr. John Ronald Reuel Tolkien Jr."):
//
// | style | result |
// |---|---|
// | `.short` | the nickname, else the given name ("John") |
// | `.medium` | given and family name ("John Tolkien") |
// | `.long` | prefix, given, middle, family name and suffix |
// | `.abbreviated` | the initials of the given and family name ("JT") |
//
// Parts missing are skipped; a name with none of the style's parts falls
// back to the next fuller style's. Eastern name order (family name first
// for Chinese, Japanese, Korean locales) is not done: a documented
// limitation.

extension PersonNameComponents {
  /// Formats a name, as Foundation's `PersonNameComponents.FormatStyle`.
  public struct FormatStyle: Foundation.FormatStyle, ParseableFormatStyle, Codable, Hashable, Sendable {
    /// How much of the name is written.
    public enum Style: Int, Codable, Hashable, Sendable, CaseIterable {
      case short, medium, long, abbreviated
    }

    public var style: Style
    public var locale: Locale

    public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
      self.style = style
      self.locale = locale
    }

    public func format(_ value: PersonNameComponents) -> String {
      func join(_ parts: [String?]) -> String {
        parts.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
      }
      let medium = join([value.givenName, value.familyName])
      switch style {
      case .short:
        let short = join([value.nickname ?? value.givenName])
        return short.isEmpty ? (medium.isEmpty ? join([value.familyName]) : medium) : short
      case .medium:
        return medium.isEmpty ? join([value.nickname, value.familyName]) : medium
      case .long:
        return join([value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix])
      case .abbreviated:
        let initials = [value.givenName, value.familyName].compactMap { $0?.trimmingCharacters(in: .whitespaces).first }
        return initials.isEmpty ? medium : String(initials).uppercased()
      }
    }

    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }

    public var parseStrategy: ParseStrategy { ParseStrategy() }
  }
}

extension PersonNameComponents {
  /// Reads a name back, as Foundation's
  /// `PersonNameComponents.ParseStrategy`: the first word is the given
  /// name, the last the family name, any between the middle name.
  public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
    public init() {}

    public func parse(_ value: String) throws -> PersonNameComponents {
      let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
      var name = PersonNameComponents()
      guard let first = words.first else { return name }
      name.givenName = first
      if words.count > 1 { name.familyName = words.last }
      if words.count > 2 { name.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
      return name
    }
  }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
  /// A name written in `style`.
  public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { Self(style: style) }
}

extension ParseableFormatStyle where Self == PersonNameComponents.FormatStyle {
  /// A name written and read in `style`.
  public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { Self(style: style) }
}

extension PersonNameComponents {
  /// The name written in `format`.
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
    format.format(self)
  }

  /// The name written in the medium style.
  public func formatted() -> String { FormatStyle().format(self) }
}
#endif
