import Foundation

// MARK: - Grid
//
// `Grid` (iOS 16) lays out `GridRow`s as a table: every cell of a column
// shares the column's width, every cell of a row the row's height. Flipbook
// sizes it in two passes, columns then rows:
//
// 1. Each column's width is the widest ideal width of its one-column
//    cells (a cell spanning columns, `gridCellColumns(n)`, widens its last
//    column if the columns together are too narrow; a cell with
//    `gridCellUnsizedAxes(.horizontal)` asks for nothing). A view outside
//    a `GridRow` is a row of its own across every column and asks for
//    nothing across.
// 2. If more width is offered, it goes in equal parts to the columns whose
//    cells grow when offered more (a `Color`, a `Divider`); if less, every
//    column shrinks in proportion, to no less than its cells' minimum.
// 3. Rows do the same with heights, each cell offered its column's width.
// 4. A cell sits in its area by `gridCellAnchor`, else by its column's
//    `gridColumnAlignment` and its row's alignment, else by the grid's
//    alignment (centred by default). Spacing defaults to 8 both ways.

/// Views in rows and columns, as SwiftUI's `Grid` (see the essay above).
public struct Grid<Content: View>: View, PrimitiveView {
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
public struct GridRow<Content: View>: View, PrimitiveView {
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
  }

  override var gridRow: (cells: [ViewNode], alignment: VerticalAlignment?)? { (cells, alignment) }
}

private enum GridCellColumnsKey {}
private enum GridColumnAlignmentKey {}
private enum GridCellAnchorKey {}
private enum GridCellUnsizedAxesKey {}

extension View {
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
      if let row = child.gridRow {
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

  /// Distributes `offered` over tracks with ideal and minimum lengths,
  /// growing the flexible ones or shrinking all in proportion.
  private func distribute(ideal: [CGFloat], minimum: [CGFloat], flexible: [Bool], offered: CGFloat?, gap: CGFloat) -> [CGFloat] {
    var lengths = ideal
    guard let offered, offered.isFinite else { return lengths }
    let total = lengths.reduce(0, +) + gap * CGFloat(max(lengths.count - 1, 0))
    if offered > total {
      let growing = flexible.indices.filter { flexible[$0] }
      if !growing.isEmpty {
        let extra = (offered - total) / CGFloat(growing.count)
        for i in growing { lengths[i] += extra }
      }
    } else if offered < total {
      let room = max(offered - gap * CGFloat(max(lengths.count - 1, 0)), 0)
      let sum = lengths.reduce(0, +)
      if sum > 0 {
        for i in lengths.indices { lengths[i] = max(lengths[i] * room / sum, minimum[i]) }
      }
    }
    return lengths
  }

  /// Column widths, row heights and each cell's frame (relative).
  private func layout(_ proposal: ProposedViewSize) -> (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize) {
    var ideal = [CGFloat](repeating: 0, count: columnCount)
    var minimum = [CGFloat](repeating: 0, count: columnCount)
    var flexible = [Bool](repeating: false, count: columnCount)
    for row in rows where !row.isFullWidth {
      for cell in row.cells where cell.span == 1 && !unsized(cell.node).contains(.horizontal) {
        let size = cell.node.sizeThatFits(.unspecified)
        ideal[cell.column] = max(ideal[cell.column], size.width)
        minimum[cell.column] = max(minimum[cell.column], cell.node.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
        if cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > size.width + 0.5 {
          flexible[cell.column] = true
        }
      }
      for cell in row.cells where cell.span > 1 && !unsized(cell.node).contains(.horizontal) {
        let width = cell.node.sizeThatFits(.unspecified).width
        let columns = cell.column..<min(cell.column + cell.span, columnCount)
        let have = columns.map { ideal[$0] }.reduce(0, +) + hSpacing * CGFloat(columns.count - 1)
        if width > have, let last = columns.last { ideal[last] += width - have }
      }
    }
    let widths = distribute(ideal: ideal, minimum: minimum, flexible: flexible, offered: proposal.width, gap: hSpacing)
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
    // Rows.
    var rowIdeal: [CGFloat] = []
    var rowMinimum: [CGFloat] = []
    var rowFlexible: [Bool] = []
    for row in rows {
      var h: CGFloat = 0, low: CGFloat = 0, grows = false
      for cell in row.cells where !unsized(cell.node).contains(.vertical) {
        let width = row.isFullWidth ? totalWidth : cellWidth(cell.column, cell.span)
        let size = cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil))
        h = max(h, size.height)
        low = max(low, cell.node.sizeThatFits(ProposedViewSize(width: width, height: 0)).height)
        if cell.node.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height > size.height + 0.5 { grows = true }
      }
      rowIdeal.append(h)
      rowMinimum.append(low)
      rowFlexible.append(grows)
    }
    let heights = distribute(ideal: rowIdeal, minimum: rowMinimum, flexible: rowFlexible, offered: proposal.height, gap: vSpacing)
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
      pass.place(allCells[i], in: pass.rounded(frames[i].offsetBy(dx: dx, dy: dy)), proposal: proposals[i])
    }
  }
}
