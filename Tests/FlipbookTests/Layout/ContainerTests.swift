@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Containers laid out by SwiftUI's rules: frames computed by hand from
/// each container's definition.
@Suite struct ContainerTests {
  struct Cell: View {
    var width: CGFloat? = nil
    var height: CGFloat? = nil
    var body: some View { Color.blue.frame(width: width, height: height) }
  }

  func frames<V: View>(width: CGFloat = 300, height: CGFloat = 300, @ViewBuilder _ content: @escaping () -> V) throws -> [CGRect] {
    try Rig(width: width, height: height, content).frames(of: Cell.self, at: 0)
  }

  /// A layout placing its subviews in a diagonal, each at its ideal size.
  struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      subviews.reduce(CGSize.zero) { total, subview in
        let size = subview.sizeThatFits(.unspecified)
        return CGSize(width: total.width + size.width, height: total.height + size.height)
      }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      var point = bounds.origin
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: point, proposal: .unspecified)
        point.x += size.width
        point.y += size.height
      }
    }
  }

  @Test func aCustomLayoutPlacesItsSubviews() throws {
    let placed = try frames {
      Diagonal {
        Cell(width: 10, height: 20)
        Cell(width: 30, height: 40)
      }
    }
    // 40 × 60, centred in 300 × 300: origin (130, 120).
    #expect(placed == [CGRect(x: 130, y: 120, width: 10, height: 20), CGRect(x: 140, y: 140, width: 30, height: 40)])
  }

  struct Rank: LayoutValueKey { static let defaultValue = 0 }

  /// Reads `layoutValue`s, places by anchor, places one subview twice
  /// (the last wins) and one never (centred), and answers NaN for its size.
  struct Odd: Layout {
    struct Cache { var calls = 0 }
    func makeCache(subviews: Subviews) -> Cache { Cache() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      cache.calls += 1
      return CGSize(width: 100, height: CGFloat.nan)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      for subview in subviews where subview[Rank.self] == 1 {
        subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
        subview.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: .unspecified)
      }
    }
  }

  @Test func badLayoutAnswersAreClamped() throws {
    let placed = try frames {
      Odd {
        Cell(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
        Cell(width: 20, height: 20)
      }
    }
    // The NaN height counts as 0: the layout is 100 × 0 at (100, 150).
    #expect(placed[0] == CGRect(x: 190, y: 150, width: 10, height: 10))  // the second placement
    #expect(placed[1] == CGRect(x: 140, y: 140, width: 20, height: 20))  // never placed: centred
  }

  @Test func stackLayoutsLayOutAsTheirStacks() throws {
    let stack = try frames { HStack(alignment: .top, spacing: 4) { Cell(width: 10, height: 30); Cell(width: 20, height: 10) } }
    let layout = try frames { HStackLayout(alignment: .top, spacing: 4) { Cell(width: 10, height: 30); Cell(width: 20, height: 10) } }
    let erased = try frames { AnyLayout(HStackLayout(alignment: .top, spacing: 4)) { Cell(width: 10, height: 30); Cell(width: 20, height: 10) } }
    #expect(stack == layout && stack == erased)
    let column = try frames { AnyLayout(VStackLayout(spacing: 0)) { Cell(width: 10, height: 30); Cell(width: 20, height: 10) } }
    #expect(column == [CGRect(x: 145, y: 130, width: 10, height: 30), CGRect(x: 140, y: 160, width: 20, height: 10)])
    // A custom layout composing a stack layout's answers.
    struct Wrapped: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var inner: Void = ()
        return VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var inner: Void = ()
        VStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
    }
    #expect(try frames { Wrapped { Cell(width: 10, height: 30); Cell(width: 20, height: 10) } } == column)
  }

  @Test func scrollViewsShowTheirStartClipped() throws {
    // Content 500 tall in a 300-point scroll view: at the top, centred across.
    let placed = try frames { ScrollView { Cell(width: 100, height: 500) } }
    #expect(placed == [CGRect(x: 100, y: 0, width: 100, height: 500)])
    let rows = try frames { ScrollView(.horizontal) { HStack(spacing: 0) { Cell(width: 200, height: 50); Cell(width: 200, height: 50) } } }
    #expect(rows == [CGRect(x: 0, y: 125, width: 200, height: 50), CGRect(x: 200, y: 125, width: 200, height: 50)])
    // Several views stack in a column.
    let column = try frames { ScrollView { Cell(height: 100); Cell(height: 100) } }
    #expect(column.map(\.minY) == [0, 108])
    // Drawing is clipped to the scroll view.
    let rig = try Rig(width: 100, height: 100) { ScrollView { Color.red.frame(width: 100, height: 400) }.frame(height: 50) }
    let image = try rig.image(at: 0)
    #expect(image.pixels[(90 * 100 + 50) * 4 + 1] == 255)  // below: white
    #expect(image.pixels[(50 * 100 + 50) * 4 + 1] < 100)  // inside: red
  }

  @Test func viewThatFitsPicksTheFirstThatFits() throws {
    let wide = try frames(width: 300) {
      ViewThatFits { Cell(width: 400, height: 10); Cell(width: 200, height: 20); Cell(width: 50, height: 30) }
    }
    #expect(wide.map(\.width) == [200])
    let none = try frames(width: 30) { ViewThatFits(in: .horizontal) { Cell(width: 400, height: 10); Cell(width: 200, height: 20) } }
    #expect(none.map(\.width) == [200])  // none fits: the last
  }

  /// In a first-text-baseline row, a `ViewThatFits` lines up by the
  /// baseline of the view it shows, as a plain text beside it does.
  @Test func viewThatFitsGivesItsShownViewsBaseline() throws {
    struct Big: View { var body: some View { Text("Avocado").font(.headline) } }
    struct Small: View { var body: some View { Text("10 min").font(.subheadline) } }
    struct Other: View { var body: some View { Text("plain").font(.subheadline) } }
    let rig = try Rig(width: 300, height: 80) {
      HStack(alignment: .firstTextBaseline) { Big(); ViewThatFits { Small() }; Other() }
    }
    let small = try rig.frames(of: Small.self, at: 0), other = try rig.frames(of: Other.self, at: 0)
    let big = try rig.frames(of: Big.self, at: 0)
    #expect(small.count == 1 && other.count == 1 && big.count == 1)
    #expect(small[0].minY == other[0].minY)
    // The smaller font's line starts lower than the headline's.
    #expect(small[0].minY > big[0].minY)
  }

  @Test func positionCentresTheView() throws {
    let placed = try frames { Cell(width: 20, height: 10).position(x: 50, y: 70) }
    #expect(placed == [CGRect(x: 40, y: 65, width: 20, height: 10)])
    #expect(try frames { Cell(width: 20, height: 10).position(x: CGFloat.nan, y: CGFloat.infinity) } == [CGRect(x: -10, y: -5, width: 20, height: 10)])
  }

  /// 300 points: a fixed 50 column, then two flexible ones share
  /// 300 − 50 − 2 · 8 = 234, 117 each.
  @Test func lazyGridColumnsFollowTheirItems() throws {
    let placed = try frames {
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
        ForEach(0..<4) { _ in Cell(height: 20) }
      }
    }
    let top = (300 - 50) / 2.0  // two rows of 20 with 10 between: 50 tall
    #expect(placed.map(\.width) == [50, 117, 117, 50])
    #expect(placed.map(\.minX) == [0, 58, 183, 0])
    #expect(placed.map { Double($0.minY) } == [top, top, top, top + 30], "\(placed.map { Double($0.minY) })")
    // Adaptive: as many columns of at least 80 as fit in 300 with 8 between:
    // 3 (3 · 80 + 16 = 256), each (300 − 16) / 3 = 94.67.
    let adaptive = try frames { LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<4) { _ in Cell(height: 10) } } }
    #expect(adaptive.count == 4)
    #expect(adaptive.prefix(3).allSatisfy { abs($0.width - 94.67) < 1 }, "\(adaptive)")
    #expect(adaptive[3].minY > adaptive[0].minY)
    // A flexible column with a maximum gives the rest back.
    let capped = try frames {
      LazyVGrid(columns: [GridItem(.flexible(maximum: 40)), GridItem(.flexible())]) { Cell(height: 10); Cell(height: 10) }
    }
    #expect(capped.map(\.width) == [40, 252])
    // Bad items: negative spacing and NaN sizes are clamped.
    _ = try frames { LazyVGrid(columns: [GridItem(.fixed(CGFloat.nan), spacing: -5), GridItem(.adaptive(minimum: -1))], spacing: -3) { Cell(height: 10) } }
  }

  /// An adaptive item's maximum bounds each track it splits into, not the
  /// item: adaptive(minimum: 10, maximum: 20) across 300 points is as many
  /// tracks of at least 10 as fit with 8 between, (300 + 8) / 18 = 17,
  /// each (300 − 16 · 8) / 17 = 10.12 (one 20-pt track before).
  @Test func anAdaptiveItemsMaximumBoundsEachTrack() throws {
    let placed = try frames {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 10, maximum: 20))]) { ForEach(0..<20) { _ in Cell(height: 5) } }
    }
    // Snapped to the rig's whole pixels: 10 or 11 wide.
    #expect(placed.prefix(17).allSatisfy { abs($0.minY - placed[0].minY) < 0.01 && abs($0.width - 10.12) < 1 }, "\(placed.prefix(18))")
    #expect(abs(placed[16].maxX - 300) <= 1)
    #expect(placed[17].minY > placed[0].minY)
  }

  /// A horizontal grid of adaptive rows in a stack beside other views: the
  /// stack measures it offered an infinite height, taken as no offer (it
  /// trapped, dividing infinity into tracks), then places it in what is
  /// left: 300 − 20 − 8 = 272 points, (272 + 8) / 28 = 10 rows of
  /// (272 − 72) / 10 = 20 points.
  @Test func anAdaptiveHorizontalGridInAStackTakesWhatIsLeft() throws {
    let placed = try frames {
      VStack {
        Color.red.frame(height: 20)
        LazyHGrid(rows: [GridItem(.adaptive(minimum: 20, maximum: 60))]) { ForEach(0..<12) { _ in Cell(width: 30) } }
      }
    }
    #expect(placed.count == 12)
    #expect(placed.prefix(10).allSatisfy { abs($0.minX - placed[0].minX) < 0.01 && abs($0.height - 20) < 0.01 }, "\(placed.prefix(3))")
    #expect(placed[10].minX == placed[0].minX + 38)
  }

  /// A section in a lazy grid, as SwiftUI lays one out: its header across
  /// the grid, its cells from a new line, its footer under them, a line
  /// spacing apart; a `LazyHGrid`'s header is a column as tall as the grid.
  @Test func aLazyGridsSectionsStartLinesUnderTheirHeaders() throws {
    let placed = try frames {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
        Section {
          ForEach(0..<3) { _ in Cell(height: 20) }
        } header: {
          Cell(height: 30)
        }
        Section {
          Cell(height: 20)
        } footer: {
          Cell(height: 5)
        }
      }
    }
    // Header 30, rows 20 + 10 + 20, header-less section's row 20, footer 5,
    // 10 between each: 30 + 10 + 50 + 10 + 20 + 10 + 5 = 135 tall.
    #expect(abs(placed[0].minY - (300 - 135) / 2) <= 0.5)
    #expect(placed.map(\.width) == [300, 146, 146, 146, 146, 300], "\(placed)")
    #expect(placed.map { $0.minY - placed[0].minY } == [0, 40, 40, 70, 100, 130], "\(placed)")
    let across = try frames {
      LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 6) {
        Section { ForEach(0..<3) { _ in Cell(width: 20) } } header: { Cell(width: 10) }
      }
    }
    #expect(across.map(\.height) == [88, 40, 40, 40], "\(across)")
    #expect(across.map(\.minX) == [across[0].minX, across[0].minX + 16, across[0].minX + 16, across[0].minX + 42], "\(across)")
  }

  /// A section's header, rows and footer are a lazy stack's own entries:
  /// a `LazyHStack`'s header stands before its rows in the row (it was a
  /// column), and rows are the stack's spacing apart (they had the
  /// section column's 8).
  @Test func aLazyStacksSectionsAreItsEntries() throws {
    let row = try frames {
      LazyHStack(spacing: 2) {
        Section { ForEach(0..<2) { _ in Cell(width: 20, height: 20) } } header: { Cell(width: 10, height: 20) }
      }
    }
    #expect(row.map(\.minY) == [row[0].minY, row[0].minY, row[0].minY], "\(row)")
    #expect(row.map(\.minX) == [row[0].minX, row[0].minX + 12, row[0].minX + 34], "\(row)")
    let column = try frames {
      LazyVStack(spacing: 0) {
        Section { ForEach(0..<2) { _ in Cell(width: 20, height: 20) } } header: { Cell(width: 10, height: 10) }
      }
    }
    #expect(column.map(\.minY) == [column[0].minY, column[0].minY + 10, column[0].minY + 30], "\(column)")
  }

  /// A lazy grid's line is as tall as its tallest cell measured with no
  /// height offered; each cell is then placed offered that height, so one
  /// that can grow fills the line (a poster `.aspectRatio(contentMode:
  /// .fill)` beside a taller one, `.frame(maxHeight: .infinity)` cards of
  /// one height): 40 for the flexible cell beside a 40-pt one, where it
  /// measured 10 alone; a fixed cell keeps its height, centred.
  @Test func lazyGridCellsArePlacedOfferedTheirLinesLength() throws {
    let placed = try frames {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
        Cell(height: 40)
        Color.clear.overlay(Cell()).frame(maxHeight: .infinity)
        Cell(height: 20)
      }
    }
    #expect(placed.map(\.height) == [40, 40, 20], "\(placed)")
    #expect(placed[1].minY == placed[0].minY && placed[2].minY == placed[0].minY + 10)
  }

  @Test func gridColumnsTakeTheirWidestCell() throws {
    let placed = try frames {
      Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
        GridRow { Cell(width: 20, height: 10); Cell(width: 50, height: 10) }
        GridRow { Cell(width: 40, height: 30); Cell(width: 30, height: 10) }
      }
    }
    // Columns 40 and 50 wide, rows 10 and 30 tall: 100 × 45, centred.
    let (x, y) = (100.0, 128.0)  // 127.5 rounds to the pixel grid (scale 1)
    #expect(placed == [
      CGRect(x: x, y: y, width: 20, height: 10), CGRect(x: x + 50, y: y, width: 50, height: 10),
      CGRect(x: x, y: y + 15, width: 40, height: 30), CGRect(x: x + 50, y: y + 15, width: 30, height: 10),
    ])
    // A cell spanning both columns; column alignment; a view across the grid.
    let spanning = try frames {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow { Cell(width: 20, height: 10); Cell(width: 20, height: 10).gridColumnAlignment(.trailing) }
        GridRow { Cell(width: 60, height: 10).gridCellColumns(2) }
        GridRow { Cell(width: 10, height: 10); Cell(width: 10, height: 10) }
      }
    }
    // The span widens the last column to 40; the trailing column's 10-wide
    // cell sits at its right edge.
    #expect(spanning[4].maxX == spanning[2].maxX)
    #expect(spanning[2].width == 60)
  }

  /// A running graph keeps each `ForEach` child in its transition's
  /// modifiers; around a `GridRow` they go around its cells, so the rows
  /// of `Grid { ForEach { GridRow { ForEach { … } } } }` are still rows
  /// (MarkdownUI's tables drew as one empty box in every film and
  /// snapshot, where a still render was right).
  @Test func gridRowsFromAForEachStayRowsInARunningGraph() throws {
    let rig = try Rig(width: 300, height: 200) {
      Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
        ForEach(0..<2, id: \.self) { row in
          GridRow {
            ForEach(0..<2, id: \.self) { column in Cell(width: 20 + 30 * CGFloat(column), height: 10 + 20 * CGFloat(row)) }
          }
        }
      }
    }
    try rig.graph.update(at: 1)
    let cells = try rig.frames(of: Cell.self, at: 1)
    #expect(cells.count == 4)
    guard cells.count == 4 else { return }
    // Columns 20 and 50 wide, rows 10 and 30 tall, 10 and 5 apart.
    #expect(cells[1].minX - cells[0].minX == 30)
    #expect(cells[2].minY - cells[0].minY == 15)
    #expect(cells[3].minX == cells[1].minX && cells[3].minY == cells[2].minY)
    #expect(cells[3].size == CGSize(width: 50, height: 30))
  }

  struct LongText: View {
    var body: some View { Text("I am on the bottom of the view!") }
  }

  /// Grid columns share the width as a stack would: three columns of
  /// colours, one with a long text too, are equal (the text wraps in its
  /// third), where the text's ideal width used to set the first column.
  @Test func gridColumnsShareTheWidthAsAStack() throws {
    let rig = try Rig(width: 340, height: 300) {
      Grid(horizontalSpacing: 20, verticalSpacing: 10) {
        GridRow { Cell(); Cell(); Cell() }
        GridRow { LongText(); Cell() }
      }
    }
    let cells = try rig.frames(of: Cell.self, at: 0)
    #expect(cells.count == 4)
    // (340 − 2 × 20) / 3 = 100 each.
    for cell in cells.prefix(3) { #expect(abs(cell.width - 100) < 0.01, "\(cells)") }
    let label = try #require(try rig.frames(of: LongText.self, at: 0).first)
    #expect(label.width <= 100 && label.height > 30, "\(label)")
  }

  /// A Divider between a grid's rows makes the grid fill the width offered,
  /// its columns sharing the extra; `gridCellUnsizedAxes(.horizontal)`
  /// keeps it to its cells (SwiftUI's documentation of that modifier).
  @Test func aDividerBetweenRowsFillsTheWidth() throws {
    func grid(unsized: Bool) throws -> [CGRect] {
      try frames(width: 300, height: 200) {
        Grid(horizontalSpacing: 0) {
          GridRow { Cell(width: 40, height: 10); Cell(width: 20, height: 10) }
          if unsized { Divider().gridCellUnsizedAxes(.horizontal) } else { Divider() }
        }
      }
    }
    let filling = try grid(unsized: false)
    // Columns of 150 each, the cells centred in them.
    #expect(abs(filling[0].midX - 75) < 0.01 && abs(filling[1].midX - 225) < 0.01, "\(filling)")
    let compact = try grid(unsized: true)
    // 60 wide in all, centred in 300: 120 … 180.
    #expect(abs(compact[0].minX - 120) < 0.01 && abs(compact[1].maxX - 180) < 0.01, "\(compact)")
  }

  @Test func containersGolden() {
    let view = VStack(alignment: .leading, spacing: 12) {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 6) {
        ForEach(0..<7) { i in
          RoundedRectangle(cornerRadius: 6).fill(Color(hue: Double(i) / 7, saturation: 0.6, brightness: 0.9)).frame(height: 30)
        }
      }
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
        GridRow { Text("Name").bold(); Text("Score").bold() }
        Divider()
        GridRow { Text("Ada"); Text("98").gridColumnAlignment(.trailing) }
        GridRow { Text("Grace"); Text("100") }
      }
      ScrollView(.horizontal) {
        HStack { ForEach(0..<8) { i in Capsule().fill(Color.orange.opacity(0.3 + Double(i) / 12)).frame(width: 60, height: 24) } }
      }
      .frame(height: 24)
    }
    .padding(12)
    .frame(width: 260)
    .background(Color.white)
    expectGolden(of: view, named: "containers", scale: 2)
  }
}

