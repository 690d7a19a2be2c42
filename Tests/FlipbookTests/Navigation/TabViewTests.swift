@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `TabView`: the selected tab over a bar of tab items; a tap on an item
/// selects its tab, through a binding or the view's own state.
@Suite struct TabViewTests {
  struct Page: View {
    let title: String
    var body: some View { Text(title) }
  }

  private func tabs() -> some View {
    Group {
      Page(title: "Home").tabItem { Label("Home", systemImage: "house") }.tag("home")
      Page(title: "Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
      Page(title: "Profile").tabItem { Label("Profile", systemImage: "person") }.tag("profile")
    }
  }

  @Test func aTapOnAnItemSelectsItsTabThroughTheBinding() throws {
    final class Box { var value = "search" }
    let box = Box()
    let rig = try Rig(width: 300, height: 400) {
      TabView(selection: Binding(get: { box.value }, set: { box.value = $0 })) { tabs() }
    }
    let shown = try rig.frames(of: Page.self, at: 0)
    #expect(shown.count == 1)
    // Three items share the 300 pt bar, 49 pt tall at the bottom.
    try rig.graph.tap(at: CGPoint(x: 250, y: 400 - 24), time: 0)
    #expect(box.value == "profile")
  }

  @Test func withoutABindingTheTabViewKeepsItsSelection() throws {
    let rig = try Rig(width: 300, height: 400) { TabView { tabs() } }
    let before = try #require(rig.frames(of: Page.self, at: 0).first)
    try rig.graph.tap(at: CGPoint(x: 150, y: 400 - 24), time: 0)
    let after = try #require(rig.frames(of: Page.self, at: 0.1).first)
    // "Home" then "Search": different widths, same centre.
    #expect(before.width != after.width && abs(before.midX - after.midX) < 0.5)
  }

  /// A film's tap on "Profile" switches the tab: the page and the tinted
  /// item change at once, as iOS switches tabs without animation.
  @Test func aTabSwitchFilm() throws {
    let film = Film("tabs", size: CGSize(width: 390, height: 300), scale: 2, script: [.wait(0.1), .tap(x: 325, y: 276), .wait(0.1)]) {
      TabView { tabs() }
    }
    let before = try film.image(at: 0)
    let after = try film.image(at: 0.2)
    #expect(before != after)
    expectGolden(after, named: "tab-switched", tolerance: .antialiasing)
  }

  @Test func theLook() {
    let view = TabView(selection: .constant("search")) { tabs() }
    expectGolden(of: view, named: "tab-view", layout: .fixed(width: 390, height: 300), scale: 2)
  }

  /// A tab's `.badge` is drawn on its button: red, over the icon's
  /// top-trailing corner, in the middle tab's third of the bar only.
  @Test func aBadgeShowsOnItsTabButton() throws {
    let rig = try Rig(width: 300, height: 400) {
      TabView {
        Page(title: "Home").tabItem { Label("Home", systemImage: "house") }
        Page(title: "Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
        Page(title: "Profile").tabItem { Label("Profile", systemImage: "person") }.badge(0)
      }
    }
    let image = try rig.image(at: 0)
    var reds: [Int] = []
    for y in 351..<400 {
      for x in 0..<300 where image.rgb(x, y) == [255, 59, 48] { reds.append(x) }
    }
    #expect(!reds.isEmpty)
    // All in the middle button (100…200), right of its centre.
    #expect(reds.allSatisfy { $0 > 150 && $0 < 200 }, "\(Set(reds).sorted())")
  }

  /// The older `tabItem { Image(systemName:); Text(_:) }` form draws the
  /// same bar as `tabItem { Label(_:systemImage:) }` (iOS builds the bar
  /// item from the image and text alike): icon over a 10-pt title, not a
  /// body-size title under a small icon.
  @Test func anImageAndTextTabItemIsALabel() throws {
    func bar<V: View>(_ view: V) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 300, height: 160).background(Color.white))
      renderer.scale = 1
      return try #require(renderer.bitmap)
    }
    let labels = try bar(TabView {
      Color.clear.tabItem { Label("Home", systemImage: "house") }
      Color.clear.tabItem { Label("Inbox", systemImage: "tray") }
    })
    let pairs = try bar(TabView {
      Color.clear.tabItem { Image(systemName: "house"); Text("Home") }
      Color.clear.tabItem { Image(systemName: "tray"); Text("Inbox") }
    })
    #expect(labels == pairs)
    // A title alone sits where a title goes, under the icon's room.
    let titleOnly = try bar(TabView { Color.clear.tabItem { Text("Home") } })
    let ink = (0..<titleOnly.height).filter { y in
      (0..<titleOnly.width).contains { titleOnly.pixel(x: $0, y: y).red < 200 }
    }
    #expect((ink.min() ?? 0) > 160 - 49 + 28, "title rows \(ink)")
    // Through modifiers and conditionals too: the image and the text the
    // `if` chose (a fresh public app's tab item, `image.fontWeight(.black)`
    // then `if badge { Text("●") } else if labels { Text(…) }`).
    let showLabels = true
    let conditional = try bar(TabView {
      Color.clear.tabItem {
        Image(systemName: "house").fontWeight(.black)
        if !showLabels { Text("●") } else { Text("Home") }
      }
      Color.clear.tabItem {
        Image(systemName: "tray")
        if showLabels { Text("Inbox") }
      }
    })
    #expect(conditional == labels)
  }

  /// A badge is as wide as its text ("NEW" is wider than the icon it
  /// overlays), its leading edge 5 pt right of the icon's middle.
  @Test func aWideBadgeGrowsRightward() throws {
    let image = try Rig(width: 100, height: 200) {
      TabView { Color.clear.tabItem { Label("Home", systemImage: "house") }.badge("NEW") }
    }.image(at: 0)
    let reds = (151..<200).flatMap { y in (0..<100).filter { image.rgb($0, y) == [255, 59, 48] } }
    // The item's middle is x = 50: red from 55 (the capsule's round end
    // leaves that column part-covered) to past 82 ("NEW" at 13 pt
    // is some 30 pt wide, plus 5 pt each side).
    #expect((55...56).contains(reds.min() ?? 0), "\(reds.min() ?? -1)…\(reds.max() ?? -1)")
    #expect((reds.max() ?? 0) > 82, "\(reds.min() ?? -1)…\(reds.max() ?? -1)")
  }

  /// iOS 18's `Tab` draws the bar the older `tabItem`/`tag` form draws, and
  /// its value is the selection it stands for.
  @Test func iOS18TabsDrawTheOlderFormsBar() throws {
    func bar<V: View>(_ view: V) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 300, height: 160).background(Color.white))
      renderer.scale = 1
      return try #require(renderer.bitmap)
    }
    let older = try bar(TabView(selection: .constant("inbox")) {
      Page(title: "Home").tabItem { Label("Home", systemImage: "house") }.tag("home")
      Page(title: "Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag("inbox").badge(2)
    })
    let tabs = try bar(TabView(selection: .constant("inbox")) {
      Tab("Home", systemImage: "house", value: "home") { Page(title: "Home") }
      Tab("Inbox", systemImage: "tray", value: "inbox") { Page(title: "Inbox") }.badge(2)
    })
    #expect(older == tabs)
    let home = try bar(TabView(selection: .constant("home")) {
      Tab("Home", systemImage: "house", value: "home") { Page(title: "Home") }
      Tab("Inbox", systemImage: "tray", value: "inbox") { Page(title: "Inbox") }.badge(2)
    })
    #expect(home != tabs)
  }

  /// A tap on a `Tab`'s button writes its value; a hidden tab and one
  /// hidden by default from the bar are left out; a section's tabs sit in
  /// the bar in order; a search tab without a label is "Search".
  @Test func iOS18TabsSelectHideAndGroup() throws {
    final class Box { var value = 0 }
    let box = Box()
    let rig = try Rig(width: 300, height: 400) {
      TabView(selection: Binding(get: { box.value }, set: { box.value = $0 })) {
        Tab("Home", systemImage: "house", value: 0) { Page(title: "Home") }
        Tab("Gone", systemImage: "xmark", value: 9) { Page(title: "Gone") }.hidden()
        TabSection("Library") {
          Tab("Books", systemImage: "book", value: 1) { Page(title: "Books") }
          Tab("Music", systemImage: "music.note", value: 2) { Page(title: "Music") }.defaultVisibility(.hidden, for: .tabBar)
        }
        Tab(value: 3, role: .search) { Page(title: "Find") }
      }
    }
    // Three buttons share the bar: Home, Books, Search.
    try rig.graph.tap(at: CGPoint(x: 150, y: 400 - 24), time: 0)
    #expect(box.value == 1)
    try rig.graph.tap(at: CGPoint(x: 250, y: 400 - 24), time: 0.1)
    #expect(box.value == 3)
    try rig.graph.update(at: 0.2)
    let labels = (rig.graph.placed?.descendantsAndSelf ?? []).compactMap { ($0.node as? TextNode)?.string }
    #expect(labels.contains("Search") && !labels.contains("Gone") && !labels.contains("Music"), "\(labels)")
  }
}
