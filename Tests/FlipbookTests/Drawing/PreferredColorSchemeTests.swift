@testable import Flipbook
import Foundation
import Testing

/// `preferredColorScheme(_:)` is the window's, as in SwiftUI: set deep in a
/// navigation stack's content, it darkens the bar's title and the canvas too
/// (gerardgonzalez-io/goals' "Dark" previews set it inside the stack).
@Suite struct PreferredColorSchemeTests {
  struct Screen: View {
    var body: some View {
      NavigationStack {
        Color.clear.navigationTitle("Topics").preferredColorScheme(.dark)
      }
    }
  }

  @MainActor @Test func aPreferenceInsideAStackDarkensTheWholeWindow() throws {
    let session = try RenderSession(
      preview: Preview("dark inside", body: { Screen() }), scale: 1)
    let image = try session.image()
    // The large title's ink is light on a black window.
    var light = 0, dark = 0
    for y in 100..<140 {
      for x in 16..<140 {
        let red = image.pixel(x: x, y: y).red
        if red > 200 { light += 1 } else if red < 50 { dark += 1 }
      }
    }
    #expect(light > 50 && dark > 2 * light, "light ink on a dark bar: \(light) light, \(dark) dark pixels")
    #expect(image.pixel(x: 300, y: 400) == Bitmap.Pixel(0, 0, 0), "the window is dark")
  }

  @Test func gradientsAreStyles() throws {
    let view = Rectangle().fill(Gradient(colors: [.white, .black])).frame(width: 10, height: 100)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    #expect(image.pixel(x: 5, y: 1).red > 240 && image.pixel(x: 5, y: 98).red < 15, "top to bottom")
  }
}
