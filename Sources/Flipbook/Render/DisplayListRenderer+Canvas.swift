import Foundation

extension DisplayListRenderer {
  /// A Canvas: its closure draws in the canvas's own coordinates (origin at
  /// its top-left), clipped to its frame, with its environment.
  static func drawCanvas(_ item: DisplayList.CanvasItem, into context: GraphicsContext) {
    var graphics = context
    graphics.environment = item.environment
    graphics.translateBy(x: item.frame.minX, y: item.frame.minY)
    graphics.clip(to: Path(CGRect(origin: .zero, size: item.frame.size)))
    item.renderer(&graphics, item.frame.size)
  }
}
