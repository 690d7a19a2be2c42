import CCairo
import CPangoCairo
import FlipbookCore
import Foundation

/// Reading Pango's lines back: glyphs, advances and fonts per run, and the
/// line metrics Flipbook sets the lines with.
extension TextLayout {
  /// A line as Pango broke it, before Flipbook places it.
  struct RawLine {
    var runs: [GlyphRun]
    var clusters: [Cluster] = []
    var width: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    /// The advance of the whitespace a wrapped line ends in, which Pango
    /// sets to zero (see `trailingWhitespace(of:in:width:)`).
    var trailingWhitespace: CGFloat = 0
  }

  /// Whether a UTF-8 byte is a space or a tab (what a truncated line
  /// drops before its ellipsis).
  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// `origins` gives the paragraph run each of `runs` comes from (a run
  /// split for synthesized small capitals gives several).
  static func extractLines(_ layout: OpaquePointer, runs: [TextRun], origins: [Int], starts: [Int], scale: CGFloat) -> [RawLine] {
    var lines: [RawLine] = []
    let count = pango_layout_get_line_count(layout)
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      var raw = RawLine(runs: [], width: CGFloat(logical.width) / 1024, ascent: 0, descent: 0, leading: -.greatestFiniteMagnitude)
      // A line's metrics: those of the paragraph run it starts in, grown by
      // each run on it.
      let firstRun = runIndex(ofByte: Int(line.pointee.start_index), starts: starts)
      raw.apply(metrics(of: runs[firstRun].font, pangoFont: nil, scale: scale), rise: 0)
      // The stand-in's calibrated side bearings (`FontDescriptor.sideBearing`):
      // room before the line's first character and after its last.
      let bearing = runs[firstRun].font.sideBearing.isFinite
        ? max(0, runs[firstRun].font.sideBearing) * runs[firstRun].font.clampedSize * scale : 0
      if bearing > 0, raw.width > 0 { raw.width += 2 * bearing }
      var x: CGFloat = bearing
      var ellipsisStretch: CGFloat = 0
      var node = line.pointee.runs
      while let link = node {
        node = link.pointee.next
        guard let glyphItem = link.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
          let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs
        else { continue }
        let index = runIndex(ofByte: Int(item.pointee.offset), starts: starts)
        let run = runs[index]
        let rise = run.baselineOffset.isFinite ? run.baselineOffset * scale : 0
        let pangoFont = item.pointee.analysis.font
        let runMetrics = metrics(of: run.font, pangoFont: pangoFont, scale: scale)
        raw.apply(runMetrics, rise: rise)
        let font = pangoFont.flatMap { FontLibrary.shared.scaledFont(for: $0) }
        var glyphRun = font.map { font in GlyphRun(
          runIndex: origins[index], font: font, glyphs: [], minX: x, maxX: x,
          underline: (runMetrics.underlinePosition, runMetrics.underlineThickness),
          strikethrough: (runMetrics.strikethroughPosition, runMetrics.strikethroughThickness), rise: rise) }
        let empty = cpango_glyph_empty()
        let unknown = cpango_glyph_unknown_flag()
        // An ellipsized line is as wide as what it shows, as SwiftUI's is:
        // Pango widens its ellipsis's last glyph to fill the width the
        // line was set to (`fixup_ellipsis_run`), so a caption cut to "…"
        // in a 16-pt column would be 16 pt wide; iOS centres its "…" there
        // (vjr2005/Challenge's status gallery, iOS 26). The ellipsis run
        // keeps its glyphs' own advances instead.
        let isEllipsis = Int(item.pointee.analysis.flags) & Int(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
        // Cut at the tail after a space, the "…" follows the word at once,
        // as Core Text truncates: fespinoza/sample-json-app's genres, one
        // line at Dynamic Type's AX sizes, end "Science Fiction,…" on iOS
        // 17; Pango keeps the space ("Science Fiction, …").
        if isEllipsis, let space = raw.clusters.last, let text = pango_layout_get_text(layout),
          Self.isSpace(UInt8(bitPattern: text[space.byteOffset])), space.maxX == x
        {
          let width = space.maxX - space.minX
          raw.clusters.removeLast()
          if var previous = raw.runs.last, previous.maxX == x {
            previous.glyphs.removeAll { $0.x >= Double(space.minX) - 1e-9 }
            previous.maxX -= width
            raw.runs[raw.runs.count - 1] = previous
          }
          x -= width
          raw.width -= width
        }
        for g in 0..<Int(glyphs.pointee.num_glyphs) {
          var info = glyphs.pointee.glyphs[g]
          if isEllipsis, g == Int(glyphs.pointee.num_glyphs) - 1, let pangoFont {
            var glyphLogical = PangoRectangle()
            pango_font_get_glyph_extents(pangoFont, info.glyph, nil, &glyphLogical)
            let stretch = info.geometry.width - glyphLogical.width
            if glyphLogical.width > 0, stretch > 0 {
              info.geometry.width = glyphLogical.width
              ellipsisStretch += CGFloat(stretch) / 1024
            }
          }
          let byte = Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[g])
          let advance = CGFloat(info.geometry.width) / 1024
          if let last = raw.clusters.last, last.byteOffset == byte, last.maxX == x {
            raw.clusters[raw.clusters.count - 1].maxX = x + advance
          } else {
            raw.clusters.append(Cluster(byteOffset: byte, minX: x, maxX: x + advance))
          }
          if info.glyph != empty, info.glyph & unknown == 0 {
            glyphRun?.glyphs.append(Glyph(
              id: UInt(info.glyph),
              x: Double(x) + Double(info.geometry.x_offset) / 1024,
              y: Double(info.geometry.y_offset) / 1024 - Double(rise)))
          }
          x += CGFloat(info.geometry.width) / 1024
        }
        if var glyphRun {
          glyphRun.maxX = x
          raw.runs.append(glyphRun)
        }
      }
      raw.width = max(0, raw.width - ellipsisStretch)
      raw.trailingWhitespace = trailingWhitespace(of: line, in: layout, width: raw.width)
      lines.append(raw)
    }
    return lines
  }

  /// The width of the whitespace a wrapped line ends in.
  ///
  /// SwiftUI's text is as wide as its widest line *with* the space it
  /// broke at: Core Text's typographic width of a line counts trailing
  /// whitespace, and Text's size takes it (up to the width offered), while
  /// each line is still aligned by its ink-bearing width. Measured on
  /// fespinoza/sample-json-app's movie screen (iOS 17, iPhone 13 Pro at
  /// 3×): a 17-pt paragraph in a leading VStack, centred by a
  /// `.frame(maxWidth: 560)` in 358 pt, starts 0.67 pt in, so its block is
  /// 356.7 pt wide where its widest line, "first film, learn the story of
  /// the Sully family (Jake," is 352.3 pt and the space after it 4.3; at
  /// the accessibility sizes its widest line with its space passes 358 and
  /// the block is 358. Pango zeroes that space's glyph
  /// (`zero_line_final_trailing_whitespace`); this is its advance in the
  /// line's last font, at most what is left of the width the layout wraps
  /// at.
  static func trailingWhitespace(of line: UnsafeMutablePointer<PangoLayoutLine>, in layout: OpaquePointer, width: CGFloat)
    -> CGFloat
  {
    let wrapWidth = pango_layout_get_width(layout)
    guard wrapWidth > 0, line.pointee.length > 0, let text = pango_layout_get_text(layout) else { return 0 }
    // The last run's last glyph, zeroed by Pango when the line wrapped.
    var node = line.pointee.runs, last: UnsafeMutablePointer<PangoGlyphItem>?
    while let link = node {
      if let data = link.pointee.data { last = data.assumingMemoryBound(to: PangoGlyphItem.self) }
      node = link.pointee.next
    }
    guard let last, let item = last.pointee.item, let glyphs = last.pointee.glyphs, glyphs.pointee.num_glyphs > 0,
      let font = item.pointee.analysis.font
    else { return 0 }
    // Left-to-right lines only: there the last run's last glyph ends the
    // line (a right-to-left line's end is elsewhere; left as Pango sets it).
    guard item.pointee.analysis.level % 2 == 0 else { return 0 }
    let g = Int(glyphs.pointee.num_glyphs) - 1
    let info = glyphs.pointee.glyphs[g]
    guard info.glyph == cpango_glyph_empty(), info.geometry.width == 0 else { return 0 }
    let byte = Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[g])
    let start = Int(line.pointee.start_index)
    let end = start + Int(line.pointee.length)
    guard byte >= start, byte < end else { return 0 }
    // The character there, decoded in place (at most 4 bytes, inside the line).
    let bytes = UnsafeRawPointer(text + byte).assumingMemoryBound(to: UInt8.self)
    guard
      let character = String(decoding: UnsafeBufferPointer(start: bytes, count: min(4, end - byte)), as: UTF8.self)
        .unicodeScalars.first,
      character.properties.isWhitespace, character != "\n", character != "\u{2028}"
    else { return 0 }
    guard let hb = pango_font_get_hb_font(font) else { return 0 }
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hb, character.value, &glyph) != 0 else { return 0 }
    var logical = PangoRectangle()
    pango_font_get_glyph_extents(font, PangoGlyph(glyph), nil, &logical)
    // With the run's letter spacing (tracking), as the space had in the
    // run before Pango zeroed it.
    var spacing: Int32 = 0
    var attributes = item.pointee.analysis.extra_attrs
    while let link = attributes {
      if let attribute = link.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
        attribute.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING
      {
        spacing = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
      }
      attributes = link.pointee.next
    }
    let advance = CGFloat(max(0, logical.width + spacing)) / 1024
    return min(advance, max(0, CGFloat(wrapWidth) / 1024 - width))
  }

  /// Sets the lines top to bottom and aligns them within the widest: the
  /// text is as wide as its widest line with the whitespace it wrapped at
  /// (see `trailingWhitespace(of:in:width:)`); a line is aligned by its
  /// width without it.
  static func assemble(_ raw: [RawLine], paragraph: TextParagraph, truncated: Bool, scale: CGFloat) -> TextLayout {
    let spacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
    let width = raw.map { $0.width + $0.trailingWhitespace }.max() ?? 0
    var lines: [Line] = []
    var top: CGFloat = 0
    for (index, line) in raw.enumerated() {
      if index > 0 { top += spacing + raw[index - 1].leading }
      let factor: CGFloat = switch paragraph.alignment {
      case .leading: 0
      case .center: 0.5
      case .trailing: 1
      }
      lines.append(Line(
        top: top, baseline: top + line.ascent, ascent: line.ascent, descent: line.descent, leading: line.leading,
        x: (width - line.width) * factor, width: line.width, runs: line.runs, clusters: line.clusters))
      top += line.ascent + line.descent
    }
    return TextLayout(
      size: CGSize(width: width, height: top), lines: lines, isTruncated: truncated, scale: scale, paragraph: paragraph)
  }

  /// The paragraph run holding byte `offset` of the text.
  static func runIndex(ofByte offset: Int, starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Vertical metrics for a run in `font` (its `lineMetrics` when set, else
  /// the shaping font's own), with the shaping font's decoration lines.
  static func metrics(
    of font: FontDescriptor, pangoFont: UnsafeMutablePointer<PangoFont>?, scale: CGFloat
  ) -> RunMetrics {
    let size = font.clampedSize * scale
    var result = RunMetrics(
      ascent: size * 0.95, descent: size * 0.25, leading: 0,
      underlinePosition: size * 0.1, underlineThickness: max(size / 17, 0.5),
      strikethroughPosition: size * 0.3, strikethroughThickness: max(size / 17, 0.5))
    if let pangoFont, let metrics = pango_font_get_metrics(pangoFont, nil) {
      result.ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / 1024
      result.descent = CGFloat(pango_font_metrics_get_descent(metrics)) / 1024
      result.underlinePosition = -CGFloat(pango_font_metrics_get_underline_position(metrics)) / 1024
      result.underlineThickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / 1024
      result.strikethroughPosition = CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / 1024
      result.strikethroughThickness = CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / 1024
      pango_font_metrics_unref(metrics)
    }
    if let line = font.lineMetrics {
      result.ascent = line.ascent * size
      result.descent = line.descent * size
      result.leading = line.leading * size
      if let underline = line.underline {
        result.underlinePosition = underline.offset * size
        result.underlineThickness = underline.thickness * size
      }
    }
    return result
  }

  struct RunMetrics {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var underlinePosition: CGFloat
    var underlineThickness: CGFloat
    var strikethroughPosition: CGFloat
    var strikethroughThickness: CGFloat
  }
}

extension TextLayout.RawLine {
  mutating func apply(_ metrics: TextLayout.RunMetrics, rise: CGFloat) {
    ascent = max(ascent, metrics.ascent + rise)
    descent = max(descent, metrics.descent - rise)
    leading = max(leading, metrics.leading)
  }
}
