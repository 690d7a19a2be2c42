import CCairo
import CFlipbookPixels
import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Blurs what is already drawn under `path` (a Gaussian of `blurRadius`
  /// points), scales its saturation by `saturation`, and puts the result
  /// back inside `path` (under this context's clips and opacity): the
  /// backdrop of a material. Used by Flipbook's `Material`; not SwiftUI
  /// API. The blur reads what lies outside the path too (as far as the
  /// blur reaches), as a backdrop blur does, and extends the canvas's edges
  /// rather than fading at them. Only the path's pixels and the blur's
  /// reach around them are read (`GaussianBlur`).
  package func drawBackdrop(in path: Path, blurRadius: CGFloat, saturation: Double) {
    guard !path.isEmpty, deviceTransform.isInvertibleAndFinite else { return }
    let bounds = canvas.rect
    let area = (DeviceRect(covering: path.boundingRect.applying(deviceTransform)) ?? bounds).insetBy(-1)
      .intersection(bounds)
    guard !area.isEmpty else { return }
    let sigma = blurRadius.isFinite ? max(blurRadius, 0) * pixelsPerUnit : 0
    let blur = GaussianBlur(sigma: sigma, limit: max(bounds.width, bounds.height))
    let grid = blur?.grid(around: area, within: bounds) ?? GaussianBlur.Grid.pixels(of: area, within: bounds)
    var planes = grid.planes(of: canvas, alphaOnly: false)
    if let blur {
      // Normalized convolution: colour blurred with its alpha, divided by
      // the blurred alpha, at the backdrop's own alpha. So the canvas's
      // edges (transparent beyond) don't darken or thin the blur, as a
      // backdrop extends its edges.
      let alpha = planes[0]
      blur.blur(&planes, on: grid)
      for i in alpha.indices {
        let blurred = planes[0][i]
        let factor = blurred > 1e-6 ? alpha[i] / blurred : 0
        for c in 1...3 { planes[c][i] *= factor }
        planes[0][i] = alpha[i]
      }
    }
    guard let surface = grid.surface(of: planes) else { return }
    defer { cairo_surface_destroy(surface) }
    if saturation.isFinite, saturation != 1 {
      let entries = ColorMatrix.saturation(saturation).rows.flatMap { $0 }
      cairo_surface_flush(surface)
      let stride = Int(cairo_image_surface_get_stride(surface)) / 4
      cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * grid.rows) {
        fbp_color_matrix($0, stride, Int32(grid.columns), Int32(grid.rows), entries)
      }
      cairo_surface_mark_dirty(surface)
    }
    guard let copy = grid.layer(of: surface, on: canvas) else { return }
    var inner = self
    inner.filters = []
    inner.clip(to: path)
    inner.composite(copy)
  }
}
