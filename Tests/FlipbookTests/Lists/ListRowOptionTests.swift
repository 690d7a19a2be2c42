@testable import Flipbook
import Foundation
import Testing

/// A list row's own options (`listRowBackground`, `listRowInsets`,
/// `listRowSeparator`), `scrollContentBackground`, and a `NavigationLink`
/// drawn as iOS draws a list row: label in the primary colour, a chevron.
@Suite struct ListRowOptionTests {
  struct Row: View {
    let title: String
    var body: some View { Text(title) }
  }

  /// The grouped background (F2F2F7) and the cell (white), light mode.
  let grouped = [242, 242, 247]
  let cell = [255, 255, 255]

  @Test func aRowBackgroundReplacesTheCellAndClearShowsTheList() throws {
    let rig = try Rig(width: 390, height: 200) {
      List {
        Row(title: "Red").listRowBackground(Color.red)
        Row(title: "Clear").listRowBackground(Color.clear)
        Row(title: "Plain")
      }
    }
    let image = try rig.image(at: 0)
    // Rows are 44 pt from y = 35, the card 20 pt in; sample near the
    // trailing end, away from the text.
    #expect(image.rgb(360, 35 + 22) == [255, 59, 48])
    #expect(image.rgb(360, 35 + 44 + 22) == grouped)
    #expect(image.rgb(360, 35 + 88 + 22) == cell)
    // The first cell keeps the card's rounded top corner: its corner pixel
    // is the list's background, not red.
    #expect(image.rgb(16, 35) == grouped)
  }

  @Test func insetsReplaceTheStylesAndSeparatorsCanHide() throws {
    let rig = try Rig(width: 390, height: 300) {
      List {
        Row(title: "A")
        Row(title: "B").listRowSeparator(.hidden)
        Row(title: "C").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
        Row(title: "D")
      }
    }
    let rows = try rig.frames(of: Row.self, at: 0)
    #expect(rows.map(\.minX) == [40, 40, 20 + 60, 40])
    let image = try rig.image(at: 0)
    // The separator is drawn in the row's last pixel line, 20 pt in.
    func hasLine(below row: Int) -> Bool { image.rgb(200, 35 + 44 * (row + 1) - 1) != cell }
    // B hides both its lines: the one below A and its own; C's shows.
    #expect(!hasLine(below: 0))
    #expect(!hasLine(below: 1))
    #expect(hasLine(below: 2))
  }

  @Test func scrollContentBackgroundHiddenLeavesTheListClear() throws {
    let rig = try Rig(width: 390, height: 200) {
      List { Row(title: "Row") }.scrollContentBackground(.hidden).background(Color.yellow)
    }
    let image = try rig.image(at: 0)
    #expect(image.rgb(4, 4) == [255, 204, 0])
    #expect(image.rgb(360, 35 + 22) == cell)
  }

  @Test func aNavigationLinkInAListIsARowWithAChevron() throws {
    let rig = try Rig(width: 390, height: 240) {
      NavigationStack { List { NavigationLink("Settings", value: 1) } }
    }
    let image = try rig.image(at: 0)
    // No tint in the row: the label is primary (black) text.
    var blue = 0, chevron = 0, black = 0
    for y in 0..<240 {
      for x in 16..<374 {
        let p = image.rgb(x, y)
        if p[2] > p[0] + 60 { blue += 1 }
        if p[0] < 40, p[1] < 40, p[2] < 40 { black += 1 }
        // The chevron: tertiary label grey (60, 60, 67 at 30 %) at the end.
        if x > 330, p[0] < 235, abs(p[0] - p[1]) < 8 { chevron += 1 }
      }
    }
    #expect(blue == 0)
    #expect(black > 20)
    #expect(chevron > 5)
    // Outside a list it is a borderless button: its label in the tint.
    let button = try Rig(width: 200, height: 160) { NavigationStack { NavigationLink("Settings", value: 1) } }.image(at: 0)
    var tinted = 0
    for y in 0..<160 { for x in 0..<200 where button.rgb(x, y)[2] > button.rgb(x, y)[0] + 60 { tinted += 1 } }
    #expect(tinted > 20)
  }

