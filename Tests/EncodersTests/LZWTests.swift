import Foundation
import FlipbookCore
import Testing

@testable @_spi(Benchmarks) import Encoders

/// GIF's LZW step (`LZWEncoder`), read back through giflib: exact streams,
/// streams with a choice per pixel, and the code size a frame is written with.
@Suite struct LZWTests {
  /// A palette of `count` distinct opaque colours, so a decoded pixel names its index.
  func palette(_ count: Int) -> [PaletteColor] {
    (0..<count).map { (i: Int) -> PaletteColor in
      let r = UInt8(i), g = UInt8(255 - i), b = UInt8(truncatingIfNeeded: i * 7)
      return PaletteColor(r: r, g: g, b: b, a: 255)
    }
  }

  /// Writes `frames` (whole-canvas rectangles) with `global` as the screen
  /// palette and returns each decoded frame as palette indices.
  func roundTrip(_ frames: [GIFFrame], width: Int, height: Int, global: [PaletteColor]) throws -> [[Int]] {
    let directory = TemporaryDirectory()
    let path = directory.file("lzw.gif")
    let file = try AtomicFileWriter(path: path)
    let writer = try GIFWriter(file: file, width: width, height: height, loop: .once, globalPalette: global)
    for var frame in frames {
      frame.delay = 10
      try writer.write(frame)
    }
    try writer.close()
    try file.commit()
    let decoded = try GIFDecoder().read(contentsOf: path)
    return decoded.frames.map { bitmap in
      stride(from: 0, to: bitmap.pixels.count, by: 4).map { Int(bitmap.pixels[$0]) }
    }
  }

  func frame(_ indices: [UInt8], width: Int, height: Int, alternatives: [UInt8]? = nil) -> GIFFrame {
    GIFFrame(
      left: 0, top: 0, width: width, height: height, indices: indices, palette: nil, transparentIndex: nil,
      disposal: 1, alternatives: alternatives)
  }

  /// Random indices below `limit`, in runs of random length up to `run`
  /// (1: noise, which fills the dictionary and forces clear codes).
  func indices(_ count: Int, below limit: Int, runs run: Int, seed: UInt64) -> [UInt8] {
    var random = SeededRandom(state: seed)
    var out: [UInt8] = []
    while out.count < count {
      let value = UInt8(Int(random.next() % UInt64(limit)))
      out += Array(repeating: value, count: 1 + Int(random.next() % UInt64(run)))
    }
    return Array(out.prefix(count))
  }

  @Test(arguments: [(4, 1), (4, 40), (16, 3), (256, 1), (256, 12)])
  func exactStreamsReadBackThroughGiflib(colors: Int, run: Int) throws {
    // 300 × 200 noise at 256 colours needs several clear codes; 4 colours
    // are written with GIF's smallest code size, 2 bits.
    let (width, height) = (300, 200)
    let source = indices(width * height, below: colors, runs: run, seed: UInt64(colors * 100 + run))
    let decoded = try roundTrip([frame(source, width: width, height: height)], width: width, height: height, global: palette(colors))
    #expect(decoded == [source.map(Int.init)])
  }

  @Test func degenerateFramesReadBack() throws {
    // One pixel; one value repeated past the dictionary's size (every
    // string is the previous one plus the same value: LZW's KwKwK case).
    #expect(try roundTrip([frame([3], width: 1, height: 1)], width: 1, height: 1, global: palette(4)) == [[3]])
    let flat = [UInt8](repeating: 1, count: 4_000 * 25)
    #expect(try roundTrip([frame(flat, width: 4_000, height: 25)], width: 4_000, height: 25, global: palette(2)) == [flat.map(Int.init)])
  }

