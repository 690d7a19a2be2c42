import Foundation

/// How the lines of multiline text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// The text settings views pass down, as SwiftUI's environment values of
/// the same names.
struct TextSettings {
  var lineLimit: Int?
  /// Lines reserved even when the text needs fewer (`lineLimit(2...4)`,
  /// `lineLimit(3, reservesSpace: true)`).
  var reservedLines: Int?
  var truncationMode: Text.TruncationMode = .tail
  var multilineTextAlignment: TextAlignment = .leading
  var lineSpacing: CGFloat = 0
  var minimumScaleFactor: CGFloat = 1
  var allowsTightening = false
  var textCase: Text.Case?
  /// Attributes set on views rather than on `Text` (`View.bold()` …),
  /// under the text's own.
  var attributes = Text.Attributes()
}

private struct TextSettingsKey: EnvironmentKey {
  static var defaultValue: TextSettings { TextSettings() }
}

extension EnvironmentValues {
  var textSettings: TextSettings {
    get { self[TextSettingsKey.self] }
    set { self[TextSettingsKey.self] = newValue }
  }

  /// The most lines text may take; nil for no limit.
  public var lineLimit: Int? {
    get { textSettings.lineLimit }
    set { textSettings.lineLimit = newValue }
  }

  /// Where text that does not fit is cut (`.tail` unless set).
  public var truncationMode: Text.TruncationMode {
    get { textSettings.truncationMode }
    set { textSettings.truncationMode = newValue }
  }

  /// How lines of multiline text line up (`.leading` unless set).
  public var multilineTextAlignment: TextAlignment {
    get { textSettings.multilineTextAlignment }
    set { textSettings.multilineTextAlignment = newValue }
  }

  /// Extra points between lines of text (0 unless set).
  public var lineSpacing: CGFloat {
    get { textSettings.lineSpacing }
    set { textSettings.lineSpacing = newValue }
  }

  /// The fraction text may shrink to before truncating (1 unless set).
  public var minimumScaleFactor: CGFloat {
    get { textSettings.minimumScaleFactor }
    set { textSettings.minimumScaleFactor = newValue }
  }

  /// Whether text may tighten its spacing before truncating.
  public var allowsTightening: Bool {
    get { textSettings.allowsTightening }
    set { textSettings.allowsTightening = newValue }
  }

  /// The case transformation applied to text (nil unless set).
  public var textCase: Text.Case? {
    get { textSettings.textCase }
    set { textSettings.textCase = newValue }
  }
}

nonisolated extension View {
  /// Sets the font of the text in this view (nil restores `.body`).
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// Limits the text in this view to `number` lines (nil: no limit). As in
  /// SwiftUI, a limit below 1 shows one line.
  public func lineLimit(_ number: Int?) -> some View {
    updatingEnvironment { $0.textSettings.lineLimit = number; $0.textSettings.reservedLines = nil }
  }

  /// Limits text to `limit` lines, and reserves that many when
  /// `reservesSpace` (a shorter text is as tall as `limit` lines).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    updatingEnvironment {
      $0.textSettings.lineLimit = limit
      $0.textSettings.reservedLines = reservesSpace ? limit : nil
    }
  }

  /// Text takes between `limits.lowerBound` and `limits.upperBound` lines.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    updatingEnvironment {
      $0.textSettings.lineLimit = limits.upperBound
      $0.textSettings.reservedLines = limits.lowerBound
    }
  }

  /// Text takes at least `limits.lowerBound` lines.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    updatingEnvironment {
      $0.textSettings.lineLimit = nil
      $0.textSettings.reservedLines = limits.lowerBound
    }
  }

  /// Text takes at most `limits.upperBound` lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    updatingEnvironment {
      $0.textSettings.lineLimit = limits.upperBound
      $0.textSettings.reservedLines = nil
    }
  }

  /// Sets where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    updatingEnvironment { $0.textSettings.truncationMode = mode }
  }

  /// Sets how lines of multiline text line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    updatingEnvironment { $0.textSettings.multilineTextAlignment = alignment }
  }

  /// Adds `lineSpacing` points between lines of text.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    updatingEnvironment { $0.textSettings.lineSpacing = lineSpacing }
  }

  /// Lets text shrink to `factor` of its size before truncating (clamped to 0.01…1).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    updatingEnvironment { $0.textSettings.minimumScaleFactor = factor }
  }

  /// Lets text tighten its spacing before truncating.
  public func allowsTightening(_ flag: Bool) -> some View {
    updatingEnvironment { $0.textSettings.allowsTightening = flag }
  }

  /// Changes the case of the text in this view (nil keeps it).
  public func textCase(_ textCase: Text.Case?) -> some View {
    updatingEnvironment { $0.textSettings.textCase = textCase }
  }

  /// Sets the weight of the text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    updatingEnvironment { $0.textSettings.attributes.weight = weight }
  }

  /// Sets the design of the system fonts in this view (nil: each font's
  /// own), as SwiftUI's `fontDesign(_:)`: `.fontDesign(.rounded)` on a
  /// stack sets its texts in the rounded design at their own styles.
  public func fontDesign(_ design: Font.Design?) -> some View {
    updatingEnvironment { $0.textSettings.attributes.design = .some(design) }
  }

  /// Sets the width of the fonts in this view (nil: each font's own), as
  /// SwiftUI's `fontWidth(_:)` (kept; the stand-in families have one
  /// width).
  public func fontWidth(_ width: Font.Width?) -> some View {
    updatingEnvironment { $0.textSettings.attributes.width = .some(width) }
  }

  /// Makes the text in this view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    updatingEnvironment { if isActive { $0.textSettings.attributes.weight = .bold } }
  }

  /// Makes the text in this view italic.
  public func italic(_ isActive: Bool = true) -> some View {
    updatingEnvironment { if isActive { $0.textSettings.attributes.italic = true } }
  }

  /// Gives the text in this view fixed-width digits.
  public func monospacedDigit() -> some View {
    updatingEnvironment { $0.textSettings.attributes.monospacedDigit = true }
  }

  /// Sets the kerning of the text in this view.
  public func kerning(_ kerning: CGFloat) -> some View {
    updatingEnvironment { $0.textSettings.attributes.kerning = kerning }
  }

  /// Sets the tracking of the text in this view.
  public func tracking(_ tracking: CGFloat) -> some View {
    updatingEnvironment { $0.textSettings.attributes.tracking = tracking }
  }

  /// Raises the text in this view `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    updatingEnvironment { $0.textSettings.attributes.baselineOffset = baselineOffset }
  }

  /// Underlines the text in this view.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    updatingEnvironment { $0.textSettings.attributes.underline = Text.Attributes.Decoration(isActive: isActive, color: color) }
  }

  /// Strikes through the text in this view.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    updatingEnvironment { $0.textSettings.attributes.strikethrough = Text.Attributes.Decoration(isActive: isActive, color: color) }
  }
}
