/// A rectangle of pixels.
struct PixelRect: Equatable {
  var x: Int, y: Int, width: Int, height: Int
  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let minX = min(x, other.x), minY = min(y, other.y)
    let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
