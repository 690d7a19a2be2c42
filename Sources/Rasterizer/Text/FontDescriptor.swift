import FlipbookCore
import Foundation

/// A font, resolved to what Pango matches: families in order of preference,
/// a size in points, a weight, a slant and OpenType features. Flipbook's
/// `Font` resolves to one of these in an environment.
///
/// `families` is tried in order; the fonts Flipbook always has (Inter,
/// DejaVu Sans, Noto Color Emoji) are appended after it as the fallback for
/// characters the requested family lacks (Hebrew and Arabic in DejaVu Sans,
/// emoji in Noto Color Emoji).
public struct FontDescriptor: Hashable, Sendable {
  /// The families, most preferred first (fontconfig names, e.g. "Inter").
  public var families: [String]
  /// The size in points (the em square). Sizes that are not finite or not
  /// positive are clamped when shaping; see `clampedSize`.
  public var size: CGFloat
  /// The weight on the CSS/OpenType scale: 100 thin … 400 regular … 900 black.
  public var weight: Int
  /// Whether the italic (or oblique) style is asked for.
  public var italic: Bool
  /// Whether digits use tabular (fixed-width) forms: OpenType `tnum`.
  public var tabularDigits: Bool
  /// Which letters show as small capitals (OpenType `smcp`, `c2sc`; Pango
  /// draws lowercase ones smaller capitals where the font has none).
  public var smallCaps: SmallCaps = []

  /// Which letters a font shows as small capitals.
  public struct SmallCaps: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Lowercase letters as small capitals (`smcp`).
    public static let lowercase = SmallCaps(rawValue: 1 << 0)
    /// Uppercase letters as small capitals (`c2sc`).
    public static let uppercase = SmallCaps(rawValue: 1 << 1)
  }

  /// Space added after each character, as a fraction of the size: how a
  /// stand-in face is brought to the widths of the face it stands in for
  /// (see Flipbook's `Font` calibration). Added to a run's own tracking and
  /// kerning, ligatures kept; non-finite values count as 0.
  public var tracking: CGFloat = 0

  /// Room before a line's first character and after its last, as a
  /// fraction of the size: how a stand-in face's narrower side bearings are
  /// brought to those of the face it stands in for, so a line's frame (a
  /// label's size that fits) is as wide. Non-finite or negative values
  /// count as 0.
  public var sideBearing: CGFloat = 0

  /// Whether lines take the vertical metrics of the font the family stands
  /// in for (SF Pro's, for the system font's Inter) rather than its own:
  /// see `LineMetrics.systemFont`.
  public var lineMetrics: LineMetrics?

  /// Creates a descriptor.
  public init(
    families: [String], size: CGFloat, weight: Int = 400, italic: Bool = false, tabularDigits: Bool = false,
    lineMetrics: LineMetrics? = nil, smallCaps: SmallCaps = [], tracking: CGFloat = 0, sideBearing: CGFloat = 0
  ) {
    self.tracking = tracking
    self.sideBearing = sideBearing
    self.smallCaps = smallCaps
    self.families = families
    self.size = size
    self.weight = weight
    self.italic = italic
    self.tabularDigits = tabularDigits
    self.lineMetrics = lineMetrics
  }

  /// The size shaping uses: `size` clamped to 0.01…4096 points, and 17 (the
  /// body size) when it is NaN or infinite. Pango cannot shape a
  /// non-positive or unbounded size, and a 4096-point glyph is already far
  /// beyond the largest render Flipbook allows.
  public var clampedSize: CGFloat {
    guard size.isFinite else { return 17 }
    return min(max(size, 0.01), 4096)
  }

  /// A copy at `size`.
  public func withSize(_ size: CGFloat) -> FontDescriptor {
    var copy = self
    copy.size = size
    return copy
  }
}

/// The vertical metrics of a font, as fractions of its size: where lines
/// put their baselines and how tall they are.
public struct LineMetrics: Hashable, Sendable {
  /// Height above the baseline, as a fraction of the size.
  public var ascent: CGFloat
  /// Depth below the baseline (positive), as a fraction of the size.
  public var descent: CGFloat
  /// Extra space between lines, as a fraction of the size.
  public var leading: CGFloat

  /// Where an underline's top edge lies below the baseline, and how thick
  /// it is, as fractions of the size; nil: the shaping font's own.
  public var underline: (offset: CGFloat, thickness: CGFloat)? {
    get { underlineOffset.map { ($0, underlineThickness ?? 0) } }
    set {
      underlineOffset = newValue?.offset
      underlineThickness = newValue?.thickness
    }
  }
  private var underlineOffset: CGFloat?
  private var underlineThickness: CGFloat?

  /// Creates metrics from fractions of the font size.
  public init(
    ascent: CGFloat, descent: CGFloat, leading: CGFloat = 0, underline: (offset: CGFloat, thickness: CGFloat)? = nil
  ) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
    self.underline = underline
  }

  /// SF Pro's vertical metrics (its `hhea` table: ascender 1950, descender
  /// −494, line gap 0, in 2048 units per em). iOS sets a 17-point system
  /// line 20.29 points tall with the baseline 16.19 points down
  /// (`UIFont.systemFont(ofSize: 17)`: ascender 16.19, descender −4.10,
  /// lineHeight 20.29). Inter, the stand-in, draws the glyphs; these
  /// metrics place its lines where iOS places SF Pro's, so text views have
  /// iOS's heights and baselines. Underlines are drawn where iOS draws
  /// them, not where Inter's `post` table puts them (0.165 em down, 0.068
  /// thick): measured on an iOS reference (Benchmarks/TextReferences,
  /// TextBuilder's underlined body text at 2×), the line's top edge is 2
  /// points below a 17-point baseline and the line 1 point thick.
  public static let systemFont = LineMetrics(
    ascent: 1950.0 / 2048, descent: 494.0 / 2048, underline: (offset: 2.0 / 17, thickness: 1.0 / 17))

  /// Whether these are the system font's metrics, whatever the leading
  /// (a text style's line pitch adds leading to them).
  public var isSystemFont: Bool {
    var plain = self
    plain.leading = 0
    return plain == .systemFont
  }

  /// These metrics with lines `pitch` points apart at `size`: the leading
  /// between lines that makes the distance from one baseline to the next
  /// `pitch`. It is negative where the pitch is less than the font's
  /// height (iOS's accessibility sizes: body at 53 points is 63.2 points
  /// tall and pitched 62), so lines keep the table's distance. Non-finite
  /// or non-positive values leave the metrics as they are.
  public func withLinePitch(_ pitch: CGFloat, size: CGFloat) -> LineMetrics {
    guard pitch.isFinite, size.isFinite, pitch > 0, size > 0 else { return self }
    var copy = self
    copy.leading = pitch / size - ascent - descent
    return copy
  }
}
