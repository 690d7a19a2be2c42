// MARK: - Remapping through a lookup table
//
// Once the global palette is chosen, every later frame only needs each
// pixel's nearest palette entry. libimagequant's remapping does that per
// pixel in its own colour space (~80 ns a pixel on film frames), but a UI
// animation shows a few thousand distinct colours over and over: the
// nearest entry of each colour is computed once, by a search over the
// palette, and kept in an open-addressing table keyed by the packed RGB
// value, so a pixel costs a hash look-up (a few ns).
//
// "Nearest" is the least squared distance in sRGB, the measure the
// palette was polished for (`PaletteRefinement`); ties go to the lower
// index, so the result never depends on the order colours were met.
//
// With a background (what the GIF already shows under a changed
// rectangle), a pixel becomes the transparent index — "keep what is
// shown" — when the shown colour is at least as close to it as its
// nearest palette entry, the rule of libimagequant's background
// remapping. A source pixel that is transparent maps to the transparent
// index. Dithering is libimagequant's job: the encoder only takes this
// path when no dithering is asked for.

/// Each colour's nearest entry in a fixed palette, cached.
///
/// Not thread-safe: the table fills as colours are met.
final class PaletteMap {
  /// The palette indices refer to (transparent entries included).
  let palette: [PaletteColor]
  /// The palette's first fully transparent entry, if it has one.
  let transparentEntry: Int?

  /// The opaque entries' colours and indices, searched on a miss, in
  /// order of red (then index): a search starts at the colour's red and
  /// walks outward until the red difference alone is worse than the best.
  private let entries: [(r: Int32, g: Int32, b: Int32, index: UInt8)]
  /// For each red value 0…255, the first entry (in `entries`) whose red is
  /// at least it (`entries.count` when none is).
  private let firstAtRed: [Int]
  /// Packed 0xRRGGBB per slot; `empty` marks a free slot.
  private var keys: [UInt32]
  /// Per slot: the nearest index in the low byte, the squared error above.
  private var values: [UInt32]
  private var mask: Int
  private var used = 0
  private static let empty = UInt32.max
  /// Past this many colours the table starts again (bounded memory):
  /// 2²⁰ by default, 8 MiB of table.
  let maximumColors: Int

  /// - Precondition: `palette` has at least one opaque entry.
  init(palette: [PaletteColor], maximumColors: Int = 1 << 20) {
    self.palette = palette
    self.maximumColors = maximumColors
    transparentEntry = palette.firstIndex { $0.a == 0 }
    let entries = palette.enumerated().filter { $0.element.a != 0 }.map { i, c in
      (r: Int32(c.r), g: Int32(c.g), b: Int32(c.b), index: UInt8(i))
    }.sorted { ($0.r, $0.index) < ($1.r, $1.index) }
    precondition(!entries.isEmpty, "a palette map needs an opaque colour")
    self.entries = entries
    var firstAtRed = [Int](repeating: entries.count, count: 257)
    var next = entries.count
    for red in stride(from: 255, through: 0, by: -1) {
      while next > 0, entries[next - 1].r >= Int32(red) { next -= 1 }
      firstAtRed[red] = next
    }
    self.firstAtRed = firstAtRed
    (keys, values, mask) = Self.table(slots: 4096)
  }

  private static func table(slots: Int) -> ([UInt32], [UInt32], Int) {
    ([UInt32](repeating: empty, count: slots), [UInt32](repeating: 0, count: slots), slots - 1)
  }

