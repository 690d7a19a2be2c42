import Foundation

// A table, as iOS draws one
// =========================
//
// SwiftUI's `Table` is a list whose rows are split into columns. What iOS
// shows depends on the horizontal size class (Apple's "Tables" article:
// "Narrow displays may adapt to show only the first column of the
// table"):
//
// - Compact (every iPhone in portrait, what snapshots and previews here
//   use by default): a plain list of the rows, each row only its first
//   column's cell, across the whole row, with no column headers. The
//   other columns are not drawn at all (nor built).
// - Regular (an iPad, or an environment set to `.regular`): a header row
//   of the column titles (hidden by `tableColumnHeaders(.hidden)`), then
//   the rows, each cell in its column. Columns fixed by `width(_:)` take
//   their width, resizable ones (`width(min:ideal:max:)`) start at their
//   ideal, and what is left is shared equally by the automatic and
//   resizable ones up to their maximums, 8 points apart. A sortable
//   column that leads the `sortOrder` binding shows a chevron beside its
//   title, up when ascending. These proportions are Flipbook's reading of
//   iPadOS screenshots, not measured against iOS's pixels.
//
// Rows are drawn in the data's order: a sortable table hands the sort to
// the app through `sortOrder`, which sorts its data, as in SwiftUI.

/// Rows of data in columns, as SwiftUI's `Table` (see the essay above for
/// what iOS draws at each width).
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  /// Wraps the rows in a list with the table's selection binding, if any.
  let makeList: (AnyView) -> AnyView
  /// The comparator leading the sort order, with its order set forward,
  /// and whether it sorts forward.
  let leadingSort: (key: AnyHashable, forward: Bool)?

  init(rows: Rows, columns: Columns, makeList: @escaping (AnyView) -> AnyView, leadingSort: (key: AnyHashable, forward: Bool)? = nil) {
    self.rows = rows
    self.columns = columns
    self.makeList = makeList
    self.leadingSort = leadingSort
  }

  public var body: some View {
    _TableBody(
      values: rows._tableRowValues(), columns: columns._tableColumns(), makeList: makeList, leadingSort: leadingSort)
  }
}

// MARK: - Tables of a collection

extension Table {
  /// A table of `data`'s elements, one row each.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List { rows }) })
  }

  /// A table of `data`'s elements whose selected row is `selection`'s.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) })
  }

  /// A table of `data`'s elements whose selected rows are `selection`'s.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) })
  }

  /// A sortable table of `data`'s elements (the app sorts `data` when
  /// `sortOrder` changes).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List { rows }) },
      leadingSort: Self.leading(sortOrder.wrappedValue))
  }

  /// A sortable table of `data`'s elements with a selected row.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) },
      leadingSort: Self.leading(sortOrder.wrappedValue))
  }

  /// A sortable table of `data`'s elements with selected rows.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) },
      leadingSort: Self.leading(sortOrder.wrappedValue))
  }

  static func leading<Sort: SortComparator>(_ order: [Sort]) -> (key: AnyHashable, forward: Bool)? {
    guard let first = order.first else { return nil }
    return (sortIdentity(first), first.order == .forward)
  }
}

// MARK: - Tables of rows

extension Table {
  /// A table of the rows `rows` builds (`TableRow`s, `ForEach` of them).
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), makeList: { rows in AnyView(List { rows }) })
  }

  /// A table of built rows with a selected row.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) })
  }

  /// A table of built rows with selected rows.
  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), makeList: { rows in AnyView(List(selection: selection) { rows }) })
  }

  /// A sortable table of built rows.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns(), makeList: { rows in AnyView(List { rows }) }, leadingSort: Self.leading(sortOrder.wrappedValue))
  }
}

// MARK: - Drawing

/// The table's rows in a list, laid out for the size class.
nonisolated struct _TableBody<Value: Identifiable>: View {
  let values: [Value]
  let columns: [_TableColumnModel<Value>]
  let makeList: (AnyView) -> AnyView
  let leadingSort: (key: AnyHashable, forward: Bool)?
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tableColumnHeaders) private var headers

  var body: some View {
    makeList(AnyView(rows)).listStyle(.plain)
  }

  @ViewBuilder private var rows: some View {
    if sizeClass == .regular {
      if headers != .hidden, !columns.isEmpty {
        _TableColumnsLayout(columns: columns) {
          ForEach(columns.indices, id: \.self) { index in
            title(of: columns[index])
          }
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
      }
      ForEach(values) { value in
        _TableColumnsLayout(columns: columns) {
          ForEach(columns.indices, id: \.self) { index in
            columns[index].cell(value)
          }
        }
      }
    } else if let first = columns.first {
      ForEach(values) { value in
        first.cell(value).frame(maxWidth: .infinity, alignment: first.alignment.frameAlignment)
      }
    }
  }

  @ViewBuilder private func title(of column: _TableColumnModel<Value>) -> some View {
    if let leadingSort, column.sortKey == leadingSort.key {
      HStack(spacing: 4) {
        column.title
        Image(systemName: leadingSort.forward ? "chevron.up" : "chevron.down")
          .imageScale(.small)
      }
    } else {
      column.title
    }
  }
}

