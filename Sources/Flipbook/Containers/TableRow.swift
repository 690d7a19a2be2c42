import Foundation

/// Rows of a `Table`, as SwiftUI's `TableRowContent`: `TableRow`s, a
/// `ForEach` of them, the rows a table makes from its data, or a type of
/// your own whose `tableRowBody` is made of those.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
  /// The type of each row's value.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The rows this content is made of.
  associatedtype TableRowBody: TableRowContent

  /// The rows this content is made of.
  @TableRowBuilder<TableRowValue>
  var tableRowBody: TableRowBody { get }

  /// The rows' values, in order. Flipbook's own; types of your own get it
  /// from their `tableRowBody`.
  func _tableRowValues() -> [TableRowValue]
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
  public func _tableRowValues() -> [TableRowValue] { tableRowBody._tableRowValues() }
}

extension Never: TableRowContent {
  public typealias TableRowBody = Never
  public var tableRowBody: Never { return fatalError("Never has no rows") }
  public func _tableRowValues() -> [Never] { [] }
}

/// A row of a table holding one value, as SwiftUI's `TableRow`. It is also
/// a view (drawing nothing) so that `ForEach(people) { TableRow($0) }`
/// compiles here as it does in SwiftUI's row builder.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, View {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  let value: Value

  /// The row of `value`.
  public init(_ value: Value) { self.value = value }

  public var tableRowBody: Never { return fatalError("TableRow has no body: it is a row itself") }
  public func _tableRowValues() -> [Value] { [value] }
  /// Nothing: a row is drawn by its table.
  public var body: EmptyView { EmptyView() }

  /// Items for dragging the row (kept, not used: nothing is dragged here).
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> TableRow { self }
}

/// The rows a table makes from a collection, as SwiftUI's
/// `TableForEachContent`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  public typealias TableRowBody = Never
  let data: Data
  public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }
  public func _tableRowValues() -> [Data.Element] { Array(data) }
}

/// Rows in order, as `TableRowBuilder` builds them.
nonisolated public struct _TableRowGroup<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  let values: [Value]
  public var tableRowBody: Never { return fatalError("a row group has no body") }
  public func _tableRowValues() -> [Value] { values }
}

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`: `TableRow`s,
/// `ForEach` over `TableRow`s, `if` and `if`/`else`.
@resultBuilder
nonisolated public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Rows: TableRowContent>(_ rows: Rows) -> _TableRowGroup<Value> where Rows.TableRowValue == Value {
    _TableRowGroup(values: rows._tableRowValues())
  }

  public static func buildExpression<Data: RandomAccessCollection, ID: Hashable>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> _TableRowGroup<Value> {
    _TableRowGroup(values: rows.data.map { rows.content($0).value })
  }

  public static func buildBlock(_ rows: _TableRowGroup<Value>...) -> _TableRowGroup<Value> {
    _TableRowGroup(values: rows.flatMap(\.values))
  }

  public static func buildOptional(_ rows: _TableRowGroup<Value>?) -> _TableRowGroup<Value> { rows ?? _TableRowGroup(values: []) }
  public static func buildEither(first rows: _TableRowGroup<Value>) -> _TableRowGroup<Value> { rows }
  public static func buildEither(second rows: _TableRowGroup<Value>) -> _TableRowGroup<Value> { rows }
  public static func buildLimitedAvailability(_ rows: _TableRowGroup<Value>) -> _TableRowGroup<Value> { rows }
}
