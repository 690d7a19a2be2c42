import Foundation

extension DisplayListRenderer {
  /// An image: one drawing call when stretched whole; with cap insets, the
  /// nine cells of the image (corners at their size, edges stretched along
  /// one axis, the middle along both), as UIKit's resizable images; tiled,
  /// the edges and middle repeat at their own size instead, clipped to
  /// their cells.
  static func drawImage(_ item: DisplayList.ImageItem, into context: GraphicsContext) {
    let size = item.source.size
    let insets = item.capInsets
    func draw(_ part: CGRect, in rect: CGRect) {
      context.draw(item.source, in: rect, from: part, interpolation: item.interpolation,
        antialiased: item.antialiased, tint: item.tint)
    }
    if insets == EdgeInsets() && !item.tiles {
      draw(CGRect(origin: .zero, size: size), in: item.frame)
      return
    }
    // Cap insets wider than the image or the frame shrink to fit.
    let left = min(max(insets.leading, 0), size.width / 2, item.frame.width / 2)
    let right = min(max(insets.trailing, 0), size.width / 2, item.frame.width / 2)
    let top = min(max(insets.top, 0), size.height / 2, item.frame.height / 2)
    let bottom = min(max(insets.bottom, 0), size.height / 2, item.frame.height / 2)
    let sourceX = [0, left, size.width - right, size.width]
    let sourceY = [0, top, size.height - bottom, size.height]
    let f = item.frame
    let destinationX = [f.minX, f.minX + left, f.maxX - right, f.maxX]
    let destinationY = [f.minY, f.minY + top, f.maxY - bottom, f.maxY]
    for row in 0..<3 {
      for column in 0..<3 {
        let part = CGRect(x: sourceX[column], y: sourceY[row],
          width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
        let cell = CGRect(x: destinationX[column], y: destinationY[row],
          width: destinationX[column + 1] - destinationX[column], height: destinationY[row + 1] - destinationY[row])
        guard part.width > 0, part.height > 0, cell.width > 0, cell.height > 0 else { continue }
        let tilesAcross = item.tiles && column == 1
        let tilesDown = item.tiles && row == 1
        guard tilesAcross || tilesDown else {
          draw(part, in: cell)
          continue
        }
        // Repeat the part at its own size along the tiled axes, clipped to
        // the cell; at most 10,000 tiles a cell (a tiny image over a huge
        // frame draws its first 10,000 and stops).
        var clipped = context
        clipped.clip(to: Path(cell))
        let step = CGSize(width: tilesAcross ? part.width : cell.width, height: tilesDown ? part.height : cell.height)
        let across = tilesAcross ? Int(min((cell.width / step.width).rounded(.up), 10_000)) : 1
        let down = tilesDown ? Int(min((cell.height / step.height).rounded(.up), CGFloat(10_000 / max(across, 1)))) : 1
        for j in 0..<max(down, 1) {
          for i in 0..<max(across, 1) {
            let tile = CGRect(x: cell.minX + CGFloat(i) * step.width, y: cell.minY + CGFloat(j) * step.height,
              width: step.width, height: step.height)
            clipped.draw(item.source, in: tile, from: part, interpolation: item.interpolation,
              antialiased: item.antialiased, tint: item.tint)
          }
        }
      }
    }
  }
}
