import Foundation

extension DisplayListRenderer {
  /// A Canvas: its recorded calls replayed in the canvas's own coordinates
  /// (origin at its top-left; the recording clips to its frame first).
  static func drawCanvas(_ item: DisplayList.CanvasItem, into context: GraphicsContext) {
    if let failure = item.failure { return context.reportFailure(failure) }
    // Under a filter the canvas is one layer, as SwiftUI renders a Canvas:
    // a shadow falls from its whole drawing, outside the frame its
    // recording clips to (per call, the clip would cut the shadow away).
    guard !context.isFiltered else {
      return context.drawLayer { layer in
        layer.translateBy(x: item.frame.minX, y: item.frame.minY)
        layer.replay(item.recording)
      }
    }
    var graphics = context
    graphics.translateBy(x: item.frame.minX, y: item.frame.minY)
    graphics.replay(item.recording)
  }
}
