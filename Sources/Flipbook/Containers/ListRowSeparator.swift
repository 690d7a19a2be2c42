import Foundation

/// A list row with its separator along its bottom edge, as iOS 16+ draws
/// it: from the row's `listRowSeparatorLeading` guide (its first text's
/// leading edge, so a `Label` row's separator starts under the title, not
/// the icon; an `alignmentGuide` moves it) or, in a row without text, from
/// its content inset, to the row's trailing edge.
///
/// Source: Apple's documentation of `HorizontalAlignment.listRowSeparatorLeading`
/// ("the leading edge of a list row separator … by default aligned to the
/// leading edge of the row's text") and iOS 16's Settings-style lists.
struct _SeparatedRowLayout: Layout {
  /// Where the separator starts when the row has no text.
  var inset: CGFloat
  /// The separator's thickness (a hairline); 0 for none.
  var thickness: CGFloat
  /// Where the separator stops short of the row's trailing edge (iOS 26:
  /// the row's trailing inset; iOS 17–18: 0, the card's edge).
  var trailingInset: CGFloat = 0

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let row = subviews.first else { return }
    row.place(at: bounds.origin, proposal: proposal)
    guard subviews.count > 1 else { return }
    let guide = row.dimensions(in: proposal).explicit(HorizontalAlignment.listRowSeparatorLeading.key)
    let leading = min(max(guide ?? inset, 0), bounds.width)
    subviews[1].place(
      at: CGPoint(x: bounds.minX + leading, y: bounds.maxY - thickness),
      proposal: ProposedViewSize(width: max(bounds.width - leading - max(trailingInset, 0), 0), height: thickness))
  }
}