/// `containerRelativeFrame` against the canvas's safe area.
@Suite struct ContainerRelativeFrameTests {
  struct Card: View {
    var body: some View { Color.blue }
  }

  @Test func framesFollowTheContainer() throws {
    let insets = EdgeInsets(top: 50, leading: 0, bottom: 50, trailing: 0)
    let whole = try Rig(width: 400, height: 300, safeAreaInsets: insets) {
      Card().containerRelativeFrame(.horizontal).frame(height: 10)
    }
    #expect(try whole.frames(of: Card.self, at: 0).first?.width == 400)
    // Three columns with 10 between, spanning two: (400 − 20) / 3 · 2 + 10.
    let parts = try Rig(width: 400, height: 300) {
      Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 10)
    }
    let width = try #require(try parts.frames(of: Card.self, at: 0).first?.width)
    #expect(abs(width - (380.0 / 3 * 2 + 10)) < 1)
    // The closure form, and the vertical axis against the safe height 200.
    let half = try Rig(width: 400, height: 300, safeAreaInsets: insets) {
      Card().containerRelativeFrame(.vertical) { length, _ in length / 2 }.frame(width: 10)
    }
    #expect(try half.frames(of: Card.self, at: 0).first?.height == 100)
    // NaN from the closure leaves the axis unconstrained; a count of 0 is 1.
    let bad = try Rig(width: 400, height: 300) {
      Card().containerRelativeFrame(.horizontal) { _, _ in .nan }.containerRelativeFrame(.vertical, count: 0, spacing: 0)
    }
    #expect(try bad.frames(of: Card.self, at: 0).first?.height == 300)
  }
}
