import Foundation
import FlipbookCore
import Testing

@testable import Encoders

/// The lookup-table remapping and the two-pass palette.
@Suite struct TwoPassTests {
  /// Random colours, some transparent, as normalized RGBA (alpha 0 or 255).
  func randomRegion(_ count: Int, seed: UInt64, transparentEvery: Int = 13) -> [UInt8] {
    var random = SeededRandom(state: seed)
    var pixels: [UInt8] = []
    for i in 0..<count {
      if i % transparentEvery == 0 {
        pixels += [0, 0, 0, 0]
      } else {
        // Few distinct colours, as in UI frames: the table is hit again.
        pixels += [random.byte() & 0xF8, random.byte() & 0xF8, random.byte() & 0xC0, 255]
      }
    }
    return pixels
  }

  func randomPalette(seed: UInt64) -> [PaletteColor] {
    var random = SeededRandom(state: seed)
    return (0..<40).map { _ in PaletteColor(r: random.byte(), g: random.byte(), b: random.byte(), a: 255) }
      + [PaletteColor(r: 0, g: 0, b: 0, a: 0)]
  }

  func squaredDistance(_ p: [UInt8], _ i: Int, _ c: PaletteColor) -> Int {
    let (dr, dg, db) = (Int(p[i]) - Int(c.r), Int(p[i + 1]) - Int(c.g), Int(p[i + 2]) - Int(c.b))
    return dr * dr + dg * dg + db * db
  }

  @Test func remappingPicksTheNearestEntryLowestIndexFirst() {
    let palette = randomPalette(seed: 5)
    let region = randomRegion(3000, seed: 9)
    let mapped = PaletteMap(palette: palette).remap(region, background: nil)
    #expect(mapped.transparentIndex == 40)
    for pixel in 0..<3000 {
      let i = pixel * 4
      if region[i + 3] == 0 {
        #expect(mapped.indices[pixel] == 40)
        continue
      }
      // Brute force: the first entry at the least distance.
      let distances = palette.dropLast().map { squaredDistance(region, i, $0) }
      let best = distances.firstIndex(of: distances.min()!)!
      #expect(Int(mapped.indices[pixel]) == best, "pixel \(pixel)")
    }
  }

  @Test func tiesGoToTheLowerIndexWhereverTheSearchStarts() {
    // Entries equally far from grey 100 on both sides of its red, and a
    // duplicate: the search walks outward from red 100 in both directions.
    let palette = [
      PaletteColor(r: 104, g: 100, b: 100, a: 255), PaletteColor(r: 96, g: 100, b: 100, a: 255),
      PaletteColor(r: 100, g: 104, b: 100, a: 255), PaletteColor(r: 96, g: 100, b: 100, a: 255),
      PaletteColor(r: 0, g: 0, b: 0, a: 255), PaletteColor(r: 255, g: 255, b: 255, a: 255),
    ]
    let map = PaletteMap(palette: palette)
    let grey = map.remap([100, 100, 100, 255, 96, 100, 100, 255, 0, 0, 0, 255, 255, 255, 250, 255], background: nil)
    #expect(grey.indices == [0, 1, 4, 5])
  }

  @Test func pixelsTheBackgroundShowsAsWellBecomeTransparent() {
    let palette = [
      PaletteColor(r: 0, g: 0, b: 0, a: 255), PaletteColor(r: 200, g: 200, b: 200, a: 255),
      PaletteColor(r: 0, g: 0, b: 0, a: 0),
    ]
    // Source (100, 100, 100): the nearest entry is black at 30,000; a
    // shown (110, 100, 100) is 100 away, kept; a shown (0, 0, 0) is as
    // close as the entry, kept; a transparent shown pixel cannot be kept.
    let source: [UInt8] = [100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255, 190, 190, 190, 255]
    let shown: [UInt8] = [110, 100, 100, 255, 0, 0, 0, 255, 110, 100, 100, 0, 0, 0, 0, 255]
    let mapped = PaletteMap(palette: palette).remap(source, background: shown)
    #expect(mapped.indices == [2, 2, 0, 1])
    #expect(mapped.transparentIndex == 2)
  }

  @Test func aMapStartsAgainPastItsColourLimitWithTheSameAnswers() {
    let palette = randomPalette(seed: 2)
    let map = PaletteMap(palette: palette, maximumColors: 5000)
    let probe: UInt32 = 0x12_34_56
    let first = map.nearest(probe)
    for rgb in UInt32(0)..<20_000 {
      let colour = rgb &* 2_654_435_761 & 0xFF_FFFF
      let found = map.nearest(colour)
      #expect(found == map.nearest(colour))
    }
    #expect(map.nearest(probe) == first)
  }

  /// Frames of a knob moving, with a later colour, at 8 × the lookahead.
  func frames() -> [Bitmap] {
    (0..<24).map { n in
      var frame = uiFrame(knobX: 14 + Double(n) * 4)
      if n >= 12 {
        for i in stride(from: 0, to: 400, by: 4) { frame.pixels[i] = 255; frame.pixels[i + 1] = 20 }
      }
      return frame
    }
  }

  @Test func twoPassesWriteThePicturesTheLookaheadWrites() throws {
    let directory = TemporaryDirectory()
    let frames = frames()
    // One pass, every frame held.
    let held = try GIFEncoder(path: directory.file("held.gif"))
    for frame in frames { try held.append(frame, duration: 0.04) }
    try held.finish()
    // Two passes: the colours counted first, the frames streamed after.
    let builder = try GIFPaletteBuilder(frameCount: frames.count)
    for frame in frames { try builder.add(frame) }
    let palette = try builder.build()
    #expect(palette.count > 2)
    let streamed = try GIFEncoder(path: directory.file("streamed.gif"), palette: palette)
    for frame in frames { try streamed.append(frame, duration: 0.04) }
    try streamed.finish()
    // The same pictures; the held frames' file is no larger, as its
    // writer could order the palette for them (`GIFPaletteOrder`).
    let a = try Data(contentsOf: URL(fileURLWithPath: directory.file("held.gif")))
    let b = try Data(contentsOf: URL(fileURLWithPath: directory.file("streamed.gif")))
    #expect(a.count <= b.count)
    let decoded = try GIFDecoder().read(contentsOf: directory.file("streamed.gif"))
    #expect(try GIFDecoder().read(contentsOf: directory.file("held.gif")).frames == decoded.frames)
    // And the frames decode close to their sources.
    #expect(decoded.frames.count == frames.count)
    for (source, frame) in zip(frames, decoded.frames) { #expect(psnr(source, frame) > 40) }
  }

  @Test func theBuilderRefusesWhatDoesNotFit() throws {
    let builder = try GIFPaletteBuilder(frameCount: 2)
    #expect(throws: EncoderError.noFrames) { try builder.build() }
    try builder.add(uiFrame(knobX: 20))
    #expect(throws: EncoderError.self) { try builder.build() }  // one frame of two
    #expect(throws: EncoderError.self) { try builder.add(uiFrame(width: 60, knobX: 20)) }
    try builder.add(uiFrame(knobX: 30))
    #expect(throws: EncoderError.self) { try builder.add(uiFrame(knobX: 40)) }
    _ = try builder.build()
    #expect(throws: EncoderError.self) { try GIFPaletteBuilder(frameCount: 0) }
  }
}
