@testable import Flipbook
import Foundation
import Testing
import UIKit

/// `App` and scenes, `.id`, the device's environment values,
/// `AsyncImage`, and iOS 13's `Alert` and `ActionSheet` values.
@Suite struct AppSurfaceTests {
  struct Greeting: View {
    var body: some View { Text("Hello") }
  }

  struct TwoWindows: App {
    var body: some Scene {
      WindowGroup { Greeting() }
      WindowGroup("Second") { Color.red }
    }
  }

  @Test func anAppsWindowGroupsGiveItsRootViews() throws {
    let roots = TwoWindows().body.windowRoots
    #expect(roots.count == 2)
    let renderer = ImageRenderer(content: roots[0])
    #expect(renderer.layoutDescription.contains("Greeting"))
  }

  @Observable final class Account { var name = "Ada" }

  struct AccountBadge: View {
    @Environment(Account.self) private var account
    var body: some View { Text(account.name) }
  }

  struct AccountApp: App {
    static let account = Account()
    var body: some Scene {
      WindowGroup { AccountBadge() }
        .environment(Self.account)
    }
  }

  /// iOS 17's `Scene.environment(_:)` puts an `@Observable` object where
  /// every window's `@Environment(Type.self)` finds it.
  @Test func aScenesObservableReachesItsWindowsViews() throws {
    AccountApp.account.name = "Grace"
    let root = try #require(AccountApp().body.windowRoots.first)
    let list = try RenderSession(film: Film("a", size: CGSize(width: 100, height: 30), scale: 1, fps: 10, script: []) { root })
    #expect(try list.displayList(at: 0).description.contains("Grace"))
  }

  final class Delegate: NSObject, UIApplicationDelegate {}

