import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Blurs what is already drawn under `path` (a Gaussian of `blurRadius`
  /// points), scales its saturation by `saturation`, and puts the result
  /// back inside `path` (under this context's clips and opacity): the
  /// backdrop of a material. Used by Flipbook's `Material`; not SwiftUI
  /// API. The blur reads what lies outside the path too, as a backdrop
  /// blur does, and extends the canvas's edges rather than fading at them.
  package func drawBackdrop(in path: Path, blurRadius: CGFloat, saturation: Double) {
    guard !path.isEmpty, deviceTransform.isInvertibleAndFinite, let copy = canvas.makeLayer() else { return }
    canvas.withPixels { source, sourceStride in
      copy.withPixels { target, targetStride in
        for y in 0..<canvas.height {
          (target + y * targetStride).update(from: source + y * sourceStride, count: canvas.width)
        }
      }
    }
    var planes = PixelPlanes(copy)
    let sigma = blurRadius.isFinite ? max(blurRadius, 0) * pixelsPerUnit : 0
    if sigma > 0 {
      // Normalized convolution: colour blurred with its alpha, divided by
      // the blurred alpha, at the backdrop's own alpha. So the canvas's
      // edges (transparent beyond) don't darken or thin the blur, as a
      // backdrop extends its edges.
      let alpha = planes.planes[0]
      planes.blur(sigma: sigma, channels: 0..<4)
      for i in alpha.indices {
        let blurred = planes.planes[0][i]
        let factor = blurred > 1e-6 ? alpha[i] / blurred : 0
        for c in 1...3 { planes.planes[c][i] *= factor }
        planes.planes[0][i] = alpha[i]
      }
    }
    if saturation.isFinite, saturation != 1 { planes.apply(.saturation(saturation)) }
    planes.write(to: copy)
    var inner = self
    inner.filters = []
    inner.clip(to: path)
    inner.composite(copy)
  }
}
