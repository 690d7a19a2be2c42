import Foundation

extension ColorMatrix {
  /// Applies the matrix to `canvas`'s premultiplied pixels in place: each
  /// pixel unpremultiplied, transformed, clamped to 0 ... 1, premultiplied
  /// again and rounded to bytes. The arithmetic is `PixelPlanes.apply`
  /// followed by `write(to:)`, step for step, so the bytes are the same;
  /// it runs in one pass with no planes and no arrays per pixel, and a run
  /// of one colour (the transparent rest of a layer, a flat fill) is
  /// transformed once.
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

  /// One premultiplied ARGB pixel through the matrix.
  @inline(__always)
  private func transformed(_ p: UInt32) -> UInt32 {
    let a = Float(p >> 24) / 255
    let red = Float((p >> 16) & 0xFF) / 255, green = Float((p >> 8) & 0xFF) / 255, blue = Float(p & 0xFF) / 255
    let s: (Float, Float, Float, Float) = a > 0 ? (red / a, green / a, blue / a, a) : (0, 0, 0, 0)
    @inline(__always)
    func row(_ c1: Float, _ c2: Float, _ c3: Float, _ c4: Float, _ c5: Float) -> Float {
      min(max(c1 * s.0 + c2 * s.1 + c3 * s.2 + c4 * s.3 + c5, 0), 1)
    }
    let outR = row(r1, r2, r3, r4, r5), outG = row(g1, g2, g3, g4, g5), outB = row(b1, b2, b3, b4, b5)
    let outA = row(a1, a2, a3, a4, a5)
    @inline(__always)
    func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), outA) * 255).rounded()) }
    return byte(outA) << 24 | byte(outR * outA) << 16 | byte(outG * outA) << 8 | byte(outB * outA)
  }
}
