import CCairo
import CPangoCairo
import FlipbookCore
import Foundation

/// Shaping: a paragraph through Pango (HarfBuzz shapes, fontconfig picks
/// fonts, Pango breaks lines and bidi-reorders them) to a `TextLayout`.
///
/// Pango lays out; Flipbook keeps its line breaks, glyphs and advances and
/// sets the lines itself: each line's height is the ascent plus descent of
/// its fonts' `LineMetrics` (SF Pro's for the system font, so text has iOS's
/// heights), and lines are aligned within the widest one (a SwiftUI text is
/// as wide as its widest line, not as the width offered).
///
/// The width offered (nil: unlimited) wraps at word boundaries, then
/// between characters for a word wider than a line (Pango's
/// `PANGO_WRAP_WORD_CHAR`, as Core Text wraps). A line limit, or a height
/// offered that fits fewer lines, keeps that many lines and ends the last
/// with "…" at the truncation mode's place.
extension TextLayout {
  /// `paragraph` laid out for an offered width and height (nil:
  /// unlimited), through the process-wide cache: the same paragraph at the
  /// same width and height is shaped once.
  public static func make(_ paragraph: TextParagraph, width: CGFloat?, height: CGFloat?) -> TextLayout {
    TextLayoutCache.shared.layout(paragraph, width: width, height: height)
  }

  /// Lays out without the cache: the line limit and the height decide the
  /// lines, then `minimumScaleFactor` and `allowsTightening` try to avoid
  /// truncation.
  static func layOut(_ paragraph: TextParagraph, width: CGFloat?, height: CGFloat?) -> TextLayout {
    let width = width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let height = height.flatMap { $0.isFinite ? max($0, 0) : nil }
    // Offered no width at all, text sets no line and takes no room, as
    // SwiftUI's does: `Text("Hello, World!").padding()` offered 0 × 0 (a
    // swift-snapshot-testing size-that-fits snapshot) is 32 × 32 pt on iOS,
    // the padding alone (swift-snapshot-testing issue #1070). Any width
    // more sets at least one line, truncated.
    if width == 0 {
      return TextLayout(size: .zero, lines: [], isTruncated: true, scale: 1, paragraph: paragraph)
    }
    let limit = paragraph.lineLimit.map { max($0, 1) }
    // Tail-truncated text shows only its first lines: a long text is cut
    // to what those lines could hold (every character at least 0.1 em
    // wide, four times over) before Pango lays it out, unless the cut
    // text fits, which would lose the ellipsis.
    var paragraph = paragraph
    if let limit, let width, paragraph.truncation == .tail,
       let cut = paragraph.cut(toCharacters: Int(min(CGFloat(limit) * (width / 0.1 / paragraph.smallestSize + 1) * 4 + 256, 1e9))) {
      let probe = shape(cut, width: width, lines: limit, scale: 1, tightening: 0)
      if probe.isTruncated { paragraph = cut }
    }
    func attempt(scale: CGFloat, tightening: CGFloat) -> TextLayout {
      var layout = shape(paragraph, width: width, lines: limit, scale: scale, tightening: tightening)
      if let height, layout.lines.count > 1, layout.size.height > height + 0.001 {
        let fitting = max(layout.lines.prefix { $0.top + $0.ascent + $0.descent <= height + 0.001 }.count, 1)
        layout = shape(paragraph, width: width, lines: fitting, scale: scale, tightening: tightening)
      }
      return layout
    }
    var layout = attempt(scale: 1, tightening: 0)
    guard layout.isTruncated else { return layout }
    let minimumScale = paragraph.minimumScaleFactor.isFinite ? min(max(paragraph.minimumScaleFactor, 0.01), 1) : 1
    if minimumScale < 1 {
      // The largest scale that fits, to 1/128 of the range.
      var low = minimumScale
      var high: CGFloat = 1
      var best = attempt(scale: low, tightening: 0)
      if !best.isTruncated {
        for _ in 0..<7 {
          let middle = (low + high) / 2
          let candidate = attempt(scale: middle, tightening: 0)
          if candidate.isTruncated { high = middle } else { low = middle; best = candidate }
        }
      }
      layout = best
      guard layout.isTruncated else { return layout }
    }
    if paragraph.allowsTightening {
      let scale = layout.scale
      let tightest = attempt(scale: scale, tightening: 0.05)
      guard !tightest.isTruncated else { return layout }
      var low: CGFloat = 0
      var high: CGFloat = 0.05
      var best = tightest
      for _ in 0..<5 {
        let middle = (low + high) / 2
        let candidate = attempt(scale: scale, tightening: middle)
        if candidate.isTruncated { low = middle } else { high = middle; best = candidate }
      }
      layout = best
    }
    return layout
  }

