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
}
