import CCairo
import CFlipbookPixels
import FlipbookCore
import Foundation

extension GraphicsContext.Filter {
  /// Whether the filter turns fully transparent pixels into something (a
  /// colour matrix with an alpha bias), so it must see the whole canvas
  /// rather than the drawing's ink.
  var changesTransparentPixels: Bool {
    if case .colorMatrix(let matrix) = kind { return matrix.isFinite && matrix.a5 > 0 }
    return false
  }

  /// The filtered image of `source` (which may be changed in place), or nil
  /// when a new canvas could not be made.
  ///
  /// `source` may cover only part of the root canvas (the drawing's ink);
  /// a shadow or blur returns a canvas grown by the blur's reach (within
  /// the root), the colour filters change `source`'s pixels in place.
  func apply(
    to source: CairoCanvas, in context: GraphicsContext, options: GraphicsContext.FilterOptions
  ) -> CairoCanvas? {
    switch kind {
    case .shadow(let color, let radius, let x, let y, let blendMode, let options):
      return shadow(of: source, color: color.resolve(in: context.environment),
        sigma: radius * Self.shadowDeviationPerRadius * context.pixelsPerUnit,
        offset: CGSize(width: x, height: y).applying(context.linearDeviceTransform),
        blendMode: blendMode, options: options)
    case .blur(let radius, let options):
      return blur(source, sigma: radius * context.pixelsPerUnit, opaque: options.contains(.opaque))
    case .colorMultiply(let color):
      let c = color.resolve(in: context.environment)
      let factors = [Double(c.opacity), clamp(c.red), clamp(c.green), clamp(c.blue)].map { Float($0) }
      source.withPixels { pixels, stride in fbp_multiply(pixels, stride, Int32(source.width), Int32(source.height), factors) }
      return source
    case .grayscale(let amount):
      // A NaN amount desaturates nothing.
      let amount = Float(amount.isNaN ? 0 : min(max(amount, 0), 1))
      source.withPixels { pixels, stride in
        fbp_desaturate(pixels, stride, Int32(source.width), Int32(source.height), amount)
      }
      return source
    case .luminanceToAlpha:
      source.withPixels { pixels, stride in
        fbp_luminance_to_alpha(pixels, stride, Int32(source.width), Int32(source.height))
      }
      return source
    case .colorMatrix(let matrix):
      // A matrix with NaN or ∞ in it (from a NaN amount) changes nothing.
      guard matrix.isFinite, matrix != ColorMatrix() else { return source }
      matrix.apply(to: source)
      return source
    }
  }

  /// `source` blurred by `sigma` device pixels (colour and alpha), on a
  /// canvas grown by the blur's reach; `opaque` divides colour by alpha
  /// and makes every touched pixel opaque.
  private func blur(_ source: CairoCanvas, sigma: CGFloat, opaque: Bool) -> CairoCanvas? {
    let bounds = source.rootRect
    guard let blur = GaussianBlur(sigma: sigma, limit: max(bounds.width, bounds.height)) else {
      if opaque {
        var planes = GaussianBlur.Grid.pixels(of: source.rect, within: bounds).planes(of: source, alphaOnly: false)
        Self.makeOpaque(&planes)
        source.withPixels { pixels, stride in
          fbp_pack(pixels, stride, Int32(source.width), Int32(source.height), planes[0], planes[1], planes[2], planes[3])
        }
      }
      return source
    }
    guard let ink = source.inkRect(), let grid = blur.grid(around: ink, within: bounds) else { return source }
    var planes = grid.planes(of: source, alphaOnly: false)
    blur.blur(&planes, on: grid)
    if opaque { Self.makeOpaque(&planes) }
    guard let surface = grid.surface(of: planes) else { return nil }
    defer { cairo_surface_destroy(surface) }
    return grid.layer(of: surface, on: source)
  }

  private static func makeOpaque(_ planes: inout [[Float]]) {
    var (a, r, g, b) = (planes[0], planes[1], planes[2], planes[3])
    fbp_make_opaque(&a, &r, &g, &b, a.count)
    planes = [a, r, g, b]
  }

  /// How many whole pixels `offset` reaches along either axis (0 when not
  /// finite; at most 1 << 16, beyond any canvas).
  private static func pixelSpread(_ offset: CGSize) -> Int {
    let reach = max(abs(offset.width), abs(offset.height))
    return reach.isFinite ? Int(min(reach, 65_536).rounded(.up)) : 0
  }

