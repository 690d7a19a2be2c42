import Foundation

extension DisplayList {
  /// The boxes of the text runs the list draws, in root space (points):
  /// each text layout's frame at its origin, through the transforms around
  /// it (its bounding box after them), in drawing order; text drawn only
  /// into a mask is not listed. What the glyph-box comparison of snapshot
  /// tests treats as text (FlipbookSnapshotTesting's `textAsBoxes`).
  package var textBoxes: [CGRect] {
    var boxes: [CGRect] = []
    collectTextBoxes(transform: .identity, into: &boxes)
    return boxes
  }

  private func collectTextBoxes(transform: CGAffineTransform, into boxes: inout [CGRect]) {
    for item in items {
      switch item {
      case .text(let text):
        let box = CGRect(origin: text.origin, size: text.layout.size).applying(transform)
        if box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite { boxes.append(box) }
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
