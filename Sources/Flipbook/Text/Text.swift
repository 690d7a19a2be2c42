import Foundation

/// A view that displays one or more lines of read-only text, as SwiftUI's
/// `Text`: shaped by Pango (HarfBuzz, fontconfig, FreeType), wrapped and
/// truncated as SwiftUI does, in the environment's font (`.body` unless
/// set) and foreground style.
///
/// Texts concatenate with `+`, each piece keeping its own font, colour and
/// decorations. A modifier that returns `Text` (`bold()`, `font(_:)`,
/// `foregroundColor(_:)` …) applies to the pieces that have not set that
/// attribute themselves: the innermost setting wins, as in SwiftUI.
///
/// A string literal is a `LocalizedStringKey`, looked up when the text is
/// drawn in the environment's locale, in the app's string tables (a
/// `.xcstrings` catalog or `.lproj` strings; see StringTables.swift) and
/// shown as written when none has it; `Text(verbatim:)` and a `String`
/// variable are shown as is.
///
/// `Sendable`, as SwiftUI's `Text` is.
public struct Text: Equatable, Sendable {
  var segments: [Segment]

  /// A piece of text with its own attributes.
  struct Segment: Equatable {
    var string: String
    var attributes = Attributes()
    /// An interpolated number, formatted again in the environment's locale
    /// when the text resolves (`string` is its en_US_POSIX form).
    var number: LocalizedNumber? = nil
    /// The destination of a Markdown link the piece is the text of.
    var link: String? = nil
    /// The localized key the piece shows, looked up when the text is
    /// resolved, in the environment's locale (StringTables.swift); nil
    /// for text shown as is.
    var localization: Localization? = nil
  }

  /// Where a piece's localized text is looked up.
  struct Localization: Equatable {
    var key: String
    var table: String?
    var bundlePath: String?
  }

  /// What modifiers that return `Text` set: nil where unset.
  struct Attributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    /// `fontDesign(_:)`'s design (`.some(nil)`: the font's own).
    var design: Font.Design??
    /// `fontWidth(_:)`'s width (`.some(nil)`: the font's own).
    var width: Font.Width??
    var italic: Bool?
    var monospacedDigit: Bool?
    var foreground: Foreground?
    var underline: Decoration?
    var strikethrough: Decoration?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var textCase: Text.Case??
    /// The piece is a symbol: its string is an icon's ligature name in
    /// the SF Symbols stand-in font (see `Text(_: Image)`).
    var isSymbol = false
    /// `customAttribute(_:)`'s values, by their type (what a
    /// `TextRenderer` reads off a run).
    var custom = TextCustomAttributes()

    /// A text's fill, set by `foregroundColor` or `foregroundStyle`.
    struct Foreground: Equatable {
      var style: AnyShapeStyle
      var color: Color?
      static func == (a: Self, b: Self) -> Bool { a.color != nil && a.color == b.color }
    }

    struct Decoration: Equatable {
      var isActive: Bool
      var color: Color?
    }

    /// These attributes with `outer`'s filling the unset ones.
    func merged(under outer: Attributes) -> Attributes {
      var result = self
      result.font = font ?? outer.font
      result.weight = weight ?? outer.weight
      result.design = design ?? outer.design
      result.width = width ?? outer.width
      result.italic = italic ?? outer.italic
      result.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
      result.foreground = foreground ?? outer.foreground
      result.underline = underline ?? outer.underline
      result.strikethrough = strikethrough ?? outer.strikethrough
      result.kerning = kerning ?? outer.kerning
      result.tracking = tracking ?? outer.tracking
      result.baselineOffset = baselineOffset ?? outer.baselineOffset
      result.textCase = textCase ?? outer.textCase
      result.isSymbol = isSymbol || outer.isSymbol
      result.custom = custom.merged(under: outer.custom)
      return result
    }
  }

  init(segments: [Segment]) { self.segments = segments }

  /// Displays a string as is, without localization.
  public init(verbatim content: String) { segments = [Segment(string: content)] }

  /// Displays a string variable as is (SwiftUI does not localize a
  /// `String` value, only literals).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

  /// Displays a localized string: a literal, with interpolations.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    segments = key.segments(tableName: tableName, bundle: bundle)
  }

  /// Displays a value formatted by a format style, as
  /// `Text(date, format: .dateTime)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    segments = [Segment(string: format.format(input), number: LocalizedNumber(input, format: format))]
  }

  /// Displays an image inline, as SwiftUI's `Text(Image(systemName:))`: a
  /// symbol (see `Image(systemName:)`: every name the library knows, drawn
  /// as it draws them, in the text's colour) at the text's font size,
  /// centred on its capitals' middle, heavier with a heavier weight.
  /// Flipbook draws only symbols inline; another image is left out, with
  /// one warning; an unknown name draws nothing, with iOS's warning.
  public init(_ image: Image) {
    segments = [Self.segment(for: image)]
  }

  static func segment(for image: Image) -> Segment {
    guard case .system(let name) = image.provider else {
      Warnings.once("Text(Image) draws symbols only (Image(systemName:)); this image is left out")
      return Segment(string: "")
    }
    guard SymbolComposer.drawing(named: name) != nil else { return Segment(string: "") }
    var attributes = Attributes()
    attributes.isSymbol = true
    // The segment's string is the symbol's name; it is drawn as an inline
    // image (`Text.resolved(in:)`).
    return Segment(string: name, attributes: attributes)
  }

  /// Displays an object formatted by a `Formatter`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    segments = [Segment(string: formatter.string(for: subject) ?? "")]
  }

  /// The text's characters, pieces joined (before `textCase`).
  var string: String { segments.map(\.string).joined() }

  /// Two texts, one after the other, each keeping its attributes.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

  /// A case transformation, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }

  /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  /// Line patterns for underlines and strikethroughs, as SwiftUI's
  /// `Text.LineStyle.Pattern` (drawn solid).
  public struct LineStyle: Hashable, Sendable {
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public var pattern: Pattern
    public var color: Color?
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    public static let single = LineStyle()
  }
}

nonisolated extension Text: View, PrimitiveView {
  public var body: Never { fatalError("Text is a primitive view") }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [TextNode(self, inputs)] }
}
