/// Conversions between Cairo's premultiplied ARGB32 pixels and straight
/// (non-premultiplied) 8-bit RGBA.
///
/// Both directions round to nearest, which makes premultiplied → straight →
/// premultiplied the identity for every valid pixel (each component ≤ alpha):
/// unpremultiplying moves a component by at most alpha/510 < ½ before it is
/// premultiplied again. Repeated round trips therefore never drift, even at
/// alpha 1. (Straight → premultiplied loses information below alpha 255 and
/// cannot be undone exactly; no render path does that twice.)
enum PremultipliedPixel {
  /// Straight RGBA of a premultiplied `0xAARRGGBB` pixel.
  @inline(__always)
  static func unpremultiply(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    let a = pixel >> 24
    switch a {
    case 0: return (0, 0, 0, 0)
    case 255: return (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel), 255)
    default:
      @inline(__always) func channel(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
      return (channel((pixel >> 16) & 0xFF), channel((pixel >> 8) & 0xFF), channel(pixel & 0xFF), UInt8(a))
    }
  }

  /// The premultiplied `0xAARRGGBB` pixel of straight RGBA components.
  @inline(__always)
  static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    let alpha = UInt32(a)
    @inline(__always) func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
    return alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
  }
}
