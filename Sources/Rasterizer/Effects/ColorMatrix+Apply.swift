import CFlipbookPixels
import Foundation

extension ColorMatrix {
  /// Applies the matrix to `canvas`'s premultiplied pixels in place, in
  /// one pass (C: `fbp_color_matrix`): each pixel unpremultiplied, through
  /// the rows, each result clamped to 0 ... 1, premultiplied again and
  /// rounded to bytes with components clamped to alpha. A run of one
  /// colour (the transparent rest of a layer, a flat fill) is transformed
  /// once.
  func apply(to canvas: CairoCanvas) {
    let entries = rows.flatMap { $0 }
    canvas.withPixels { pixels, stride in
      fbp_color_matrix(pixels, stride, Int32(canvas.width), Int32(canvas.height), entries)
    }
  }
}
