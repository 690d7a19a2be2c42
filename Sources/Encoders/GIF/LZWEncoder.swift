// MARK: - LZW with a choice of indices
//
// GIF compresses each frame's indices with variable-length LZW (GIF89a,
// appendix F): the encoder walks the pixels, extends the current string
// while the dictionary holds it, emits the string's code when it cannot,
// and adds "that string plus the pixel that broke it" as the next code.
// giflib's `EGifPutLine` does exactly that for a fixed row of indices.
//
// A difference frame's pixels are not fixed. Where the canvas already shows
// the right colour, a pixel may be written as the transparent index ("keep")
// or as the palette entry of the colour shown: both decode to the same
// picture. Which compresses better depends on the neighbourhood: a flat
// background that is partly unchanged is one long run when written in its
// colour and a patchwork of colour and "keep" when written transparent; an
// unchanged antialiased edge is the opposite. `gifsicle -O3` recovered up
// to 20 % of our play/pause GIF this way. giflib cannot be told "either of
// these two", so the LZW step is written here, and giflib still writes
// every other byte of the file (`EGifPutCode` takes the compressed blocks).
//
// The choice is made while matching: the current string goes on with the
// pixel's primary index if the dictionary holds that, else with its
// alternative; the match ends when neither extends it. The pixel that broke
// the match takes the choice whose one-pixel continuation exists in the
// dictionary (primary on a tie); the new entry appends that choice, and the
// next string starts with it, so the decoder's dictionary (which learns an
// entry's last pixel from the next code) stays in step. Following every
// string that matches under some choice (up to 8 at once) instead of the
// first saved 0.2 % of the samples' bytes for more time than it was worth. Codes, widths and
// clears follow giflib's encoder exactly: a code is emitted at the current
// width, the width grows once the next free code no longer fits, and a clear
// code restarts the dictionary when code 4095 would be assigned.
//
// The frame writer encodes each frame twice — "keep" first and "colour"
// first — and keeps the shorter (both decode to the same picture).

/// GIF's LZW compression, with an optional second index per pixel that
/// decodes to the same colour. (SPI for the encoders benchmark, which times
/// it against giflib on the same indices.)
@_spi(Benchmarks) public enum LZWEncoder {
  /// The largest code GIF's 12-bit codes allow.
  static let maximumCode = 4095
  /// Open-addressing table slots (a power of two, twice the codes).
  private static let slots = 8192

  /// Compresses `indices` (each below `1 << minimumCodeSize`) into GIF's
  /// LZW stream: the clear code, the codes, the end code, packed LSB first,
  /// without the code-size byte or the sub-block lengths.
  ///
  /// Where `alternatives[i] != indices[i]`, pixel `i` may be written as
  /// either; the encoder picks per pixel (see the essay above), `indices`
  /// first.
  public static func encode(
    _ indices: UnsafeBufferPointer<UInt8>, alternatives: UnsafeBufferPointer<UInt8>? = nil,
    minimumCodeSize: Int
  ) -> [UInt8] {
    precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8 bits")
    precondition(alternatives == nil || alternatives!.count == indices.count)
    let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: slots)
    let codes = UnsafeMutablePointer<UInt16>.allocate(capacity: slots)
    defer {
      keys.deallocate()
      codes.deallocate()
    }
    let table = CodeTable(keys: keys, codes: codes)
    table.removeAll()
    var stream = CodeStream(minimumCodeSize: minimumCodeSize, capacity: indices.count / 2 + 16)
    let count = indices.count
    guard count > 0 else { return stream.finish() }
    // Without alternatives every pixel's choice is its own index.
    let alternatives = alternatives ?? indices

    /// Whether the dictionary holds `code`'s string followed by pixel `j`
    /// under either choice.
    func grows(_ code: Int, at j: Int) -> Bool {
      let p = indices[j], a = alternatives[j]
      return table.find(prefix: code, value: p) != nil || (a != p && table.find(prefix: code, value: a) != nil)
    }

