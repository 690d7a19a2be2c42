import Dispatch

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
//
// Films with gradients and antialiased curves show tens of thousands of
// colours (the chart film 82,312), and then two costs dominate: the
// searches, one per new colour, and the look-ups themselves, which jump
// about a table of megabytes. The encoder knows every colour of the
// animation before the first frame is remapped (the palette was fitted to
// their histogram), so the searches are made ahead on every core
// (`prefill`); and each frame position remembers the last colour looked
// up there and its answer (the memo), since most pixels of a changed
// rectangle did not change: on the chart film 88 % of the 5.1 million
// pixels remapped are answered from the memo, read in order. Both give the
// answers a plain look-up gives.

/// Each colour's nearest entry in a fixed palette, cached.
///
/// Not thread-safe: the table fills as colours are met.
final class PaletteMap {
  /// The palette indices refer to (transparent entries included).
  let palette: [PaletteColor]
  /// The palette's first fully transparent entry, if it has one.
  let transparentEntry: Int?

  /// The search a miss runs (immutable, so it can run on many threads).
  private let searcher: NearestEntrySearch
  /// Per slot, the key (packed 0xRRGGBB) in the low half and its value
  /// in the high half: the nearest index in the value's low byte, the
  /// squared error above it. One word a slot, so that a look-up touches
  /// one cache line (the chart film's table holds 82,312 colours, 2 MiB,
  /// and look-ups jump about it). `empty` marks a free slot.
  private var slots: [UInt64]
  private var mask: Int
  private var used = 0
  private static let empty = UInt64.max
  /// Past this many colours the table starts again (bounded memory):
  /// 2²⁰ by default, 16 MiB of table.
  let maximumColors: Int

  /// - Precondition: `palette` has at least one opaque entry.
  init(palette: [PaletteColor], maximumColors: Int = 1 << 20) {
    self.palette = palette
    self.maximumColors = maximumColors
    transparentEntry = palette.firstIndex { $0.a == 0 }
    searcher = NearestEntrySearch(palette: palette)
    (slots, mask) = Self.table(slots: 4096)
  }

  /// Finds the nearest entry of each of `colors` (packed 0xRRGGBB, each
  /// once) now, on every core, so that remapping frames later only looks
  /// them up: an animation's histogram holds every colour its frames
  /// show, and a miss costs a search over the palette (the chart film's
  /// 82,312 colours took 90 ms of one core, one frame after another).
  /// The answers are the ones a miss would find (a colour's nearest entry
  /// does not depend on when it is asked), so the frames are the same.
  /// Colours past `maximumColors` are left to be found as they come.
  func prefill(_ colors: [UInt32]) {
    let colors = Array(colors.prefix(maximumColors - used))
    guard !colors.isEmpty else { return }
    var size = slots.count
    while size < 2 * (used + colors.count) + 2 { size *= 2 }
    if size > slots.count {
      let old = slots.filter { $0 != Self.empty }
      (slots, mask) = Self.table(slots: size)
      used = 0
      for slot in old { insert(UInt32(truncatingIfNeeded: slot), UInt32(truncatingIfNeeded: slot >> 32)) }
    }
    var found = [UInt32](repeating: 0, count: colors.count)
    let searcher = self.searcher
    // A fixed number of slices: the same work on any machine.
    let slices = colors.count >= 4096 ? 8 : 1
    found.withUnsafeMutableBufferPointer { found in
      let out = SliceOutput(values: found)
      DispatchQueue.concurrentPerform(iterations: slices) { slice in
        let range = (colors.count * slice / slices)..<(colors.count * (slice + 1) / slices)
        for i in range {
          let (index, error) = searcher.nearest(colors[i] & 0xFF_FFFF)
          out.values[i] = UInt32(index) | error << 8
        }
      }
    }
    for (rgb, value) in zip(colors, found) { insert(rgb & 0xFF_FFFF, value) }
  }

  /// Where `prefill`'s slices write, each its own indices.
  private struct SliceOutput: @unchecked Sendable {
    let values: UnsafeMutableBufferPointer<UInt32>
  }

  private static func table(slots: Int) -> ([UInt64], Int) {
    ([UInt64](repeating: empty, count: slots), slots - 1)
  }

