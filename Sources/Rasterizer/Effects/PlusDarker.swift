import CFlipbookPixels

/// The `.plusDarker` blend mode, which Cairo lacks: `R = max(0, 1 − ((1 − D)
/// + (1 − S)))`, i.e. S + D − 1 for opaque colours. With premultiplied
/// alpha, the result's alpha is `min(1, Sa + Da)` and each component is
/// `max(0, Ra − ((Sa − S) + (Da − D)))`, which leaves the destination
/// unchanged where the source is clear. The result is blended in by the
/// mask's coverage: `D + (R − D) × m`.
enum PlusDarker {
  /// All three canvases cover the same pixels (the whole canvas).
  static func composite(_ source: CairoCanvas, onto destination: CairoCanvas, mask: CairoCanvas) {
    source.withPixels { src, srcStride in
      mask.withPixels { coverage, maskStride in
        destination.withPixels { dst, dstStride in
          fbp_plus_darker(src, srcStride, coverage, maskStride, dst, dstStride, Int32(destination.width),
            Int32(destination.height))
        }
      }
    }
  }
}
