import CCairo
import FlipbookCore
import Foundation

extension ImageSource {
  /// Whether the content is vectors (an SVG document or element, a PDF page).
  public var isVector: Bool {
    if case .raster = content { return false }
    return true
  }

  /// The content drawn once into pixels at `scale` pixels a point (its
  /// size in points × `scale`, rounded to whole pixels), as Xcode's asset
  /// compiler turns a single-scale PDF or SVG into @1x, @2x and @3x
  /// bitmaps when the set does not preserve its vector data: the app then
  /// draws, and scales, those pixels. A raster, or an empty or unbounded
  /// size, is returned as it is.
  public func rasterized(scale: CGFloat) throws(RasterizerError) -> ImageSource {
    guard isVector, scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite else { return self }
    let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
    guard width > 0, height > 0 else { return self }
    guard width <= Bitmap.maximumSide, height <= Bitmap.maximumSide, width * height <= Bitmap.maximumPixelCount else {
      throw .image(name: contentKey, problem: .tooLarge(width: width, height: height))
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(status: "out of memory", operation: "rasterizing a \(width)×\(height) image")
    }
    let cr = cairo_create(surface)!
    cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
    GraphicsContext.paintImage(self, on: cr, interpolation: .high, antialiased: true, opacity: 1)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let raster = ImageSource(
      content: .raster(surface: surface, pixelWidth: width, pixelHeight: height),
      size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale))
    raster.contentKey = contentKey + " rasterized @\(scale)x"
    return raster
  }
}
