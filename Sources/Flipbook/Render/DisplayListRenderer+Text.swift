import Foundation

extension DisplayListRenderer {
  /// Laid-out text: its glyph runs and decorations, one drawing call.
  static func drawText(_ item: DisplayList.TextItem, into context: GraphicsContext) {
    context.draw(item.layout, at: item.origin, styles: item.styles)
  }
}
