import Foundation
import FlipbookCore
import Testing

@testable @_spi(Benchmarks) import Encoders

/// The global palette's order (`GIFPaletteOrder`) and the run-wise choice
/// of "keep" or colour (`GIFWriter.chooseByRuns`): smaller files that
/// decode to the same pictures.
@Suite struct GIFPaletteOrderTests {
  func usage(_ needed: [Int], weight: Int) -> GIFPaletteOrder.Usage {
    var usage = GIFPaletteOrder.Usage(weight: weight)
    for entry in needed {
      usage.needed.insert(entry)
      usage.drawn.insert(entry)
    }
    return usage
  }

  @Test func withoutFramesTheOrderIsUnchanged() {
    #expect(GIFPaletteOrder.order(count: 256, pinned: [0], frames: []) == Array(0..<256))
    #expect(GIFPaletteOrder.order(count: 5, pinned: [], frames: []) == Array(0..<5))
  }

  @Test func aFrameOfFewColoursGetsTheFirstEntries() {
    // A whole frame needs every entry; a small one the transparent entry
    // and three colours at the top of the table: they move to 1…3, so it
    // is written with GIF's smallest code size, 2 bits.
    let whole = usage(Array(0..<256), weight: 10_000)
    let small = usage([0, 250, 251, 252], weight: 400)
    let order = GIFPaletteOrder.order(count: 256, pinned: [0], frames: [whole, small])
    #expect(Set(order) == Set(0..<256), "a permutation")
    #expect(order[0] == 0, "the pinned transparent entry stays first")
    #expect(Set([order[250], order[251], order[252]]) == [1, 2, 3])
  }

  @Test func theHeavierSmallFrameGetsTheSmallerCodeSize() {
    // Two frames of three colours each (and the transparent entry) cannot
    // both fit in entries 0…3: the one with more pixels gets them, the
    // other 4…7 (3 bits), not anything higher.
    let light = usage([0, 10, 20, 30], weight: 100)
    let heavy = usage([0, 40, 50, 60], weight: 900)
    let order = GIFPaletteOrder.order(
      count: 256, pinned: [0], frames: [usage(Array(0..<256), weight: 50_000), light, heavy])
    #expect([40, 50, 60].map { order[$0] }.max()! <= 3)
    #expect([10, 20, 30].map { order[$0] }.max()! <= 7)
  }

  @Test func entriesAFrameOnlyMayDrawDoNotHoldItsCodeSizeUp() {
    // Pixel 1 may be "keep" (0) or entry 200; entry 200 is not needed, so
    // the frame's needed set is {0, 5} and its code size can be 2.
    let frame = GIFFrame(
      left: 0, top: 0, width: 3, height: 1, indices: [5, 0, 5], palette: nil, transparentIndex: 0, disposal: 1,
      alternatives: [5, 200, 5])
    let usage = GIFPaletteOrder.usage(of: frame)!
    #expect(usage.needed.count == 2 && usage.needed.contains(0) && usage.needed.contains(5))
    #expect(usage.drawn.contains(200))
    #expect(usage.weight == 3)
  }