    var code = Int(indices[0])
    var j = 1
    while j < count {
      let p = indices[j], a = alternatives[j]
      if let longer = table.find(prefix: code, value: p) ?? (a != p ? table.find(prefix: code, value: a) : nil) {
        code = longer
        j += 1
        continue
      }
      stream.emit(code)
      // The breaking pixel's choice: the one that can grow further.
      var first = p
      if a != p, j + 1 < count, !grows(Int(p), at: j + 1), grows(Int(a), at: j + 1) { first = a }
      // The entry "that string + the choice", or a clear.
      if let new = stream.newCode() {
        table.insert(prefix: code, value: first, code: new)
      } else {
        table.removeAll()
      }
      code = Int(first)
      j += 1
    }
    stream.emit(code)
    return stream.finish()
  }

  /// GIF's code stream with giflib's encoder's rules: each code is written
  /// at the current width, which grows once the next free code no longer
  /// fits, and a clear code restarts the dictionary when code 4095 would be
  /// assigned. Shared by the exact and the lossy encoder.
  struct CodeStream {
    private var output: BitPacker
    let minimumCodeSize: Int
    private var next: Int
    private var width: Int
    private var clear: Int { 1 << minimumCodeSize }

    /// Starts the stream with a clear code.
    init(minimumCodeSize: Int, capacity: Int) {
      output = BitPacker(capacity: capacity)
      self.minimumCodeSize = minimumCodeSize
      next = (1 << minimumCodeSize) + 2
      width = minimumCodeSize + 1
      emit(clear)
    }

    mutating func emit(_ code: Int) {
      output.put(code, width: width)
      if next >= 1 << width, width < 12 { width += 1 }
    }

    /// The code for the next dictionary entry; nil when the dictionary is
    /// full, after a clear code is written (the caller empties its
    /// dictionary).
    mutating func newCode() -> Int? {
      guard next < LZWEncoder.maximumCode else {
        emit(clear)
        next = clear + 2
        width = minimumCodeSize + 1
        return nil
      }
      defer { next += 1 }
      return next
    }

    /// Writes the end code and returns the packed bytes.
    mutating func finish() -> [UInt8] {
      emit(clear + 1)
      return output.finish()
    }
  }

  /// The dictionary: (prefix code, value) → code, open addressing over a
  /// fixed table; cleared in place on every clear code.
  private struct CodeTable {
    let keys: UnsafeMutablePointer<UInt32>
    let codes: UnsafeMutablePointer<UInt16>

    /// Keys are `prefix << 8 | value` plus one; zero marks a free slot.
    @inline(__always) private static func key(_ prefix: Int, _ value: UInt8) -> UInt32 {
      UInt32(truncatingIfNeeded: prefix << 8 | Int(value)) &+ 1
    }

    @inline(__always) private static func slot(_ key: UInt32) -> Int {
      Int((key &* 2_654_435_761) >> 19)
    }

    func removeAll() { keys.update(repeating: 0, count: LZWEncoder.slots) }

    @inline(__always) func find(prefix: Int, value: UInt8) -> Int? {
      let key = Self.key(prefix, value)
      var s = Self.slot(key)
      while true {
        let k = keys[s]
        if k == key { return Int(codes[s]) }
        if k == 0 { return nil }
        s = (s + 1) & (LZWEncoder.slots - 1)
      }
    }

    func insert(prefix: Int, value: UInt8, code: Int) {
      let key = Self.key(prefix, value)
      var s = Self.slot(key)
      while keys[s] != 0 { s = (s + 1) & (LZWEncoder.slots - 1) }
      keys[s] = key
      codes[s] = UInt16(code)
    }
  }

  /// Packs codes least significant bit first, as GIF stores them.
  struct BitPacker {
    private var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var bits = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func put(_ code: Int, width: Int) {
      accumulator |= UInt64(code) << UInt64(bits)
      bits += width
      while bits >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator >>= 8
        bits -= 8
      }
    }

    mutating func finish() -> [UInt8] {
      if bits > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
      return bytes
    }
  }
}
