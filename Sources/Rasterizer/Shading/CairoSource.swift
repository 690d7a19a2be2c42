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
    case .conic(let gradient, let center, let angle, let span, let options):
      let stops = GradientStops(gradient, options: options, environment: environment)
      ConicGradient(stops: stops, center: center, angle: angle, span: span, stroking: stroking)
        .setSource(on: cr, canvasWidth: canvasSize.width, canvasHeight: canvasSize.height, opacity: opacity)
    }
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
