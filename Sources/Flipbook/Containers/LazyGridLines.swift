import Foundation

/// One line of a lazy grid laid out lazily (a row of a `LazyVGrid`, a
/// column of a `LazyHGrid`): its cells in the grid's tracks, each measured
/// offered its track's length and nothing along the line, the line as
/// long as its longest cell, each cell placed offered the track's and the
/// line's lengths (`LazyGridNode.cellPlacement`), the tracks shifted by
/// the grid's alignment when narrower than the grid: as
/// `LazyGridNode.layout` lays out each line.
final class LazyGridLineNode: ViewNode {
  let axis: Axis
  let cells: [ViewNode]
  let tracks: [LazyGridNode.Track]
  let offsets: [CGFloat]
  let across: CGFloat
  let alignment: AlignmentKey

  init(axis: Axis, cells: [ViewNode], tracks: [LazyGridNode.Track], alignment: AlignmentKey) {
    self.axis = axis
    self.cells = cells
    self.tracks = tracks
    self.alignment = alignment
    (offsets, across) = LazyGridNode.trackOffsets(tracks)
  }

  private func offer(_ k: Int) -> ProposedViewSize { LazyGridNode.cellOffer(tracks[k], axis: axis) }

  private var length: CGFloat {
    cells.indices.map { k in cells[k].sizeThatFits(offer(k))[axis] }.max() ?? 0
  }

  /// As long as its longest cell; across, the space offered (the grid's
  /// width, in which the tracks are aligned), at least the tracks'.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(axis, length, max(proposal[axis.other] ?? across, across))
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let lineLength = length
    let shift = LazyGridNode.shift(slack: frame.size[axis.other] - across, alignment: alignment)
    return cells.indices.map { k in
      let (placed, proposal) = LazyGridNode.cell(
        cells[k], of: tracks[k], offset: offsets[k], along: 0, lineLength: lineLength, axis: axis)
      let moved = axis == .vertical
        ? placed.offsetBy(dx: frame.minX + shift, dy: frame.minY)
        : placed.offsetBy(dx: frame.minX, dy: frame.minY + shift)
      return pass.place(cells[k], in: moved, proposal: proposal)
    }
  }
}
