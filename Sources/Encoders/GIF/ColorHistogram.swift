/// The distinct opaque colours of an animation, each with how many pixels
/// show it summed over every frame.
///
/// Counting every frame whole would cost a pass over all of them; instead
/// the first frame is counted whole and each later frame only where it
/// changed (`AnimationCounter`). The sum is exact.
///
/// Storage is an open-addressing hash table keyed by the packed RGB value:
/// a UI animation has a few thousand colours, and a look-up per pixel is
/// far cheaper than a `Dictionary`. Each slot holds the key and two
/// counts: `value` (the histogram's) and `shown`, which only the animation
/// counter uses; one slot is 16 bytes, so a look-up reads one cache line
/// (a film's gradients reach 80,000 colours, a table of megabytes). The
/// order of `entries` is the table's, fixed by the order colours were
/// first met; libimagequant's palette depends on it.
struct ColorHistogram {
  private struct Slot {
    /// Packed 0xRRGGBB; `empty` marks a free slot.
    var key: UInt32
    /// Pixels on screen (a frame has fewer than 2³¹).
    var shown: Int32
    var value: Int
  }

  private var slots: [Slot]
  private var mask: Int
  private var used = 0
  private static let empty = UInt32.max

  init(capacity: Int = 8192) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: Slot(key: Self.empty, shown: 0, value: 0), count: size)
    mask = size - 1
  }

  /// The colours of `frames` (RGBA, `width` × `height` each), every frame
  /// counted.
  init(animation frames: [[UInt8]], width: Int, height: Int) {
    var counter = AnimationCounter(width: width, height: height)
    for frame in frames { counter.add(frame) }
    self = counter.histogram
  }

  /// Counts an animation as its frames stream past, holding only the
  /// previous frame and without knowing how many will come: the same sums
  /// as counting every frame whole.
  ///
  /// A frame's pixels count once for each frame they stay on screen. With
  /// `Hₖ` the colours frame k shows and `Aₙ`, `Rₙ` the pixels frame n adds
  /// and removes (`Hₙ = Hₙ₋₁ + Aₙ − Rₙ`), the sum over N frames is
  /// `Σₖ Hₖ = N·H_last − Σₙ n·(Aₙ − Rₙ)`. So each slot keeps the colour's
  /// pixels on screen (`shown`) and the changes weighted by their frame
  /// number (`value`), and the histogram is made when it is asked for.
  /// The arithmetic wraps: only the final sums must fit.
  struct AnimationCounter {
    let width: Int
    let height: Int
    private var table = ColorHistogram()
    private(set) var framesCounted = 0
    private var previous: [UInt8] = []

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// Counts the next frame (RGBA, normalized).
    mutating func add(_ frame: [UInt8]) {
      let n = framesCounted
      if n == 0 {
        table.add(rgba: frame, width: width, rect: PixelRect(x: 0, y: 0, width: width, height: height), weight: 0, shown: 1)
      } else {
        let rect = RGBA.changedRect(frame, previous, width: width, height: height)
        if !rect.isEmpty { table.add(changesFrom: previous, to: frame, width: width, rect: rect, weight: -n, shown: 1) }
      }
      previous = frame
      framesCounted += 1
    }

    /// Counts the previous frame again: nothing changes but the count.
    mutating func addRepeat() {
      precondition(framesCounted > 0, "a repeat needs a frame before it")
      framesCounted += 1
    }

    /// The histogram of the frames counted so far.
    var histogram: ColorHistogram {
      var result = table
      let frames = framesCounted
      for i in result.slots.indices where result.slots[i].key != ColorHistogram.empty {
        result.slots[i].value = frames &* Int(result.slots[i].shown) &+ result.slots[i].value
        result.slots[i].shown = 0
      }
      return result
    }
  }

  /// Adds `weight` (negative to take away) for each opaque pixel of `rect`
  /// of RGBA `pixels`, `width` pixels a row, and `shown` to its second
  /// count. Transparent pixels are the GIF's transparent index, not a
  /// palette colour. A run of one colour costs one look-up (UI frames are
  /// mostly runs).
  mutating func add(rgba pixels: [UInt8], width: Int, rect: PixelRect, weight: Int, shown: Int = 0) {
    pixels.withUnsafeBufferPointer { p in
      var run = Run()
      for y in rect.y..<(rect.y + rect.height) {
        var i = (y * width + rect.x) * 4
        for _ in 0..<rect.width {
          if p[i + 3] == 255 {
            run.add(UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]), weight, shown, into: &self)
          }
          i += 4
        }
      }
      run.flush(into: &self)
    }
  }

  /// Moves the counts of `rect` from `old` to `new` (RGBA frames, `width`
  /// pixels a row): `weight` for each opaque pixel of `new`, minus `weight`
  /// for each of `old`, skipping the pixels that did not change (their two
  /// counts cancel), which in a changed rectangle are most of them; the
  /// second counts move by `shown` the same way.
  mutating func add(
    changesFrom old: [UInt8], to new: [UInt8], width: Int, rect: PixelRect, weight: Int, shown: Int = 0
  ) {
    precondition(old.count == new.count && new.count >= width * (rect.y + rect.height) * 4, "frames of one size")
    // Whole pixels compared as words (alpha in the top byte).
    old.withUnsafeBytes { rawOld in
      new.withUnsafeBytes { rawNew in
        let o = rawOld.bindMemory(to: UInt32.self), n = rawNew.bindMemory(to: UInt32.self)
        var added = Run(), removed = Run()
        for y in rect.y..<(rect.y + rect.height) {
          var i = y * width + rect.x
          for _ in 0..<rect.width {
            let a = n[i], b = o[i]
            if a != b {
              if a >> 24 == 0xFF { added.add(RGBA.packedRGB(a), weight, shown, into: &self) }
              if b >> 24 == 0xFF { removed.add(RGBA.packedRGB(b), -weight, -shown, into: &self) }
            }
            i += 1
          }
        }
        added.flush(into: &self)
        removed.flush(into: &self)
      }
    }
  }

  /// Counts gathered for one colour until another comes.
  private struct Run {
    var rgb = ColorHistogram.empty
    var weight = 0
    var shown = 0

    mutating func add(_ rgb: UInt32, _ weight: Int, _ shown: Int, into histogram: inout ColorHistogram) {
      if rgb == self.rgb {
        self.weight &+= weight
        self.shown &+= shown
        return
      }
      flush(into: &histogram)
      (self.rgb, self.weight, self.shown) = (rgb, weight, shown)
    }

    mutating func flush(into histogram: inout ColorHistogram) {
      if rgb != ColorHistogram.empty, weight != 0 || shown != 0 { histogram.add(rgb, weight: weight, shown: shown) }
      rgb = ColorHistogram.empty
      weight = 0
      shown = 0
    }
  }

  /// Adds `weight` occurrences of the packed colour `rgb` (and `shown` to
  /// its second count).
  mutating func add(_ rgb: UInt32, weight: Int, shown: Int = 0) {
    var slot = Self.slot(for: rgb, mask: mask)
    let found: Bool = slots.withUnsafeMutableBufferPointer { slots in
      while true {
        let key = slots[slot].key
        if key == rgb {
          slots[slot].value &+= weight
          slots[slot].shown &+= Int32(truncatingIfNeeded: shown)
          return true
        }
        if key == Self.empty {
          slots[slot] = Slot(key: rgb, shown: Int32(truncatingIfNeeded: shown), value: weight)
          return false
        }
        slot = (slot + 1) & mask
      }
    }
    guard !found else { return }
    used += 1
    if used * 2 > slots.count { grow() }
  }

  /// The colours with a positive count, in no particular order.
  var entries: [(rgb: UInt32, count: Int)] {
    var out: [(rgb: UInt32, count: Int)] = []
    out.reserveCapacity(used)
    for slot in slots where slot.key != Self.empty && slot.value > 0 { out.append((slot.key, slot.value)) }
    return out
  }

  private static func slot(for rgb: UInt32, mask: Int) -> Int {
    // Fibonacci hashing spreads neighbouring colours apart.
    Int(truncatingIfNeeded: (UInt64(rgb) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let old = slots.filter { $0.key != Self.empty }
    slots = Array(repeating: Slot(key: Self.empty, shown: 0, value: 0), count: slots.count * 2)
    mask = slots.count - 1
    used = 0
    for slot in old { add(slot.key, weight: slot.value, shown: Int(slot.shown)) }
  }
}
