@testable import Flipbook
import Foundation
import Testing

/// Older and deprecated forms real code still writes draw as their
/// current forms do (#43).
@Suite struct OlderAPIFormTests {
  func image<V: View>(_ view: V) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 240))
    renderer.scale = 2
    return try #require(try renderer.render())
  }

  @Test func groupBoxWithALabelArgument() throws {
    let old = try image(GroupBox(label: Text("Settings")) { Text("Wi-Fi") })
    let new = try image(GroupBox { Text("Wi-Fi") } label: { Text("Settings") })
    #expect(old.pixels == new.pixels)
    #expect(old.height > 40)
  }

  @Test func navigationLinksWithIsActiveAndTags() throws {
    struct Screen: View {
      @State private var isActive = false
      @State private var selection: Int?
      var body: some View {
        NavigationStack {
          List {
            NavigationLink(isActive: $isActive) { Text("Detail") } label: { Text("Open") }
            NavigationLink(destination: Text("Two"), tag: 2, selection: $selection) { Text("Second") }
            NavigationLink(tag: 3, selection: $selection) { Text("Three") } label: { Text("Third") }
            NavigationLink("Fourth", destination: Text("Four"), isActive: $isActive)
            NavigationLink("Fifth", isActive: $isActive) { Text("Five") }
          }
        }
      }
    }
    struct Current: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink { Text("Detail") } label: { Text("Open") }
            NavigationLink(destination: Text("Two")) { Text("Second") }
            NavigationLink { Text("Three") } label: { Text("Third") }
            NavigationLink("Fourth", destination: Text("Four"))
            NavigationLink("Fifth") { Text("Five") }
          }
        }
      }
    }
    let renderer = { (view: AnyView) in
      let r = ImageRenderer(content: view.frame(width: 320, height: 400))
      return try #require(try r.render())
    }
    let old = try renderer(AnyView(Screen()))
    #expect(old.pixels == (try renderer(AnyView(Current()))).pixels)
    // Five rows drawn, not a blank screen.
    #expect(Set(stride(from: 0, to: old.pixels.count, by: 4).map { old.pixels[$0] }).count > 2)
  }
}
