import Foundation

extension DisplayListRenderer {
  /// Drawn inside `path` (root space), antialiased as `style` says.
  static func drawClipped(to path: Path, style: FillStyle, _ content: DisplayList, into context: GraphicsContext) {
    var graphics = context
    graphics.clip(to: path, style: style)
    draw(content, into: &graphics)
  }
}
