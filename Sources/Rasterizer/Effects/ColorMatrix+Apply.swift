import Foundation

extension ColorMatrix {
  /// One premultiplied pixel (components 0 ... 1) through the matrix:
  /// unpremultiplied, transformed, each result clamped to 0 ... 1, and
  /// premultiplied again. What both the byte pass below and the float
  /// planes (`PixelPlanes.apply`) compute.
  @inline(__always)
  func premultiplied(_ a: Float, _ r: Float, _ g: Float, _ b: Float) -> (a: Float, r: Float, g: Float, b: Float) {
    let s: (Float, Float, Float, Float) = a > 0 ? (r / a, g / a, b / a, a) : (0, 0, 0, 0)
    @inline(__always)
    func row(_ c1: Float, _ c2: Float, _ c3: Float, _ c4: Float, _ c5: Float) -> Float {
      min(max(c1 * s.0 + c2 * s.1 + c3 * s.2 + c4 * s.3 + c5, 0), 1)
    }
    let alpha = row(a1, a2, a3, a4, a5)
    return (alpha, row(r1, r2, r3, r4, r5) * alpha, row(g1, g2, g3, g4, g5) * alpha, row(b1, b2, b3, b4, b5) * alpha)
  }

  /// Applies the matrix to `canvas`'s premultiplied pixels in place, in
  /// one pass with no float planes: each pixel through `premultiplied`,
  /// then rounded to bytes as `PixelPlanes.write(to:)` rounds, so the
  /// bytes are those of the planes' path. A run of one colour (the
  /// transparent rest of a layer, a flat fill) is transformed once.
  func apply(to canvas: CairoCanvas) {
    let (width, height) = (canvas.width, canvas.height)
    canvas.withPixels { pixels, stride in
      var lastIn: UInt32 = 0
      var lastOut = transformed(0)
      for y in 0..<height {
        let row = pixels + y * stride
        for x in 0..<width {
          let p = row[x]
          if p != lastIn {
            lastIn = p
            lastOut = transformed(p)
          }
          row[x] = lastOut
        }
      }
    }
  }

  /// One premultiplied ARGB pixel word through the matrix.
  @inline(__always)
  private func transformed(_ p: UInt32) -> UInt32 {
    let out = premultiplied(
      Float(p >> 24) / 255, Float((p >> 16) & 0xFF) / 255, Float((p >> 8) & 0xFF) / 255, Float(p & 0xFF) / 255)
    @inline(__always)
    func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), out.a) * 255).rounded()) }
    return byte(out.a) << 24 | byte(out.r) << 16 | byte(out.g) << 8 | byte(out.b)
  }
}
