@testable import Flipbook
import Foundation
import Testing

/// A run hidden by the renderer below.
private struct Secret: TextAttribute {}

/// Draws every line whole.
private struct Lines: TextRenderer {
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout { ctx.draw(line) }
  }
}

/// Draws glyph by glyph, each raised by `lift` points, skipping runs that
/// carry `Secret`.
private struct Glyphs: TextRenderer {
  var lift: CGFloat = 0
  var animatableData: CGFloat {
    get { lift }
    set { lift = newValue }
  }
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout {
      for run in line where run[Secret.self] == nil {
        for glyph in run {
          var copy = ctx
          copy.translateBy(x: 0, y: -lift)
          copy.draw(glyph)
        }
      }
    }
  }
}

/// A renderer's text is the same text, drawn through `draw(layout:in:)`
/// part by part (TextRenderer.swift's essay).
@Suite struct TextRendererTests {
  func image(_ view: some View) throws -> Bitmap {
    try Rig(width: 200, height: 60) { view.font(.system(size: 20)) }.image(at: 0)
  }

  @Test func linesAndGlyphsDrawnAloneLandWhereTheTextPutsThem() throws {
    let text = Text("Hello ") + Text("World").bold()
    let plain = try image(text)
    #expect(try image(text.textRenderer(Lines())).pixels == plain.pixels)
    #expect(try image(text.textRenderer(Glyphs())).pixels == plain.pixels)
  }

  @Test func aRendererMovesGlyphsAndReadsCustomAttributes() throws {
    let plain = try image(Text("Hello"))
    let lifted = try image(Text("Hello").textRenderer(Glyphs(lift: 5)))
    let (a, b) = (try #require(plain.centroid(of: 0)), try #require(lifted.centroid(of: 0)))
    #expect(abs(a.x - b.x) < 0.01 && abs((a.y - b.y) - 5) < 0.01)
    // The run carrying Secret is not drawn: only "Hello "'s ink is left,
    // where the whole text puts it.
    let hidden = try image((Text("Hello ") + Text("World").customAttribute(Secret())).textRenderer(Glyphs()))
    let whole = try image(Text("Hello ") + Text("World"))
    #expect(hidden.inkedPixelCount > 0 && hidden.inkedPixelCount < whole.inkedPixelCount * 2 / 3)
    #expect(Text("a").customAttribute(Secret()) != Text("a"))
  }

  @Test func theLayoutsBoundsAreTheTexts() throws {
    struct Probe: TextRenderer {
      let seen: (Text.Layout) -> Void
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { seen(layout) }
    }
    final class Box: @unchecked Sendable { var layout: Text.Layout? }
    let box = Box()
    _ = try image(Text("Hi there").textRenderer(Probe { box.layout = $0 }))
    let layout = try #require(box.layout)
    #expect(layout.count == 1 && !layout.isTruncated)
    let line = layout[0]
    let run = line[0]
    #expect(run.count == 8)  // one slice a glyph
    #expect(abs(line.typographicBounds.width - run.typographicBounds.width) < 0.01)
    let slices = run.map(\.typographicBounds)
    #expect(zip(slices, slices.dropFirst()).allSatisfy { abs($0.rect.maxX - $1.rect.minX) < 0.001 })
    #expect(abs((slices.last?.rect.maxX ?? 0) - run.typographicBounds.rect.maxX) < 0.001)
  }
}

extension TextRendererTests {
  /// `Shading.style(_:)` and a style's own levels (`.green.secondary`,
  /// iOS 17), as a debugging renderer strokes typographic bounds with.
  @Test func shadingFromAStyleAndAStylesLevels() throws {
    let image = try Rig(width: 20, height: 20) {
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(Color.blue.secondary))
      }
    }.image(at: 0)
    // System blue (0, 122, 255) at 60 % over white.
    #expect(image.rgb(10, 10) == [102, 175, 255])
    #expect(Color.red.tertiary._color(in: EnvironmentValues()) == Color.red.opacity(0.3)._color(in: EnvironmentValues()))
  }
}