  /// Outside a navigation stack a link is disabled and drawn so: in a list
  /// its row at half opacity (vault-ios, iOS 26.5: black text drawn 127,
  /// the blue icon (0, 136, 255) drawn (127, 195, 255)); a tap does nothing.
  @Test func aNavigationLinkOutsideAStackIsDisabled() throws {
    let rig = try Rig(width: 390, height: 120) { List { NavigationLink("Settings", value: 1) } }
    let image = try rig.image(at: 0)
    var darkest = 255
    for y in 35..<(35 + 44) { for x in 16..<300 { darkest = min(darkest, image.rgb(x, y)[0]) } }
    #expect((120...135).contains(darkest), "\(darkest)")
    let button = try Rig(width: 200, height: 60) { NavigationLink("Settings", value: 1) }.image(at: 0)
    var tinted = 0
    for y in 0..<60 { for x in 0..<200 where button.rgb(x, y)[2] > button.rgb(x, y)[0] + 60 { tinted += 1 } }
    #expect(tinted == 0)
  }

  /// A text offered its own ideal width, or up to a pixel less (a frame
  /// rounded to pixels), keeps its line: a custom layout that places a
  /// padded chip at its `sizeThatFits(.unspecified)` must not truncate it.
  @Test func textOfferedItsIdealWidthLessAPixelKeepsItsLine() throws {
    struct Measure: View {
      var body: some View { Text("breakfast").font(.caption2.weight(.semibold)) }
    }
    let graph = ViewGraph(
      environment: EnvironmentValues(), proposal: ProposedViewSize(width: 300, height: 100), safeAreaInsets: EdgeInsets(),
      scale: 2, content: { Measure() })
    try graph.update(at: 0)
    let node = try #require(graph.placed?.descendantsAndSelf.first { $0.node is TextNode }?.node as? TextNode)
    let ideal = node.layout(ProposedViewSize(width: nil, height: nil))
    for shortfall in [0, 0.25, 0.5] {
      let layout = node.layout(ProposedViewSize(width: ideal.size.width - shortfall, height: nil))
      #expect(layout.lines.count == 1 && !layout.isTruncated, "\(shortfall)")
    }
    // Two pixels short is a narrower offer: it wraps or truncates.
    let narrower = node.layout(ProposedViewSize(width: ideal.size.width - 1, height: nil))
    #expect(narrower.lines.count > 1 || narrower.isTruncated)
  }

  /// Wrapped text in a row keeps every line it measured itself with: the
  /// row offers it its pixel-rounded height, up to a pixel less than the
  /// lines', which must not cut the last one (a footnote in a `Form`
  /// section, found on a real settings screen, lost its second line at 2×;
  /// body text its third at 1×).
  @Test(arguments: [(Font.footnote, CGFloat(2)), (.body, 1), (.callout, 1), (.footnote, 3)])
  func wrappedTextInARowKeepsEveryLine(font: Font, scale: CGFloat) throws {
    let long = "Auto-start is recommended for VoiceOver users so they don’t need to find the Start button."
    let graph = ViewGraph(
      environment: EnvironmentValues(), proposal: ProposedViewSize(width: 393, height: 400), safeAreaInsets: EdgeInsets(),
      scale: scale, content: { Form { Section("Notes") { Text(long).font(font) } } })
    try graph.update(at: 0)
    let placed = try #require(graph.placed?.descendantsAndSelf.first { ($0.node as? TextNode)?.string == long })
    let node = try #require(placed.node as? TextNode)
    let drawn = node.layout(try #require(node.placedProposal))
    let unlimited = node.layout(ProposedViewSize(width: placed.frame.width + 0.01, height: nil))
    #expect(unlimited.lines.count > 1)
    #expect(drawn.lines.count == unlimited.lines.count && !drawn.isTruncated)
  }
}

extension ListRowOptionTests {
  /// `listRowSeparatorTint` colours the row's own line (bottom) and the
  /// one above it (top); other lines keep the style's grey.
  @Test func aSeparatorTintColoursTheRowsLines() throws {
    let rig = try Rig(width: 390, height: 300) {
      List {
        Row(title: "A")
        Row(title: "B").listRowSeparatorTint(.red)
        Row(title: "C").listRowSeparatorTint(.blue, edges: .bottom)
        Row(title: "D")
        Row(title: "E")
      }
    }
    let image = try rig.image(at: 0)
    func line(below row: Int) -> [Int] { image.rgb(200, 35 + 44 * (row + 1) - 1) }
    #expect(line(below: 0) == [255, 59, 48])  // B's top edge
    #expect(line(below: 1) == [255, 59, 48])  // B's bottom edge
    #expect(line(below: 2) == [0, 122, 255])  // C's bottom edge
    let plain = line(below: 3)  // between D and E: the style's grey
    #expect(plain != [255, 255, 255] && plain[0] == plain[1])
  }
}
