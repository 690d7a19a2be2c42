/// The `.plusDarker` blend mode, which Cairo lacks: `R = max(0, 1 − ((1 − D)
/// + (1 − S)))`, i.e. S + D − 1 for opaque colours. With premultiplied
/// alpha, the result's alpha is `min(1, Sa + Da)` and each component is
/// `max(0, Ra − ((Sa − S) + (Da − D)))`, which leaves the destination
/// unchanged where the source is clear. The result is blended in by the
/// mask's coverage: `D + (R − D) × m`.
enum PlusDarker {
  static func composite(_ source: CairoCanvas, onto destination: CairoCanvas, mask: CairoCanvas) {
    source.withPixels { src, srcStride in
      mask.withPixels { coverage, maskStride in
        destination.withPixels { dst, dstStride in
          for y in 0..<destination.height {
            for x in 0..<destination.width {
              let m = Int(coverage[y * maskStride + x] >> 24)
              let s = src[y * srcStride + x]
              guard m > 0, s >> 24 > 0 else { continue }
              let d = dst[y * dstStride + x]
              let sa = Int(s >> 24)
              let da = Int(d >> 24)
              let ra = min(255, sa + da)
              var out: UInt32 = 0
              for shift in [24, 16, 8, 0] as [UInt32] {
                let dc = Int((d >> shift) & 0xFF)
                let rc = shift == 24 ? ra : max(0, ra - ((sa - Int((s >> shift) & 0xFF)) + (da - dc)))
                let blended = dc + ((rc - dc) * m + (rc >= dc ? 127 : -127)) / 255
                out |= UInt32(min(max(blended, 0), 255)) << shift
              }
              dst[y * dstStride + x] = out
            }
          }
        }
      }
    }
  }
}
