import Foundation

// MARK: - Grid
//
// `Grid` (iOS 16) lays out `GridRow`s as a table: every cell of a column
// shares the column's width, every cell of a row the row's height. Flipbook
// sizes it in two passes, columns then rows, each as a stack shares its
// length among its children:
//
// 1. A column's length for an offer is what its one-column cells take when
//    offered that width; its flexibility, the most they take less the
//    least. Offered a width, the least flexible column is offered an equal
//    share first, and each takes what its cells take (a column of text
//    takes its text's width, a column of colours its share); with nothing
//    offered, each takes its cells' ideal width.
// 2. A flexible cell spanning columns (`gridCellColumns(n)`; a view outside
//    a `GridRow` spans them all, a `Divider` between rows) lets the columns
//    it spans take their shares, so the grid fills the width, "expanding
//    all the other cells to match" (SwiftUI's documentation of
//    `gridCellUnsizedAxes(_:)`, which turns that off: a cell unsized on an
//    axis asks for nothing on it). A spanning cell wider than its columns
//    together widens the last.
// 3. Rows do the same with heights, each cell offered its columns' width.
// 4. A cell sits in its area by `gridCellAnchor`, else by its column's
//    `gridColumnAlignment` and its row's alignment, else by the grid's
//    alignment (centred by default). Spacing defaults to 8 both ways.

