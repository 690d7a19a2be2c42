import CFlipbookPixels

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
  /// Straight RGBA of a premultiplied `0xAARRGGBB` pixel, through the
  /// conversion every frame takes (`fbp_unpremultiply_rgba`, after pixman
  /// has reordered the bytes), so its tests test that code.
  static func unpremultiply(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    var rgba = (
      UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel),
      UInt8(truncatingIfNeeded: pixel >> 24))
    withUnsafeMutableBytes(of: &rgba) { fbp_unpremultiply_rgba($0.baseAddress!.assumingMemoryBound(to: UInt8.self), 1) }
    return rgba
  }

  /// The premultiplied `0xAARRGGBB` pixel of straight RGBA components.
  @inline(__always)
  static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    let alpha = UInt32(a)
    @inline(__always) func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
    return alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
  }
}
