/// The distinct opaque colours of an animation, each with how many pixels
/// show it summed over every frame.
///
/// Counting every frame whole would cost a pass over all of them; instead
/// the first frame is counted once per frame of the animation, and each
/// later frame's changed rectangle adds its new pixels and takes away the
/// old ones, once per frame they stay on screen. The sum is exact.
///
/// Storage is an open-addressing hash table keyed by the packed RGB value:
/// a UI animation has a few thousand colours, and a look-up per pixel is
/// far cheaper than a `Dictionary`.
struct ColorHistogram {
  /// Packed 0xRRGGBB per slot; `empty` marks a free slot.
  private var keys: [UInt32]
  private var values: [Int]
  private var mask: Int
  private var used = 0
  private static let empty = UInt32.max

  init(capacity: Int = 8192) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = Array(repeating: Self.empty, count: size)
    values = Array(repeating: 0, count: size)
    mask = size - 1
  }

  /// The colours of `frames` (RGBA, `width` × `height` each), every frame
  /// counted: the first whole, weighted by the frame count, then each
  /// frame's changed rectangle by the frames left from it on.
  init(animation frames: [[UInt8]], width: Int, height: Int) {
    var counter = AnimationCounter(frameCount: frames.count, width: width, height: height)
    for frame in frames { counter.add(frame) }
    self = counter.histogram
  }

  /// Counts an animation whose length is known as its frames stream past,
  /// holding only the previous frame: the same sums as counting every
  /// frame whole.
  struct AnimationCounter {
    let frameCount: Int
    let width: Int
    let height: Int
    private(set) var histogram = ColorHistogram()
    private(set) var framesCounted = 0
    private var previous: [UInt8] = []

    init(frameCount: Int, width: Int, height: Int) {
      self.frameCount = frameCount
      self.width = width
      self.height = height
    }

    /// Counts the next frame (RGBA, normalized); at most `frameCount`.
    mutating func add(_ frame: [UInt8]) {
      precondition(framesCounted < frameCount, "more frames than the animation has")
      let remaining = frameCount - framesCounted
      if framesCounted == 0 {
        histogram.add(rgba: frame, width: width, rect: PixelRect(x: 0, y: 0, width: width, height: height), weight: remaining)
      } else {
        let rect = RGBA.changedRect(frame, previous, width: width, height: height)
        if !rect.isEmpty {
          histogram.add(changesFrom: previous, to: frame, width: width, rect: rect, weight: remaining)
        }
      }
      previous = frame
      framesCounted += 1
    }

    /// Counts the previous frame again: nothing changes but the count.
    mutating func addRepeat() {
      precondition(framesCounted > 0 && framesCounted < frameCount, "a repeat needs a frame before it and room after")
      framesCounted += 1
    }
  }

  /// Adds `weight` (negative to take away) for each opaque pixel of `rect`
  /// of RGBA `pixels`, `width` pixels a row. Transparent pixels are the
  /// GIF's transparent index, not a palette colour. A run of one colour
  /// costs one look-up (UI frames are mostly runs).
  mutating func add(rgba pixels: [UInt8], width: Int, rect: PixelRect, weight: Int) {
    pixels.withUnsafeBufferPointer { p in
      var run = Run()
      for y in rect.y..<(rect.y + rect.height) {
        var i = (y * width + rect.x) * 4
        for _ in 0..<rect.width {
          if p[i + 3] == 255 {
            run.add(UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]), weight, into: &self)
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
  /// counts cancel), which in a changed rectangle are most of them.
  mutating func add(changesFrom old: [UInt8], to new: [UInt8], width: Int, rect: PixelRect, weight: Int) {
    precondition(old.count == new.count && new.count >= width * (rect.y + rect.height) * 4, "frames of one size")
    old.withUnsafeBufferPointer { o in
      new.withUnsafeBufferPointer { n in
        var added = Run(), removed = Run()
        for y in rect.y..<(rect.y + rect.height) {
          var i = (y * width + rect.x) * 4
          for _ in 0..<rect.width {
            if n[i] != o[i] || n[i + 1] != o[i + 1] || n[i + 2] != o[i + 2] || n[i + 3] != o[i + 3] {
              if n[i + 3] == 255 {
                added.add(UInt32(n[i]) << 16 | UInt32(n[i + 1]) << 8 | UInt32(n[i + 2]), weight, into: &self)
              }
              if o[i + 3] == 255 {
                removed.add(UInt32(o[i]) << 16 | UInt32(o[i + 1]) << 8 | UInt32(o[i + 2]), -weight, into: &self)
              }
            }
            i += 4
          }
        }
        added.flush(into: &self)
        removed.flush(into: &self)
      }
    }
  }

  /// Weight gathered for one colour until another comes.
  private struct Run {
    var rgb = ColorHistogram.empty
    var weight = 0

    mutating func add(_ rgb: UInt32, _ weight: Int, into histogram: inout ColorHistogram) {
      if rgb == self.rgb {
        self.weight += weight
        return
      }
      flush(into: &histogram)
      (self.rgb, self.weight) = (rgb, weight)
    }

    mutating func flush(into histogram: inout ColorHistogram) {
      if rgb != ColorHistogram.empty, weight != 0 { histogram.add(rgb, weight: weight) }
      rgb = ColorHistogram.empty
      weight = 0
    }
  }

  /// Adds `weight` occurrences of the packed colour `rgb`.
  mutating func add(_ rgb: UInt32, weight: Int) {
    var slot = Self.slot(for: rgb, mask: mask)
    while true {
      let key = keys[slot]
      if key == rgb {
        values[slot] += weight
        return
      }
      if key == Self.empty {
        keys[slot] = rgb
        values[slot] = weight
        used += 1
        if used * 2 > keys.count { grow() }
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// The colours with a positive count, in no particular order.
  var entries: [(rgb: UInt32, count: Int)] {
    var out: [(rgb: UInt32, count: Int)] = []
    out.reserveCapacity(used)
    for (slot, key) in keys.enumerated() where key != Self.empty && values[slot] > 0 {
      out.append((key, values[slot]))
    }
    return out
  }

  private static func slot(for rgb: UInt32, mask: Int) -> Int {
    // Fibonacci hashing spreads neighbouring colours apart.
    Int(truncatingIfNeeded: (UInt64(rgb) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let old = zip(keys, values).filter { $0.0 != Self.empty }
    keys = Array(repeating: Self.empty, count: keys.count * 2)
    values = Array(repeating: 0, count: keys.count)
    mask = keys.count - 1
    used = 0
    for (key, value) in old { add(key, weight: value) }
  }
}