/// Views in rows and columns, as SwiftUI's `Grid` (see the essay above).
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var inner = inputs.container
    inner.inGrid = true
    return [GridNode(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      children: Flipbook.resolve(content, inner))]
  }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`; outside a grid, a row of its
/// views like an `HStack`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var inner = inputs.container
    inner.inGrid = false
    let cells = Flipbook.resolve(content, inner)
    if inputs.inGrid { return [GridRowNode(alignment: alignment, cells: cells)] }
    inner.stackAxis = .horizontal
    return [StackNode(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, children: cells)]
  }
}

/// A grid row: its cells, which the grid places (it is never placed itself).
final class GridRowNode: ViewNode {
  let alignment: VerticalAlignment?
  let cells: [ViewNode]

  init(alignment: VerticalAlignment?, cells: [ViewNode]) {
    self.alignment = alignment
    self.cells = cells
    super.init()
    role = .gridRow(cells: cells, alignment: alignment)
  }
}

private enum GridCellColumnsKey {}
private enum GridColumnAlignmentKey {}
private enum GridCellAnchorKey {}
private enum GridCellUnsizedAxesKey {}

nonisolated extension View {
  /// Makes this cell span `count` columns of its grid (at least 1).
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_TraitWritingModifier(write: .value(ObjectIdentifier(GridCellColumnsKey.self), max(count, 1))))
  }

  /// Aligns every cell of this cell's column by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_TraitWritingModifier(write: .value(ObjectIdentifier(GridColumnAlignmentKey.self), guide)))
  }

  /// Places this cell in its area by `anchor`.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(_TraitWritingModifier(write: .value(ObjectIdentifier(GridCellAnchorKey.self), anchor)))
  }

  /// Makes this cell ask for no size along `axes` (it takes what its row
  /// or column has).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_TraitWritingModifier(write: .value(ObjectIdentifier(GridCellUnsizedAxesKey.self), axes)))
  }
}

final class GridNode: ViewNode {
  let alignment: Alignment
  let hSpacing: CGFloat
  let vSpacing: CGFloat
  /// Rows: each a list of (cell, first column, span); a view outside a
  /// row has column 0 and spans every column, marked by `isFullWidth`.
  private var rows: [(cells: [(node: ViewNode, column: Int, span: Int)], alignment: VerticalAlignment?, isFullWidth: Bool)] = []
  let columnCount: Int
  let allCells: [ViewNode]

  init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, children: [ViewNode]) {
    self.alignment = alignment
    func clean(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? max($0, 0) : 8 } ?? 8 }
    hSpacing = clean(horizontalSpacing)
    vSpacing = clean(verticalSpacing)
    var rows: [(cells: [(node: ViewNode, column: Int, span: Int)], alignment: VerticalAlignment?, isFullWidth: Bool)] = []
    var columns = 0
    for child in children {
      if let row = child.role.gridRow {
        var column = 0
        var cells: [(node: ViewNode, column: Int, span: Int)] = []
        for cell in row.cells {
          let span = cell.traits.values[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1
          cells.append((cell, column, span))
          column += span
        }
        columns = max(columns, column)
        rows.append((cells, row.alignment, false))
      } else {
        rows.append(([(child, 0, 0)], nil, true))
      }
    }
    columnCount = max(columns, 1)
    for i in rows.indices where rows[i].isFullWidth { rows[i].cells[0].span = max(columns, 1) }
    self.rows = rows
    allCells = rows.flatMap { $0.cells.map(\.node) }
  }

  private func unsized(_ node: ViewNode) -> Axis.Set {
    node.traits.values[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set ?? []
  }

  /// Track lengths for `offered` points (nil: each track its ideal), as a
  /// stack shares its length among its children: the least flexible track
  /// first (`flexibility`: its longest length less its shortest), each
  /// offered an equal share of what is left and taking what `measure`
  /// says its cells take when offered that (nil: their ideal).
  private func distribute(
    count: Int, gap: CGFloat, offered: CGFloat?, flexibility: [CGFloat], measure: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard let offered, offered.isFinite else { return (0..<count).map { measure($0, nil) } }
    var lengths = [CGFloat](repeating: 0, count: count)
    var remaining = max(offered - gap * CGFloat(max(count - 1, 0)), 0)
    let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    for (k, i) in order.enumerated() {
      let length = measure(i, remaining / CGFloat(count - k))
      lengths[i] = length
      remaining = max(remaining - length, 0)
    }
    return lengths
  }

  /// Column widths, row heights and each cell's frame (relative).
  private func layout(_ proposal: ProposedViewSize) -> (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize) {
    // Columns: each sized by its one-column cells; a flexible cell
    // spanning columns (a view outside a row spans them all, a `Divider`
    // between rows) lets each column it spans take its share, so the
    // grid fills the width offered (SwiftUI's documentation of
    // `gridCellUnsizedAxes(_:)`: "the grid fills the width of the display,
    // expanding all the other cells to match").
    var singles = [[ViewNode]](repeating: [], count: columnCount)
    var fills = [Bool](repeating: false, count: columnCount)
    var spanning: [(node: ViewNode, columns: Range<Int>)] = []
    for row in rows {
      for cell in row.cells where !unsized(cell.node).contains(.horizontal) {
        let columns = cell.column..<min(cell.column + max(cell.span, 1), columnCount)
        if columns.count == 1 {
          singles[columns.lowerBound].append(cell.node)
        } else {
          spanning.append((cell.node, columns))
          if cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width.isInfinite
            || cell.node.sizeThatFits(ProposedViewSize(width: 1e6, height: nil)).width >= 1e6 - 0.5
          {
            for column in columns { fills[column] = true }
          }
        }
      }
    }
    func columnWidth(_ column: Int, _ offer: CGFloat?) -> CGFloat {
      let widths = singles[column].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }
      let width = widths.max() ?? 0
      return fills[column] ? max(width, offer ?? 0) : width
    }
    let columnFlexibility = (0..<columnCount).map { column -> CGFloat in
      if fills[column] { return .infinity }
      let low = singles[column].map { $0.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width }.max() ?? 0
      let high = singles[column].map { $0.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width }.max() ?? 0
      return high - low
    }
    var widths = distribute(
      count: columnCount, gap: hSpacing, offered: proposal.width, flexibility: columnFlexibility, measure: columnWidth)
    // A spanning cell wider than its columns together widens the last.
    for (node, columns) in spanning {
      let width = node.sizeThatFits(ProposedViewSize(width: proposal.width == nil ? nil : 0, height: nil)).width
      let have = columns.map { widths[$0] }.reduce(0, +) + hSpacing * CGFloat(columns.count - 1)
      if width > have, width.isFinite, let last = columns.last { widths[last] += width - have }
    }
    var columnX: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      columnX.append(x)
      x += width + hSpacing
    }
    let totalWidth = max(x - hSpacing, 0)
    func cellWidth(_ column: Int, _ span: Int) -> CGFloat {
      let columns = column..<min(column + span, columnCount)
      return columns.map { widths[$0] }.reduce(0, +) + hSpacing * CGFloat(max(columns.count - 1, 0))
    }
    // Rows: each as tall as its cells take when offered a share of the
    // height, shared the same way, cells offered their columns' width.
    func rowHeight(_ r: Int, _ offer: CGFloat?) -> CGFloat {
      rows[r].cells.filter { !unsized($0.node).contains(.vertical) }.map { cell in
        let width = rows[r].isFullWidth ? totalWidth : cellWidth(cell.column, cell.span)
        return cell.node.sizeThatFits(ProposedViewSize(width: width, height: offer)).height
      }.max() ?? 0
    }
    let rowFlexibility = rows.indices.map { rowHeight($0, .infinity) - rowHeight($0, 0) }
    let heights = distribute(
      count: rows.count, gap: vSpacing, offered: proposal.height, flexibility: rowFlexibility, measure: rowHeight)
    var frames: [CGRect] = []
    var proposals: [ProposedViewSize] = []
    var y: CGFloat = 0
    for (r, row) in rows.enumerated() {
      for cell in row.cells {
        let area = CGRect(
          x: row.isFullWidth ? 0 : columnX[min(cell.column, columnCount - 1)], y: y,
          width: row.isFullWidth ? totalWidth : cellWidth(cell.column, cell.span), height: heights[r])
        let offer = ProposedViewSize(area.size)
        let size = cell.node.sizeThatFits(offer)
        let anchor = cell.node.traits.values[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint
        var frame: CGRect
        if let anchor {
          frame = CGRect(
            x: area.minX + (area.width - size.width) * anchor.x, y: area.minY + (area.height - size.height) * anchor.y,
            width: size.width, height: size.height)
        } else {
          let columnGuide = row.isFullWidth ? nil : columnAlignment(cell.column)
          let guides = Alignment(
            horizontal: columnGuide ?? alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
          frame = aligned(size, in: area.size, child: cell.node, alignment: guides).offsetBy(dx: area.minX, dy: area.minY)
        }
        frames.append(frame)
        proposals.append(offer)
      }
      y += heights[r] + (r < rows.count - 1 ? vSpacing : 0)
    }
    return (frames, proposals, CGSize(width: totalWidth, height: y))
  }

  /// The alignment a cell of `column` set with `gridColumnAlignment`.
  private func columnAlignment(_ column: Int) -> HorizontalAlignment? {
    for row in rows where !row.isFullWidth {
      for cell in row.cells where cell.column == column {
        if let guide = cell.node.traits.values[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment {
          return guide
        }
      }
    }
    return nil
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let (frames, proposals, size) = layout(proposal)
    let dx = frame.minX + (frame.width - size.width) / 2, dy = frame.minY + (frame.height - size.height) / 2
    return allCells.indices.map { i in
      pass.place(allCells[i], in: frames[i].offsetBy(dx: dx, dy: dy), proposal: proposals[i])
    }
  }
}