  /// The nearest opaque entry to the packed colour `rgb`, and its squared error.
  @inline(__always)
  func nearest(_ rgb: UInt32) -> (index: UInt8, error: UInt32) {
    var slot = Int(truncatingIfNeeded: (UInt64(rgb) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    while true {
      let key = keys[slot]
      if key == rgb {
        let value = values[slot]
        return (UInt8(truncatingIfNeeded: value), value >> 8)
      }
      if key == Self.empty { break }
      slot = (slot + 1) & mask
    }
    let found = search(rgb)
    if used * 2 >= keys.count { grow() }
    insert(rgb, UInt32(found.index) | found.error << 8)
    return found
  }

  /// The nearest opaque entry (the lowest index among equals), searching
  /// outward from the colour's red in both directions; a direction stops
  /// once its red difference squared exceeds the best error, since no
  /// entry beyond can be nearer or tie.
  private func search(_ rgb: UInt32) -> (index: UInt8, error: UInt32) {
    let r = Int32(rgb >> 16 & 0xFF), g = Int32(rgb >> 8 & 0xFF), b = Int32(rgb & 0xFF)
    var best = Int32.max, index: UInt8 = 0
    entries.withUnsafeBufferPointer { entries in
      func consider(_ entry: (r: Int32, g: Int32, b: Int32, index: UInt8)) {
        let dr = entry.r - r, dg = entry.g - g, db = entry.b - b
        let e = dr * dr + dg * dg + db * db
        if e < best || (e == best && entry.index < index) {
          best = e
          index = entry.index
        }
      }
      let start = firstAtRed[Int(r)]
      var up = start, down = start - 1
      while up < entries.count || down >= 0 {
        if up < entries.count {
          let dr = entries[up].r - r
          if dr * dr > best {
            up = entries.count
          } else {
            consider(entries[up])
            up += 1
          }
        }
        if down >= 0 {
          let dr = entries[down].r - r
          if dr * dr > best {
            down = -1
          } else {
            consider(entries[down])
            down -= 1
          }
        }
      }
    }
    return (index, UInt32(best))
  }

  private func insert(_ rgb: UInt32, _ value: UInt32) {
    var slot = Int(truncatingIfNeeded: (UInt64(rgb) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    while keys[slot] != Self.empty { slot = (slot + 1) & mask }
    keys[slot] = rgb
    values[slot] = value
    used += 1
  }

  private func grow() {
    let old = zip(keys, values).filter { $0.0 != Self.empty }
    let slots = used >= maximumColors ? 4096 : keys.count * 2
    (keys, values, mask) = Self.table(slots: slots)
    used = 0
    guard slots > 4096 else { return }
    for (key, value) in old { insert(key, value) }
  }

  /// `rgba` (`width` × `height`, alpha 0 or 255) as palette indices. With
  /// a `background` of the same size, pixels it shows at least as well as
  /// their nearest entry become the transparent entry (which the palette
  /// must then have).
  func remap(_ rgba: [UInt8], background: [UInt8]?) -> QuantizedRegion {
    let count = rgba.count / 4
    var indices = [UInt8](repeating: 0, count: count)
    let transparent = UInt8(transparentEntry ?? 0)
    var usesTransparent = false
    rgba.withUnsafeBytes { raw in
      let source = raw.bindMemory(to: UInt32.self)
      indices.withUnsafeMutableBufferPointer { out in
        func rgb(_ pixel: UInt32) -> UInt32 {
          // Memory order R, G, B, A: little-endian words hold A B G R.
          (pixel & 0xFF) << 16 | (pixel & 0xFF00) | (pixel >> 16 & 0xFF)
        }
        // The last opaque pixel's answer: runs of one colour skip the table.
        var lastPixel: UInt32 = 0, last: (index: UInt8, error: UInt32) = (0, 0)
        func lookUp(_ pixel: UInt32) -> (index: UInt8, error: UInt32) {
          if pixel != lastPixel {
            lastPixel = pixel
            last = nearest(rgb(pixel))
          }
          return last
        }
        guard let background, transparentEntry != nil else {
          for i in 0..<count {
            let pixel = source[i]
            if pixel >> 24 == 0 {
              out[i] = transparent
              usesTransparent = true
            } else {
              out[i] = lookUp(pixel).index
            }
          }
          return
        }
        background.withUnsafeBytes { rawShown in
          let shown = rawShown.bindMemory(to: UInt32.self)
          for i in 0..<count {
            let pixel = source[i]
            if pixel >> 24 == 0 {
              out[i] = transparent
              usesTransparent = true
              continue
            }
            let (index, error) = lookUp(pixel)
            let behind = shown[i]
            if behind >> 24 != 0 {
              let dr = Int32(pixel & 0xFF) - Int32(behind & 0xFF)
              let dg = Int32(pixel >> 8 & 0xFF) - Int32(behind >> 8 & 0xFF)
              let db = Int32(pixel >> 16 & 0xFF) - Int32(behind >> 16 & 0xFF)
              if UInt32(dr * dr + dg * dg + db * db) <= error {
                out[i] = transparent
                usesTransparent = true
                continue
              }
            }
            out[i] = index
          }
        }
      }
    }
    return QuantizedRegion(indices: indices, palette: palette, transparentIndex: usesTransparent ? Int(transparent) : nil)
  }
}
