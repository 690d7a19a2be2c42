import CCairo
import FlipbookCore
import Foundation

/// Sets a shading as Cairo's source in the current user space, with an
/// extra `opacity` multiplied into its alpha.
extension GraphicsContext.Shading {
  func setSource(
    on cr: OpaquePointer, environment: EnvironmentValues, opacity: Double, canvasSize: (width: Int, height: Int),
    stroking: Bool = false
  ) {
    switch kind {
    case .color(let color):
      let c = color.resolve(in: environment)
      cairo_set_source_rgba(cr, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity) * opacity)
    case .linear(let gradient, let start, let end, let options):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      finish(pattern, gradient, options, environment, opacity, on: cr)
    case .radial(let gradient, let center, let startRadius, let endRadius, let options):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, max(startRadius, 0), center.x, center.y, max(endRadius, 0))!
      finish(pattern, gradient, options, environment, opacity, on: cr)
    case .elliptical(let gradient, let center, let radii, let start, let end, let options):
      // A radial pattern between unit circles, mapped onto the ellipse: the
      // pattern matrix takes user space to the circle's (Cairo's
      // convention), so a degenerate ellipse paints nothing.
      guard radii.width.isFinite, radii.height.isFinite, abs(radii.width) > 1e-9, abs(radii.height) > 1e-9,
        center.x.isFinite, center.y.isFinite
      else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        return
      }
      let pattern = cairo_pattern_create_radial(0, 0, max(start, 0), 0, 0, max(end, 0))!
      var matrix = cairo_matrix_t(
        xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height,
        x0: -center.x / radii.width, y0: -center.y / radii.height)
      cairo_pattern_set_matrix(pattern, &matrix)
      finish(pattern, gradient, options, environment, opacity, on: cr)
    case .conic(let gradient, let center, let angle, let span, let options):
      let stops = GradientStops(gradient, options: options, environment: environment)
      ConicGradient(stops: stops, center: center, angle: angle, span: span, stroking: stroking)
        .setSource(on: cr, canvasWidth: canvasSize.width, canvasHeight: canvasSize.height, opacity: opacity)
    case .mesh(let mesh):
      mesh.setSource(on: cr, environment: environment, opacity: opacity)
    case .tiledImage(let source, let origin, let sourceRect, let scale):
      setTiledSource(source, origin: origin, sourceRect: sourceRect, scale: scale, opacity: opacity, on: cr)
    }
  }

  /// A repeating surface pattern of one tile, drawn at the device's
  /// resolution (the current matrix's scale), at most 4096 px a side.
  private func setTiledSource(
    _ source: ImageSource, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, opacity: Double, on cr: OpaquePointer
  ) {
    let part = CGRect(
      x: sourceRect.minX * source.size.width, y: sourceRect.minY * source.size.height,
      width: sourceRect.width * source.size.width, height: sourceRect.height * source.size.height)
    let tile = CGSize(width: part.width * scale, height: part.height * scale)
    guard [part.minX, part.minY, tile.width, tile.height, origin.x, origin.y].allSatisfy(\.isFinite),
      tile.width > 0, tile.height > 0
    else {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let device = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy), 0.01)
    let width = Int(min((tile.width * device).rounded(.up), 4096)), height = Int(min((tile.height * device).rounded(.up), 4096))
    guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      return
    }
    defer { cairo_surface_destroy(surface) }
    let tileContext = cairo_create(surface)!
    cairo_scale(tileContext, Double(width) / part.width, Double(height) / part.height)
    cairo_translate(tileContext, -part.minX, -part.minY)
    GraphicsContext.paintImage(source, on: tileContext, interpolation: .high, antialiased: true, opacity: opacity)
    cairo_destroy(tileContext)
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    // User space → tile pixels.
    var toTile = cairo_matrix_t()
    cairo_matrix_init_translate(&toTile, -origin.x, -origin.y)
    var scaling = cairo_matrix_t()
    cairo_matrix_init_scale(&scaling, Double(width) / tile.width, Double(height) / tile.height)
    var combined = cairo_matrix_t()
    cairo_matrix_multiply(&combined, &toTile, &scaling)
    cairo_pattern_set_matrix(pattern, &combined)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  private func finish(
    _ pattern: OpaquePointer, _ gradient: Gradient, _ options: GraphicsContext.GradientOptions,
    _ environment: EnvironmentValues, _ opacity: Double, on cr: OpaquePointer
  ) {
    for stop in GradientStops(gradient, options: options, environment: environment).stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity) * opacity)
    }
    let extend =
      options.contains(.mirror) ? CAIRO_EXTEND_REFLECT : options.contains(.repeat) ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD
    cairo_pattern_set_extend(pattern, extend)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }
}

/// A component clamped to 0…1 for Cairo; NaN counts as 0.
@inline(__always)
func clamp(_ x: Float) -> Double { x.isNaN ? 0 : Double(min(max(x, 0), 1)) }
