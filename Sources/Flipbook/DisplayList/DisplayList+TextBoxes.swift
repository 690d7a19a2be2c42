import Foundation

extension DisplayList {
  /// The boxes of the text runs the list draws, in root space (points):
  /// each text layout's frame at its origin, and each SF Symbol's frame
  /// (its stand-in glyph is judged as a one-character run), through the
  /// transforms around it (its bounding box after them), in drawing order;
  /// text drawn only into a mask is not listed. What the glyph-box comparison of snapshot
  /// tests treats as text (FlipbookSnapshotTesting's `textAsBoxes`).
  package var textBoxes: [CGRect] { textRuns.map(\.box) }

  /// The same boxes with each run's length in characters (its clusters:
  /// what the glyph-box comparison calls a short run).
  package var textRuns: [(box: CGRect, characters: Int)] {
    var runs: [(box: CGRect, characters: Int)] = []
    forEachDrawnItem { item, transform in
      switch item {
      case .text(let text):
        let box = CGRect(origin: text.origin, size: text.layout.size).applying(transform)
        let characters = text.layout.lines.reduce(0) { $0 + $1.clusters.count }
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite { runs.append((box, characters)) }
      case .effect(.symbol(let frame), _):
        // A symbol's stand-in glyph: a run of no characters, which the
        // comparison judges as a symbol.
        let box = frame.applying(transform)
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite { runs.append((box, 0)) }
      default:
        break
      }
    }
    return runs
  }

  /// The boxes of the images the list draws whose pixels another renderer
  /// gives a few levels apart, in root space (points), through the
  /// transforms around them: those decoded from lossy files (JPEG: another
  /// decoder's rounding), and raster images drawn at another size than
  /// their pixels at `scale` (another resampling filter: iOS's, resizing
  /// an asset catalog's bitmap, overshoots a level or four beside its edges
  /// where Cairo's does not; Foodybite's rating stars, a PDF rasterized at
  /// 3× and drawn 30 pt wide). What a cross-renderer snapshot comparison
  /// judges as a picture (`GoldenComparison`'s decoded regions: a region's
  /// mean must still agree within a level).
  package func resampledImageBoxes(scale: CGFloat) -> [CGRect] {
    var boxes: [CGRect] = []
    let scale = scale.isFinite && scale > 0 ? scale : 1
    forEachDrawnItem { item, transform in
      guard case .image(let image) = item else { return }
      let box = image.frame.applying(transform)
      guard box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite
      else { return }
      var resampled = false
      if let pixels = image.source.pixelSize, !image.tiles, image.capInsets == EdgeInsets() {
        resampled = abs(box.width * scale - CGFloat(pixels.width)) > 0.5 || abs(box.height * scale - CGFloat(pixels.height)) > 0.5
      }
      if image.source.isLossy || resampled { boxes.append(box) }
    }
    return boxes
  }

  /// Calls `visit` with every item the list draws, in drawing order, and
  /// the transform from its coordinates to the root's: an effect's item,
  /// then its content's (under the effect's transform, for a transform),
  /// except a symbol's (its stand-in glyph is the symbol) and a mask's own
  /// list (what is drawn only into a mask is not drawn).
  private func forEachDrawnItem(
    transform: CGAffineTransform = .identity, _ visit: (Item, CGAffineTransform) -> Void
  ) {
    for item in items {
      visit(item, transform)
      switch item {
      case .effect(.symbol, _):
        continue
      case .effect(.transform(let inner), let content):
        content.forEachDrawnItem(transform: inner.concatenating(transform), visit)
      case .effect(_, let content):
        content.forEachDrawnItem(transform: transform, visit)
      default:
        continue
      }
    }
  }
}
