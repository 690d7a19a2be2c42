@testable import Flipbook
import Foundation
import Testing

/// `@AppStorage` reads and writes `UserDefaults` as SwiftUI's does, and
/// `@FocusState` keeps the value code sets.
@Suite struct AppStorageTests {
  enum Theme: String { case light, dark }

  /// A store of its own, emptied, for each test.
  private func freshStore(_ name: String = #function) -> UserDefaults {
    let suite = "Flipbook.AppStorageTests.\(name.filter(\.isLetter))"
    let store = UserDefaults(suiteName: suite)!
    store.removePersistentDomain(forName: suite)
    return store
  }

  struct Bar: View {
    var width: CGFloat
    var body: some View { Color(red: 1, green: 0, blue: 0).frame(width: width, height: 20) }
  }

  struct Square: View {
    @AppStorage("wide") var wide = false
    var body: some View {
      Bar(width: wide ? 60 : 20)
        .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
  }

  /// iOS 18's stored tab customization: declared without a default, read
  /// as a fresh one, written back as data, and a fresh one again when what
  /// is stored does not decode.
  @Test func aTabViewCustomizationIsStored() {
    let store = freshStore()
    let customization = AppStorage<TabViewCustomization>("tabs", store: store)
    #expect(customization.wrappedValue == TabViewCustomization())
    customization.wrappedValue = TabViewCustomization()
    #expect(store.data(forKey: "tabs") != nil)
    store.set(Data("not json".utf8), forKey: "tabs")
    #expect(customization.wrappedValue == TabViewCustomization())
  }

  @Test func aValueReadsTheDefaultUntilWrittenThenTheStore() {
    let store = freshStore()
    let count = AppStorage(wrappedValue: 3, "count", store: store)
    #expect(count.wrappedValue == 3 && store.object(forKey: "count") == nil)
    count.wrappedValue = 8
    #expect(count.wrappedValue == 8 && store.integer(forKey: "count") == 8)
    // A key holding another type reads as the default.
    store.set("eight", forKey: "count")
    #expect(count.wrappedValue == 3)
    let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
    theme.projectedValue.wrappedValue = .dark
    #expect(store.string(forKey: "theme") == "dark" && theme.wrappedValue == .dark)
    let name = AppStorage<String?>("name", store: store)
    #expect(name.wrappedValue == nil)
    name.wrappedValue = "Ada"
    #expect(store.string(forKey: "name") == "Ada")
    name.wrappedValue = nil
    #expect(store.object(forKey: "name") == nil)
  }

  /// A write from a view's action updates the view, animated by its
  /// transaction; the view finds its store in `.defaultAppStorage`.
  @Test func aWriteInAnActionAnimatesTheViewsThatReadIt() throws {
    let store = freshStore()
    let rig = try Rig { Square().defaultAppStorage(store) }
    #expect(try rig.frames(of: Bar.self, at: 0).first?.width == 20)
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    #expect(store.bool(forKey: "wide"))
    #expect(abs(try #require(rig.frames(of: Bar.self, at: 0.5).first).width - 40) < 1e-9)
    #expect(try rig.frames(of: Bar.self, at: 1).first?.width == 60)
    // The value persists: a new tree reads it back.
    #expect(try Rig { Square().defaultAppStorage(store) }.frames(of: Bar.self, at: 0).first?.width == 60)
  }

  @Test func focusStateKeepsWhatCodeSets() throws {
    struct Field: View {
      @FocusState var focused: Bool
      var body: some View {
        Color(red: focused ? 0 : 1, green: 0, blue: focused ? 1 : 0).frame(width: 20, height: 20)
          .focused($focused)
          .onTapGesture { focused = true }
      }
    }
    let rig = try Rig { Field() }
    #expect(try rig.image(at: 0).rgb(50, 50) == [255, 0, 0])
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
    #expect(try rig.image(at: 0.2).rgb(50, 50) == [0, 0, 255])
    enum Name: Hashable { case first, last }
    let optional = FocusState<Name?>()
    #expect(optional.wrappedValue == nil)
  }
}
