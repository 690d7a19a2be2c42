import CCairo
import FlipbookCore
import Foundation
import Testing

@testable import Rasterizer

/// Large blurs run on a coarser grid (`GaussianBlur`); against the same
/// blur at full resolution, the alpha they give stays within the error the
/// essay states: at most 2/255 anywhere up to σ = 60 px (4/255 at 120 px),
/// under 0.75/255 on average.
@Suite struct GaussianBlurTests {
  /// A 480 × 320 canvas with hard edges of every kind: a rounded card, a
  /// 2-px line, a 3-px dot and a thin ring.
  func drawing() throws -> CairoCanvas {
    let canvas = try CairoCanvas(width: 480, height: 320, scale: 1)
    let context = GraphicsContext(canvas: canvas, environment: EnvironmentValues())
    context.fill(Path(roundedRect: CGRect(x: 120, y: 90, width: 200, height: 120), cornerRadius: 16), with: .color(.black))
    context.fill(Path(CGRect(x: 60, y: 40, width: 2, height: 240)), with: .color(.black))
    context.fill(Path(ellipseIn: CGRect(x: 400, y: 60, width: 3, height: 3)), with: .color(.black))
    context.stroke(Path(ellipseIn: CGRect(x: 360, y: 180, width: 80, height: 80)), with: .color(.black), lineWidth: 1.5)
    return canvas
  }

  /// The blurred alpha of `source`, laid back over the whole canvas (as the
  /// shadow filter lays it), one byte a pixel.
  func blurredAlpha(_ source: CairoCanvas, _ blur: GaussianBlur) throws -> [UInt8] {
    let ink = try #require(source.inkRect())
    let grid = try #require(blur.grid(around: ink, within: source.rect))
    var planes = grid.planes(of: source, alphaOnly: true)
    blur.blur(&planes, on: grid)
    let surface = try #require(grid.surface(of: planes))
    defer { cairo_surface_destroy(surface) }
    let output = try CairoCanvas(width: source.width, height: source.height, scale: 1)
    let pattern = grid.pattern(of: surface)
    defer { cairo_pattern_destroy(pattern) }
    cairo_rectangle(output.cr, Double(grid.deviceRect.x0), Double(grid.deviceRect.y0),
      Double(grid.deviceRect.width), Double(grid.deviceRect.height))
    cairo_clip(output.cr)
    cairo_set_source_rgba(output.cr, 0, 0, 0, 1)
    cairo_mask(output.cr, pattern)
    return output.withPixels { pixels, stride in
      (0..<(output.width * output.height)).map { UInt8(pixels[($0 / output.width) * stride + $0 % output.width] >> 24) }
    }
  }

  @Test(arguments: [16.0, 24, 36, 60, 120])
  func aCoarseGridStaysWithinTheStatedErrorOfTheFullResolutionBlur(sigma: Double) throws {
    let source = try drawing()
    let coarse = try #require(GaussianBlur(sigma: sigma, limit: 480))
    let fine = try #require(GaussianBlur(sigma: sigma, limit: 480, fullResolutionLimit: .infinity))
    #expect(coarse.factor == Int(sigma / 8) && coarse.factor > 1)
    #expect(fine.factor == 1)
    let a = try blurredAlpha(source, coarse), b = try blurredAlpha(source, fine)
    let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
    let largest = differences.max() ?? 0
    let mean = Double(differences.reduce(0, +)) / Double(differences.count)
    #expect(largest <= (sigma <= 60 ? 2 : 4), "σ \(sigma): largest alpha difference \(largest)/255")
    #expect(mean < 0.75, "σ \(sigma): mean alpha difference \(mean)/255")
    // The blur spreads the ink (it is not a no-op): over 3× the inked pixels.
    let inked = source.withPixels { pixels, stride in
      (0..<source.height).reduce(0) { sum, y in sum + (0..<source.width).filter { pixels[y * stride + $0] >> 24 != 0 }.count }
    }
    #expect(a.filter { $0 > 0 }.count > 3 * inked)
  }

  @Test func theReachBoundsTheBlur() throws {
    // Beyond the reach from the ink, the full-resolution blur is exactly 0.
    let source = try drawing()
    let fine = try #require(GaussianBlur(sigma: 6, limit: 480, fullResolutionLimit: .infinity))
    let alpha = try blurredAlpha(source, fine)
    let ink = try #require(source.inkRect()).insetBy(-fine.reach)
    for y in 0..<source.height {
      for x in 0..<source.width where x < ink.x0 || x >= ink.x1 || y < ink.y0 || y >= ink.y1 {
        #expect(alpha[y * source.width + x] == 0)
      }
    }
  }
}

/// Filters that cannot change a drawing are dropped when added, so the
/// drawing goes straight to the canvas (`GraphicsContext.addFilter`).
@Suite struct NoOpFilterTests {
  func render(_ filter: GraphicsContext.Filter?) throws -> Bitmap {
    try Bitmap.render(size: CGSize(width: 60, height: 40), scale: 2) { context in
      if let filter { context.addFilter(filter) }
      context.fill(Path(roundedRect: CGRect(x: 10, y: 8, width: 40, height: 24), cornerRadius: 6), with: .color(.blue))
    }
  }

  @Test func aClearShadowOrAZeroBlurChangesNothing() throws {
    let plain = try render(nil)
    #expect(try render(.shadow(color: .clear, radius: 10)) == plain)
    #expect(try render(.shadow(color: Color.black.opacity(0), radius: 4, x: 3, y: 3)) == plain)
    #expect(try render(.blur(radius: 0)) == plain)
    #expect(try render(.colorMatrix(ColorMatrix())) == plain)
    // A visible shadow does change it, and a clear shadow-only draws nothing.
    #expect(try render(.shadow(color: .black, radius: 4)) != plain)
    let shadowOnly = try render(.shadow(color: .clear, radius: 4, options: .shadowOnly))
    #expect(shadowOnly.pixels.allSatisfy { $0 == 0 })
  }
}
