@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Navigation bars as iOS 17 lays them out under a device's safe area:
/// 44 points, plus 52 for a large title.
@Suite struct NavigationTests {
  struct Body: View {
    var body: some View { Color.blue }
  }

  let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  func bodyFrame<V: View>(@ViewBuilder _ content: @escaping () -> V) throws -> CGRect {
    try #require(try Rig(width: 393, height: 852, safeAreaInsets: insets, content).frames(of: Body.self, at: 0).first)
  }

  @Test func theRootSitsUnderTheBar() throws {
    // Large title: 59 + 44 + 52 = 155.
    #expect(try bodyFrame { NavigationStack { Body().navigationTitle("Inbox") } } == CGRect(x: 0, y: 155, width: 393, height: 852 - 155 - 34))
    // Inline: 59 + 44.
    let inline = try bodyFrame { NavigationStack { Body().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) } }
    #expect(inline.minY == 103)
    // iOS 17's toolbarTitleDisplayMode says the same.
    #expect(try bodyFrame { NavigationStack { Body().navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) } }.minY == 103)
    #expect(try bodyFrame { NavigationStack { Body().navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge) } }.minY == 103)
    #expect(try bodyFrame { NavigationStack { Body().navigationTitle("Inbox").toolbarTitleDisplayMode(.large) } }.minY == 155)
    // No title: the 44-point bar alone; NavigationView is the same.
    #expect(try bodyFrame { NavigationView { Body() } }.minY == 103)
    // Hidden: the content starts at the safe area.
    #expect(try bodyFrame { NavigationStack { Body().navigationBarHidden(true) } }.minY == 59)
    #expect(try bodyFrame { NavigationStack { Body().toolbar(.hidden, for: .navigationBar) } }.minY == 59)
    // A bottom bar takes 49 points above the bottom inset.
    let bottom = try bodyFrame {
      NavigationStack { Body().toolbar { ToolbarItem(placement: .bottomBar) { Text("Edit") } } }
    }
    #expect(abs(bottom.maxY - (852 - 34 - 49)) < 0.001)
    // A background ignoring the safe area runs under the bar, to the top.
    #expect(try bodyFrame { NavigationStack { Body().ignoresSafeArea().navigationTitle("Inbox") } }.minY == 0)
  }

  @Test func navigationGolden() {
    let view = NavigationStack {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(["Groceries", "Errands", "Books"], id: \.self) { name in
          HStack {
            Image(systemName: "circle")
            Text(name)
            Spacer()
          }
        }
        NavigationLink("Archive") { Text("Archive") }
        Spacer()
      }
      .padding(.horizontal, 16)
      .navigationTitle("Lists")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        ToolbarItem(placement: .topBarLeading) { Image(systemName: "gear") }
      }
    }
    let graph = ViewGraph(
      canvasFitsContent: false, environment: EnvironmentValues(), proposal: ProposedViewSize(width: 393, height: 360),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 0, trailing: 0), scale: 2) { view }
    #expect(throws: Never.self) {
      try graph.update(at: 0)
      let image = try #require(graph.snapshot).render(scale: 2, environment: EnvironmentValues(), background: .white)
      expectGolden(image, named: "navigation-large-title", tolerance: .antialiasing)
    }
  }

  /// A label in a bar's items shows its icon alone (iOS's default label
  /// style there), in the navigation bar and in a bottom bar, for
  /// `Label` and `Button(_:systemImage:)`; an explicit style still applies,
  /// and the same label in the content keeps its title.
  @Test func aLabelInABarShowsItsIconAlone() throws {
    let rig = try Rig(width: 393, height: 400) {
      NavigationStack {
        Label("Content", systemImage: "tray")
          .navigationTitle("Inbox")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            ToolbarItem(placement: .topBarLeading) { Label("Refresh", systemImage: "arrow.clockwise") }
            ToolbarItem(placement: .bottomBar) { Label("Compose", systemImage: "square.and.pencil") }
            ToolbarItem(placement: .bottomBar) {
              Label("Archive", systemImage: "archivebox").labelStyle(.titleAndIcon)
            }
          }
      }
    }
    let texts = try #require(rig.graph.placed).texts
    #expect(texts.contains("Content"), "\(texts)")
    #expect(texts.contains("Inbox"), "\(texts)")
    #expect(texts.contains("Archive"), "an explicit style: \(texts)")
    for hidden in ["Add", "Refresh", "Compose"] { #expect(!texts.contains(hidden), "\(hidden): \(texts)") }
  }

  /// A confirmation action is UIKit's done-style bar item, semibold; the
  /// same button as a primary action is regular, and narrower for it.
  @Test func aConfirmationActionIsSemibold() throws {
    func width(_ placement: ToolbarItemPlacement) throws -> CGFloat {
      let rig = try Rig(width: 393, height: 200) {
        NavigationStack {
          Text("Body").toolbar { ToolbarItem(placement: placement) { Button("Salvar") {} } }
        }
      }
      let placed = try #require(rig.graph.placed)
      return try #require(placed.descendantsAndSelf.first { $0.node.role.text == "Salvar" }?.frame.width)
    }
    let done = try width(.confirmationAction)
    let primary = try width(.primaryAction)
    #expect(done > primary + 1, "\(done) against \(primary)")
  }
}

