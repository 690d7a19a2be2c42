import Foundation

/// Effects that change the drawing state for a group (a transform, a filter)
/// or composite the group once as a layer (opacity, a blend mode, a
/// compositing group).
extension DisplayListRenderer {
  /// Composited once at `opacity`, so overlapping items don't show through
  /// each other (SwiftUI's group opacity).
  static func drawWithOpacity(_ opacity: Double, _ content: DisplayList, into context: GraphicsContext) {
    var graphics = context
    graphics.opacity *= opacity
    drawAsLayer(content, into: graphics)
  }

  /// Drawn under `transform`.
  static func drawTransformed(_ transform: CGAffineTransform, _ content: DisplayList, into context: GraphicsContext) {
    var graphics = context
    graphics.concatenate(transform)
    draw(content, into: &graphics)
  }

  /// Each drawing call filtered (a shadow under every shape, as SwiftUI's
  /// `shadow` modifier draws it).
  static func drawFiltered(_ filter: GraphicsContext.Filter, _ content: DisplayList, into context: GraphicsContext) {
    var graphics = context
    graphics.addFilter(filter)
    draw(content, into: &graphics)
  }

  /// Composited once with `blendMode`.
  static func drawBlended(_ blendMode: GraphicsContext.BlendMode, _ content: DisplayList, into context: GraphicsContext) {
    var graphics = context
    graphics.blendMode = blendMode
    drawAsLayer(content, into: graphics)
  }

  /// Drawn into a layer composited once with the context's opacity, blend
  /// mode and filters.
  static func drawAsLayer(_ content: DisplayList, into context: GraphicsContext) {
    context.drawLayer { layer in draw(content, into: &layer) }
  }
}