  /// Each image descriptor's LZW minimum code size, in file order.
  func codeSizes(ofGIFAt path: String) throws -> [Int] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    var p = 13
    if bytes[10] & 0x80 != 0 { p += 3 << (Int(bytes[10] & 7) + 1) }
    var sizes: [Int] = []
    func skipSubBlocks() { while bytes[p] != 0 { p += Int(bytes[p]) + 1 }; p += 1 }
    while p < bytes.count, bytes[p] != 0x3B {
      if bytes[p] == 0x21 {
        p += 2
        skipSubBlocks()
      } else {
        let flags = bytes[p + 9]
        p += 10
        if flags & 0x80 != 0 { p += 3 << (Int(flags & 7) + 1) }
        sizes.append(Int(bytes[p]))
        p += 1
        skipSubBlocks()
      }
    }
    return sizes
  }

  @Test func anOrderedPaletteDecodesToTheSamePicturesWithSmallerCodeSizes() throws {
    // A 64 × 64 frame of all 256 entries, then a 16 × 16 patch drawn from
    // entries 200…202 and "keep": ordered, the patch is written with 2-bit
    // codes instead of 8; both files decode to the same frames.
    var palette = [PaletteColor(r: 0, g: 0, b: 0, a: 0)]
    for i in 1..<256 {
      let v = UInt8(i)
      palette.append(PaletteColor(r: v, g: 255 - v, b: v / 2, a: 255))
    }
    var random = SeededRandom(state: 21)
    let whole = GIFFrame(
      left: 0, top: 0, width: 64, height: 64, indices: (0..<4096).map { UInt8(1 + $0 % 255) }, palette: nil,
      transparentIndex: nil, disposal: 1, delay: 10)
    let patch = GIFFrame(
      left: 8, top: 8, width: 16, height: 16,
      indices: (0..<256).map { _ in [0, 200, 201, 202][Int(random.next() % 4)] }, palette: nil,
      transparentIndex: 0, disposal: 1, delay: 10)
    let directory = TemporaryDirectory()
    var decoded: [[Bitmap]] = []
    var sizes: [[Int]] = []
    for (name, orders) in [("plain.gif", false), ("ordered.gif", true)] {
      let path = directory.file(name)
      let file = try AtomicFileWriter(path: path)
      let writer = try GIFWriter(
        file: file, width: 64, height: 64, loop: .forever, globalPalette: palette, ordersPalette: orders)
      try writer.write(whole)
      try writer.write(patch)
      try writer.close()
      try file.commit()
      decoded.append(try GIFDecoder().read(contentsOf: path).frames)
      sizes.append(try codeSizes(ofGIFAt: path))
    }
    #expect(decoded[0] == decoded[1])
    #expect(decoded[0].count == 2)
    #expect(sizes[0] == [8, 8])
    #expect(sizes[1] == [8, 2])
  }

  @Test func runWiseChoicesFollowTheirNeighbours() {
    // Transparent index 0. Row: drawn 5, a choice of 5 (joins the 5s: drawn),
    // drawn 7, choices of 3 and 4 (two colours: kept), drawn 7, a lone
    // choice of 9 (drawn in one candidate, kept in the other), drawn 8,
    // choice 9 beside a kept pixel (kept), drawn 0.
    let indices: [UInt8] = [5, 0, 7, 3, 0, 7, 0, 8, 0, 0]
    let alternatives: [UInt8] = [5, 5, 7, 0, 4, 7, 9, 8, 9, 0]
    var picture = [UInt8](repeating: 99, count: indices.count)
    for (draws, expected) in [(true, [5, 5, 7, 0, 0, 7, 9, 8, 0, 0] as [UInt8]), (false, [5, 5, 7, 0, 0, 7, 0, 8, 0, 0])] {
      let lone = indices.withUnsafeBufferPointer { i in
        alternatives.withUnsafeBufferPointer { a in
          picture.withUnsafeMutableBufferPointer { out in
            GIFWriter.chooseByRuns(i, a, width: indices.count, transparent: 0, drawsLoneStretches: draws, into: out)
          }
        }
      }
      #expect(lone)
      #expect(picture == expected, "drawing lone stretches: \(draws)")
    }
  }

  @Test(arguments: [1, 3, 12])
  func everyPixelOfTheChosenStreamDecodesToOneOfItsChoices(run: Int) throws {
    // A difference frame over noise in runs: the writer's shortest stream
    // (per-pixel or run-wise) decodes, pixel by pixel, to one of the two
    // choices, and is no longer than the per-pixel one.
    let (width, height) = (120, 90)
    var random = SeededRandom(state: UInt64(run))
    var indices: [UInt8] = [], alternatives: [UInt8] = []
    while indices.count < width * height {
      let colour = UInt8(1 + random.next() % 15)
      let kind = random.next() % 3  // 0: drawn, 1: kept (may be drawn), 2: drawn (may be kept)
      for _ in 0..<(1 + Int(random.next() % UInt64(run))) {
        indices.append(kind == 1 ? 0 : colour)
        alternatives.append(kind == 0 ? colour : (kind == 1 ? colour : 0))
      }
    }
    indices = Array(indices.prefix(width * height))
    alternatives = Array(alternatives.prefix(width * height))
    let frame = GIFFrame(
      left: 0, top: 0, width: width, height: height, indices: indices, palette: nil, transparentIndex: 0,
      disposal: 1, alternatives: alternatives)
    let stream = GIFWriter.compress(frame, minimumCodeSize: 4)
    let perPixel = indices.withUnsafeBufferPointer { i in
      alternatives.withUnsafeBufferPointer { LZWEncoder.encode(i, alternatives: $0, minimumCodeSize: 4) }
    }
    #expect(stream.count <= perPixel.count)
    let written = try decodeLZW(stream, minimumCodeSize: 4, count: width * height)
    for i in written.indices {
      #expect(written[i] == indices[i] || written[i] == alternatives[i], "pixel \(i)")
    }
  }

  /// GIF's LZW decoding of a stream (clear, codes, end; LSB first).
  func decodeLZW(_ stream: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
    let clear = 1 << minimumCodeSize, end = clear + 1
    var table: [[UInt8]] = []
    func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
    reset()
    var width = minimumCodeSize + 1
    var bitPosition = 0
    var out: [UInt8] = []
    var previous: [UInt8]? = nil
    while bitPosition + width <= stream.count * 8 {
      var code = 0
      for b in 0..<width {
        let bit = bitPosition + b
        code |= Int(stream[bit / 8] >> UInt8(bit % 8) & 1) << b
      }
      bitPosition += width
      if code == clear {
        reset()
        width = minimumCodeSize + 1
        previous = nil
        continue
      }
      if code == end { break }
      let entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else {
        guard let previous, code == table.count else { throw EncoderError.noFrames }
        entry = previous + [previous[0]]
      }
      out += entry
      if let previous, table.count < 4096 {
        table.append(previous + [entry[0]])
        if table.count == 1 << width, width < 12 { width += 1 }
      }
      previous = entry
    }
    #expect(out.count == count)
    return out
  }
}
