import Foundation

// The parts of a laid-out paragraph a text renderer walks (SwiftUI's
// `Text.Layout`: lines, runs, glyph slices) and draws one by one: a part is
// drawn as the paragraph with every other glyph left out, so each glyph is
// shaped and placed exactly as in the whole.

extension TextLayout {
  /// One glyph run of a line, as a renderer sees it.
  package struct RunPart: Sendable {
    /// The paragraph run it sets (the style's index).
    package var runIndex: Int
    /// Its left and right ends, from the line's start.
    package var minX: CGFloat
    package var maxX: CGFloat
    /// Each glyph's left and right ends, from the line's start
    /// (`GlyphRun.glyphExtents`).
    package var glyphs: [(minX: CGFloat, maxX: CGFloat)]
  }

  /// The glyph runs of line `line`, in order.
  package func runParts(ofLine line: Int) -> [RunPart] {
    guard lines.indices.contains(line) else { return [] }
    return lines[line].runs.map { run in
      RunPart(runIndex: run.runIndex, minX: run.minX, maxX: run.maxX, glyphs: run.glyphExtents)
    }
  }

  /// This layout keeping only line `line` (all of it when `run` is nil),
  /// or only that line's run `run`, or only its glyphs in `glyphs`: drawn
  /// at the same origin, the part appears where it is in the whole.
  package func keeping(line: Int, run: Int? = nil, glyphs: Range<Int>? = nil) -> TextLayout {
    var part = self
    for index in part.lines.indices where index != line { part.lines[index].runs = [] }
    guard part.lines.indices.contains(line), let run else { return part }
    guard part.lines[line].runs.indices.contains(run) else {
      part.lines[line].runs = []
      return part
    }
    var kept = part.lines[line].runs[run]
    if let glyphs {
      let range = glyphs.clamped(to: kept.glyphs.indices)
      // Decorations follow the glyphs kept.
      if let first = range.first {
        let ends = kept.glyphExtents
        kept.minX = ends[first].minX
        kept.maxX = ends[range.upperBound - 1].maxX
      }
      kept.glyphs = Array(kept.glyphs[range])
    }
    part.lines[line].runs = [kept]
    return part
  }
}

extension TextLayout.GlyphRun {
  /// Each glyph's left and right ends, from the line's start: a glyph ends
  /// where the next begins, the last where the run ends.
  var glyphExtents: [(minX: CGFloat, maxX: CGFloat)] {
    glyphs.indices.map { i in
      (minX: CGFloat(glyphs[i].x), maxX: i + 1 < glyphs.count ? CGFloat(glyphs[i + 1].x) : maxX)
    }
  }
}