  /// An observable delegate, whose properties the adaptor's projection binds.
  final class ObservableDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launches = 0
  }

  struct ObservableDelegateApp: App {
    @UIApplicationDelegateAdaptor(ObservableDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { Greeting() } }
  }

  /// An entry point as apps write it: a delegate adaptor, and the scene
  /// modifiers that size, route and schedule windows (nothing a render
  /// shows) around ones that reach the views.
  struct EntryPointApp: App {
    @UIApplicationDelegateAdaptor(Delegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
      WindowGroup { Greeting() }
        .onChange(of: scenePhase) { old, new in }
        .defaultSize(width: 400, height: 300)
        .windowResizability(.contentSize)
        .backgroundTask(.appRefresh("refresh")) {}
        .handlesExternalEvents(matching: ["*"])
        .environment(\.font, .largeTitle)
    }
  }

  @Test func anEntryPointsSceneModifiersKeepItsWindow() throws {
    let roots = EntryPointApp().body.windowRoots
    #expect(roots.count == 1)
    let list = try RenderSession(film: Film("e", size: CGSize(width: 200, height: 60), scale: 1, fps: 10, script: []) { roots[0] })
      .displayList(at: 0).description
    #expect(list.contains("Hello"), "\(list)")
    // The environment modifier after the others still reaches the view:
    // a large title is taller than body text.
    // The adaptor's delegate is the app's, where it set one.
    let delegate = Delegate()
    UIApplication.shared.delegate = delegate
    #expect(EntryPointApp().appDelegate === delegate)
    let observable = ObservableDelegate()
    UIApplication.shared.delegate = observable
    let launches = ObservableDelegateApp().$appDelegate.launches
    launches.wrappedValue = 2
    #expect(observable.launches == 2)
    let titled = try #require(ImageRenderer(content: roots[0]).bitmap)
    let body = try #require(ImageRenderer(content: Greeting()).bitmap)
    #expect(titled.height > body.height, "\(titled.height) against \(body.height)")
  }

  struct DocumentWindows: App {
    var body: some Scene {
      WindowGroup(for: String.self) { $name in Text(name ?? "untitled") }
      WindowGroup(for: Int.self) { $count in Text("count \(count)") } defaultValue: { 7 }
    }
  }

  /// iOS 16's windows presenting a value: the launch window's binding
  /// holds nil, or the default value.
  @Test func windowsPresentingAValueStartWithNilOrTheDefault() throws {
    let roots = DocumentWindows().body.windowRoots
    #expect(roots.count == 2)
    for (root, text) in zip(roots, ["untitled", "count 7"]) {
      let list = try RenderSession(film: Film("w", size: CGSize(width: 200, height: 40), scale: 1, fps: 10, script: []) { root })
        .displayList(at: 0).description
      #expect(list.contains(text), "\(list)")
    }
  }

  /// The system's environment values an iPhone app reads, with an
  /// iPhone's defaults: one window, nothing focused, full luminance, a
  /// pixel the display scale's reciprocal.
  @Test func theSystemsEnvironmentHasAnIPhonesDefaults() {
    var values = EnvironmentValues()
    values.displayScale = 3
    #expect(values.pixelLength == 1.0 / 3)
    #expect(!values.supportsMultipleWindows && !values.isFocused && !values.isLuminanceReduced)
    #expect(values.undoManager == nil && values.keyboardShortcut == nil && values.defaultMinListHeaderHeight == nil)
    #expect(values.menuIndicatorVisibility == .automatic)
    let manager = UndoManager()
    values.undoManager = manager
    #expect(values.undoManager === manager)
    values.openWindow(id: "detail")
    values.dismissWindow()
  }

  /// A counter whose state lives under an explicit identity.
  final class Key {
    var value = 0
  }

  struct Counter: View {
    @State private var taps = 0
    var body: some View {
      Color.red.frame(width: CGFloat(10 + 10 * taps), height: 10).onTapGesture { taps += 1 }
    }
  }

  struct Bar: View {
    let width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 10) }
  }

  @Test func changingAnIDStartsTheViewsStateAgain() throws {
    let key = Key()
    let rig = try Rig(width: 100, height: 100) { Counter().id(key.value) }
    func width(_ time: Double) throws -> CGFloat {
      try rig.graph.update(at: time)
      let placed = try #require(rig.graph.placed)
      return try #require(placed.descendantsAndSelf.first { $0.node.viewTypes.contains { $0 == Counter.self } }).frame.width
    }
    #expect(try width(0) == 10)
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
    #expect(try width(0.2) == 20)
    // Same ID: the state stays.
    try rig.change(at: 0.3, animation: nil) {}
    #expect(try width(0.3) == 20)
    // A new ID: a new view, its state from the start.
    try rig.change(at: 0.4, animation: nil) { key.value = 1 }
    #expect(try width(0.4) == 10)
  }

  final class PublishedKey: ObservableObject {
    @Published var value = 0
  }

  /// Under an animated change of ID, the old view leaves with its
  /// transition (the default fade) while the new one arrives: both show
  /// halfway through, one when it is over.
  @Test func anAnimatedChangeOfIDTransitions() throws {
    let key = PublishedKey()
    let rig = try Rig(width: 100, height: 100) { Counter().id(key.value) }
    func counters(_ time: Double) throws -> Int {
      try rig.graph.update(at: time)
      return try #require(rig.graph.placed).descendantsAndSelf.filter { $0.node.viewTypes.contains { $0 == Counter.self } }
        .count
    }
    try rig.change(at: 1, animation: .linear(duration: 1)) { key.value = 1 }
    #expect(try counters(1.5) == 2)
    #expect(try counters(2.5) == 1)
  }

  @Test func theEnvironmentDescribesAnIPhoneInPortraitInFront() {
    let environment = EnvironmentValues()
    #expect(environment.horizontalSizeClass == .compact)
    #expect(environment.verticalSizeClass == .regular)
    #expect(environment.scenePhase == .active)
    #expect(!environment.accessibilityReduceMotion)
    #expect(environment.colorSchemeContrast == .standard)
  }

  @Test func openURLRunsTheHandlerSet() {
    var environment = EnvironmentValues()
    nonisolated(unsafe) var opened: [URL] = []
    environment.openURL = OpenURLAction { url in
      opened.append(url)
      return .handled
    }
    let url = URL(string: "https://example.com")!
    var accepted: Bool?
    environment.openURL(url) { accepted = $0 }
    #expect(opened == [url] && accepted == true)
    // The default discards.
    EnvironmentValues().openURL(url) { accepted = $0 }
    #expect(accepted == false)
  }

  @Test func anAsyncImageLoadsFilesAndLeavesTheNetworkAlone() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("dot.png")
    let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 3))
    try renderer.write(to: file)

    if case .success = AsyncImage<EmptyView>.load(file, scale: 1) {} else { Issue.record("a file should load") }
    if case .empty = AsyncImage<EmptyView>.load(URL(string: "https://example.com/a.png"), scale: 1) {} else {
      Issue.record("the network is not fetched")
    }
    let broken = directory.appendingPathComponent("broken.png")
    try Data("not a png".utf8).write(to: broken)
    #expect(AsyncImage<EmptyView>.load(broken, scale: 1).error != nil)
    #expect(AsyncImage<EmptyView>.load(nil, scale: 1).image == nil)

    // Loaded at its size (4 × 3 pt at scale 1); 2 × 1.5 pt at scale 2.
    let loaded = ImageRenderer(content: AsyncImage(url: file))
    #expect(loaded.layoutDescription.contains("4×3"))
    let placeholder = ImageRenderer(content: AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 20, height: 20))
    let bitmap = try #require(try placeholder.render())
    #expect(bitmap.rgb(10, 10) != [255, 255, 255] || bitmap.pixels[3] > 0)
    // The default placeholder as iOS 18.1 draws it (Foodybite's review
    // cells): 214 on white and 41 on black, neutral in both appearances.
    for (scheme, background, expected) in [(ColorScheme.light, Color.white, 214), (.dark, .black, 41)] {
      let cell = ImageRenderer(
        content: ZStack { background; AsyncImage(url: nil).frame(width: 20, height: 20) }.frame(width: 30, height: 30)
          .environment(\.colorScheme, scheme))
      let pixel = try #require(try cell.render()).rgb(15, 15)
      #expect(pixel.allSatisfy { abs(Int($0) - expected) <= 1 }, "\(scheme): \(pixel)")
    }
  }

  final class Model {
    var presented = true
    var deleted = false
    var binding: Binding<Bool> { Binding(get: { self.presented }, set: { self.presented = $0 }) }
  }

  @Test func anIOS13AlertShowsItsButtonsAndATapRunsOne() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 400) {
      Color.white.alert(isPresented: model.binding) {
        Alert(
          title: Text("Delete?"), message: Text("Gone for good."),
          primaryButton: .destructive(Text("Delete")) { model.deleted = true }, secondaryButton: .cancel())
      }
    }
    let box = try #require(rig.frames(of: _AlertBox<Text>.self, at: 0).first)
    // Two buttons side by side, the cancel button first as iOS places it:
    // "Delete", written first, is the right half.
    try rig.graph.tap(at: CGPoint(x: box.midX + 67, y: box.maxY - 22), time: 0.1)
    #expect(model.deleted && !model.presented)
  }

  @Test func anIOS13ActionSheetPutsCancelApart() throws {
    let rig = try Rig(width: 390, height: 600) {
      Color.white.actionSheet(isPresented: .constant(true)) {
        ActionSheet(title: Text("Pick"), buttons: [.default(Text("A")), .destructive(Text("B")), .cancel()])
      }
    }
    try rig.graph.update(at: 0)
    let rows = try #require(rig.graph.placed).descendantsAndSelf.filter { $0.node is ContainerValueNode<DialogRoleValue> }
    #expect(rows.count == 3)
    #expect(rows.last?.frame.maxY == 592)
  }
}