  @Test(arguments: [1, 4, 40])
  func everyPixelDecodesToOneOfItsChoices(run: Int) throws {
    // Choices that decode to different colours here, so the test sees
    // which one each pixel took; a dictionary out of step with the decoder
    // would decode to neither.
    let (width, height) = (200, 150)
    let primary = indices(width * height, below: 64, runs: run, seed: 7)
    var random = SeededRandom(state: 11)
    let alternatives = primary.map { p -> UInt8 in random.next() % 3 == 0 ? UInt8((Int(p) + 1 + Int(random.next() % 5)) % 64) : p }
    let decoded = try roundTrip(
      [frame(primary, width: width, height: height, alternatives: alternatives)], width: width, height: height,
      global: palette(256))[0]
    for i in decoded.indices {
      #expect(decoded[i] == Int(primary[i]) || decoded[i] == Int(alternatives[i]), "pixel \(i)")
    }
    #expect(decoded != primary.map(Int.init) || alternatives == primary, "some choice went to the alternative")
  }

  @Test func aFrameUsingTheFirstEntriesIsWrittenWithFewerBits() throws {
    // A 256-entry screen palette; the frame uses entries 0…5, so its code
    // size is 3 bits. Its alternatives above 7 cannot be written at that
    // size and are dropped.
    let (width, height) = (64, 64)
    let source = indices(width * height, below: 6, runs: 5, seed: 3)
    var alternatives = source
    alternatives[0] = 200
    var written = frame(source, width: width, height: height, alternatives: alternatives)
    #expect(GIFWriter.tableBits(written.largestIndex + 1) == 3)
    written.dropAlternatives(from: 8)
    #expect(written.alternatives == nil)
    let decoded = try roundTrip([frame(source, width: width, height: height, alternatives: alternatives)], width: width, height: height, global: palette(256))
    #expect(decoded == [source.map(Int.init)])
    // The stream at 3 bits is shorter than at the table's 8.
    let narrow = source.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 3) }
    let wide = source.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 8) }
    #expect(narrow.count < wide.count)
  }

  @Test func drawingUnchangedPixelsInTheirColourPaysOnAFlatBackground() {
    // A difference frame over a flat background: changed pixels are drawn
    // in the background's colour 2, unchanged ones scattered among them are
    // "keep" (the transparent index 0) — and could be colour 2 as well.
    let count = 300 * 300
    var random = SeededRandom(state: 5)
    let keeping = (0..<count).map { _ in random.next() % 2 == 0 ? UInt8(0) : UInt8(2) }
    let drawing = keeping.map { _ in UInt8(2) }
    var written = frame(keeping, width: 300, height: 300, alternatives: drawing)
    written.transparentIndex = 0
    let chosen = GIFWriter.compress(written, minimumCodeSize: 2)
    let exact = keeping.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 2) }
    // All "keep/colour" noise becomes one colour: a few hundred bytes
    // instead of about 2 bits a pixel.
    #expect(chosen.count * 20 < exact.count, "\(chosen.count) vs \(exact.count) bytes")
  }

  @Test func keepingRecordsBothChoices() {
    // Pixel 0 shows its colour already (becomes transparent, may be drawn);
    // pixel 1 is transparent over a colour the palette has (may be drawn in
    // it); pixel 2 is transparent over a colour it lacks (no choice);
    // pixel 3 changes (no choice).
    let colors = [PaletteColor(r: 0, g: 0, b: 0, a: 0), PaletteColor(r: 10, g: 20, b: 30, a: 255), PaletteColor(r: 200, g: 0, b: 0, a: 255)]
    var written = GIFFrame(
      left: 0, top: 0, width: 4, height: 1, indices: [1, 0, 0, 2], palette: nil, transparentIndex: 0, disposal: 1)
    let shown: [UInt8] = [10, 20, 30, 255, 200, 0, 0, 255, 1, 2, 3, 255, 10, 20, 30, 255]
    written.keepPixelsAlreadyShown(shown, palette: colors)
    #expect(written.indices == [0, 0, 0, 2])
    #expect(written.alternatives == [1, 2, 0, 2])
  }
}
