@testable import Rasterizer
import Testing

@Suite struct PremultipliedPixelTests {
  /// Every valid premultiplied pixel (component ≤ alpha) survives
  /// premultiplied → straight → premultiplied unchanged, at every alpha.
  @Test func premultipliedRoundTripIsExact() {
    var failures = 0
    for alpha in 0...255 as ClosedRange<UInt32> {
      for component in 0...alpha {
        let pixel = alpha << 24 | component << 16 | (alpha - component) << 8 | component / 2
        let (r, g, b, a) = PremultipliedPixel.unpremultiply(pixel)
        if PremultipliedPixel.premultiply(r, g, b, a) != pixel { failures += 1 }
      }
    }
    #expect(failures == 0)
  }

  /// Converting back and forth many times never drifts, even at alpha 1.
  @Test(arguments: [1, 2, 3, 17, 128, 254] as [UInt8])
  func repeatedRoundTripsDoNotDrift(alpha: UInt8) {
    for value in 0...255 as ClosedRange<UInt8> {
      let start = PremultipliedPixel.premultiply(value, 255 - value, value / 3, alpha)
      var pixel = start
      for _ in 0..<10 {
        let (r, g, b, a) = PremultipliedPixel.unpremultiply(pixel)
        pixel = PremultipliedPixel.premultiply(r, g, b, a)
      }
      #expect(pixel == start)
    }
  }

  @Test func opaqueAndClearAreExact() {
    for value in 0...255 as ClosedRange<UInt8> {
      let (r, g, b, a) = PremultipliedPixel.unpremultiply(PremultipliedPixel.premultiply(value, 255 - value, 7, 255))
      #expect((r, g, b, a) == (value, 255 - value, 7, 255))
    }
    #expect(PremultipliedPixel.unpremultiply(0) == (0, 0, 0, 0))
  }

  /// A canvas converts to the bitmap its pixels unpremultiply to, one by
  /// one, whether eight neighbours are all opaque, all clear or mixed (the
  /// fast paths), and across rows whose width is no multiple of eight.
  @Test func aCanvasConvertsPixelByPixelThroughItsFastPaths() throws {
    let (width, height) = (37, 6)
    let canvas = try CairoCanvas(width: width, height: height, scale: 1)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 33)
    }
    var expected: [UInt8] = []
    canvas.withPixels { pixels, stride in
      for y in 0..<height {
        // Runs of opaque, clear and translucent pixels of random lengths.
        var x = 0
        while x < width {
          let kind = random() % 3
          for _ in 0..<(1 + Int(random() % 20)) where x < width {
            let alpha: UInt32 = kind == 0 ? 255 : (kind == 1 ? 0 : 1 + random() % 254)
            let (r, g, b) = (random() % (alpha + 1), random() % (alpha + 1), random() % (alpha + 1))
            pixels[y * stride + x] = alpha << 24 | r << 16 | g << 8 | b
            x += 1
          }
        }
        for x in 0..<width {
          let (r, g, b, a) = PremultipliedPixel.unpremultiply(pixels[y * stride + x])
          expected += [r, g, b, a]
        }
      }
    }
    #expect(try canvas.bitmap().pixels == expected)
  }
}
