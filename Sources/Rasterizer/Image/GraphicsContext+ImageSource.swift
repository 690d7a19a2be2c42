import CCairo
import CPoppler
import CRSVG
import FlipbookCore
import Foundation

/// How an image is sampled when drawn at another size.
public enum ImageInterpolation: Hashable, Sendable {
  /// Nearest pixel: hard edges (pixel art).
  case none
  /// Bilinear.
  case low
  /// Magnified with the Mitchell–Netravali cubic, shrunk by averaging
  /// (see `Magnification`).
  case medium
  /// Magnified as the iOS simulator measures: an image with transparency
  /// with the two-tap Hermite cubic (smoothstep weights: steeper than
  /// bilinear, no ringing), an opaque one (a photograph) with the
  /// interpolating Catmull–Rom cubic (see `Magnification`); shrunk by
  /// averaging.
  case high

  var cairoFilter: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_BILINEAR
    case .medium, .high: CAIRO_FILTER_GOOD
    }
  }
}

extension GraphicsContext {
  /// Draws the part `sourceRect` (in the image's points; nil: all of it) of
  /// `source` stretched into `rect`, sampled with `interpolation`.
  ///
  /// A `tint` draws the image as a template: its alpha masks the shading
  /// (SwiftUI's `renderingMode(.template)`), so any shading, gradients
  /// included, fills its shape. Vectors (SVG, PDF) are drawn as vectors at
  /// the device's resolution. An empty or non-finite rectangle draws nothing.
  public func draw(
    _ source: ImageSource, in rect: CGRect, from sourceRect: CGRect? = nil,
    interpolation: ImageInterpolation = .high, antialiased: Bool = true, tint: Shading? = nil
  ) {
    let part = sourceRect ?? CGRect(origin: .zero, size: source.size)
    guard [rect.minX, rect.minY, rect.width, rect.height, part.minX, part.minY, part.width, part.height].allSatisfy(\.isFinite),
      rect.width > 0, rect.height > 0, part.width > 0, part.height > 0,
      !record(.image(
        source, in: rect, from: sourceRect, interpolation: interpolation, antialiased: antialiased,
        tint: tint?.resolved(in: environment)))
    else { return }
    draw { cr, opacity in
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      if tint != nil { cairo_push_group(cr) }
      cairo_save(cr)
      // Image points → the destination rectangle.
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / part.width, rect.height / part.height)
      cairo_translate(cr, -part.minX, -part.minY)
      Self.paintImage(
        source, on: cr, part: sourceRect, interpolation: interpolation, antialiased: antialiased,
        opacity: tint == nil ? opacity : 1)
      cairo_restore(cr)
      if let tint {
        let mask = cairo_pop_group(cr)!
        tint.setSource(on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height))
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
      }
    }
  }

  /// Paints the whole image in its own points at the current transform.
  /// `part` (in points), when given, is the piece being drawn (a cap
  /// inset's slice): a magnified raster then samples only its pixels, as
  /// Core Graphics draws a sub-image, where neighbouring pixels would bleed.
  static func paintImage(
    _ source: ImageSource, on cr: OpaquePointer, part: CGRect? = nil, interpolation: ImageInterpolation,
    antialiased: Bool, opacity: Double
  ) {
    switch source.content {
    case .raster(let surface, let pixelWidth, let pixelHeight):
      let pixelsPerPoint = CGFloat(pixelWidth) / source.size.width
      cairo_scale(cr, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
      if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
      cairo_rectangle(cr, 0, 0, Double(pixelWidth), Double(source.size.height * pixelsPerPoint))
      cairo_clip(cr)
      let whole = Magnification.Region(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
      let region = part.map { whole.clamping($0, pixelsPerPoint: pixelsPerPoint) } ?? whole
      if Magnification.paint(surface, of: source, region: region, on: cr, interpolation: interpolation, opacity: opacity)
      {
        return
      }
      cairo_set_source_surface(cr, surface, 0, 0)
      let pattern = cairo_get_source(cr)
      cairo_pattern_set_filter(pattern, interpolation.cairoFilter)
      // Edge pixels extend outward rather than fading to transparent.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_paint_with_alpha(cr, opacity)
    case .svg(let handle):
      source.lock.withLock {
        cairo_push_group(cr)
        var viewport = RsvgRectangle(x: 0, y: 0, width: source.size.width, height: source.size.height)
        _ = rsvg_handle_render_document(handle, cr, &viewport, nil)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
    case .svgElement(let handle, let id, let origin, let documentSize):
      source.lock.withLock {
        cairo_push_group(cr)
        cairo_translate(cr, -origin.x, -origin.y)
        var viewport = RsvgRectangle(x: 0, y: 0, width: documentSize.width, height: documentSize.height)
        _ = rsvg_handle_render_layer(handle, cr, "#" + id, &viewport, nil)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
    case .pdf(_, let page):
      source.lock.withLock {
        cairo_push_group(cr)
        poppler_page_render(page, cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
    }
  }
}