extension NavigationTests {
  /// `.toolbarBackground(.visible)` draws the bar's background at rest, up
  /// under the status bar, in the style given (else the bar material),
  /// with a hairline under it; a style alone, or `.automatic`, draws none
  /// at rest, as iOS's scroll-edge appearance.
  @Test func aVisibleToolbarBackgroundIsDrawnAtRest() throws {
    func image<V: View>(@ViewBuilder _ content: @escaping () -> V) throws -> Bitmap {
      try Rig(width: 200, height: 300, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), content).image(at: 0)
    }
    func list() -> some View { Color.white.navigationTitle("Chats").navigationBarTitleDisplayMode(.inline) }
    let visible = try image {
      NavigationStack {
        list().toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
      }
    }
    // Under the status bar and beside the title: red (system red, 255 59 48).
    #expect(visible.rgb(5, 5) == [255, 59, 48] && visible.rgb(5, 40) == [255, 59, 48])
    // The content below the bar (20 + 44) stays white.
    #expect(visible.rgb(5, 80) == [255, 255, 255])
    let styleOnly = try image { NavigationStack { list().toolbarBackground(Color.red, for: .navigationBar) } }
    #expect(styleOnly.rgb(5, 40) == [255, 255, 255])
    // Visible without a style: the bar material, with UIKit's hairline (30 %
    // black) as the bar's last row (20 + 44 points at 1×), none without.
    let material = try image { NavigationStack { list().toolbarBackground(.visible, for: .navigationBar) } }
    #expect(material.rgb(5, 63) == [179, 179, 179])
    #expect(styleOnly.rgb(5, 63) == [255, 255, 255])
  }
}

extension NavigationTests {
  /// `toolbarColorScheme(.dark, for: .navigationBar)` draws the bar's title
  /// in the dark scheme (white) where the bar shows its background; without
  /// `.toolbarBackground(.visible)` the title keeps the screen's scheme,
  /// as on iOS 16–18.
  @Test func aToolbarColorSchemeDrawsTheBarInIt() throws {
    func titleInk(visible: Bool, scheme: ColorScheme?) throws -> [Int] {
      let bitmap = try Rig(width: 200, height: 120, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)) {
        NavigationStack {
          Color.white.navigationTitle("MMMM").navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
            .toolbarColorScheme(scheme, for: .navigationBar)
        }
      }.image(at: 0)
      // The title's row (20 + 22 points down): its lightest and darkest red.
      let reds = (60...140).map { bitmap.rgb($0, 42)[0] }
      return [reds.min() ?? 0, reds.max() ?? 0]
    }
    // Dark: white strokes over the dark scheme's blue (red 10).
    let dark = try titleInk(visible: true, scheme: .dark)
    #expect(dark[0] <= 12 && dark[1] >= 230, "\(dark)")
    // Light: black strokes over light blue (red 0), nothing brighter than it.
    #expect(try titleInk(visible: true, scheme: nil)[1] < 30)
    #expect(try titleInk(visible: false, scheme: .dark)[0] < 30)
  }
}
