import FlipbookCore
import Foundation
import Rasterizer

extension Bitmap {
  /// The sum of alpha over all pixels, in pixels (255 = one full pixel).
  var totalCoverage: Double {
    var sum = 0
    for i in stride(from: 3, to: pixels.count, by: 4) { sum += Int(pixels[i]) }
    return Double(sum) / 255
  }

  /// The pixel at a point given in points (the pixel containing it).
  func pixel(at point: CGPoint) -> Pixel {
    pixel(x: Int(point.x * scale), y: Int(point.y * scale))
  }
}

/// The largest channel difference between two pixels.
func delta(_ a: Bitmap.Pixel, _ b: Bitmap.Pixel) -> Int {
  max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
    abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
}

/// An opaque pixel from 8-bit components of a resolved colour.
func pixel(_ color: Color, _ scheme: ColorScheme = .light) -> Bitmap.Pixel {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  let (r, g, b, a) = color.resolve(in: environment).rgba8
  return Bitmap.Pixel(r, g, b, a)
}
