/// The nearest opaque entry of a palette to a colour, by search.
struct NearestEntrySearch: Sendable {
  /// The opaque entries' colours and indices, in order of red (then
  /// index): a search starts at the colour's red and walks outward until
  /// the red difference alone is worse than the best.
  private let entries: [Entry]
  /// For each red value 0…255, the first entry (in `entries`) whose red is
  /// at least it (`entries.count` when none is).
  private let firstAtRed: [Int]

  private struct Entry: Sendable {
    var r: Int32, g: Int32, b: Int32
    var index: UInt8
  }

  /// - Precondition: `palette` has at least one opaque entry.
  init(palette: [PaletteColor]) {
    let entries = palette.enumerated().filter { $0.element.a != 0 }.map { i, c in
      Entry(r: Int32(c.r), g: Int32(c.g), b: Int32(c.b), index: UInt8(i))
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
  }

  /// The nearest opaque entry (the lowest index among equals), searching
  /// outward from the colour's red in both directions; a direction stops
  /// once its red difference squared exceeds the best error, since no
  /// entry beyond can be nearer or tie.
  func nearest(_ rgb: UInt32) -> (index: UInt8, error: UInt32) {
    let r = Int32(rgb >> 16 & 0xFF), g = Int32(rgb >> 8 & 0xFF), b = Int32(rgb & 0xFF)
    var best = Int32.max, index: UInt8 = 0
    entries.withUnsafeBufferPointer { entries in
      func consider(_ entry: Entry) {
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

}