  /// Where the search for `rgb` starts (Fibonacci hashing spreads
  /// neighbouring colours apart).
  @inline(__always)
  private static func slot(of rgb: UInt32, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(rgb) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// The nearest opaque entry to the packed colour `rgb`, and its squared error.
  @inline(__always)
  func nearest(_ rgb: UInt32) -> (index: UInt8, error: UInt32) {
    var slot = Self.slot(of: rgb, mask: mask)
    while true {
      let word = slots[slot]
      if UInt32(truncatingIfNeeded: word) == rgb {
        let value = UInt32(truncatingIfNeeded: word >> 32)
        return (UInt8(truncatingIfNeeded: value), value >> 8)
      }
      if word == Self.empty { break }
      slot = (slot + 1) & mask
    }
    let found = searcher.nearest(rgb)
    if used * 2 >= slots.count { grow() }
    insert(rgb, UInt32(found.index) | found.error << 8)
    return found
  }

  /// Stores `rgb`'s answer, unless the table holds it already.
  private func insert(_ rgb: UInt32, _ value: UInt32) {
    var slot = Self.slot(of: rgb, mask: mask)
    while slots[slot] != Self.empty {
      if UInt32(truncatingIfNeeded: slots[slot]) == rgb { return }
      slot = (slot + 1) & mask
    }
    slots[slot] = UInt64(value) << 32 | UInt64(rgb)
    used += 1
  }

  private func grow() {
    let old = slots.filter { $0 != Self.empty }
    let size = used >= maximumColors ? 4096 : slots.count * 2
    (slots, mask) = Self.table(slots: size)
    used = 0
    guard size > 4096 else { return }
    for slot in old { insert(UInt32(truncatingIfNeeded: slot), UInt32(truncatingIfNeeded: slot >> 32)) }
  }

  /// `rgba` (alpha 0 or 255) as palette indices. With a `background` of
  /// the same size, pixels it shows at least as well as their nearest
  /// entry become the transparent entry (which the palette must then have).
  func remap(_ rgba: [UInt8], background: [UInt8]?) -> QuantizedRegion {
    let count = rgba.count / 4
    return remap(rgba, width: count, rect: PixelRect(x: 0, y: 0, width: count, height: count > 0 ? 1 : 0), background: background)
  }

  /// The rectangle `rect` of `frame` (`width` pixels a row, alpha 0 or
  /// 255) as palette indices, as `remap(_:background:)` gives for that
  /// rectangle cropped; `background` is the rectangle's size.
  ///
  /// Each position remembers the last colour looked up there and its
  /// answer (`memo`): a changed rectangle is mostly pixels that did not
  /// change (88–91 % of it on the chart film), and reading their answers
  /// in order costs far less than a look-up in the table, whose slots a
  /// film's 80,000 colours spread over megabytes.
  func remap(_ frame: [UInt8], width: Int, rect: PixelRect, background: [UInt8]?) -> QuantizedRegion {
    let count = rect.width * rect.height
    precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && frame.count >= width * (rect.y + rect.height) * 4)
    precondition(background == nil || background!.count == count * 4)
    let frameCount = width * (rect.y + rect.height)
    // A frame too large for a memo (8 bytes a pixel) looks every pixel up.
    let remembers = frameCount <= Self.largestMemo
    if remembers, memoWidth != width || memo.count < frameCount {
      memo = [UInt64](repeating: 0, count: max(frameCount, memoWidth == width ? memo.count : 0))
      memoWidth = width
    }
    var indices = [UInt8](repeating: 0, count: count)
    let transparent = UInt8(transparentEntry ?? 0)
    let keeps = background != nil && transparentEntry != nil
    var usesTransparent = false
    var largestError: UInt32 = 0
    let emptyShown = [UInt8]()
    var memo = self.memo
    self.memo = []  // keeps the memo uniquely referenced while it is written
    defer { self.memo = memo }
    frame.withUnsafeBytes { raw in
      let source = raw.bindMemory(to: UInt32.self)
      (keeps ? background! : emptyShown).withUnsafeBytes { rawShown in
        let shown = rawShown.bindMemory(to: UInt32.self)
        indices.withUnsafeMutableBufferPointer { out in
          memo.withUnsafeMutableBufferPointer { memo in
            // The last looked-up pixel's answer: runs of one colour skip the table.
            var lastPixel: UInt32 = 0, lastValue: UInt32 = 0
            var i = 0
            for y in rect.y..<(rect.y + rect.height) {
              var position = y * width + rect.x
              for _ in 0..<rect.width {
                defer {
                  i += 1
                  position += 1
                }
                let pixel = source[position]
                if pixel >> 24 == 0 {
                  out[i] = transparent
                  usesTransparent = true
                  continue
                }
                // An opaque pixel's word has alpha 0xFF: a fresh memo slot (0) never matches.
                let remembered = remembers ? memo[position] : 0
                let value: UInt32
                if UInt32(truncatingIfNeeded: remembered) == pixel {
                  value = UInt32(truncatingIfNeeded: remembered >> 32)
                } else {
                  if pixel != lastPixel {
                    lastPixel = pixel
                    let found = nearest(RGBA.packedRGB(pixel))
                    lastValue = UInt32(found.index) | found.error << 8
                  }
                  value = lastValue
                  if remembers { memo[position] = UInt64(value) << 32 | UInt64(pixel) }
                }
                let index = UInt8(truncatingIfNeeded: value)
                // A kept pixel shows at least as well as its entry would.
                largestError = max(largestError, value >> 8)
                if keeps {
                  let behind = shown[i]
                  if behind >> 24 != 0 {
                    let dr = Int32(pixel & 0xFF) - Int32(behind & 0xFF)
                    let dg = Int32(pixel >> 8 & 0xFF) - Int32(behind >> 8 & 0xFF)
                    let db = Int32(pixel >> 16 & 0xFF) - Int32(behind >> 16 & 0xFF)
                    if UInt32(dr * dr + dg * dg + db * db) <= value >> 8 {
                      out[i] = transparent
                      usesTransparent = true
                      continue
                    }
                  }
                }
                out[i] = index
              }
            }
          }
        }
      }
    }
    return QuantizedRegion(
      indices: indices, palette: palette, transparentIndex: usesTransparent ? Int(transparent) : nil,
      largestSquaredError: largestError)
  }

  /// Per position of the frames remapped, the last pixel word looked up
  /// there (low half) and its table value (high half); 0 where none was.
  private var memo: [UInt64] = []
  /// The row length `memo` was made for.
  private var memoWidth = 0
  /// The most frame pixels a memo is kept for: 2²², a 32 MiB memo
  /// (2048 × 2048 pixels).
  static let largestMemo = 1 << 22
}