  /// One Pango layout: `lines` (nil: all) lines at `width` (nil:
  /// unwrapped), fonts scaled by `scale`, characters drawn closer by
  /// `tightening` × the font size.
  private static func shape(
    _ paragraph: TextParagraph, width: CGFloat?, lines limit: Int?, scale: CGFloat, tightening: CGFloat
  ) -> TextLayout {
    let library = FontLibrary.shared
    // NUL ends C strings and draws nothing on iOS: it is left out.
    // Small capitals the font lacks split a run in pieces; `origins` maps
    // each piece back to its run (its style).
    var origins: [Int] = []
    let runs = paragraph.runs.enumerated().flatMap { index, run in
      var run = run
      if run.string.utf8.contains(0) { run.string.removeAll { $0 == "\0" } }
      let pieces = Self.smallCapitals(run)
      origins += repeatElement(index, count: pieces.count)
      return pieces
    }
    let text = runs.map(\.string).joined()
    TextLayoutCache.shared.recordShaping(of: text)
    guard !text.isEmpty else {
      return TextLayout(size: .zero, lines: [], isTruncated: false, scale: scale, paragraph: paragraph)
    }
    var starts: [Int] = []
    var offset = 0
    for run in runs {
      starts.append(offset)
      offset += run.string.utf8.count
    }
    return library.withPango { context in
      let layout = pango_layout_new(context)!
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
      let attributes = pango_attr_list_new()!
      defer { pango_attr_list_unref(attributes) }
      // A word too long for its line is broken between two characters with
      // no hyphen added, as Core Text breaks it (NSParagraphStyle's
      // hyphenationFactor is 0 by default); Pango adds one unless told not to.
      let noHyphens = pango_attr_insert_hyphens_new(0)!
      noHyphens.pointee.start_index = 0
      noHyphens.pointee.end_index = UInt32.max
      pango_attr_list_insert(attributes, noHyphens)
      for (index, run) in runs.enumerated() where !run.string.isEmpty {
        let start = UInt32(starts[index])
        let end = UInt32(starts[index] + run.string.utf8.count)
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
          attribute.pointee.start_index = start
          attribute.pointee.end_index = end
          pango_attr_list_insert(attributes, attribute)
        }
        let description = pangoDescription(run.font, scale: scale)
        insert(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        if let image = run.inlineImage {
          // The image's box, standing on the baseline (Pango's y is up-negative).
          let width = pangoUnits(finite(image.size.width) * scale), height = pangoUnits(finite(image.size.height) * scale)
          var box = PangoRectangle(x: 0, y: -height, width: width, height: height)
          insert(pango_attr_shape_new(&box, &box))
          continue
        }
        let size = run.font.clampedSize * scale
        let spacing = finite(run.kerning) + finite(run.tracking) + finite(run.font.tracking) * size - tightening * size
        if spacing != 0 {
          insert(pango_attr_letter_spacing_new(Int32(clamping: Int((spacing * 1024).rounded()))))
        }
        var features: [String] = []
        if run.font.tabularDigits { features.append("tnum=1") }
        if run.font.smallCaps == .uppercase { features.append("c2sc=1") }
        if finite(run.tracking) != 0 { features += ["liga=0", "clig=0"] }
        if !features.isEmpty { insert(pango_attr_font_features_new(features.joined(separator: ","))) }
      }
      pango_layout_set_attributes(layout, attributes)
      if let width {
        pango_layout_set_width(layout, pangoUnits(width))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      }
      var truncated = false
      if let limit, pango_layout_get_line_count(layout) > Int32(clamping: limit) {
        // Keep `limit` lines: a height in Pango's units through the last of
        // them, which Pango fills and ends with an ellipsis.
        if width == nil {
          var logical = PangoRectangle()
          pango_layout_get_extents(layout, nil, &logical)
          pango_layout_set_width(layout, logical.width)
        }
        let iterator = pango_layout_get_iter(layout)!
        var bottom: Int32 = 0
        for _ in 0..<limit {
          var lineRect = PangoRectangle()
          pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
          bottom = lineRect.y + lineRect.height
          if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        pango_layout_iter_free(iterator)
        pango_layout_set_height(layout, max(bottom, 1))
        pango_layout_set_ellipsize(layout, ellipsizeMode(paragraph.truncation))
        truncated = true
      }
      if pango_layout_is_ellipsized(layout) != 0 { truncated = true }
      var lines = extractLines(layout, runs: runs, origins: origins, starts: starts, scale: scale)
      if let limit, lines.count > limit {
        lines.removeLast(lines.count - limit)
        truncated = true
      }
      return assemble(lines, paragraph: paragraph, truncated: truncated, scale: scale)
    }
  }

  private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

  private static func pangoUnits(_ points: CGFloat) -> Int32 {
    Int32(clamping: Int(min((points * 1024).rounded(.up), CGFloat(Int32.max))))
  }

  private static func ellipsizeMode(_ truncation: TextParagraph.Truncation) -> PangoEllipsizeMode {
    switch truncation {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }

  /// The families Flipbook ships, none of which has small capitals
  /// (OpenType `smcp`; checked with fontTools), which Pango 1.50 does not
  /// synthesize.
  private static let familiesWithoutSmallCaps: Set<String> = ["Inter", "Inter Display", "DejaVu Sans", "DejaVu Serif", "Noto Serif", "DejaVu Sans Mono"]

  /// The size of synthesized small capitals: 0.8 of the font's, so they
  /// stand a little above the x-height (Inter's capitals, 0.727 em, become
  /// 0.58 em against its 0.546-em x-height), where drawn small capitals
  /// sit.
  static let smallCapitalScale: CGFloat = 0.8

  /// `run` with its lowercase letters as small capitals when its font asks
  /// for them and its family has none: each stretch of lowercase letters
  /// uppercased at `smallCapitalScale` of the size.
  private static func smallCapitals(_ run: TextRun) -> [TextRun] {
    guard run.font.smallCaps.contains(.lowercase), let family = run.font.families.first,
      familiesWithoutSmallCaps.contains(family), run.string.contains(where: \.isLowercase)
    else { return [run] }
    var pieces: [TextRun] = []
    var current = "", currentIsLower: Bool?
    func flush() {
      guard let isLower = currentIsLower, !current.isEmpty else { return }
      var piece = run
      piece.string = isLower ? current.uppercased() : current
      piece.font.smallCaps = []
      if isLower { piece.font.size = run.font.size * smallCapitalScale }
      pieces.append(piece)
      current = ""
    }
    for character in run.string {
      let isLower = character.isLowercase
      if isLower != currentIsLower { flush() }
      currentIsLower = isLower
      current.append(character)
    }
    flush()
    return pieces
  }

  /// A Pango font description for `font` at `scale`: its families, then
  /// the fallbacks.
  private static func pangoDescription(_ font: FontDescriptor, scale: CGFloat) -> OpaquePointer {
    let description = pango_font_description_new()!
    var families = font.families
    for fallback in FontLibrary.fallbackFamilies where !families.contains(fallback) { families.append(fallback) }
    pango_font_description_set_family(description, families.joined(separator: ","))
    pango_font_description_set_absolute_size(description, Double(font.clampedSize * scale * 1024))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    // Small capitals: Pango's variants (emulated where the font has no
    // `smcp`); uppercase alone has no variant (the `c2sc` feature).
    if font.smallCaps.contains(.lowercase), !familiesWithoutSmallCaps.contains(font.families.first ?? "") {
      pango_font_description_set_variant(
        description, font.smallCaps.contains(.uppercase) ? PANGO_VARIANT_ALL_SMALL_CAPS : PANGO_VARIANT_SMALL_CAPS)
    }
    return description
  }
}

extension TextParagraph {
  /// The smallest font size of the runs (clamped as shaping clamps it).
  var smallestSize: CGFloat { runs.map(\.font.clampedSize).min() ?? 17 }

  /// The paragraph's first `count` characters, or nil when it has no more.
  func cut(toCharacters count: Int) -> TextParagraph? {
    guard runs.reduce(0, { $0 + $1.string.count }) > count else { return nil }
    var remaining = count
    var copy = self
    copy.runs = []
    for var run in runs where remaining > 0 {
      if run.string.count > remaining { run.string = String(run.string.prefix(remaining)) }
      remaining -= run.string.count
      copy.runs.append(run)
    }
    return copy
  }
}
