import FlipbookCore
import Foundation

/// A paragraph shaped and broken into lines at one width: glyphs with their
/// fonts and positions, ready to measure and draw. Made by `TextLayout.make`
/// (through a cache), drawn by `GraphicsContext.draw(_:at:styles:)`.
///
/// Coordinates are points, y down, with the origin at the top-left of the
/// text's bounds: `size` is the width of the widest line by the height of
/// its lines (each as tall as its tallest font's ascent plus descent, plus
/// `lineSpacing` between lines).
public struct TextLayout: Equatable, Sendable {
  /// The text's size: widest line by total line height.
  public internal(set) var size: CGSize
  /// The lines, top to bottom.
  public internal(set) var lines: [Line]
  /// Whether text was cut (an ellipsis drawn) to fit the width or line limit.
  public internal(set) var isTruncated: Bool
  /// The factor the fonts were scaled by to fit (`minimumScaleFactor`), 1
  /// when they kept their size.
  public internal(set) var scale: CGFloat
  /// The paragraph laid out (its text and fonts), for printing a display
  /// list; nil for a layout made by hand.
  public internal(set) var paragraph: TextParagraph?

  /// One line of text.
  public struct Line: Equatable, Sendable {
    /// The line's top edge, from the text's top.
    public var top: CGFloat
    /// The baseline, from the text's top.
    public var baseline: CGFloat
    /// Height above the baseline.
    public var ascent: CGFloat
    /// Depth below the baseline.
    public var descent: CGFloat
    /// Extra space below the line when another follows (a text style's
    /// line pitch beyond its font's height).
    public var leading: CGFloat = 0
    /// Where the line starts (its alignment), from the text's leading edge.
    public var x: CGFloat
    /// The line's advance width.
    public var width: CGFloat
    /// The glyphs, in visual order.
    var runs: [GlyphRun]
    /// The line's grapheme clusters as shaped, in visual order: where each
    /// one's glyphs advance, for drawing characters one by one (a numeric
    /// content transition rolls the digits that changed).
    public internal(set) var clusters: [Cluster]
  }

  /// The horizontal extent of one shaped cluster: the glyphs made from the
  /// characters starting at `byteOffset` (UTF-8, in the paragraph's
  /// string), from the line's start.
  public struct Cluster: Sendable, Equatable {
    /// The first UTF-8 byte of the cluster's characters in the paragraph's string.
    public var byteOffset: Int
    /// Where its first glyph's pen starts, from the line's start.
    public var minX: CGFloat
    /// Where its last glyph's advance ends, from the line's start.
    public var maxX: CGFloat
  }

  /// Glyphs of one font from one paragraph run.
  struct GlyphRun: Equatable, Sendable {
    /// The paragraph run the glyphs come from (its colour and decorations).
    var runIndex: Int
    var font: ScaledFont
    /// Glyph ids and pen positions, x from the line's start, y from its
    /// baseline (baseline offsets included).
    var glyphs: [Glyph]
    /// The run's horizontal extent on the line (for decorations).
    var minX: CGFloat
    var maxX: CGFloat
    /// The underline's top edge below the baseline, and its thickness.
    var underline: (offset: CGFloat, thickness: CGFloat)
    /// The strikethrough's top edge above the baseline, and its thickness.
    var strikethrough: (offset: CGFloat, thickness: CGFloat)
    /// The run's baseline offset (raised positive).
    var rise: CGFloat

    static func == (a: GlyphRun, b: GlyphRun) -> Bool {
      a.runIndex == b.runIndex && a.font == b.font && a.glyphs == b.glyphs && a.minX == b.minX && a.maxX == b.maxX
        && a.underline == b.underline && a.strikethrough == b.strikethrough && a.rise == b.rise
    }
  }

  struct Glyph: Equatable, Sendable {
    var id: UInt
    var x: Double
    var y: Double
  }

  /// The first line's baseline from the top (the bottom when there are no lines).
  public var firstBaseline: CGFloat { lines.first?.baseline ?? size.height }
  /// The last line's baseline from the top (the bottom when there are no lines).
  public var lastBaseline: CGFloat { lines.last?.baseline ?? size.height }
}
