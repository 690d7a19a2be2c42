import Foundation

extension DisplayListRenderer {
  /// A Canvas: its recorded calls replayed in the canvas's own coordinates
  /// (origin at its top-left; the recording clips to its frame first).
  static func drawCanvas(_ item: DisplayList.CanvasItem, into context: GraphicsContext) {
    if let failure = item.failure { return context.reportFailure(failure) }
    var graphics = context
    graphics.translateBy(x: item.frame.minX, y: item.frame.minY)
    graphics.replay(item.recording)
  }
}
