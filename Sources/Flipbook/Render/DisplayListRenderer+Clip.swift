import Foundation

extension DisplayListRenderer {
  /// Drawn inside `path` (root space), antialiased as `style` says.
  ///
  /// Under a filter (`.clipShape(…).shadow(…)`, `.cornerRadius(…)` then
  /// `.shadow`), the clip cuts what the filter sees, not what it makes:
  /// the clipped content is drawn as one layer and the shadow falls
  /// outside the clip, around the clipped shape, as on iOS (a card made
  /// with `.background(.white).cornerRadius(12).shadow(radius: 16)` has a
  /// soft edge all round and no halo around its text).
  static func drawClipped(to path: Path, style: FillStyle, _ content: DisplayList, into context: GraphicsContext) {
    if context._hasFilters {
      context.drawLayer { layer in
        layer.clip(to: path, style: style)
        draw(content, into: &layer)
      }
      return
    }
    var graphics = context
    graphics.clip(to: path, style: style)
    draw(content, into: &graphics)
  }
}
