import Foundation

// # Setting the stand-ins where iOS sets Apple's faces
//
// Flipbook cannot ship SF Pro or SF Mono, so Inter and DejaVu Sans Mono
// draw the system font (Font.swift's table). Their glyphs differ; what a
// snapshot, a row's height or a `sizeThatFits` image depends on is where
// the text *ends*: its width. So the stand-ins are calibrated to iOS's
// widths, measured on iOS's own pixels.
//
// The measurements (`Scripts/bench --text`, Benchmarks/TextReferences:
// snapshot PNGs recorded on the iOS simulator by public test suites, 95
// runs at 11 to 58 points, regular and semibold, 2× and 3×) gave, for each
// run, the letter spacing that would make Inter's ink as wide as iOS's:
//
// - Up to 20 points iOS sets SF Pro Text, and Inter (its text cut) is
//   within a few thousandths of an em of it: −2/1000 at 16–17 points
//   (median of 23 runs), −4 to −6 at 14–15 and 19.
// - From 21 points iOS sets SF Pro Display, much narrower: Inter would
//   need −57/1000 at 25–58 points. Inter Display is the same kind of cut
//   (Inter's optical size for display), and needs −10/1000 from 28 points
//   (13 runs, −8 … −11). Between 20 and 27 points SF Pro's optical size
//   still moves toward its display design, so iOS's runs are wider than
//   Inter Display's: +24/1000 at 21 points, +11 at 23, −2 at 25, −8 at 27.
// - Semibold runs need 8 to 10 thousandths more than regular ones at every
//   size (Inter SemiBold is narrower beside Inter Regular than SF's is);
//   the offset grows from regular (400) to semibold (600) and stays above.
//   Bold (700) was measured on one short word only (TextBuilder's "sit"),
//   which disagrees with the semibold runs; it takes the semibold offset.
// - DejaVu Sans Mono advances 0.602 em a character; iOS's SF Mono lines
//   measure +14/1000 wider a character (6 code lines at 15 points, +11 …
//   +20), so the monospaced stand-in takes that spacing at every size (a
//   monospaced face's advance is one fraction of the size).
//
// So up to 20 points the system font is Inter, above it Inter Display,
// each with the spacing of the table below, interpolated linearly between
// its sizes and held beyond its ends. Apple documents the switch to SF Pro
// Display "at 20 points"; the one reference at exactly 20 (the gender
// toggle post's GIF, recorded on iOS 13: "Gender" in `.title3`, 105 px at
// 1.6 px a point) is as wide as the text cut sets it and 5 % wider than
// the display cut, while every run from 21 points measures as the display
// cut; so the step is taken above 20. One exception: Debian's Inter
// Display (4.0 beta) has no working tabular figures (HarfBuzz gives "1"
// 0.54 em and "2" 0.62 with `tnum`), so `monospacedDigit()` text above 20
// points stays in the text cut, spaced by what the first measurement gave
// for the text cut at display sizes (−57/1000 at 25–58 points, regular;
// −45 semibold). Spacing brings a run's ink to iOS's width; its frame (a
// label's size that fits) also holds the first and last glyphs' side
// bearings, which SF Pro Display's are wider than Inter Display's: the
// display cut gets `displayCutSideBearing` more at each end of a line.
// The rounded design (drawn in Inter too) takes the same, and then SF Pro
// Rounded's own narrowing (measured on a rounded type scale, below). The
// serif design is Noto Serif, chosen among Debian's open serifs by
// measuring each against New York's runs, then spaced to New York's
// widths and set on its measured line height (below). Custom families are
// not calibrated, nor are Apple's own faces where the machine has them
// (`FLIPBOOK_FONTS`): they are what iOS draws.
extension Font {
  /// A row of the tracking tables: size in points, spacing per 1,000 of
  /// the size for regular weights, and the extra for semibold and heavier.
  typealias TrackingRow = (size: CGFloat, regular: CGFloat, semiboldExtra: CGFloat)

  /// Inter up to 20 points, Inter Display above.
  static let trackingTable: [TrackingRow] = [
    (14, -5, 8), (16, -2, 8), (17, -2, 8), (19, -4, 8), (20, 0, 8),
    (21, 24, 10), (23, 11, 10), (25, -2, 10), (27, -8, 10), (28, -10, 10),
  ]

  /// Inter (the text cut) above 20 points, where tabular digits keep it.
  static let textCutAtDisplaySizes: [TrackingRow] = [(20, 0, 8), (21, -35, 12), (23, -50, 12), (25, -55, 12), (28, -58, 12)]

