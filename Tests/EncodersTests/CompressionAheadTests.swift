import Testing

@testable @_spi(Benchmarks) import Encoders

/// Frames compressed before the palette's order is known, then renumbered
/// (`LZWEncoder.renumbered`, `GIFWriter.compression(of:from:original:order:)`):
/// the very bytes of compressing the renumbered frame afresh.
@Suite struct CompressionAheadTests {
  /// A frame of runs and noise over `colors` entries, with "keep" (entry 0)
  /// and choices where `choices`, large enough to fill the dictionary.
  func frame(_ random: inout SeededRandom, width: Int, height: Int, colors: Int, choices: Bool) -> GIFFrame {
    var indices: [UInt8] = []
    while indices.count < width * height {
      let value = UInt8(1 + random.next() % UInt64(colors - 1))
      let run = random.next() % 3 == 0 ? 1 : Int(random.next() % 12)
      indices += Array(repeating: value, count: run)
    }
    indices = Array(indices.prefix(width * height))
    var alternatives: [UInt8]?
    if choices {
      alternatives = indices.map { index in
        switch random.next() % 5 {
        case 0: 0
        case 1: UInt8(1 + random.next() % UInt64(colors - 1))
        default: index
        }
      }
      for i in indices.indices where alternatives![i] == 0 { (indices[i], alternatives![i]) = (0, indices[i]) }
    }
    return GIFFrame(
      left: 0, top: 0, width: width, height: height, indices: indices, palette: nil, transparentIndex: 0,
      disposal: 1, alternatives: alternatives)
  }

  @Test func aRenumberedStreamIsTheFreshCompressionOfTheRenumberedFrame() throws {
    var random = SeededRandom(state: 17)
    var restated = 0, refused = 0
    for round in 0..<60 {
      let colors = [4, 16, 100, 256][round % 4]
      let original = frame(&random, width: 97, height: 61 + round, colors: colors, choices: round % 3 != 0)
      // A permutation of the palette, entry 0 ("keep") pinned, as the
      // writer's: within the frame's entries, or over the whole table
      // (which changes most frames' code sizes).
      var order = (0..<256).map { UInt8($0) }
      for i in stride(from: round % 2 == 0 ? colors - 1 : 255, to: 1, by: -1) {
        order.swapAt(i, 1 + Int(random.next() % UInt64(i)))
      }
      var renumbered = original
      renumbered.renumber(order)
      let early = GIFWriter.compression(of: original)
      let fresh = GIFWriter.compression(of: renumbered)
      if let made = GIFWriter.compression(of: renumbered, from: early, original: original, order: order) {
        #expect(made.codeSize == fresh.codeSize && made.stream == fresh.stream, "round \(round)")
        restated += 1
      } else {
        refused += 1
      }
      // Without an order the early stream is the frame's own.
      #expect(GIFWriter.compression(of: original, from: early, original: original, order: nil)?.stream == early.stream)
    }
    // Most are restated; those whose choices cross the code size's limit are not.
    #expect(restated >= 30 && refused >= 10, "restated \(restated), refused \(refused)")
  }

  /// Entries 1 and 2 and "keep" make 2-bit frames; their choices of entry
  /// 7 are dropped at that size. Renumbered with 7 as 3, the choices fit:
  /// compressed afresh, some frames use them, so no early stream may stand.
  @Test func aChoiceCrossingTheCodeSizesLimitIsCompressedAfresh() throws {
    var random = SeededRandom(state: 8)
    var order = (0..<256).map { UInt8($0) }
    order.swapAt(3, 7)
    var differing = 0
    for _ in 0..<20 {
      let indices = (0..<900).map { _ in UInt8(random.next() % 3) }
      let alternatives = indices.map { $0 == 0 ? [1, 2, 7, 7][Int(random.next() % 4)] : $0 }
      let original = GIFFrame(
        left: 0, top: 0, width: 30, height: 30, indices: indices, palette: nil, transparentIndex: 0, disposal: 1,
        alternatives: alternatives)
      var renumbered = original
      renumbered.renumber(order)
      let early = GIFWriter.compression(of: original)
      let fresh = GIFWriter.compression(of: renumbered)
      #expect(early.codeSize == 2 && fresh.codeSize == 2)
      if fresh.stream != LZWEncoder.renumbered(early.stream, minimumCodeSize: 2, literals: order) { differing += 1 }
      #expect(GIFWriter.compression(of: renumbered, from: early, original: original, order: order) == nil)
    }
    #expect(differing > 0)
  }

  @Test func aStreamThatDoesNotReadAsTheEncodersIsRefused() {
    var random = SeededRandom(state: 2)
    let original = frame(&random, width: 40, height: 30, colors: 16, choices: false)
    let early = GIFWriter.compression(of: original)
    let identity = (0...255).map { UInt8($0) }
    #expect(LZWEncoder.renumbered(early.stream, minimumCodeSize: early.codeSize, literals: identity) == early.stream)
    #expect(LZWEncoder.renumbered(Array(early.stream.dropLast(3)), minimumCodeSize: early.codeSize, literals: identity) == nil)
    #expect(LZWEncoder.renumbered(early.stream + [0xFF, 0xFF], minimumCodeSize: early.codeSize, literals: identity) == nil)
    #expect(LZWEncoder.renumbered([], minimumCodeSize: 4, literals: identity) == nil)
  }
}
