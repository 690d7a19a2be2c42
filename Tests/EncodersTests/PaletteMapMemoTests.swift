import FlipbookCore
import Testing

@testable import Encoders

/// The palette map's look-ups made ahead (`prefill`), its per-position
/// memo (`remap(_:width:rect:background:)`), and what it reports for the
/// adaptive palette's check; each must give what a fresh map's plain
/// `remap` gives.
@Suite struct PaletteMapMemoTests {
  let helpers = TwoPassTests()

  @Test func lookingUpAheadChangesNoAnswer() {
    let palette = helpers.randomPalette(seed: 11)
    let region = helpers.randomRegion(4000, seed: 12)
    let plain = PaletteMap(palette: palette).remap(region, background: nil)
    // Every colour of the region, and many it does not hold, looked up
    // ahead on several threads (past 4,096 colours the work is sliced).
    var colours: [UInt32] = stride(from: 0, to: region.count, by: 4).map {
      UInt32(region[$0]) << 16 | UInt32(region[$0 + 1]) << 8 | UInt32(region[$0 + 2])
    }
    colours += (0..<20_000).map { UInt32($0) &* 2_654_435_761 & 0xFF_FFFF }
    let map = PaletteMap(palette: palette)
    map.prefill(colours)
    #expect(map.remap(region, background: nil).indices == plain.indices)
    for colour in colours.suffix(500) { #expect(map.nearest(colour) == PaletteMap(palette: palette).nearest(colour)) }
  }

  @Test func lookingUpAheadStopsAtTheColourLimit() {
    let palette = helpers.randomPalette(seed: 3)
    let map = PaletteMap(palette: palette, maximumColors: 1000)
    let colours = (0..<5000).map { UInt32($0) &* 2_654_435_761 & 0xFF_FFFF }
    map.prefill(colours)
    // Past the limit, colours are still found (and the table starts again).
    let fresh = PaletteMap(palette: palette)
    for colour in colours { #expect(map.nearest(colour) == fresh.nearest(colour)) }
  }

  /// A `width` × `height` frame of few colours, some transparent.
  func frame(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    helpers.randomRegion(width * height, seed: seed, transparentEvery: 17)
  }

  func crop(_ pixels: [UInt8], width: Int, _ rect: PixelRect) -> [UInt8] {
    RGBA.crop(pixels, width: width, to: rect)
  }

  @Test func aRectangleRemapsAsItsCropDoesFrameAfterFrame() {
    let (width, height) = (37, 23)
    let palette = helpers.randomPalette(seed: 7)
    let map = PaletteMap(palette: palette)
    var frame = frame(width: width, height: height, seed: 1)
    var random = SeededRandom(state: 99)
    for step in 0..<12 {
      // Change some pixels (the memo must not answer for their old colour),
      // then remap a rectangle, with and without a background.
      for _ in 0..<60 {
        let p = Int(random.byte()) % (width * height) * 4
        frame[p] = random.byte()
        frame[p + 1] = random.byte()
        frame[p + 3] = random.byte() < 30 ? 0 : 255
      }
      let x = Int(random.byte()) % width, y = Int(random.byte()) % height
      let rect = PixelRect(
        x: x, y: y, width: 1 + Int(random.byte()) % (width - x), height: 1 + Int(random.byte()) % (height - y))
      let background: [UInt8]? = step.isMultiple(of: 2) ? nil : crop(self.frame(width: width, height: height, seed: UInt64(step)), width: width, rect)
      let region = crop(frame, width: width, rect)
      let expected = PaletteMap(palette: palette).remap(region, background: background)
      let got = map.remap(frame, width: width, rect: rect, background: background)
      #expect(got.indices == expected.indices, "step \(step)")
      #expect(got.transparentIndex == expected.transparentIndex, "step \(step)")
    }
  }

  @Test func aFrameTooLargeForAMemoIsLookedUpPixelByPixel() {
    // One column, taller than the largest memo: a rectangle at its foot.
    let height = PaletteMap.largestMemo + 64
    let palette = helpers.randomPalette(seed: 4)
    var frame = [UInt8](repeating: 255, count: height * 4)
    let tail = helpers.randomRegion(64, seed: 8)
    frame.replaceSubrange((height - 64) * 4..<height * 4, with: tail)
    let rect = PixelRect(x: 0, y: height - 64, width: 1, height: 64)
    let map = PaletteMap(palette: palette)
    let expected = PaletteMap(palette: palette).remap(tail, background: nil)
    #expect(map.remap(frame, width: 1, rect: rect, background: nil).indices == expected.indices)
    #expect(map.remap(frame, width: 1, rect: rect, background: nil).indices == expected.indices)
  }

  @Test func theLargestErrorIsTheWorstPixelsSquaredDistance() {
    let palette = [
      PaletteColor(r: 0, g: 0, b: 0, a: 255), PaletteColor(r: 200, g: 200, b: 200, a: 255),
      PaletteColor(r: 0, g: 0, b: 0, a: 0),
    ]
    // Black exactly; (190, 190, 190) is 300 from white; (10, 0, 0) is 100
    // from black; a transparent pixel counts for nothing.
    let source: [UInt8] = [0, 0, 0, 255, 190, 190, 190, 255, 10, 0, 0, 255, 90, 90, 90, 0]
    let mapped = PaletteMap(palette: palette).remap(source, background: nil)
    #expect(mapped.largestSquaredError == 300)
    // Kept where the background shows it as well: the kept pixel's error
    // is at most its entry's, so the largest is still bounded by 300.
    let shown: [UInt8] = [0, 0, 0, 255, 195, 190, 190, 255, 0, 0, 0, 255, 0, 0, 0, 255]
    let kept = PaletteMap(palette: palette).remap(source, background: shown)
    #expect(kept.indices == [2, 2, 2, 2])
    #expect(kept.largestSquaredError == 300)
  }

  @Test func largeHistogramsGetFewerRefinementPasses() {
    #expect(PaletteRefinement.passes(64, colors: 32_768) == 64)
    #expect(PaletteRefinement.passes(64, colors: 82_312) == PaletteRefinement.largeHistogramPasses)
    #expect(PaletteRefinement.passes(3, colors: 82_312) == 3)
    #expect(PaletteRefinement.passes(0, colors: 100_000) == 0)
  }

  @Test func anOpaqueFrameIsNormalizedWithoutACopyOfItsPixels() {
    var bitmap = try! Bitmap(width: 4, height: 2, fill: Bitmap.Pixel(10, 20, 30, 255))
    let normalized = GIFEncoder.Transparency.threshold(128).normalized(bitmap)
    #expect(normalized == bitmap.pixels)
    // The same buffer: nothing was written, so nothing was copied.
    let same = normalized.withUnsafeBufferPointer { a in bitmap.pixels.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    #expect(same)
    // One translucent pixel: its copy is normalized, the bitmap untouched.
    bitmap.pixels[7] = 200
    bitmap.pixels[11] = 20
    let mixed = GIFEncoder.Transparency.threshold(128).normalized(bitmap)
    #expect(Array(mixed[4..<12]) == [10, 20, 30, 255, 0, 0, 0, 0])
    #expect(bitmap.pixels[11] == 20)
  }
}
