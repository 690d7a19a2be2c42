import CCairo
import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Fills `path` with `shading`, by non-zero winding or even-odd as
  /// `style` says, anti-aliased unless `style.isAntialiased` is false.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard !path.isEmpty, !record(.fill(path, shading.resolved(in: environment), style)) else { return }
    draw { cr, opacity in
      path.replaceCairoPath(of: cr, filling: style)
      shading.setSource(on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height))
      cairo_fill(cr)
    }
  }

  /// Strokes `path` with `shading` as `style` describes: width, caps, joins,
  /// miter limit, dashes and phase, all in user space.
  ///
  /// A `lineWidth` of 0 draws a hairline one device pixel wide whatever the
  /// transform, as Core Graphics does. A negative or non-finite width draws
  /// nothing. A dash pattern with a negative or non-finite length, or
  /// lengths summing to zero, is ignored (the stroke is solid), as Core
  /// Graphics ignores it.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    _stroke(path, with: shading, style: style, antialiased: true)
  }

  /// Strokes `path` as `stroke(_:with:style:)`, with antialiasing off when
  /// `antialiased` is false (what SwiftUI's `strokeBorder(_:antialiased:)`
  /// asks for). An implementation detail of Flipbook's view layer.
  public func _stroke(_ path: Path, with shading: Shading, style: StrokeStyle, antialiased: Bool) {
    guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth >= 0,
      !record(.stroke(path, shading.resolved(in: environment), style, antialiased: antialiased))
    else { return }
    let scaleOfUnit = pixelsPerUnit
    let userSpace = deviceTransform
    draw { cr, opacity in
      path.replaceCairoPath(of: cr)
      if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
      cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(style.lineCap.rawValue)))
      cairo_set_line_join(cr, cairo_line_join_t(UInt32(style.lineJoin.rawValue)))
      cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
      var dash = style.dash.map { Double($0) }
      var phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
      let validDash = !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) > 0
      if style.lineWidth == 0 {
        // Hairline: the path is already in device space; stroke it there.
        cairo_identity_matrix(cr)
        cairo_set_line_width(cr, 1)
        dash = dash.map { $0 * scaleOfUnit }
        phase *= scaleOfUnit
      } else {
        cairo_set_line_width(cr, style.lineWidth)
      }
      if validDash { cairo_set_dash(cr, dash, Int32(dash.count), phase) }
      // The source is set in user space, even for a hairline stroked in device space.
      let hairline = style.lineWidth == 0
      if hairline {
        cairo_save(cr)
        var userMatrix = userSpace.cairoMatrix
        cairo_set_matrix(cr, &userMatrix)
      }
      shading.setSource(on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height),
        stroking: true)
      if hairline {
        let source = cairo_pattern_reference(cairo_get_source(cr))
        cairo_restore(cr)
        cairo_set_source(cr, source)
        cairo_pattern_destroy(source)
      }
      cairo_stroke(cr)
    }
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide, with the
  /// default stroke style otherwise.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Runs one drawing call. `body` receives a Cairo context set to this
  /// context's user space and the opacity to fold into its source.
  ///
  /// Directly on the canvas when nothing needs the call's result as an
  /// image; otherwise into an offscreen layer composited by `composite(_:)`:
  /// for filters, one covering only the call's ink.
  /// A transform that is singular or not finite draws nothing (everything
  /// would collapse to zero area), as in Core Graphics.
  func draw(_ body: (_ cr: OpaquePointer, _ opacity: Double) -> Void) {
    let device = deviceTransform
    guard device.isInvertibleAndFinite, opacity > 0 || !filters.isEmpty else { return }
    if filters.isEmpty, let op = blendMode.cairoOperator, !clips.contains(where: \.inverse) {
      let cr = canvas.cr
      cairo_save(cr)
      defer { cairo_restore(cr) }
      applyClips(to: cr, scale: canvas.scale)
      cairo_set_operator(cr, op)
      var matrix = device.cairoMatrix
      cairo_set_matrix(cr, &matrix)
      cairo_set_tolerance(cr, Self.flatteningTolerance)
      body(cr, min(opacity, 1))
    } else if filters.isEmpty || filters.contains(where: \.filter.changesTransparentPixels) {
      guard let layer = canvas.makeLayer() else { return }
      let cr = layer.cr
      cairo_save(cr)
      var matrix = device.cairoMatrix
      cairo_set_matrix(cr, &matrix)
      cairo_set_tolerance(cr, Self.flatteningTolerance)
      body(cr, 1)
      cairo_restore(cr)
      composite(layer)
    } else {
      guard let layer = recordedLayer(body) else { return }
      composite(layer)
    }
  }

  /// The drawing of one call on a layer just large enough for its ink (a
  /// filter then works on that, not the whole canvas), or nil when it
  /// draws nothing on the canvas or a layer cannot be made.
  ///
  /// The call is recorded first (a Cairo recording surface), which tells
  /// its ink's extents exactly; the recording is then replayed onto a
  /// layer of those pixels, which draws what drawing directly would.
  private func recordedLayer(_ body: (_ cr: OpaquePointer, _ opacity: Double) -> Void) -> CairoCanvas? {
    guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
    defer { cairo_surface_destroy(recording) }
    let recorder = cairo_create(recording)!
    var matrix = deviceTransform.cairoMatrix
    cairo_set_matrix(recorder, &matrix)
    cairo_set_tolerance(recorder, Self.flatteningTolerance)
    body(recorder, 1)
    cairo_destroy(recorder)
    var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
    cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
    let bounds = canvas.rect
    let ink = (DeviceRect(covering: CGRect(x: x, y: y, width: width, height: height)) ?? bounds).intersection(bounds)
    guard !ink.isEmpty, let layer = canvas.makeLayer(covering: ink) else { return nil }
    cairo_set_source_surface(layer.cr, recording, 0, 0)
    cairo_paint(layer.cr)
    return layer
  }
}

extension GraphicsContext {
  /// How far (in device pixels) Cairo's flattened curves may stray from the
  /// true curve. Cairo's default, 0.1, loses ~0.6 % of a small circle's area
  /// (its chords cut inside); 0.01 keeps coverage within 0.1 %.
  static let flatteningTolerance = 0.01
}

extension CGAffineTransform {
  /// Whether Cairo can use the matrix: finite and invertible.
  var isInvertibleAndFinite: Bool {
    let determinant = a * d - b * c
    return [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
  }
}
