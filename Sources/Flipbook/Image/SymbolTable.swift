import Foundation

/// How symbols sit beside text: the em a symbol is set in at a text size,
/// how far it drops to centre on the capitals, SF Pro's cap height and the
/// image scales. The drawings are `SymbolLibrary`'s; a symbol in text is an
/// inline image on this em (`Text(Image(systemName:))`).
enum SymbolTable {
  /// The icon font's family.
  static let family = "Material Icons"

  /// The em a symbol is set in beside text of `fontSize` points, `scale`
  /// times larger (`imageScale`): 1.2 × the size, so the drawing (20/24 of
  /// the em) is about the font size, as a symbol's is. Lines stand on the
  /// em's bottom. (The family is the old icon font's; only the size and
  /// line metrics are read.)
  static func font(besideTextOfSize fontSize: CGFloat, scale: CGFloat = 1) -> FontDescriptor {
    FontDescriptor(families: [family], size: fontSize * 1.2 * scale, lineMetrics: LineMetrics(ascent: 1, descent: 0))
  }

  /// How far below the text's baseline an icon of `em` points stands so
  /// that its middle meets the middle of the capitals (SF Pro's cap height,
  /// `capHeight` of the size), as a symbol beside text does.
  static func drop(em: CGFloat, besideTextOfSize fontSize: CGFloat) -> CGFloat {
    em / 2 - fontSize * capHeight / 2
  }

  /// The air around a symbol's ink in its frame, in units of the 24-unit
  /// em: an SF Symbol image is as large as its glyph and a margin, not a
  /// square (iOS 26, 3×, body: `line.3.horizontal.decrease.circle` inks
  /// 17 × 17 pt in a 19.67 × 19 pt frame, `bell` 15.67 × 17 in 19 × 19.33;
  /// vjr2005/Challenge's badge references), so a `minus` is short and a
  /// `chevron.right` narrow, as on iOS. 1.5 pt across and 1.1 pt down a
  /// side at 17 pt, scaled with the size.
  static let margin = CGSize(width: 1.5 / 17 / 1.2 * 24, height: 1.1 / 17 / 1.2 * 24)

  /// The part of `drawing` (in its units) a symbol's image frames: its ink
  /// and `margin` a side; nil when it draws nothing. What a symbol image
  /// and a symbol inside `Text` are both sized by.
  ///
  /// A glyph whose growth with weight was measured (SF's chevrons and
  /// diagonal arrows, `DrawnGlyphs`) keeps its margin outside its heavier
  /// ink, `emboldening` (the outline's growth in units) wider and taller,
  /// as SF's heavier symbols are: web3modal-swift's 16-pt semibold
  /// `chevron.right` (iOS 17, 3×) ends 1.07 pt short of its frame, as the
  /// regular one does. The icon sets' glyphs keep the regular frame.
  static func imageBox(of drawing: SymbolDrawing, emboldening: CGFloat = 0) -> CGRect? {
    let ink = drawing.monochrome.boundingRect
    guard !ink.isNull, ink.width > 0, ink.height > 0 else { return nil }
    let margin = drawing.margin ?? Self.margin
    let growth = drawing.growthPerWeight == nil ? 0 : max(emboldening, 0) / 2
    return ink.insetBy(dx: -margin.width - growth, dy: -margin.height - growth)
  }

  /// SF Symbols' own ink, where it was measured, for the stand-in glyphs
  /// drawn without an enclosure: width and height in units of the 24-unit
  /// em (1.2 × the font size), keyed by glyph. The open icon sets draw
  /// some common glyphs smaller or narrower than SF does, and a symbol's
  /// frame is its ink and a margin, so a search field's text started 2 pt
  /// early beside a small magnifying glass. Measured on iOS 18.1
  /// (marian-stanciulica/Foodybite, 16 points, 3×): `magnifyingglass`
  /// 47 × 47 px, `envelope` 57 × 41, `person` 41 × 44 (the icon sets gave
  /// 42 × 44, 48 × 39 and 39 × 39). A filled form (`envelope.fill`,
  /// `person.fill`) has its outline's size in SF Symbols, so its glyph
  /// takes the same. `arrow.up` at 30 points bold (Foodybite's profile
  /// picture button, iOS 18.1, 3×) inks 70 × 84 px, 23.33 × 28 pt, where
  /// the icon set's arrow was a 25-pt square. The entry is that ink less
  /// the 2 px a side Flipbook's bold adds at that size (66 × 80 px). (SF's
  /// chevrons, arrows and `person` alone are Flipbook's own drawing,
  /// `DrawnGlyphs`; these entries size the icon sets' glyphs where a longer
  /// name falls back to them, `arrow.up.heart`, `person.bust`.)
  static let measuredInk: [String: CGSize] = [
    "mdi:arrow-up": CGSize(width: 14.67, height: 17.78),
    "mdi:magnify": CGSize(width: 19.58, height: 19.58),
    "mdi:email-outline": CGSize(width: 23.75, height: 17.08),
    "mdi:email": CGSize(width: 23.75, height: 17.08),
    "mdi:account-outline": CGSize(width: 17.08, height: 18.33),
    "mdi:account": CGSize(width: 17.08, height: 18.33),
  ]

  /// SF Symbols' own air beside the ink, where it was measured, for the
  /// stand-in glyphs drawn alone: width and height in units of the 24-unit
  /// em, keyed by glyph (the rest take `margin`). Measured on iOS 18.1
  /// (marian-stanciulica/Foodybite's name and email fields, 16 points, 3×:
  /// the text beside the icon starts 4 px later, the icon's ink 2 px later
  /// than beside the default margin): `envelope` keeps 2.08 pt a side.
  static let measuredMargin: [String: CGSize] = [
    "mdi:email-outline": CGSize(width: 2.08 / 0.8, height: margin.height),
    "mdi:email": CGSize(width: 2.08 / 0.8, height: margin.height),
  ]

  /// `glyph` (the drawing of glyph `id`) scaled about its ink's middle to
  /// SF Symbols' measured ink (`measuredInk`), or as it is.
  static func fitted(_ glyph: Path, id: String) -> Path {
    guard let target = measuredInk[id] else { return glyph }
    let ink = glyph.boundingRect
    guard !ink.isNull, ink.width > 0, ink.height > 0 else { return glyph }
    return glyph.applying(
      CGAffineTransform(translationX: -ink.midX, y: -ink.midY)
        .concatenating(CGAffineTransform(scaleX: target.width / ink.width, y: target.height / ink.height))
        .concatenating(CGAffineTransform(translationX: ink.midX, y: ink.midY)))
  }

  /// SF Pro's cap height as a fraction of the font size (1443/2048): what
  /// symbols, the stand-ins and custom ones (`SymbolSet`), are sized and
  /// centred by.
  static let capHeight: CGFloat = 1443 / 2048

  /// How large a symbol is at `scale` beside medium: Flipbook's stand-in
  /// ratios for SF Symbols' image scales (small 0.8, large 1.3).
  static func factor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }
}