  private func shadow(
    of source: CairoCanvas, color: Color.Resolved, sigma: CGFloat, offset: CGSize,
    blendMode: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions
  ) -> CairoCanvas? {
    let bounds = source.rootRect
    let inverted = options.contains(.invertsAlpha)
    // No blur: a sharp shadow, on a grid of the pixels themselves.
    let blur = GaussianBlur(sigma: sigma, limit: max(bounds.width, bounds.height))
    guard let ink = source.inkRect() else {
      // Nothing drawn: an outer shadow of nothing is nothing; an inner one
      // is kept only inside the (absent) content.
      return source
    }
    let grid: GaussianBlur.Grid
    // An outer shadow lands `offset` away from what casts it: the grid
    // covers what lands on the canvas, so it reaches past the canvas on
    // the side the offset comes from (a card's shadow cast 8 points down
    // still shades the rows above the card up to the canvas's top; the grid
    // clamped to the canvas left those rows bare). Cells outside the
    // canvas read as transparent.
    let reachable = inverted
      ? bounds
      : DeviceRect(
        covering: CGRect(
          x: CGFloat(bounds.x0), y: CGFloat(bounds.y0), width: CGFloat(bounds.width), height: CGFloat(bounds.height)
        ).offsetBy(dx: offset.width.isFinite ? -offset.width : 0, dy: offset.height.isFinite ? -offset.height : 0)
      ).map { $0.union(bounds) } ?? bounds
    // An inner shadow is the outside's: the grid reaches past the ink by
    // the offset too, so once moved it still covers the whole ink (a band
    // `offset` wide along the edges it comes from is shadowed).
    let spread = inverted ? Self.pixelSpread(offset) : 0
    if let blur {
      guard let cells = blur.grid(around: ink.insetBy(-spread), within: reachable) else { return source }
      grid = cells
    } else {
      grid = GaussianBlur.Grid.pixels(of: ink.insetBy(-1 - spread), within: bounds)
    }
    var planes = grid.planes(of: source, alphaOnly: true, invertingAlpha: inverted)
    blur?.blur(&planes, on: grid)
    let (dx, dy) = (Double(offset.width), Double(offset.height))
    // Where the shadow lands: the grid moved by the offset (whole pixels
    // around it), within the canvas.
    let shadowRect = DeviceRect(covering: CGRect(
      x: CGFloat(grid.originX) + offset.width, y: CGFloat(grid.originY) + offset.height,
      width: CGFloat(grid.columns * grid.factor), height: CGFloat(grid.rows * grid.factor)))?.intersection(bounds)
      ?? DeviceRect(x0: 0, y0: 0, x1: 0, y1: 0)
    let outputRect = inverted ? source.rect : source.rect.union(shadowRect).intersection(bounds)
    let (red, green, blue, alpha) = (clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
    guard !outputRect.isEmpty,
      let surface = grid.surface(ofAlpha: planes[0], red: red, green: green, blue: blue, opacity: alpha),
      let output = source.makeLayer(covering: outputRect)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let shadowPattern = grid.pattern(of: surface, dx: dx.isFinite ? dx : 0, dy: dy.isFinite ? dy : 0)
    defer { cairo_pattern_destroy(shadowPattern) }

    let cr = output.cr
    func paint(_ canvas: CairoCanvas, operator op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
      cairo_set_operator(cr, op)
      cairo_set_source_surface(cr, canvas.surface, 0, 0)
      cairo_paint(cr)
    }
    func paintShadow(operator op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
      cairo_save(cr)
      cairo_rectangle(cr, Double(shadowRect.x0), Double(shadowRect.y0), Double(shadowRect.width), Double(shadowRect.height))
      cairo_clip(cr)
      cairo_set_operator(cr, op)
      cairo_set_source(cr, shadowPattern)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    let shadowOperator = blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER
    if inverted {
      // Inner shadow: the shadow of the outside, kept only inside the content.
      if !options.contains(.shadowOnly) { paint(source) }
      cairo_push_group(cr)
      paintShadow()
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_surface(cr, source.surface, 0, 0)
      cairo_paint(cr)
      cairo_pop_group_to_source(cr)
      cairo_set_operator(cr, shadowOperator)
      cairo_paint(cr)
    } else if options.contains(.shadowOnly) {
      paintShadow()
    } else if options.contains(.shadowAbove) {
      paint(source)
      paintShadow(operator: shadowOperator)
    } else {
      paintShadow()
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