  /// The system font's stand-in family at `size`: Inter up to 20 points,
  /// Inter Display above unless the text asks for tabular digits.
  static func standInFamily(size: CGFloat, tabularDigits: Bool) -> String {
    size > 20 && !tabularDigits ? "Inter Display" : "Inter"
  }

  /// The spacing, as a fraction of the size, that brings `family` (the
  /// stand-in of the system font) to SF Pro's widths at `size` and
  /// `weight` (see the note above).
  static func standInTracking(family: String, size: CGFloat, weight: Int) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let rows: [TrackingRow] =
      size <= 20 ? trackingTable.filter { $0.size <= 20 }
      : family == "Inter" ? textCutAtDisplaySizes : trackingTable.filter { $0.size > 20 }
    func value(_ pick: (TrackingRow) -> CGFloat) -> CGFloat { SizeTable.value(rows.map { ($0.size, pick($0)) }, at: size) }
    let heaviness = min(max(CGFloat(weight - 400) / 200, 0), 1)
    return (value(\.regular) + value(\.semiboldExtra) * heaviness) / 1000
  }

  /// Room before a line's first character and after its last in Inter
  /// Display, as a fraction of the size: SF Pro Display's glyphs sit
  /// further inside their advances than Inter Display's (at the ends of
  /// iOS's title labels, "W" 0.024 em in against Inter Display's 0.014,
  /// "?" 0.06 em against 0.03; a semibold "H" 0.062 em against 0.045), so
  /// a line's frame — a label's size that fits — needs that much more at
  /// each end: the median of the 12 title labels' frame deficits (0.036 em
  /// between both ends, 1–6 px at 3×), halved. Up to 20 points the frames
  /// measured match without it (TextBuilder's body lines).
  static let displayCutSideBearing: CGFloat = 0.018

  /// The spacing that brings DejaVu Sans Mono, the stand-in for SF Mono, to
  /// SF Mono's advance, as a fraction of the size.
  static let monospacedStandInTracking: CGFloat = 14.0 / 1000

  /// SF Pro Rounded against SF Pro, per 1,000 of the size, added to the
  /// system font's spacing for the rounded design: vjr2005/Challenge's
  /// type scale in `.rounded` (iOS 18, 3×, 25 runs) sets every style
  /// narrower than the default design does, by the median of each size's
  /// runs: 8/1000 at 11–12 points, 16 at 13–17, 22 at 20, 12 at 22, 8 at
  /// 28 and 5 at 34 (Inter, spaced to SF Pro, ran 1–5 % wide there).
  /// One suite, one to three runs a size: figures to refine as rounded
  /// references come.
  static let roundedTrackingTable: [(size: CGFloat, value: CGFloat)] = [
    (12, -8), (13, -16), (17, -16), (20, -22), (22, -12), (28, -8), (34, -5),
  ]

  /// The rounded design's extra spacing at `size`, as a fraction of it.
  static func roundedStandInTracking(size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    return SizeTable.value(roundedTrackingTable, at: size) / 1000
  }

  /// The spacing that brings Noto Serif, the stand-in for New York, to its
  /// widths: measured serif runs (vjr2005/Challenge's subheadline, 15
  /// points at 3×: "Subheadline", "Sample Text", "The quick brown fox
  /// jumps", "Additional context in subheadline") need −13, −7, −20 and
  /// −12 per 1,000; the median. Of the open serifs Debian packages, Noto
  /// Serif's widths came nearest before spacing (ink width over New York's
  /// on those runs: Noto Serif 1.024, Charis SIL 0.952, Vollkorn 0.931,
  /// Gentium Book Plus 0.896, Caladea 0.872, Linux Libertine 0.873,
  /// Liberation Serif 0.862, DejaVu Serif 1.085, each spread over about
  /// 3 %), and its shapes nearest by eye (a large x-height, moderate
  /// contrast, bracketed serifs).
  static let serifStandInTracking: CGFloat = -12.5 / 1000

  /// New York's line height as it measures on iOS, SF Pro's split between
  /// ascent and descent: 1.19 em, a 15-pt line 18 points tall once rounded
  /// up to a pixel at 3× as a text's height is. vjr2005/Challenge's
  /// stacks with explicit spacing (iOS 18, 3×) give it: its font-design
  /// comparison (512 px) and its type hierarchy (599 px) are the sum of
  /// their lines only with an 18.0-pt serif subheadline (1.207 em, read
  /// from a row before heights were rounded, made both a pixel taller).
  /// Noto Serif's own line, 1.362 em, made the row 7 px taller at 3×,
  /// DejaVu Serif's 1.164 em 2 px shorter.
  static let serifStandInLineMetrics = LineMetrics(
    ascent: 1.19 * 1950 / 2444, descent: 1.19 * 494 / 2444)
}
