import Flipbook
import Testing

/// A Canvas under `.shadow` casts one shadow from its whole drawing, past
/// its frame, as SwiftUI renders a Canvas as one layer (its recording clips
/// each call to the frame, which cut the shadow away before).
@Suite @MainActor struct CanvasShadowTests {
  func pixel<V: View>(_ view: V, x: Int, y: Int) throws -> Bitmap.Pixel {
    let renderer = ImageRenderer(content: view.frame(width: 60, height: 40).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.bitmap).pixel(x: x, y: y)
  }

  @Test func aCanvasCastsItsShadowOutsideItsFrame() throws {
    let canvas = Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
    }
    .frame(width: 40, height: 20)
    // The 40 × 20 canvas is centred at (10, 10) … (50, 30); a hard shadow
    // 4 pt right and down reaches (54, 34).
    #expect(try pixel(canvas.shadow(color: .black, radius: 0, x: 4, y: 4), x: 52, y: 32) == Bitmap.Pixel(0, 0, 0, 255))
    #expect(try pixel(canvas, x: 52, y: 32) == Bitmap.Pixel(255, 255, 255, 255))
    // The canvas itself is unchanged by its shadow.
    #expect(try pixel(canvas.shadow(color: .black, radius: 0, x: 4, y: 4), x: 30, y: 20) == Bitmap.Pixel(255, 0, 0, 255))
  }
}
