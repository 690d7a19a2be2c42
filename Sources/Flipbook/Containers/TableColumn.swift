import Foundation

/// Columns of a `Table`, as SwiftUI's `TableColumnContent`: a
/// `TableColumn`, a group of them built by `TableColumnBuilder`, or a type
/// of your own whose `tableColumnBody` is made of those.
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of each row's value.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// The comparator the columns sort by (`Never` when they don't).
  associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
  /// The columns this content is made of.
  associatedtype TableColumnBody: TableColumnContent

  /// The columns this content is made of.
  @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
  var tableColumnBody: TableColumnBody { get }

  /// The columns, in order, erased for the table to lay out. Flipbook's
  /// own; types of your own get it from their `tableColumnBody`.
  func _tableColumns() -> [_TableColumnModel<TableRowValue>]
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
  public func _tableColumns() -> [_TableColumnModel<TableRowValue>] { tableColumnBody._tableColumns() }
}

/// The sort comparator of columns that don't sort, as SwiftUI declares it:
/// `TableColumnBuilder<Person, Never>`. Never called (there is no value).
extension Never: @retroactive SortComparator {
  public typealias Compared = Never
  public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult {}
  public var order: SortOrder {
    get { switch self {} }
    set {}
  }
}

extension Never: TableColumnContent {
  public typealias TableRowValue = Never
  public typealias TableColumnSortComparator = Never
  public typealias TableColumnBody = Never
  public var tableColumnBody: Never { return fatalError("Never has no columns") }
  public func _tableColumns() -> [_TableColumnModel<Never>] { [] }
}

/// How a column sizes itself in a table that shows its columns (a regular
/// width); a compact table shows its first column across the whole row.
public enum _TableColumnWidth: Sendable, Equatable {
  /// Shares what the fixed columns leave with the other automatic ones.
  case automatic
  /// Exactly this many points.
  case fixed(CGFloat)
  /// Within the bounds, starting at the ideal width.
  case flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

/// How a column aligns its cells' content and its title, as iOS 17's
/// `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
  enum Edge: Hashable, Sendable { case leading, center, trailing }
  let edge: Edge

  /// The table's default: the leading edge.
  public static let automatic = TableColumnAlignment(edge: .leading)
  /// The leading edge.
  public static let leading = TableColumnAlignment(edge: .leading)
  /// The middle.
  public static let center = TableColumnAlignment(edge: .center)
  /// The trailing edge.
  public static let trailing = TableColumnAlignment(edge: .trailing)
  /// Numbers: the trailing edge in a left-to-right language.
  public static let numeric = TableColumnAlignment(edge: .trailing)
  /// Numbers in a numbering system (the trailing edge here).
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }

  /// The frame alignment that puts a cell at this edge, centred vertically.
  var frameAlignment: Alignment {
    switch edge {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}

/// One column, erased: its title and how it draws a row's cell.
public struct _TableColumnModel<RowValue> {
  let title: AnyView
  let cell: (RowValue) -> AnyView
  var width: _TableColumnWidth = .automatic
  var alignment: TableColumnAlignment = .automatic
  /// The column's comparator with its order forward (nil: not sortable).
  var sortKey: AnyHashable? = nil
}

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title and a view
/// for each row's value. Sortable columns carry the comparator a sortable
/// table's `sortOrder` binding is given when the column's header is
/// tapped; the table draws its rows in the data's order either way (the
/// app sorts them, as in SwiftUI).
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  var width: _TableColumnWidth = .automatic
  var alignment: TableColumnAlignment = .automatic

  init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }

  public var tableColumnBody: Never { return fatalError("TableColumn has no body: it is a column itself") }

  public func _tableColumns() -> [_TableColumnModel<RowValue>] {
    let content = content
    return [
      _TableColumnModel(
        title: AnyView(label), cell: { AnyView(content($0)) }, width: width, alignment: alignment,
        sortKey: comparator.map(sortIdentity))
    ]
  }

  /// The column exactly `width` points wide (nil: automatic). Not finite
  /// or negative widths are taken as automatic.
  public func width(_ width: CGFloat? = nil) -> TableColumn {
    var copy = self
    if let width, width.isFinite, width >= 0 { copy.width = .fixed(width) } else { copy.width = .automatic }
    return copy
  }

  /// A resizable column within `min` and `max`, starting at `ideal` (each
  /// nil for no bound). Not finite or negative bounds are dropped; `max`
  /// below `min` is raised to it.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    var copy = self
    let lower = valid(min)
    var upper = valid(max)
    if let lower, let bound = upper, bound < lower { upper = lower }
    copy.width = .flexible(min: lower, ideal: valid(ideal), max: upper)
    return copy
  }

  /// Sets how the column aligns its cells and title (iOS 17).
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// Names the column for the user's customizations (kept, not shown).
  public func customizationID(_ id: String) -> TableColumn { self }
  /// The column's visibility before the user customizes it (every column
  /// shows here: iOS lets a user hide columns only on a regular width).
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

