@testable import Flipbook
import Foundation
import Testing

/// `Table` as iOS draws it (the essay atop Table.swift): on a compact
/// width a plain list of each row's first column; on a regular width a
/// header and the rows in columns.
@Suite struct TableTests {
  struct Person: Identifiable {
    let id: Int
    let name: String
    let age: Int
  }

  struct NameCell: View {
    let name: String
    var body: some View { Text(name) }
  }

  struct AgeCell: View {
    let age: Int
    var tall = false
    var body: some View { Color.green.frame(height: tall ? CGFloat(age) : 20) }
  }

  struct Heading: View {
    var body: some View { Color.red.frame(height: 10) }
  }

  static let people = [Person(id: 1, name: "Juan", age: 31), Person(id: 2, name: "Mei", age: 27), Person(id: 3, name: "Tom", age: 45)]

  func table(_ sizeClass: UserInterfaceSizeClass) -> some View {
    Table(Self.people) {
      TableColumn("Name") { NameCell(name: $0.name) }
      TableColumn(content: { AgeCell(age: $0.age) }, label: { Heading() })
        .width(60)
    }
    .environment(\.horizontalSizeClass, sizeClass)
  }

  /// iPhone: only the first column, one row each, no header ("Narrow
  /// displays may adapt to show only the first column of the table").
  @Test func aCompactTableShowsItsFirstColumnAsAList() throws {
    let rig = try Rig(width: 300, height: 400) { table(.compact) }
    let names = try rig.frames(of: NameCell.self, at: 0)
    #expect(names.count == 3)
    #expect(names.map(\.minY) == names.map(\.minY).sorted() && Set(names.map(\.minX)).count == 1, "\(names)")
    #expect(try rig.frames(of: AgeCell.self, at: 0).isEmpty)
    #expect(try rig.frames(of: Heading.self, at: 0).isEmpty)
  }

  /// iPad: the header row, then each row's cells side by side; the fixed
  /// column is 60 wide, the automatic one takes the rest but the 8 points
  /// between them, and each column's cells line up under its title.
  @Test func aRegularTableShowsColumnsUnderAHeader() throws {
    let rig = try Rig(width: 300, height: 400) { table(.regular) }
    let names = try rig.frames(of: NameCell.self, at: 0)
    let ages = try rig.frames(of: AgeCell.self, at: 0)
    let headings = try rig.frames(of: Heading.self, at: 0)
    #expect(names.count == 3 && ages.count == 3 && headings.count == 1)
    #expect(ages.allSatisfy { $0.width == 60 && $0.minX == headings[0].minX }, "\(ages) \(headings)")
    #expect(headings[0].maxY < ages[0].minY)
    // The name column ends 8 points before the age column.
    let rowWidth = ages[0].maxX - names[0].minX
    #expect(names.allSatisfy { $0.minX == names[0].minX && $0.maxX <= ages[0].minX - 8 })
    #expect(rowWidth > 200, "\(names) \(ages)")
    for (name, age) in zip(names, ages) { #expect(abs(name.midY - age.midY) <= 0.5) }
    // Hidden headers.
    let hidden = try Rig(width: 300, height: 400) { table(.regular).tableColumnHeaders(.hidden) }
    #expect(try hidden.frames(of: Heading.self, at: 0).isEmpty)
    #expect(try hidden.frames(of: AgeCell.self, at: 0).count == 3)
  }

  /// Resizable columns start at their ideal and share what is left up to
  /// their maximum; fixed ones keep their width: 300 − 2 · 8 = 284 across
  /// a fixed 50, an ideal-100 column capped at 120 and an automatic one:
  /// 50, 120 and 114.
  @Test func columnWidthsFollowTheirConstraints() {
    let layout = _TableColumnsLayout<Person>(columns: [
      _TableColumnModel(title: AnyView(EmptyView()), cell: { _ in AnyView(EmptyView()) }, width: .fixed(50)),
      _TableColumnModel(title: AnyView(EmptyView()), cell: { _ in AnyView(EmptyView()) }, width: .flexible(min: nil, ideal: 100, max: 120)),
      _TableColumnModel(title: AnyView(EmptyView()), cell: { _ in AnyView(EmptyView()) }),
    ])
    #expect(layout.columnWidths(in: 300) == [50, 120, 114])
    // Too narrow: fixed and ideal widths stay, the automatic column gets nothing.
    #expect(layout.columnWidths(in: 100) == [50, 100, 0])
  }

  /// Rows built with `TableRow` and `ForEach`, and sortable columns of
  /// string key paths (Sort is KeyPathComparator), compile and draw in the
  /// order written.
  @Test func builtRowsAndSortableColumns() throws {
    let rig = try Rig(width: 300, height: 400) {
      Table(of: Person.self, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
        TableColumn("Age", value: \.age) { AgeCell(age: $0.age, tall: true) }
        TableColumn("Name", value: \.name) { NameCell(name: $0.name) }
      } rows: {
        TableRow(Self.people[2])
        ForEach(Self.people.prefix(2)) { TableRow($0) }
      }
    }
    // Each row's first cell is as tall as its age: Tom 45, Juan 31, Mei 27.
    let ages = try rig.frames(of: AgeCell.self, at: 0).sorted { $0.minY < $1.minY }
    #expect(ages.map(\.height) == [45, 31, 27], "\(ages)")
  }

  /// On a regular width the column leading the sort order shows a chevron
  /// beside its title, up when ascending; matched by key path, so the
  /// table's `KeyPathComparator(\.name)` finds `TableColumn("Name", value:
  /// \.name)`, whose comparator compares strings otherwise.
  @Test func theLeadingSortColumnShowsAChevron() throws {
    struct Sorted: View {
      let order: [KeyPathComparator<Person>]
      var body: some View {
        Table(TableTests.people, sortOrder: .constant(order)) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { AgeCell(age: $0.age) }
        }
        .environment(\.horizontalSizeClass, .regular)
      }
    }
    /// The layout's image lines (the chevron is the only image).
    func chevrons(_ order: [KeyPathComparator<Person>]) -> [String] {
      ImageRenderer(content: Sorted(order: order).frame(width: 300, height: 400)).layoutDescription
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Image ") }
    }
    let byName = chevrons([KeyPathComparator(\Person.name)])
    let byAge = chevrons([KeyPathComparator(\Person.age, order: .reverse)])
    #expect(byName.count == 1 && byAge.count == 1, "\(byName) \(byAge)")
    // "Image (x, y) w×h": the name column's chevron is left of the age column's.
    func x(_ line: String) -> Double { Double(line.split(separator: "(")[1].split(separator: ",")[0]) ?? -1 }
    #expect(x(byName[0]) < x(byAge[0]), "\(byName) \(byAge)")
    #expect(chevrons([]).isEmpty)
  }

  /// A table without columns or rows draws an empty list.
  @Test func anEmptyTableDrawsNothing() throws {
    let rig = try Rig(width: 300, height: 400) {
      Table([Person]()) { TableColumn("Name", value: \.name) }
    }
    #expect(try rig.image(at: 0).inkedPixelCount == 0)
  }
}
