import Foundation

/// The modifiers that return `Text`: each sets its attribute on the pieces
/// that have not set it (the innermost setting wins).
extension Text {
  func setting(_ change: (inout Attributes) -> Void) -> Text {
    var outer = Attributes()
    change(&outer)
    return Text(segments: segments.map { segment in
      var merged = segment
      merged.attributes = segment.attributes.merged(under: outer)
      return merged
    })
  }

  /// Sets the font (nil keeps the environment's).
  public func font(_ font: Font?) -> Text { setting { $0.font = font } }
  /// Sets the weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { setting { $0.weight = weight } }
  /// Sets the design of the system font (`.rounded`, `.serif`,
  /// `.monospaced`; nil: the font's own), as SwiftUI's `fontDesign(_:)`:
  /// a custom font keeps its face.
  public func fontDesign(_ design: Font.Design?) -> Text { setting { $0.design = .some(design) } }
  /// Sets the width of the font (nil: the font's own), as SwiftUI's
  /// `fontWidth(_:)` (kept; the stand-in families have one width).
  public func fontWidth(_ width: Font.Width?) -> Text { setting { $0.width = .some(width) } }
  /// Sets the weight to bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// Bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// Sets italics.
  public func italic() -> Text { setting { $0.italic = true } }
  /// Italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// Uses the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? setting { $0.font = ($0.font ?? .body).monospaced() } : self
  }
  /// Uses fixed-width digits.
  public func monospacedDigit() -> Text { setting { $0.monospacedDigit = true } }
  /// Sets the text's colour (nil keeps the environment's).
  public func foregroundColor(_ color: Color?) -> Text {
    setting { $0.foreground = color.map { Attributes.Foreground(style: AnyShapeStyle($0), color: $0) } }
  }
  /// Sets the text's fill.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    setting { $0.foreground = Attributes.Foreground(style: AnyShapeStyle(style), color: style as? Color) }
  }
  /// Draws a line under the text, in `color` (the text's colour when nil).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    setting { $0.underline = Attributes.Decoration(isActive: isActive, color: color) }
  }
  /// Draws a line under the text in a pattern (drawn solid).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    underline(isActive, color: color)
  }
  /// Draws a line through the text, in `color` (the text's colour when nil).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    setting { $0.strikethrough = Attributes.Decoration(isActive: isActive, color: color) }
  }
  /// Draws a line through the text in a pattern (drawn solid).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    strikethrough(isActive, color: color)
  }
  /// Adds `kerning` points after each character, kerning pairs kept.
  public func kerning(_ kerning: CGFloat) -> Text { setting { $0.kerning = kerning } }
  /// Adds `tracking` points after each character, ligatures broken apart.
  public func tracking(_ tracking: CGFloat) -> Text { setting { $0.tracking = tracking } }
  /// Raises the text `baselineOffset` points (negative lowers).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { setting { $0.baselineOffset = baselineOffset } }
  /// Changes the case of the text (nil keeps it).
  public func textCase(_ textCase: Case?) -> Text { setting { $0.textCase = .some(textCase) } }
}

extension Text {
  /// A text's scale, as SwiftUI's `Text.Scale`.
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// Smaller than the text beside it (a unit after a number). iOS's
    /// factor is not measured here: Flipbook draws it at the font's size.
    public static let secondary = Scale(name: "secondary")
  }

  /// Sets this text's scale, as SwiftUI's `textScale(_:isEnabled:)` (see
  /// `Text.Scale`).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
  /// Sets the scale of the text in this view, as SwiftUI's
  /// `textScale(_:isEnabled:)` (see `Text.Scale`).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