/// Lays a row's cells (or the header's titles) out in the table's columns
/// (widths as the essay atop Table.swift says).
nonisolated struct _TableColumnsLayout<Value>: Layout {
  let widths: [_TableColumnWidth]
  let alignments: [Alignment]
  static var spacing: CGFloat { 8 }

  init(columns: [_TableColumnModel<Value>]) {
    widths = columns.map(\.width)
    alignments = columns.map(\.alignment.frameAlignment)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let columnWidths = self.columnWidths(in: proposal.width)
    var height: CGFloat = 0
    for (index, subview) in subviews.enumerated() where index < columnWidths.count {
      height = max(height, subview.sizeThatFits(ProposedViewSize(width: columnWidths[index], height: proposal.height)).height)
    }
    let width = columnWidths.reduce(0, +) + Self.spacing * CGFloat(max(columnWidths.count - 1, 0))
    return CGSize(width: proposal.width.map { $0.isFinite ? $0 : width } ?? width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let columnWidths = self.columnWidths(in: bounds.width)
    var x = bounds.minX
    for (index, subview) in subviews.enumerated() {
      guard index < columnWidths.count else {
        subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
        continue
      }
      let width = columnWidths[index]
      let size = subview.sizeThatFits(ProposedViewSize(width: width, height: bounds.height))
      let alignment = alignments[index].horizontal
      let dx: CGFloat = alignment == .center ? (width - size.width) / 2 : alignment == .trailing ? width - size.width : 0
      subview.place(
        at: CGPoint(x: x + dx, y: bounds.midY - size.height / 2), anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: size.height))
      x += width + Self.spacing
    }
  }

  /// Each column's width in `available` points (nil: each column's ideal).
  func columnWidths(in available: CGFloat?) -> [CGFloat] {
    var result = widths.map { width -> CGFloat in
      switch width {
      case .automatic: return available == nil ? 100 : 0
      case .fixed(let points): return points
      case .flexible(let min, let ideal, _): return ideal.map { Swift.max($0, min ?? 0) } ?? min ?? (available == nil ? 100 : 0)
      }
    }
    guard let available, available.isFinite else { return result }
    func room(_ index: Int) -> CGFloat {
      switch widths[index] {
      case .automatic: return .infinity
      case .fixed: return 0
      case .flexible(_, _, let max): return (max ?? .infinity) - result[index]
      }
    }
    var left = available - result.reduce(0, +) - Self.spacing * CGFloat(Swift.max(widths.count - 1, 0))
    // Share what is left equally among the columns with room, a column
    // that reaches its maximum giving the rest back.
    while left > 0.001 {
      let growing = widths.indices.filter { room($0) > 0.001 }
      guard !growing.isEmpty else { break }
      let share = left / CGFloat(growing.count)
      for index in growing {
        let grow = Swift.min(share, room(index))
        result[index] += grow
        left -= grow
      }
    }
    return result
  }
}

// MARK: - Styles and headers

/// How a table looks, as SwiftUI's `TableStyle`. On iOS every style draws
/// as the essay atop Table.swift says.
public protocol TableStyle {}

/// The platform's table style, as SwiftUI's `AutomaticTableStyle`.
nonisolated public struct AutomaticTableStyle: TableStyle { public init() {} }
/// Rows inset from the table's edges, as SwiftUI's `InsetTableStyle`
/// (iOS's default).
nonisolated public struct InsetTableStyle: TableStyle { public init() {} }

nonisolated extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table style.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

nonisolated extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

private struct TableColumnHeadersKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// `tableColumnHeaders(_:)`'s visibility.
  var tableColumnHeaders: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of tables here, as SwiftUI's `tableStyle(_:)`.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

  /// Shows or hides the column headers of tables here, as iOS 17's
  /// `tableColumnHeaders(_:)` (a compact table never shows them).
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}
