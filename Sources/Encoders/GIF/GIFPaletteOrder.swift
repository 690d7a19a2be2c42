// MARK: - Ordering the global palette for smaller code sizes
//
// A GIF frame drawn from the global table is compressed with LZW codes that
// start one bit wider than its code size, and the code size only has to
// cover the largest index the frame uses (`GIFWriter` announces it so). A
// difference frame often draws from a few colours: the thumb of a toggle,
// an edge of a morphing shape. If those sit among the table's first 32
// entries, its codes start at 6 bits instead of 9, and stay narrower until
// its dictionary grows. Which colours a frame needs is known only after it
// is remapped; the table is written before the first frame. So the writer
// holds the frames of an animation whose palette was fitted in advance
// (they were held for the palette anyway), then orders the table, then
// writes: a permutation changes no colour, only the numbers frames write.
//
// The order is chosen from the last position down. Each frame has a weight
// (its pixel count, standing for the codes it emits) and the set of
// entries it needs (the indices it writes where it has no choice, and the
// transparent entry). A frame is *open* until one of its entries is
// placed; the first of its entries placed, the highest, fixes its code
// size. Placing entry `c` at position `p` costs the weight of every open
// frame that needs `c` and could have had a smaller code size than `p`
// demands (it needs fewer entries than that size's half), so each position
// takes the entry of least cost: entries no small frame needs go to the
// top, and frames with few colours keep theirs low. Ties go to the entry
// fewer frames draw (weighted, choices included), then to the higher
// original index. Pinned entries (the transparent one) keep the lowest
// positions. An entry only some frames *could* draw (a pixel's second
// choice) may end up above such a frame's code size; the frame then drops
// that choice (`GIFWriter.compression(of:)`).
//
// `gifsicle -O3` orders its global table with a similar removal of
// least-needed colours. On the samples the order took the GIFs from
// 1,516,185 to 1,513,193 bytes (shapes 140,279 → 138,142, cutout 8,511 →
// 8,397), after which `gifsicle -O3` saves at most 0.5 % on any of them.
// Frames that stream (a film longer than the lookahead, played twice)
// keep the palette's order: the table is written before they are known.

/// The order of a global palette that lets frames drawing from few of its
/// entries be written with smaller LZW code sizes (see the essay above).
enum GIFPaletteOrder {
  /// What one frame draws from the palette.
  struct Usage {
    /// The entries it needs (one bit each).
    var needed = EntrySet()
    /// The entries it may draw, needed or not.
    var drawn = EntrySet()
    /// Its pixel count.
    var weight: Int
  }

  /// A set of palette entries 0…255.
  struct EntrySet: Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}

    mutating func insert(_ entry: Int) {
      let bit = UInt64(1) << UInt64(entry & 63)
      switch entry >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }

    func contains(_ entry: Int) -> Bool {
      let word: UInt64
      switch entry >> 6 {
      case 0: word = words.0
      case 1: word = words.1
      case 2: word = words.2
      default: word = words.3
      }
      return word >> UInt64(entry & 63) & 1 != 0
    }

    var count: Int {
      words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount + words.3.nonzeroBitCount
    }

    static func == (a: EntrySet, b: EntrySet) -> Bool {
      a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }
  }

  /// What `frame` draws from the global palette, or nil when it has a
  /// palette of its own.
  static func usage(of frame: GIFFrame) -> Usage? {
    guard frame.palette == nil else { return nil }
    var usage = Usage(weight: frame.width * frame.height)
    if let transparent = frame.transparentIndex {
      usage.needed.insert(transparent)
      usage.drawn.insert(transparent)
    }
    // Indices repeat in runs: look at each value once a run.
    var last = -1, lastAlternative = -1
    frame.indices.withUnsafeBufferPointer { indices in
      guard let alternatives = frame.alternatives else {
        for index in indices where Int(index) != last {
          last = Int(index)
          usage.needed.insert(last)
          usage.drawn.insert(last)
        }
        return
      }
      alternatives.withUnsafeBufferPointer { alternatives in
        for i in 0..<min(indices.count, alternatives.count) {
          let p = Int(indices[i]), a = Int(alternatives[i])
          if p == last, a == lastAlternative { continue }
          (last, lastAlternative) = (p, a)
          if p == a { usage.needed.insert(p) }
          usage.drawn.insert(p)
          usage.drawn.insert(a)
        }
      }
    }
    return usage
  }

  /// The new position of each of `count` entries (`order[old] == new`):
  /// `pinned` first, in their order, then the rest as the essay describes.
  static func order(count: Int, pinned: [Int], frames: [Usage]) -> [Int] {
    precondition(count <= 256)
    var order = [Int](repeating: -1, count: count)
    for (position, entry) in pinned.enumerated() where entry < count && order[entry] < 0 {
      order[entry] = position
    }
    let firstFree = order.filter { $0 >= 0 }.count
    var unplaced = (0..<count).filter { order[$0] < 0 }
    guard !unplaced.isEmpty else { return order }

    // The fewest bits each frame could be written with.
    let leastBits = frames.map { Self.codeBits(forCount: $0.needed.count) }
    // How much each entry is drawn, for ties.
    var drawnWeight = [Int](repeating: 0, count: count)
    for frame in frames {
      for entry in 0..<count where frame.drawn.contains(entry) { drawnWeight[entry] += frame.weight }
    }
    var open = [Bool](repeating: true, count: frames.count)
    // Pinned entries fix no frame's size: they are at the bottom.
    var penalty = [Int](repeating: 0, count: count)
    var penaltyBits = 0

    for position in stride(from: count - 1, through: firstFree, by: -1) {
      let bits = Self.codeBits(forCount: position + 1)
      if bits != penaltyBits {
        // Frames that need fewer bits than `bits` pay for their entries.
        penaltyBits = bits
        penalty = [Int](repeating: 0, count: count)
        for (f, frame) in frames.enumerated() where open[f] && leastBits[f] < bits {
          for entry in unplaced where frame.needed.contains(entry) { penalty[entry] += frame.weight }
        }
      }
      var best = 0
      for k in 1..<unplaced.count {
        let a = unplaced[k], b = unplaced[best]
        if (penalty[a], drawnWeight[a], -a) < (penalty[b], drawnWeight[b], -b) { best = k }
      }
      let entry = unplaced.remove(at: best)
      order[entry] = position
      for (f, frame) in frames.enumerated() where open[f] && frame.needed.contains(entry) {
        open[f] = false
        guard leastBits[f] < bits else { continue }
        for other in unplaced where frame.needed.contains(other) { penalty[other] -= frame.weight }
      }
    }
    return order
  }

  /// GIF's code size for indices below `count`: at least 2 bits.
  static func codeBits(forCount count: Int) -> Int {
    max(2, GIFWriter.tableBits(count))
  }
}
