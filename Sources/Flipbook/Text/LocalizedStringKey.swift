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

  /// The text's pieces. A key without interpolations that is one plain
  /// piece is marked to be looked up when the text is resolved, in the
  /// environment's locale (StringTables.swift); one with Markdown is looked
  /// up now, in the default locale's language (en_US), and one with
  /// interpolations is shown as written (a documented difference: SwiftUI
  /// looks up the format string `key`, "%@ items", too).
  func segments(tableName: String?, bundle: Bundle?) -> [Text.Segment] {
    guard !hasArguments else { return InlineMarkdown.segments(pieces) }
    var segments = InlineMarkdown.segments(pieces)
    if segments.count == 1, segments[0].attributes == Text.Attributes(), segments[0].link == nil {
      segments[0].localization = Text.Localization(key: key, table: tableName, bundlePath: bundle?.bundlePath)
      return segments
    }
    if let translated = StringTables.shared.translation(
      of: key, table: tableName, bundlePath: bundle?.bundlePath, locale: Locale(identifier: "en_US"))
    {
      return InlineMarkdown.segments([.source(translated)])
    }
    return segments
  }

  /// Builds a key from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var pieces: [InlineMarkdown.Piece] = []
    var hasArguments = false

    public init(literalCapacity: Int, interpolationCount: Int) {}

    private mutating func append(_ string: String, specifier: String, number: LocalizedNumber? = nil) {
      key += specifier
      hasArguments = true
      pieces.append(.atom(Text.Segment(string: string, number: number)))
    }

    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
      pieces.append(.source(literal))
    }

    /// A string, as is.
    public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }

    /// A number or other formattable value, with its default specifier.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      append(value._formatted(with: value._specifier), specifier: value._specifier,
        number: LocalizedNumber(value, specifier: value._specifier))
    }

    /// A number with a printf-style specifier, as `"\(pi, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      append(value._formatted(with: specifier), specifier: specifier, number: LocalizedNumber(value, specifier: specifier))
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

    /// A date in a style, as `Text(_:style:)` shows it:
    /// `"Updated \(date, style: .relative) ago"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendInterpolation(Text(date, style: style))
    }

    /// A range of dates, as `Text(_:)` of the range shows it.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { appendInterpolation(Text(dates)) }

    /// An interval of dates, as `Text(_:)` of the interval shows it.
    public mutating func appendInterpolation(_ interval: DateInterval) { appendInterpolation(Text(interval)) }

    /// A timer, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`
    /// shows it.
    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
      appendInterpolation(
        Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// A value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(input), specifier: "%@", number: LocalizedNumber(input, format: format))
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

/// An interpolated number with its printf specifier, formatted in a
/// locale when its text resolves: `"\(3.5, specifier: "%.1f")"` shows
/// "3.5" in en_US and "3,5" under `.environment(\.locale, Locale(identifier:
/// "de_DE"))`, as SwiftUI formats with the environment's locale.
struct LocalizedNumber: Equatable {
  enum Value: Equatable {
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)
    /// A format style's output, made again with the locale set on the style.
    case styled(LocaleFormatter)
  }

  /// Formats a value with a format style in a locale (compared by what it
  /// makes in en_US).
  struct LocaleFormatter: Equatable {
    let reference: String
    let format: (FormatContext) -> String
    static func == (a: LocaleFormatter, b: LocaleFormatter) -> Bool { a.reference == b.reference }
  }

  /// What a format style takes from the environment: SwiftUI formats with
  /// the environment's locale, and dates with its calendar and time zone.
  struct FormatContext {
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone
    /// The date relative styles count from: the film's start date.
    var now = Date(timeIntervalSinceReferenceDate: 0)
  }

  /// A value formatted by `format` with the environment's context.
  init(reference: String, format: @escaping (FormatContext) -> String) {
    value = .styled(LocaleFormatter(reference: reference, format: format))
    specifier = "%@"
  }

  /// A format style's output for `input`, re-made with the environment's
  /// locale (and, for dates, its calendar and time zone).
  init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    value = .styled(LocaleFormatter(reference: format.format(input)) { context in
      var style = format.locale(context.locale)
      if var date = style as? Date.FormatStyle {
        date.calendar = context.calendar
        date.timeZone = context.timeZone
        style = date as! F
      } else if var iso = style as? Date.ISO8601FormatStyle {
        iso.timeZone = context.timeZone
        style = iso as! F
      }
      return style.format(input)
    })
    specifier = "%@"
  }

  let value: Value
  let specifier: String

  init?<T: _FormatSpecifiable>(_ number: T, specifier: String) {
    switch number {
    case let v as any BinaryInteger:
      if let signed = Int64(exactly: v) { value = .signed(signed) } else if let unsigned = UInt64(exactly: v) {
        value = .unsigned(unsigned)
      } else { return nil }
    case let v as any BinaryFloatingPoint: value = .floating(Double(v))
    default: return nil
    }
    self.specifier = specifier
  }

  /// The number formatted in `locale`, as Foundation on Apple's platforms
  /// formats a printf specifier in a locale (what SwiftUI does with an
  /// interpolated number): a decimal integer or fixed-point number has its
  /// integer digits grouped by the locale's separator and its decimal
  /// separator swapped, so `Text("\(1000)")` shows "1,000" in en_US (the
  /// well-known surprise of a year drawn as "2,024"; write
  /// `Text(verbatim:)` or `"\(year, format: .number.grouping(.never))"`
  /// for none); other floating-point forms (`%e`, `%g`, zero-padded) only
  /// swap the decimal separator, and integers in hex, octal or zero-padded
  /// stay as printf makes them. Foundation on Linux ignores the locale in
  /// `String(format:locale:)`, so Flipbook groups and swaps itself. A
  /// format style's output is the style's.
  func formatted(in environment: EnvironmentValues) -> String {
    let locale = environment.locale
    let posix: String
    switch value {
    case .signed(let v): posix = String(format: specifier, v)
    case .unsigned(let v): posix = String(format: specifier, v)
    case .floating(let v): posix = String(format: specifier, v)
    case .styled(let formatter):
      return formatter.format(FormatContext(
        locale: locale, calendar: environment.calendar, timeZone: environment.timeZone, now: environment.timelineStartDate))
    }
    return localized(posix, in: locale)
  }

  /// printf's output `posix` for `specifier` as `locale` writes it (see
  /// `formatted(in:)`): grouped and with the locale's decimal separator
  /// when the conversion is `d`, `i`, `u`, `f` or `F` without the
  /// zero-padding flag; else only a floating-point number's decimal
  /// separator swapped.
  private func localized(_ posix: String, in locale: Locale) -> String {
    let decimal = locale.decimalSeparator ?? "."
    let flags = specifier.dropFirst().prefix { "-+ #0'".contains($0) }
    guard let conversion = specifier.last, "diufF".contains(conversion), !flags.contains("0") else {
      guard case .floating = value, decimal != "." else { return posix }
      return posix.replacingOccurrences(of: ".", with: decimal)
    }
    let grouping = locale.groupingSeparator ?? ""
    // The first run of digits is the integer part; a "." right after it
    // starts the fraction.
    guard let start = posix.firstIndex(where: \.isASCIIDigit) else { return posix }
    let end = posix[start...].firstIndex { !$0.isASCIIDigit } ?? posix.endIndex
    let digits = Array(posix[start..<end])
    var integer = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { integer += grouping }
      integer.append(digit)
    }
    var rest = String(posix[end...])
    if rest.hasPrefix(".") { rest = decimal + rest.dropFirst() }
    return String(posix[..<start]) + integer + rest
  }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
}

extension EnvironmentValues {
  /// The locale numbers in text are formatted in (en_US unless set).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone dates in text are shown in. UTC unless set, so that a
  /// render is the same on every machine (SwiftUI uses the device's).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar dates in text are shown in: Gregorian, in UTC, unless set
  /// (SwiftUI uses the device's).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

extension Character {
  /// Whether this is one of "0" … "9".
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
