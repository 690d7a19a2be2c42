/// A frame ready to write: a rectangle of palette indices.
struct GIFFrame {
  var left: Int
  var top: Int
  var width: Int
  var height: Int
  var indices: [UInt8]
  /// Local palette (nil in global-palette mode).
  var palette: [PaletteColor]?
  var transparentIndex: Int?
  /// GIF disposal: 1 leave in place, 2 restore to background.
  var disposal: Int
  /// Delay in centiseconds (set when the next frame's time is known).
  var delay: Int = 0
}

extension GIFFrame {
  /// Turns pixels whose palette colour is exactly what the canvas already
  /// shows into the transparent index: the decoded result is identical and
  /// the longer runs compress better. Needs a transparent palette entry.
  mutating func keepPixelsAlreadyShown(_ shown: [UInt8], palette: [PaletteColor]) {
    guard let transparent = transparentIndex ?? palette.firstIndex(where: { $0.a == 0 }) else { return }
    var used = transparentIndex != nil
    for i in indices.indices {
      let index = Int(indices[i])
      guard index != transparent, index < palette.count, shown[i * 4 + 3] == 255 else { continue }
      let color = palette[index]
      if color.r == shown[i * 4], color.g == shown[i * 4 + 1], color.b == shown[i * 4 + 2] {
        indices[i] = UInt8(transparent)
        used = true
      }
    }
    if used { transparentIndex = transparent }
  }

  /// The frame cropped to the bounding box of its non-transparent pixels
  /// (libimagequant keeps many changed pixels as "transparent: the canvas is
  /// good enough"), or nil when every pixel is transparent.
  func croppedToDrawnPixels() -> GIFFrame? {
    guard let transparent = transparentIndex.map(UInt8.init) else { return self }
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      for x in 0..<width where indices[y * width + x] != transparent {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = y
      }
    }
    guard maxX >= 0 else { return nil }
    if minX == 0, minY == 0, maxX == width - 1, maxY == height - 1 { return self }
    var cropped = self
    cropped.left = left + minX
    cropped.top = top + minY
    cropped.width = maxX - minX + 1
    cropped.height = maxY - minY + 1
    cropped.indices = (minY...maxY).flatMap { y in indices[(y * width + minX)...(y * width + maxX)] }
    return cropped
  }
}