/// What a sort order's comparator and a column's are matched by: a key
/// path comparator's key path (a table's `KeyPathComparator(\.name)` and
/// its column's `TableColumn("Name", value: \.name)` compare strings
/// differently but sort the same column), another comparator itself with
/// its order set forward.
func sortIdentity<Sort: SortComparator>(_ comparator: Sort) -> AnyHashable {
  if let keyed = comparator as? any KeyPathSorting { return AnyHashable(keyed.sortKeyPath) }
  var forward = comparator
  forward.order = .forward
  return AnyHashable(forward)
}

/// A comparator sorting by a key path.
protocol KeyPathSorting { var sortKeyPath: AnyKeyPath { get } }
extension KeyPathComparator: KeyPathSorting { var sortKeyPath: AnyKeyPath { keyPath } }

// MARK: - Unsortable columns

extension TableColumn where Sort == Never, Label == Text {
  /// An unsortable column titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// An unsortable column titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// An unsortable column titled by a text.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: nil, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// An unsortable column showing a string property verbatim.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), comparator: nil, content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// An unsortable column showing a string property verbatim, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(label: Text(title), comparator: nil, content: { Text(verbatim: $0[keyPath: value]) })
  }
}

extension TableColumn where Sort == Never {
  /// An unsortable column with a label of your own (iOS 17).
  public init(@ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), comparator: nil, content: content)
  }
}

// MARK: - Sortable columns

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
  /// A column showing a string property verbatim, sortable by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column showing a string property verbatim, sortable by it, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
    self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column showing a string property verbatim, sortable by it, titled by a text.
  public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
    self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), content: { Text(verbatim: $0[keyPath: value]) })
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column of your own views, sortable by a comparable property.
  public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
  }

  /// A column of your own views, sortable by a comparable property, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
  }

  /// A column of your own views, sortable by a property with a comparator.
  public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
  }

  /// A column of your own views, sortable by a property with a comparator, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
    self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
  }

  /// A column of your own views sorted by a string property with a string comparator.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
  }
}

extension TableColumn where Label == Text {
  /// A column of your own views, sorted by `comparator`.
  public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// A column of your own views, sorted by `comparator`, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }
}

// MARK: - The builder

/// Columns side by side, as `TableColumnBuilder` builds them.
nonisolated public struct _TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  let columns: [_TableColumnModel<RowValue>]
  public var tableColumnBody: Never { return fatalError("a column group has no body") }
  public func _tableColumns() -> [_TableColumnModel<RowValue>] { columns }
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`: columns in
/// order, `if`, `if`/`else`, and `if #available`. A sortable column may
/// stand in an unsorted table (its comparator is not used).
@resultBuilder
nonisolated public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column sorting by the table's comparator (or, in an unsorted
  /// table, not sorting): this picks a `TableColumn` initializer of the
  /// table's kind where both exist (`value: \.name` sorts in a table with
  /// a sort order and not in one without, as in SwiftUI).
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumnGroup<RowValue, Sort>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    _TableColumnGroup(columns: column._tableColumns())
  }

  /// Any other column of the table's rows: an unsortable one in a sorted
  /// table, a sortable one in an unsorted table (its comparator unused).
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumnGroup<RowValue, Sort>
  where Column.TableRowValue == RowValue {
    _TableColumnGroup(columns: column._tableColumns())
  }

  public static func buildBlock(_ columns: _TableColumnGroup<RowValue, Sort>...) -> _TableColumnGroup<RowValue, Sort> {
    _TableColumnGroup(columns: columns.flatMap(\.columns))
  }

  public static func buildOptional(_ columns: _TableColumnGroup<RowValue, Sort>?) -> _TableColumnGroup<RowValue, Sort> {
    columns ?? _TableColumnGroup(columns: [])
  }

  public static func buildEither(first columns: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { columns }
  public static func buildEither(second columns: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { columns }
  public static func buildLimitedAvailability(_ columns: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { columns }
}
