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
  /// Per pixel, a second index that decodes to the same picture (the
  /// palette entry of the colour the canvas shows where the pixel is
  /// transparent, the transparent index where its colour is already shown),
  /// or the pixel's own index; nil when no pixel has a choice. The writer
  /// picks whichever compresses better (`LZWEncoder`).
  var alternatives: [UInt8]? = nil
}

extension GIFFrame {
  /// The largest index the frame is written with, alternatives aside.
  var largestIndex: Int { max(Int(indices.max() ?? 0), transparentIndex ?? 0) }

  /// Forgets the alternatives at or above `limit` (a smaller code size
  /// cannot write them; `indices` always can).
  mutating func dropAlternatives(from limit: Int) {
    guard var alternatives, limit <= 255 else { return }
    var kept = false
    for i in alternatives.indices {
      if alternatives[i] >= limit {
        alternatives[i] = indices[i]
      } else if alternatives[i] != indices[i] {
        kept = true
      }
    }
    self.alternatives = kept ? alternatives : nil
  }

  /// Turns pixels whose palette colour is exactly what the canvas already
  /// shows into the transparent index, and records each such choice in
  /// `alternatives`: a pixel made transparent may be drawn in its colour,
  /// and a transparent pixel whose shown colour is a palette entry may be
  /// drawn in that entry. The decoded picture is the same either way. Needs
  /// a transparent palette entry.
  mutating func keepPixelsAlreadyShown(_ shown: [UInt8], palette: [PaletteColor]) {
    guard let transparent = transparentIndex ?? palette.firstIndex(where: { $0.a == 0 }) else { return }
    var used = transparentIndex != nil
    var entries: [UInt32: UInt8] = [:]
    for (i, color) in palette.enumerated().reversed() where color.a == 255 {
      entries[UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)] = UInt8(i)
    }
    var alternatives = indices
    var choices = 0
    var lastColor = UInt32.max, lastEntry: UInt8? = nil
    for i in indices.indices {
      guard shown[i * 4 + 3] == 255 else { continue }
      let index = Int(indices[i])
      let color = UInt32(shown[i * 4]) << 16 | UInt32(shown[i * 4 + 1]) << 8 | UInt32(shown[i * 4 + 2])
      if index == transparent {
        if color != lastColor { (lastColor, lastEntry) = (color, entries[color]) }
        if let entry = lastEntry {
          alternatives[i] = entry
          choices += 1
        }
      } else if index < palette.count, palette[index].a == 255 {
        let entry = palette[index]
        if UInt32(entry.r) << 16 | UInt32(entry.g) << 8 | UInt32(entry.b) == color {
          indices[i] = UInt8(transparent)
          used = true
          choices += 1
        }
      }
    }
    if used { transparentIndex = transparent }
    self.alternatives = choices > 0 ? alternatives : nil
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
    cropped.alternatives = alternatives.map { all in
      (minY...maxY).flatMap { y in all[(y * width + minX)...(y * width + maxX)] }
    }
    return cropped
  }
}
