import CCairo
import FlipbookCore
import Foundation

extension GraphicsContext.Filter {
  /// The filtered image of `source` (which may be changed in place), or nil
  /// when a new canvas could not be made.
  func apply(
    to source: CairoCanvas, in context: GraphicsContext, options: GraphicsContext.FilterOptions
  ) -> CairoCanvas? {
    switch kind {
    case .shadow(let color, let radius, let x, let y, let blendMode, let options):
      return shadow(of: source, color: color.resolve(in: context.environment),
        sigma: radius * context.pixelsPerUnit, offset: CGSize(width: x, height: y).applying(context.linearDeviceTransform),
        blendMode: blendMode, options: options)
    case .blur(let radius, let options):
      var planes = PixelPlanes(source)
      planes.blur(sigma: radius * context.pixelsPerUnit, channels: 0..<4)
      if options.contains(.opaque) { planes.makeOpaque() }
      planes.write(to: source)
      return source
    case .colorMultiply(let color):
      let c = color.resolve(in: context.environment)
      let factors = [Double(c.opacity), clamp(c.red), clamp(c.green), clamp(c.blue)].map { Float($0) }
      var planes = PixelPlanes(source)
      for channel in 0..<4 { planes.multiply(channel: channel, by: factors[channel]) }
      planes.write(to: source)
      return source
    case .grayscale(let amount):
      var planes = PixelPlanes(source)
      // A NaN amount desaturates nothing.
      planes.desaturate(by: Float(amount.isNaN ? 0 : min(max(amount, 0), 1)))
      planes.write(to: source)
      return source
    case .luminanceToAlpha:
      var planes = PixelPlanes(source)
      planes.luminanceToAlpha()
      planes.write(to: source)
      return source
    case .colorMatrix(let matrix):
      // A matrix with NaN or ∞ in it (from a NaN amount) changes nothing.
      guard matrix.isFinite, matrix != ColorMatrix() else { return source }
      matrix.apply(to: source)
      return source
    }
  }

  private func shadow(
    of source: CairoCanvas, color: Color.Resolved, sigma: CGFloat, offset: CGSize,
    blendMode: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions
  ) -> CairoCanvas? {
    guard let shadow = source.makeLayer(), let output = source.makeLayer() else { return nil }
    var planes = PixelPlanes(source)
    planes.makeShadowPlane(invertingAlpha: options.contains(.invertsAlpha))
    planes.blur(sigma: sigma, channels: 0..<1)
    planes.colorize(red: Float(clamp(color.red)), green: Float(clamp(color.green)), blue: Float(clamp(color.blue)),
      opacity: Float(clamp(color.opacity)))
    planes.write(to: shadow)

    let cr = output.cr
    func paint(_ canvas: CairoCanvas, at point: CGSize = .zero, operator op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
      cairo_set_operator(cr, op)
      cairo_set_source_surface(cr, canvas.surface, point.width, point.height)
      cairo_paint(cr)
    }
    let shadowOperator = blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER
    if options.contains(.invertsAlpha) {
      // Inner shadow: the shadow of the outside, kept only inside the content.
      if !options.contains(.shadowOnly) { paint(source) }
      cairo_push_group(cr)
      paint(shadow, at: offset)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_surface(cr, source.surface, 0, 0)
      cairo_paint(cr)
      cairo_pop_group_to_source(cr)
      cairo_set_operator(cr, shadowOperator)
      cairo_paint(cr)
    } else if options.contains(.shadowOnly) {
      paint(shadow, at: offset)
    } else if options.contains(.shadowAbove) {
      paint(source)
      paint(shadow, at: offset, operator: shadowOperator)
    } else {
      paint(shadow, at: offset)
      paint(source)
    }
    return output
  }
}

extension GraphicsContext {
  /// The device matrix without its translation, for mapping offsets.
  var linearDeviceTransform: CGAffineTransform {
    var m = deviceTransform
    m.tx = 0
    m.ty = 0
    return m
  }
}
