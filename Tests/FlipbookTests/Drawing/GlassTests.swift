@testable import Flipbook
import Foundation
import Testing

/// iOS 26's Liquid Glass as a still frame shows it (tomasjgsn/stash-my-stuff's
/// glass cards): a material in the shape, a tint over it, behind the view;
/// `.identity` draws nothing.
@Suite struct GlassTests {
  func image(_ view: some View) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 60, height: 40).padding(10).background(Color.black))
    renderer.scale = 1
    return try #require(renderer.bitmap)
  }

  @Test func glassFillsItsShapeBehindTheView() throws {
    let glass = try image(Color.clear.glassEffect(.regular, in: .rect(cornerRadius: 8)))
    let middle = glass.pixel(x: 40, y: 30)
    #expect(middle.red > 40 && middle.red == middle.green, "a grey material over black: \(middle)")
    #expect(glass.pixel(x: 5, y: 5) == Bitmap.Pixel(0, 0, 0), "nothing outside the shape")
    let tinted = try image(Color.clear.glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 8)))
    let tint = tinted.pixel(x: 40, y: 30)
    #expect(tint.blue > tint.red + 30, "the tint shows: \(tint)")
    let clear = try image(Color.clear.glassEffect(.clear, in: .rect(cornerRadius: 8))).pixel(x: 40, y: 30)
    #expect(clear.red < middle.red, "clear glass shows more of the black behind: \(clear) vs \(middle)")
    #expect(try image(Color.clear.glassEffect(.identity)) == (try image(Color.clear)))
  }

  @Test func aGlassButtonIsACapsuleOfGlass() throws {
    let button = try image(Button("Go") {}.buttonStyle(.glass))
    let plain = try image(Button("Go") {}.buttonStyle(.plain))
    #expect(button != plain)
    let container = try image(GlassEffectContainer(spacing: 8) { Text("A").glassEffect() })
    #expect(container.pixel(x: 40, y: 30) != Bitmap.Pixel(0, 0, 0))
  }
}
