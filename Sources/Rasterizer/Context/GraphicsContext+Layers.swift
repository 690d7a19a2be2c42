import CCairo
import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Draws `content` into a new transparent layer, then composites the
  /// layer once with this context's opacity, blend mode, filters and clips,
  /// as SwiftUI's `drawLayer(content:)`. So a layer at opacity 0.5 shows no
  /// darker overlaps where its shapes overlap, and a shadow filter shadows
  /// the layer as a whole.
  ///
  /// The layer's context starts with this context's transform and
  /// environment, opacity 1, `.normal` blending, and no clips or filters.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    if let recorder {
      // The content on its own recording, begun as a layer's context is.
      let inner = Recorder(bounds: recorder.bounds)
      var context = GraphicsContext(recorder: inner, placeholder: canvas, environment: environment)
      context.transform = transform
      try content(&context)
      _ = record(.layer(inner.recording))
      return
    }
    guard let layer = canvas.makeLayer() else { return }
    var inner = GraphicsContext(canvas: layer, environment: environment)
    inner.transform = transform
    try content(&inner)
    guard deviceTransform.isInvertibleAndFinite else { return }
    // Filters work on the layer's ink only (found by a scan), not the
    // whole canvas; a layer with nothing drawn composites nothing.
    if filters.isEmpty || filters.contains(where: \.filter.changesTransparentPixels) {
      composite(layer)
    } else if let ink = layer.inkRect() {
      composite(ink == layer.rect ? layer : layer.cropped(to: ink) ?? layer)
    }
  }

  /// Composites an offscreen `layer` (the canvas's size, or a part of it)
  /// onto the canvas: filters in the order added, then clips, opacity and
  /// blend mode.
  /// Reports `failure` met before drawing (a recording that could not be
  /// made): the render then throws it, as for a layer Cairo could not
  /// allocate.
  package func reportFailure(_ failure: RasterizerError) {
    canvas.reportFailure(failure)
  }

  func composite(_ layer: CairoCanvas) {
    var source = layer
    for applied in filters {
      source = applied.filter.apply(to: source, in: self, options: applied.options) ?? source
    }
    if blendMode == .plusDarker, source.rect != canvas.rect {
      // Plus-darker works pixel for pixel over the whole canvas.
      guard let whole = canvas.makeLayer() else { return }
      cairo_set_source_surface(whole.cr, source.surface, 0, 0)
      cairo_paint(whole.cr)
      source = whole
    }
    let needsMask = clips.contains(where: \.inverse) || blendMode == .plusDarker
    let mask = needsMask ? coverageMask() : nil
    if needsMask && mask == nil { return }
    if blendMode == .plusDarker {
      PlusDarker.composite(source, onto: canvas, mask: mask!)
      return
    }
    let cr = canvas.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    applyClips(to: cr, scale: canvas.scale)
    cairo_identity_matrix(cr)
    cairo_set_operator(cr, blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER)
    cairo_set_source_surface(cr, source.surface, 0, 0)
    if let mask {
      cairo_mask_surface(cr, mask.surface, 0, 0)
    } else {
      cairo_paint_with_alpha(cr, min(max(opacity, 0), 1))
    }
  }

  /// How much of each pixel drawing may change: the clips (inverse ones
  /// included) times `opacity`, as an A8-in-ARGB32 canvas whose alpha is
  /// the coverage.
  func coverageMask() -> CairoCanvas? {
    guard let mask = canvas.makeLayer() else { return nil }
    let cr = mask.cr
    cairo_save(cr)
    applyClips(to: cr, scale: canvas.scale)
    cairo_set_source_rgba(cr, 0, 0, 0, min(max(opacity, 0), 1))
    cairo_paint(cr)
    cairo_restore(cr)
    cairo_save(cr)
    cairo_scale(cr, canvas.scale, canvas.scale)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    for clip in clips where clip.inverse {
      clip.path.replaceCairoPath(of: cr, filling: clip.style)
      cairo_fill(cr)
    }
    cairo_restore(cr)
    return mask
  }
}
