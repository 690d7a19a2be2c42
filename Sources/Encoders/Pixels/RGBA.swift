import FlipbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// RGBA helpers over whole frames (row-major, 4 bytes a pixel).
enum RGBA {
  /// A pixel read as a word (memory order R, G, B, A: a little-endian
  /// word holds A B G R) as packed 0xRRGGBB, the key of colour tables.
  @inline(__always)
  static func packedRGB(_ word: UInt32) -> UInt32 {
    (word & 0xFF) << 16 | (word & 0xFF00) | (word >> 16 & 0xFF)
  }

  /// The bounding box of pixels that differ between `a` and `b`.
  static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> PixelRect {
    if shareStorage(a, b) { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
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

  /// What the next frame must redraw, in one pass over `source` (the
  /// frame), `previous` (the frame before) and `canvas` (what the GIF shows
  /// now), all `width` × `height`:
  /// - `clears`: some pixel turns transparent where the canvas shows
  ///   colour, which a difference frame cannot express ("keep");
  /// - `rect`: the bounding box of the pixels that changed since
  ///   `previous`, and of the opaque ones the canvas shows more than
  ///   `tolerance` off in some channel (what an earlier frame's
  ///   quantization left wrong, redrawn even where the source did not
  ///   change).
  static func differences(
    _ source: [UInt8], previous: [UInt8], canvas: [UInt8], width: Int, height: Int, tolerance: Int
  ) -> (clears: Bool, rect: PixelRect) {
    precondition(source.count == width * height * 4 && previous.count == source.count && canvas.count == source.count)
    var minX = width, minY = height, maxX = -1, maxY = -1
    var clears = false
    source.withUnsafeBytes { rawSource in
      previous.withUnsafeBytes { rawPrevious in
        canvas.withUnsafeBytes { rawCanvas in
          let s = rawSource.bindMemory(to: UInt32.self)
          let p = rawPrevious.bindMemory(to: UInt32.self)
          let c = rawCanvas.bindMemory(to: UInt32.self)
          let tolerance = Int32(tolerance)
          for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width {
              let wanted = s[row + x], shown = c[row + x]
              var redraw = wanted != p[row + x]
              if wanted >> 24 == 0 {
                if shown >> 24 != 0 { clears = true }
              } else if wanted >> 24 == 0xFF, !redraw, wanted != shown {
                let dr = Int32(wanted & 0xFF) - Int32(shown & 0xFF)
                let dg = Int32(wanted >> 8 & 0xFF) - Int32(shown >> 8 & 0xFF)
                let db = Int32(wanted >> 16 & 0xFF) - Int32(shown >> 16 & 0xFF)
                redraw = abs(dr) > tolerance || abs(dg) > tolerance || abs(db) > tolerance
              }
              if redraw {
                if first < 0 { first = x }
                last = x
              }
            }
            if first >= 0 {
              minX = min(minX, first)
              maxX = max(maxX, last)
              minY = min(minY, y)
              maxY = y
            }
          }
        }
      }
    }
    let rect = maxX < 0
      ? PixelRect(x: 0, y: 0, width: 0, height: 0)
      : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    return (clears, rect)
  }

  /// The pixels of `rect` copied out of a frame `width` pixels wide.
  static func crop(_ pixels: [UInt8], width: Int, to rect: PixelRect) -> [UInt8] {
    let rowBytes = rect.width * 4
    return [UInt8](unsafeUninitializedCapacity: rowBytes * rect.height) { target, initialized in
      pixels.withUnsafeBufferPointer { source in
        for row in 0..<rect.height {
          let from = ((rect.y + row) * width + rect.x) * 4
          (target.baseAddress! + row * rowBytes).initialize(from: source.baseAddress! + from, count: rowBytes)
        }
      }
      initialized = rowBytes * rect.height
    }
  }

  /// Whether `a` and `b` are one buffer (a repeated frame's copy of the
  /// array): equal without reading them.
  static func shareStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count && a.withUnsafeBytes { ra in b.withUnsafeBytes { rb in ra.baseAddress == rb.baseAddress } }
  }

  /// Whether two frames hold the same bytes.
  static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    if shareStorage(a, b) { return true }
    return a.withUnsafeBytes { ra in b.withUnsafeBytes { rb in memcmp(ra.baseAddress!, rb.baseAddress!, ra.count) == 0 } }
  }

  /// Draws a quantized frame onto a canvas the way a GIF decoder does.
  static func draw(_ frame: GIFFrame, palette: [PaletteColor], on canvas: inout [UInt8], canvasWidth: Int) {
    precondition(frame.indices.count == frame.width * frame.height
      && canvas.count >= ((frame.top + frame.height - 1) * canvasWidth + frame.left + frame.width) * 4)
    // Every index's colour as an opaque pixel word (black past the
    // palette's end), so a pixel costs a table read and one store.
    var colors = [UInt32](repeating: PaletteColor(r: 0, g: 0, b: 0, a: 255).word, count: 256)
    for (i, color) in palette.prefix(256).enumerated() { colors[i] = color.word | 0xFF00_0000 }
    let transparent = frame.transparentIndex ?? -1
    canvas.withUnsafeMutableBytes { raw in
      let target = raw.bindMemory(to: UInt32.self)
      frame.indices.withUnsafeBufferPointer { indices in
        colors.withUnsafeBufferPointer { colors in
          for row in 0..<frame.height {
            let start = (frame.top + row) * canvasWidth + frame.left
            let from = row * frame.width
            for column in 0..<frame.width {
              let index = Int(indices[from + column])
              if index != transparent { target[start + column] = colors[index] }
            }
          }
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
