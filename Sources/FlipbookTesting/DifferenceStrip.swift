import FlipbookCore

/// The picture of a failed comparison: expected | difference | actual, side
/// by side on a light checkerboard (so transparency shows), 8 px apart.
///
/// The middle panel is the golden faded to 25 %, with every pixel that
/// differs beyond the tolerance in opaque red and every smaller non-zero
/// difference in orange.
public enum DifferenceStrip {
  public static let gap = 8

  public static func make(expected: Bitmap, actual: Bitmap, tolerance: GoldenTolerance) throws -> Bitmap {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var strip = try Bitmap(width: width * 3 + gap * 2, height: height, scale: actual.scale, fill: .init(255, 255, 255))
    func put(_ x: Int, _ y: Int, _ p: Bitmap.Pixel) {
      let i = (y * strip.width + x) * 4
      strip.pixels[i] = p.red
      strip.pixels[i + 1] = p.green
      strip.pixels[i + 2] = p.blue
      strip.pixels[i + 3] = 255
    }
    func onChecker(_ p: Bitmap.Pixel, _ x: Int, _ y: Int) -> Bitmap.Pixel {
      let back: Int = (x / 8 + y / 8) % 2 == 0 ? 255 : 228
      let alpha = Int(p.alpha)
      func mix(_ c: UInt8) -> UInt8 {
        let sum: Int = Int(c) * alpha + back * (255 - alpha) + 127
        return UInt8(sum / 255)
      }
      return .init(mix(p.red), mix(p.green), mix(p.blue))
    }
    for y in 0..<height {
      for x in 0..<width {
        let e = x < expected.width && y < expected.height ? expected.pixel(x: x, y: y) : nil
        let a = x < actual.width && y < actual.height ? actual.pixel(x: x, y: y) : nil
        if let e { put(x, y, onChecker(e, x, y)) }
        if let a { put(2 * (width + gap) + x, y, onChecker(a, x, y)) }
        let delta: Int
        if let e, let a {
          delta = max(abs(Int(e.red) - Int(a.red)), abs(Int(e.green) - Int(a.green)),
            abs(Int(e.blue) - Int(a.blue)), abs(Int(e.alpha) - Int(a.alpha)))
        } else {
          delta = 255
        }
        let faded = onChecker(e.map { .init($0.red, $0.green, $0.blue, UInt8(Int($0.alpha) / 4)) } ?? .init(0, 0, 0, 0), x, y)
        let marked: Bitmap.Pixel =
          delta > tolerance.maxChannelDelta ? .init(255, 0, 0) : delta > 0 ? .init(255, 160, 0) : faded
        put(width + gap + x, y, marked)
      }
    }
    return strip
  }
}
