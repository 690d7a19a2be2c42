// MARK: - Renumbering a compressed stream
//
// LZW never looks at what an index means, only at which indices are equal:
// the encoder extends its string while the dictionary holds "string +
// next index", and the dictionary's entries are numbered in the order they
// are made. Rename the indices by a permutation and every decision is the
// same — the same strings, the same dictionary codes, the same widths, the
// same clears — except that each literal code (an index below the clear
// code) is the renamed index. So a frame compressed with the global
// palette in one order becomes, code by code, the frame compressed with
// the palette in another, provided its code size is the same in both
// (the clear code and the dictionary's capacity depend on it) and the same
// choices fit under it (`GIFFrame.alternatives` at or above the code
// size's limit are dropped before compressing).
//
// `GIFWriter` uses this to compress held frames while later frames are
// still being encoded, before the palette's order (`GIFPaletteOrder`) is
// known, and renames their literals once it is. Reading the stream back
// needs the encoder's width schedule, which `CodeStream` sets: a code is
// written at the current width; after each code but a clear, the width
// grows when the next free code no longer fits; a dictionary code is made
// after every code but the last, and when none is left (4095) the encoder
// writes a clear, which starts the codes and the width again.

extension LZWEncoder {
  /// `stream` (an LZW stream `encode` made at `minimumCodeSize`) with each
  /// literal index `i` written as `literals[i]`; nil when the stream does
  /// not read as `encode`'s (it never should). `literals` must map every
  /// index the stream holds below `1 << minimumCodeSize`.
  static func renumbered(_ stream: [UInt8], minimumCodeSize: Int, literals: [UInt8]) -> [UInt8]? {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var reader = BitReader(stream)
    var output = BitPacker(capacity: stream.count)
    var width = minimumCodeSize + 1
    var next = clear + 2
    guard reader.read(width) == clear else { return nil }
    output.put(clear, width: width)
    var expectsClear = false
    while true {
      guard let code = reader.read(width) else { return nil }
      if code == end {
        output.put(end, width: width)
        return reader.isAtEnd ? output.finish() : nil
      }
      if code == clear {
        // Written by `newCode` when the dictionary was full.
        guard expectsClear else { return nil }
        output.put(clear, width: width)
        (next, width, expectsClear) = (clear + 2, minimumCodeSize + 1, false)
        continue
      }
      guard !expectsClear, code < next else { return nil }
      if code < clear {
        guard code < literals.count, Int(literals[code]) < clear else { return nil }
        output.put(Int(literals[code]), width: width)
      } else {
        output.put(code, width: width)
      }
      // `emit`'s growth, then `newCode`'s entry (or its clear).
      if next >= 1 << width, width < 12 { width += 1 }
      if next < LZWEncoder.maximumCode { next += 1 } else { expectsClear = true }
    }
  }

  /// Reads codes least significant bit first, as `BitPacker` packs them.
  private struct BitReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var accumulator: UInt64 = 0
    private var bits = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func read(_ width: Int) -> Int? {
      while bits < width {
        guard offset < bytes.count else { return nil }
        accumulator |= UInt64(bytes[offset]) << UInt64(bits)
        offset += 1
        bits += 8
      }
      let code = Int(accumulator & (1 << UInt64(width) - 1))
      accumulator >>= UInt64(width)
      bits -= width
      return code
    }

    /// Whether only the final byte's padding is left.
    var isAtEnd: Bool { offset == bytes.count && bits < 8 }
  }
}
