import Foundation

// # Attributed strings as SwiftUI reads them
//
// SwiftUI adds its own attributes to `AttributedString` (the scope
// `AttributeScopes.SwiftUIAttributes`: `font`, `foregroundColor`,
// `backgroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`,
// `tracking`, `baselineOffset`), reads Foundation's `link` and
// `inlinePresentationIntent`, and Foundation parses Markdown into them with
// `AttributedString(markdown:)`. Foundation on Linux has neither the
// Markdown parser nor `InlinePresentationIntent`, so Flipbook declares both
// with Apple's names and values: `AttributedString(markdown:)` parses the
// inline Markdown SwiftUI renders (the same parser as a `Text` literal's,
// LocalizedStringKey+Markdown.swift) into `inlinePresentationIntent` and
// `link` runs, and `Text(_: AttributedString)` draws what the runs say.
// Block syntax (headings, lists) is read as inline text, as SwiftUI's
// `Text` shows it on one paragraph.

/// Inline presentation intents, as Foundation's `InlinePresentationIntent`
/// on Apple platforms (same raw values); Foundation on Linux has none.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
  /// SwiftUI's attributes, as `AttributeScopes.SwiftUIAttributes` (with
  /// `inlinePresentationIntent`, which Foundation declares on Apple
  /// platforms, here too).
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static let name = "NSInlinePresentationIntent"
    }
  }

  /// SwiftUI's attribute scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `string.foregroundColor` … for SwiftUI's attributes.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

extension AttributedString {
  /// How `init(markdown:options:baseURL:)` parses, as Foundation's.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which syntax is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// All of Markdown (Flipbook reads block syntax as inline text).
      case full
      /// Inline syntax only.
      case inlineOnly
      /// Inline syntax only, keeping whitespace as written.
      case inlineOnlyPreservingWhitespace
    }

    /// What a parsing failure does.
    public enum FailurePolicy: Hashable, Sendable {
      case throwError
      case returnPartiallyParsedIfPossible
    }

    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?

    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// Parses inline Markdown (`**bold**`, `*italic*`, `~~struck~~`,
  /// backquoted code, `[links](url)`) into runs with
  /// `inlinePresentationIntent` and `link`, as Foundation's initializer.
  /// A delimiter without its partner stays as written, so this never
  /// fails; it throws only where Foundation's would too (never here).
  /// With `.full` syntax, line breaks inside a paragraph become spaces, as
  /// Markdown reads them.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    var source = markdown
    if options.interpretedSyntax == .full {
      source = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
    self.init()
    for segment in InlineMarkdown.segments([.source(source)]) {
      var run = AttributedString(segment.string)
      var intent: InlinePresentationIntent = []
      if segment.attributes.weight == .bold { intent.insert(.stronglyEmphasized) }
      if segment.attributes.italic == true { intent.insert(.emphasized) }
      if segment.attributes.strikethrough?.isActive == true { intent.insert(.strikethrough) }
      if segment.attributes.font != nil { intent.insert(.code) }
      if !intent.isEmpty { run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
      if let link = segment.link, let url = URL(string: link, relativeTo: baseURL) {
        run[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
      }
      append(run)
    }
  }
}
