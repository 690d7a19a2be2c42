import FlipbookCore
import Foundation

/// Styled text to lay out: runs of characters with their fonts and spacing,
/// and how the paragraph wraps, truncates and aligns. A `Hashable` value:
/// the layout cache's key, so nothing here is colour (colour is applied when
/// drawing, by run index).
public struct TextParagraph: Hashable, Sendable {
  /// The runs, in reading order.
  public var runs: [TextRun]
  /// The most lines to show; nil for no limit. Values below 1 show one
  /// line (SwiftUI treats `lineLimit(0)` and negative limits so).
  public var lineLimit: Int?
  /// Where text that does not fit is cut and replaced by "…".
  public var truncation: Truncation
  /// How lines of different widths line up.
  public var alignment: Alignment
  /// Extra points between lines (negative and non-finite values count as 0).
  public var lineSpacing: CGFloat
  /// The smallest fraction of its size text may shrink to before it is
  /// truncated (1: never shrinks). Clamped to 0.01…1.
  public var minimumScaleFactor: CGFloat
  /// Whether characters may be drawn closer together (by up to 5 % of the
  /// font size) before the text is truncated.
  public var allowsTightening: Bool

  /// Where a line that does not fit is cut.
  public enum Truncation: Hashable, Sendable { case head, middle, tail }
  /// How lines line up with each other.
  public enum Alignment: Hashable, Sendable { case leading, center, trailing }

  /// Creates a paragraph.
  public init(
    runs: [TextRun], lineLimit: Int? = nil, truncation: Truncation = .tail, alignment: Alignment = .leading,
    lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false
  ) {
    self.runs = runs
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsTightening = allowsTightening
  }

  /// The whole text, runs joined.
  public var string: String { runs.map(\.string).joined() }
}

/// Characters with one font and spacing.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var string: String
  /// Their font.
  public var font: FontDescriptor
  /// Points added after each character, kerning pairs kept (SwiftUI's
  /// `kerning`). Non-finite values count as 0.
  public var kerning: CGFloat
  /// Points added after each character, ligatures broken apart where they
  /// would close the gap (SwiftUI's `tracking`). Non-finite values count as 0.
  public var tracking: CGFloat
  /// Points the glyphs are raised above the baseline (negative lowers).
  public var baselineOffset: CGFloat
  /// Whether a line is drawn under the run.
  public var underline: Bool
  /// Whether a line is drawn through the run.
  public var strikethrough: Bool
  /// A drawing set inline in place of the characters (a symbol in text):
  /// the run's string is one object replacement character, shaped as a
  /// box of the image's size.
  public var inlineImage: TextInlineImage?

  /// Creates a run.
  public init(
    _ string: String, font: FontDescriptor, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
    underline: Bool = false, strikethrough: Bool = false
  ) {
    self.string = string
    self.font = font
    self.kerning = kerning
    self.tracking = tracking
    self.baselineOffset = baselineOffset
    self.underline = underline
    self.strikethrough = strikethrough
  }

  /// A run of one inline image, in `font`'s line (its line metrics and
  /// size decide the line's height, as the characters' would).
  public init(image: TextInlineImage, font: FontDescriptor, baselineOffset: CGFloat = 0) {
    self.init("\u{FFFC}", font: font, baselineOffset: baselineOffset)
    inlineImage = image
  }
}

/// A drawing set in a line of text (SwiftUI's `Text(Image(systemName:))`):
/// an outline filled with its run's style. Its box stands on the baseline
/// (raised or lowered with the run's baseline offset) and advances by its
/// width.
public struct TextInlineImage: Hashable, Sendable {
  /// What it is, for equality and printing (`symbol heart.fill`).
  public var name: String
  /// The outline, in a box of `unitSize` (y down).
  public var path: Path
  public var unitSize: CGSize
  /// The box in points.
  public var size: CGSize
  /// How much the outline grows (a stroke that wide, in units) for a
  /// heavier weight; 0 for none.
  public var emboldening: CGFloat

  /// Creates an inline image.
  public init(name: String, path: Path, unitSize: CGSize, size: CGSize, emboldening: CGFloat = 0) {
    self.name = name
    self.path = path
    self.unitSize = unitSize
    self.size = size
    self.emboldening = emboldening
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.name == b.name && a.unitSize == b.unitSize && a.size == b.size && a.emboldening == b.emboldening
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(emboldening)
  }
}
