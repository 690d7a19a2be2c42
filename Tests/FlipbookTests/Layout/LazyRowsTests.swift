import Foundation
import Testing

@testable import Flipbook

/// Lists and lazy stacks make their rows as they scroll into view (issue
/// #55 item 7; LazyRows.swift, LazyStackNode.swift): the rows built
/// follow the screen, not the data; rows in view lie exactly where a plain
/// stack would put them; and a row's `onAppear` runs when it comes into
/// view, as in SwiftUI.
@Suite struct LazyRowsTests {
  /// Which rows' bodies ran, and which rows appeared and disappeared.
  final class Seen: @unchecked Sendable {
    var built = Set<Int>()
    var appeared: [Int] = []
    var disappeared: [Int] = []
  }

  struct Row: View {
    let index: Int
    let seen: Seen
    var body: some View {
      seen.built.insert(index)
      return Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
        .onAppear { seen.appeared.append(index) }
        .onDisappear { seen.disappeared.append(index) }
    }
  }

  /// A scroll view of a column of `content`: a `LazyVStack`, or a `VStack`
  /// as wide as offered (what the lazy stack must draw the same as).
  struct Column<Content: View>: View {
    let lazy: Bool
    @ViewBuilder let content: Content
    var body: some View {
      ScrollView {
        if lazy {
          LazyVStack(spacing: 0) { content }
        } else {
          VStack(spacing: 0) { content }.frame(maxWidth: .infinity)
        }
      }
    }
  }

  /// A flick up a 390 × 844 screen: 600 pt in 0.25 s, then the glide.
  static let flick: [FilmStep<Void>] = [
    .wait(0.1), .drag(from: CGPoint(x: 195, y: 750), to: CGPoint(x: 195, y: 150), duration: 0.25), .wait(2),
  ]

  @Test func aListBuildsOnlyTheRowsOnScreen() throws {
    for count in [5_000, 100_000] {
      let seen = Seen()
      let film = Film("list", size: CGSize(width: 390, height: 844), scale: 1, script: Self.flick) {
        List(0..<count, id: \.self) { Row(index: $0, seen: seen) }
      }
      _ = try film.image(at: 0)
      // 844 pt of 44-pt rows is 20 rows; with the half-screen margin and
      // the first pass's measuring, at most about 40.
      #expect(seen.built.count <= 45, "\(count) rows: built \(seen.built.count) at rest")
      #expect(seen.built.contains(0) && seen.built.contains(15))
      #expect(Set(seen.appeared) == seen.built)
      // The flick scrolls a few thousand points: the rows passed are
      // built, a few hundred, whatever the data's size.
      seen.built = []
      _ = try film.image(at: film.duration)
      #expect(seen.built.count < 400, "\(count) rows: built \(seen.built.count) while scrolling")
      #expect(!seen.built.contains(count - 1))
      // The rows scrolled past disappeared.
      #expect(seen.disappeared.contains(0))
    }
  }

