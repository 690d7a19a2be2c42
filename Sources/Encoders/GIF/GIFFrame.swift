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

/// RGBA helpers over whole frames (row-major, 4 bytes a pixel).
enum RGBA {
  /// The bounding box of pixels that differ between `a` and `b`.
  static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> PixelRect {
    var minX = width, minY = height, maxX = -1, maxY = -1
    a.withUnsafeBytes { ra in
      b.withUnsafeBytes { rb in
        let pa = ra.bindMemory(to: UInt32.self)
        let pb = rb.bindMemory(to: UInt32.self)
        for y in 0..<height {
          let row = y * width
          var first = -1
          for x in 0..<width where pa[row + x] != pb[row + x] {
            first = x
            break
          }
          if first < 0 { continue }
          var last = first
          for x in stride(from: width - 1, to: first, by: -1) where pa[row + x] != pb[row + x] {
            last = x
            break
          }
          minX = min(minX, first)
          maxX = max(maxX, last)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The bounding box of the opaque pixels of `source` that `canvas` shows
  /// more than `tolerance` off in some channel: what an earlier frame's
  /// quantization left wrong, to be redrawn even where the source did not
  /// change.
  static func badlyShownRect(_ source: [UInt8], _ canvas: [UInt8], width: Int, height: Int, tolerance: Int) -> PixelRect {
    var minX = width, minY = height, maxX = -1, maxY = -1
    source.withUnsafeBufferPointer { s in
      canvas.withUnsafeBufferPointer { c in
        for y in 0..<height {
          var p = y * width * 4
          for x in 0..<width {
            if s[p + 3] == 255,
              abs(Int(s[p]) - Int(c[p])) > tolerance || abs(Int(s[p + 1]) - Int(c[p + 1])) > tolerance
                || abs(Int(s[p + 2]) - Int(c[p + 2])) > tolerance
            {
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = y
            }
            p += 4
          }
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The pixels of `rect` copied out of a frame `width` pixels wide.
  static func crop(_ pixels: [UInt8], width: Int, to rect: PixelRect) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    pixels.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for row in 0..<rect.height {
          let from = ((rect.y + row) * width + rect.x) * 4
          let to = row * rect.width * 4
          for i in 0..<(rect.width * 4) { target[to + i] = source[from + i] }
        }
      }
    }
    return out
  }

  /// Draws a quantized frame onto a canvas the way a GIF decoder does.
  static func draw(_ frame: GIFFrame, palette: [PaletteColor], on canvas: inout [UInt8], canvasWidth: Int) {
    canvas.withUnsafeMutableBufferPointer { target in
      for row in 0..<frame.height {
        for column in 0..<frame.width {
          let index = Int(frame.indices[row * frame.width + column])
          if index == frame.transparentIndex { continue }
          let color = index < palette.count ? palette[index] : PaletteColor(r: 0, g: 0, b: 0, a: 255)
          let p = ((frame.top + row) * canvasWidth + frame.left + column) * 4
          target[p] = color.r
          target[p + 1] = color.g
          target[p + 2] = color.b
          target[p + 3] = 255
        }
      }
    }
  }

  /// Clears `rect` of a canvas to transparent.
  static func clear(_ rect: PixelRect, on canvas: inout [UInt8], canvasWidth: Int) {
    for row in rect.y..<(rect.y + rect.height) {
      let start = (row * canvasWidth + rect.x) * 4
      for i in start..<(start + rect.width * 4) { canvas[i] = 0 }
    }
  }
}
