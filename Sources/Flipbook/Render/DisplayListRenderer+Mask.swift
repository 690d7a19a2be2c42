import Foundation

extension DisplayListRenderer {
  /// The content drawn into a layer, then kept where the mask's drawing has
  /// alpha (`destinationIn` of the mask drawn as its own layer), and the
  /// layer composited once.
  static func drawMasked(by mask: DisplayList, _ content: DisplayList, into context: GraphicsContext) {
    context.drawLayer { layer in
      draw(content, into: &layer)
      var masking = layer
      masking.blendMode = .destinationIn
      masking.drawLayer { maskLayer in draw(mask, into: &maskLayer) }
    }
  }
}