  /// A `LazyVStack` flicked in a scroll view draws exactly what a `VStack`
  /// of the same rows draws, at every instant of the glide.
  @Test func aLazyStackScrollsExactlyAsAStack() throws {
    struct Rows: View {
      let lazy: Bool
      var body: some View { Column(lazy: lazy) { content } }
      var content: some View {
        ForEach(0..<400, id: \.self) { i in
          Text("Row \(i)").font(i % 3 == 0 ? .title : .body).frame(maxWidth: .infinity, minHeight: 30 + CGFloat(i % 4) * 7)
            .background(i % 2 == 0 ? Color.gray.opacity(0.2) : Color.clear)
        }
      }
    }
    func film(_ lazy: Bool) -> Film {
      Film("rows", size: CGSize(width: 300, height: 500), scale: 1, script: [
        .drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 50), duration: 0.2), .wait(1.5),
      ]) { Rows(lazy: lazy) }
    }
    let lazy = film(true), eager = film(false)
    for instant in [0, 0.1, 0.3, 0.6, 1.0, 1.7] {
      let a = try lazy.image(at: instant), b = try eager.image(at: instant)
      #expect(a == b, "the lazy stack differs at \(instant) s")
    }
  }

  /// A `LazyVGrid` of 30,000 cells builds the cells near the screen, and
  /// draws what a column of rows of the same cells draws, while flicked.
  @Test func aLazyGridBuildsItsCellsOnScreenAndLaysThemOutAsItsRows() throws {
    let seen = Seen()
    struct Cell: View {
      let index: Int
      let seen: Seen
      var body: some View {
        seen.built.insert(index)
        return Text("\(index)").frame(width: 100, height: 40 + CGFloat(index / 3 % 3) * 10).background(Color.blue.opacity(0.2))
      }
    }
    struct Cells: View {
      let lazy: Bool
      let seen: Seen
      let count: Int
      var body: some View {
        ScrollView {
          if lazy {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(100)), count: 3)) {
              ForEach(0..<count, id: \.self) { Cell(index: $0, seen: seen) }
            }
          } else {
            VStack(spacing: 8) {
              ForEach(0..<(count / 3), id: \.self) { line in
                HStack(spacing: 8) { ForEach(0..<3, id: \.self) { Cell(index: line * 3 + $0, seen: seen) } }
              }
            }.frame(maxWidth: .infinity)
          }
        }
      }
    }
    func film(_ lazy: Bool, count: Int) -> Film {
      Film("grid", size: CGSize(width: 340, height: 500), scale: 1, script: [
        .drag(from: CGPoint(x: 170, y: 450), to: CGPoint(x: 170, y: 50), duration: 0.2), .wait(1.5),
      ]) { Cells(lazy: lazy, seen: seen, count: count) }
    }
    let lazy = film(true, count: 300), eager = film(false, count: 300)
    for instant in [0, 0.1, 0.4, 1.0, 1.7] {
      let a = try lazy.image(at: instant), b = try eager.image(at: instant)
      #expect(a == b, "the lazy grid differs at \(instant) s")
    }
    seen.built = []
    _ = try film(true, count: 30_000).image(at: 1.7)
    #expect(seen.built.count < 600, "built \(seen.built.count) cells")
    #expect(!seen.built.contains(29_999))
  }

  /// Shelves: a vertical lazy stack of horizontal scroll views of lazy
  /// rows (a store's front page) builds the cells within half a screen
  /// of view both ways; a list whose scroll view is offered no height (a
  /// preview fitting its content) shows every row, exactly.
  @Test func nestedLazyStacksBuildWhatShowsBothWays() throws {
    let seen = Seen()
    struct Shelves: View {
      let seen: Seen
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 12) {
            ForEach(0..<1_000, id: \.self) { shelf in
              ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                  ForEach(0..<1_000, id: \.self) { item in
                    Color.blue.frame(width: 80, height: 60).onAppear { seen.built.insert(shelf * 1_000 + item) }
                  }
                }
              }
            }
          }
        }
      }
    }
    let film = Film("shelves", size: CGSize(width: 390, height: 844), scale: 1, script: [.wait(0.2)]) { Shelves(seen: seen) }
    _ = try film.image(at: 0.1)
    // 844 pt of 72-pt shelves: 12 in view, about 18 with the margin; 390
    // pt of 88-pt cells: 5 in view, about 7 with the margin.
    #expect(seen.built.count > 50 && seen.built.count < 400, "built \(seen.built.count) cells")
    #expect(seen.built.allSatisfy { $0 % 1_000 < 20 && $0 / 1_000 < 40 })

    // Rows of 20 to 38 pt, every one measured: as tall as they add up.
    func height(_ row: Int) -> CGFloat { 20 + CGFloat(row % 7) * 3 }
    let still = ImageRenderer(content: ScrollView {
      LazyVStack(spacing: 0) { ForEach(0..<200, id: \.self) { Text("\($0)").frame(height: height($0)) } }
    }.frame(width: 100))
    #expect(try still.render()?.height == Int((0..<200).map(height).reduce(0, +)))
  }

  /// Data replaced while the list is scrolled: the new rows are measured
  /// at once, and the list shows them where it is scrolled to (as tall as
  /// a stack of them: exactly what a `VStack` of the new rows shows).
  @Test func replacedDataIsMeasuredAtOnce() throws {
    struct Feed: View {
      let lazy: Bool
      @State private var base = 0
      var body: some View { Column(lazy: lazy) { rows }.onTapGesture { base = 1_000 } }
      var rows: some View {
        ForEach(base..<(base + 300), id: \.self) { i in
          Text("\(i)").frame(maxWidth: .infinity, minHeight: 30 + CGFloat(i % 7) * 4)
        }
      }
    }
    func film(_ lazy: Bool) -> Film {
      Film("replace", size: CGSize(width: 200, height: 400), scale: 1, script: [
        .drag(from: CGPoint(x: 100, y: 350), to: CGPoint(x: 100, y: 50), duration: 0.5), .wait(0.5),
        .tap(x: 100, y: 200), .wait(0.2),
      ]) { Feed(lazy: lazy) }
    }
    let lazy = film(true), eager = film(false)
    for instant in [0.9, 1.1] {
      #expect(try lazy.image(at: instant) == eager.image(at: instant), "at \(instant) s")
    }
  }

  /// Loading more when the last row appears (the usual pagination) runs
  /// only once the list is scrolled to its end.
  @Test func theLastRowAppearsWhenScrolledTo() throws {
    final class Pages: @unchecked Sendable { var loads = 0 }
    let pages = Pages()
    struct Feed: View {
      let pages: Pages
      @State private var items = Array(0..<60)
      var body: some View {
        List(items, id: \.self) { item in
          Text("Item \(item)").onAppear {
            if item == items.last {
              pages.loads += 1
              items += Array(items.count..<(items.count + 60))
            }
          }
        }
      }
    }
    let film = Film("feed", size: CGSize(width: 390, height: 844), scale: 1, script: [
      .wait(0.5), .drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 100), duration: 0.1), .wait(3),
    ]) { Feed(pages: pages) }
    _ = try film.image(at: 0.4)
    #expect(pages.loads == 0)
    _ = try film.image(at: film.duration)
    #expect(pages.loads >= 1)
  }

  /// What a `ForEach` is wrapped in reaches each row: a row background
  /// set on the `ForEach`, a custom view around it, sections made by a
  /// `ForEach`.
  @Test func modifiersAndSectionsAroundAForEachStillApply() throws {
    struct Numbers: View {
      var body: some View {
        ForEach(0..<300, id: \.self) { Text("\($0)") }.listRowBackground(Color.red)
      }
    }
    let rig = try Rig(width: 300, height: 400) { List { Numbers() } }
    let image = try rig.image(at: 0)
    // (SwiftUI's red is iOS's system red, 255, 59, 48.)
    #expect((0..<400).contains { y in image.rgb(150, y) == [255, 59, 48] }, "the rows' red background")
    let sectioned = try Rig(width: 300, height: 400) {
      List {
        ForEach(["A", "B"], id: \.self) { letter in
          Section(letter) { ForEach(0..<200, id: \.self) { Text("\(letter)\($0)") } }
        }
      }
    }
    let texts = try #require(sectioned.graph.placed).texts
    #expect(texts.contains("A"), "the first section's header")
    #expect(texts.contains("A0") && texts.filter { $0.hasPrefix("A") }.count < 30, "\(texts)")
  }
}

extension PlacedView {
  /// The strings of the texts placed in this subtree, in tree order.
  var texts: [String] {
    (node.role.text.map { [$0] } ?? []) + children.flatMap(\.texts)
  }
}