/// `@SceneStorage`: starts at its default, shared by the views of the
/// scene that use its key, and a write updates them.
@Suite struct SceneStorageTests {
  struct Tab: View {
    @SceneStorage("tab") private var tab = 1
    var body: some View {
      Color.red.frame(width: CGFloat(10 * tab), height: 10).onTapGesture { tab += 1 }
    }
  }

  struct Bar: View {
    @SceneStorage("tab") private var tab = 1
    var body: some View { Color.blue.frame(width: CGFloat(10 * tab), height: 10) }
  }

  @Test func viewsOfASceneShareAKey() throws {
    let rig = try Rig(width: 200, height: 100) {
      VStack(spacing: 0) {
        Tab()
        Bar()
      }
    }
    func widths(_ time: Double) throws -> [CGFloat] {
      try rig.graph.update(at: time)
      let placed = try #require(rig.graph.placed).descendantsAndSelf
      return [Tab.self, Bar.self].compactMap { type in
        placed.first { $0.node.viewTypes.contains { $0 == type } }?.frame.width
      }
    }
    #expect(try widths(0) == [10, 10])
    try rig.graph.tap(at: CGPoint(x: 100, y: 45), time: 0.1)
    #expect(try widths(0.2) == [20, 20])
  }

  /// Outside a render, the default preview device's screen (iPhone 16 Pro).
  @Test func theScreenIsAnIPhones() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 402, height: 874))
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
  }
}
