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
    collectTextBoxes(transform: .identity, into: &runs)
    return runs
  }

  private func collectTextBoxes(transform: CGAffineTransform, into boxes: inout [(box: CGRect, characters: Int)]) {
    for item in items {
      switch item {
      case .text(let text):
        let box = CGRect(origin: text.origin, size: text.layout.size).applying(transform)
        let characters = text.layout.lines.reduce(0) { $0 + $1.clusters.count }
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite { boxes.append((box, characters)) }
      case .effect(.symbol(let frame), _):
        // A symbol's stand-in glyph: a run of no characters, which the
        // comparison judges as a symbol.
        let box = frame.applying(transform)
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite { boxes.append((box, 0)) }
      case .effect(.transform(let inner), let content):
        content.collectTextBoxes(transform: inner.concatenating(transform), into: &boxes)
      case .effect(.mask, let content), .effect(_, let content):
        content.collectTextBoxes(transform: transform, into: &boxes)
      default:
        continue
      }
    }
  }
}

extension DisplayList {
  /// The boxes of the images the list draws from lossy files (JPEG), in
  /// root space (points), through the transforms around them: where
  /// another decoder's pixels differ by a few levels. What a cross-renderer
  /// snapshot comparison judges as a photograph (`GoldenComparison`).
  package var lossyImageBoxes: [CGRect] {
    var boxes: [CGRect] = []
    collectLossyImageBoxes(transform: .identity, into: &boxes)
    return boxes
  }

  private func collectLossyImageBoxes(transform: CGAffineTransform, into boxes: inout [CGRect]) {
    for item in items {
      switch item {
      case .image(let image) where image.source.isLossy:
        let box = image.frame.applying(transform)
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite {
          boxes.append(box)
        }
      case .effect(.transform(let inner), let content):
        content.collectLossyImageBoxes(transform: inner.concatenating(transform), into: &boxes)
      case .effect(.mask, let content), .effect(_, let content):
        content.collectLossyImageBoxes(transform: transform, into: &boxes)
      default:
        continue
      }
    }
  }
}
