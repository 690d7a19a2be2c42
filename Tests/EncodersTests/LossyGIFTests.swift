import Foundation
import FlipbookCore
import Testing

@testable @_spi(Benchmarks) import Encoders

/// Lossy LZW (`GIFEncoder.Options.lossy`): smaller files, every pixel
/// within the bound.
@Suite struct LossyGIFTests {
  /// A banded gradient (18 × 10 bands, 6 levels apart: 180 colours, so a
  /// lossless GIF is exact) with a white square moving across it.
  func frames(count: Int) -> [Bitmap] {
    let (width, height) = (180, 100)
    return (0..<count).map { step in
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let i = (y * width + x) * 4
          let inSquare = x >= 10 + step * 12 && x < 30 + step * 12 && y >= 40 && y < 60
          guard !inSquare else { continue }
          pixels[i] = UInt8(60 + 6 * (x / 10))
          pixels[i + 1] = UInt8(90 + 6 * (y / 10))
          pixels[i + 2] = UInt8(200 - 6 * (x / 10))
        }
      }
      return try! Bitmap(width: width, height: height, pixels: pixels)
    }
  }

  func encode(_ frames: [Bitmap], lossy: Int, in directory: TemporaryDirectory) throws -> (DecodedGIF, Int) {
    let path = directory.file("lossy\(lossy).gif")
    let encoder = try GIFEncoder(path: path, options: GIFEncoder.Options(lossy: lossy))
    for frame in frames { try encoder.append(frame, duration: 0.1) }
    try encoder.finish()
    let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
    return (try GIFDecoder().read(contentsOf: path), bytes)
  }

  @Test func everyPixelStaysWithinTheBoundAndTheFileShrinks() throws {
    let directory = TemporaryDirectory()
    let source = frames(count: 8)
    let (exact, exactBytes) = try encode(source, lossy: 0, in: directory)
    #expect(exact.frames == source, "lossless is exact on 181 colours")
    let bound = 14
    let (lossy, lossyBytes) = try encode(source, lossy: bound, in: directory)
    #expect(lossy.frames.count == source.count)
    var worst = 0, changed = 0
    for (a, b) in zip(source, lossy.frames) {
      for i in stride(from: 0, to: a.pixels.count, by: 4) {
        let d = (0..<3).map { c in Int(a.pixels[i + c]) - Int(b.pixels[i + c]) }
        let squared = d.map { $0 * $0 }.reduce(0, +)
        worst = max(worst, squared)
        if squared > 0 { changed += 1 }
      }
    }
    // Tolerance: the bound itself (Euclidean in sRGB), on every pixel of
    // every frame; neighbouring bands are 6·√3 ≈ 10.4 apart, so some
    // pixels do take a neighbour's colour.
    #expect(worst <= bound * bound, "worst squared error \(worst)")
    #expect(changed > 0)
    #expect(lossyBytes * 10 < exactBytes * 9, "\(lossyBytes) vs \(exactBytes) bytes")
  }

  /// A fine gradient (a level a column) with a dark line jumping 30 px a
  /// frame: each frame's changed rectangle spans the columns between the
  /// old and the new line, where the gradient did not change but lossy
  /// matching wrote neighbouring levels.
  func movingLine(count: Int) -> [Bitmap] {
    let (width, height) = (180, 100)
    return (0..<count).map { step in
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      let line = (step * 30) % (width - 10)
      for y in 0..<height {
        for x in 0..<width {
          let i = (y * width + x) * 4
          let onLine = x >= line && x < line + 3
          pixels[i] = onLine ? 20 : UInt8(40 + x)
          pixels[i + 1] = onLine ? 20 : UInt8(90 + 6 * (y / 10))
          pixels[i + 2] = onLine ? 20 : UInt8(220 - x)
        }
      }
      return try! Bitmap(width: width, height: height, pixels: pixels)
    }
  }

  /// Lossy matching leaves the canvas within the bound, not on palette
  /// colours: later frames keep such pixels instead of writing them again,
  /// so a differenced lossy GIF is smaller than the lossless one (before,
  /// the chart film grew from 579 to 627 KB at `--lossy 8`).
  @Test func laterFramesKeepWhatLossyMatchingLeftWithinTheBound() throws {
    let directory = TemporaryDirectory()
    let source = movingLine(count: 6)
    let bound = 14
    let (_, exactBytes) = try encode(source, lossy: 0, in: directory)
    let (_, exactFirst) = try encode([source[0]], lossy: 0, in: directory)
    let (_, lossyFirst) = try encode([source[0]], lossy: bound, in: directory)
    let (lossy, lossyBytes) = try encode(source, lossy: bound, in: directory)
    var worst = 0
    for (a, b) in zip(source, lossy.frames) {
      for i in stride(from: 0, to: a.pixels.count, by: 4) {
        let squared = (0..<3).map { c in Int(a.pixels[i + c]) - Int(b.pixels[i + c]) }.map { $0 * $0 }.reduce(0, +)
        worst = max(worst, squared)
      }
    }
    #expect(worst <= bound * bound, "worst squared error \(worst)")
    // The frames after the first cost fewer bytes than lossless ones (they
    // draw what changed, as lossless ones do, through longer strings).
    #expect(lossyBytes - lossyFirst < exactBytes - exactFirst,
      "later frames: \(lossyBytes - lossyFirst) lossy vs \(exactBytes - exactFirst) lossless bytes")
  }

  /// A flat disc with antialiased edges moving on a flat background.
  func movingDisc(count: Int) -> [Bitmap] {
    let (width, height) = (160, 80)
    return (0..<count).map { step in
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      let (cx, cy) = (30.0 + Double(step) * 7.3, 40.0)
      for y in 0..<height {
        for x in 0..<width {
          let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
          let coverage = min(max(20.5 - d, 0), 1)
          let i = (y * width + x) * 4
          pixels[i] = UInt8((240 - 200 * coverage).rounded())
          pixels[i + 1] = UInt8((240 - 120 * coverage).rounded())
          pixels[i + 2] = UInt8((250 - 20 * coverage).rounded())
        }
      }
      return try! Bitmap(width: width, height: height, pixels: pixels)
    }
  }

  /// On flat frames, lossy matching and keeping within the bound can break
  /// runs that exact drawing continues: each frame is written the shorter
  /// way, so a lossy GIF is never larger than the lossless one (the
  /// play/pause film took 15 % more bytes at 8 before).
  @Test func flatFramesAreNoLargerLossyThanLossless() throws {
    let directory = TemporaryDirectory()
    let source = movingDisc(count: 8)
    let (_, exactBytes) = try encode(source, lossy: 0, in: directory)
    for bound in [4, 8, 16] {
      let (lossy, lossyBytes) = try encode(source, lossy: bound, in: directory)
      #expect(lossyBytes <= exactBytes, "lossy \(bound): \(lossyBytes) vs \(exactBytes) bytes")
      var worst = 0
      for (a, b) in zip(source, lossy.frames) {
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
          worst = max(worst, (0..<3).map { c in Int(a.pixels[i + c]) - Int(b.pixels[i + c]) }.map { $0 * $0 }.reduce(0, +))
        }
      }
      #expect(worst <= max(bound * bound, 3 * 4 * 4), "lossy \(bound): worst squared error \(worst)")
    }
  }

  @Test func keepingWithinTheBoundMakesOnlyNearPixelsTransparent() {
    let palette = [PaletteColor(r: 0, g: 0, b: 0, a: 0), PaletteColor(r: 100, g: 100, b: 100, a: 255)]
    // Four pixels drawn in entry 1; the canvas shows colours 0, 8, 9 and
    // 30 away from their sources (the third behind a transparent source).
    let source: [UInt8] = [100, 100, 100, 255, 100, 100, 100, 255, 0, 0, 0, 0, 100, 100, 100, 255]
    let shown: [UInt8] = [100, 100, 100, 255, 108, 100, 100, 255, 109, 100, 100, 255, 130, 100, 100, 255]
    var frame = GIFFrame(
      left: 0, top: 0, width: 4, height: 1, indices: [1, 1, 1, 1], palette: palette, transparentIndex: nil, disposal: 1)
    frame.keepPixelsWithinBound(source: source, shown: shown, palette: palette, bound: 8)
    #expect(frame.indices == [0, 0, 1, 1])
    #expect(frame.transparentIndex == 0)
    // No transparent entry: nothing to keep with.
    var opaque = GIFFrame(
      left: 0, top: 0, width: 4, height: 1, indices: [1, 1, 1, 1], palette: [palette[1]], transparentIndex: nil, disposal: 1)
    opaque.keepPixelsWithinBound(source: source, shown: shown, palette: [palette[1]], bound: 8)
    #expect(opaque.indices == [1, 1, 1, 1])
  }

  @Test(arguments: [14, 24, 40])
  func lossyStringsKeepEveryPixelWithinTheBound(bound: Int) {
    // Noisy colours over a 64-entry palette: the dictionary fills with all
    // kinds of strings, and many would run on if the bound were looser.
    var random = SeededRandom(state: UInt64(bound))
    // Opaque pixel words (memory order R, G, B, A), as `PaletteColor.word`.
    let palette = (0..<64).map { _ in 0xFF00_0000 | UInt32(random.next() & 0xFF_FFFF) }
    let count = 120 * 80
    let source: [UInt32] = (0..<count).map { i in
      let base = palette[(i / 7) % 64]
      let jitter = { (c: UInt32) -> UInt32 in UInt32(max(0, min(255, Int(c) + Int(random.next() % 41) - 20))) }
      let r = jitter(base & 0xFF), g = jitter(base >> 8 & 0xFF), b = jitter(base >> 16 & 0xFF)
      return 0xFF00_0000 | b << 16 | g << 8 | r
    }
    func distance(_ pixel: UInt32, _ entry: UInt32) -> Int {
      var sum = 0
      for shift in [0, 8, 16] {
        let d = Int(pixel >> UInt32(shift) & 0xFF) - Int(entry >> UInt32(shift) & 0xFF)
        sum += d * d
      }
      return sum
    }
    let nearest = source.map { pixel in UInt8(palette.indices.min { distance(pixel, palette[$0]) < distance(pixel, palette[$1]) }!) }
    let (stream, written) = source.withUnsafeBufferPointer { words in
      nearest.withUnsafeBufferPointer { indices in
        LZWEncoder.encodeLossy(
          indices,
          target: .init(source: words, shown: nil, palette: palette, transparentIndex: nil, squaredBound: Int32(bound * bound)),
          minimumCodeSize: 6)
      }
    }
    var taken = 0
    for i in 0..<count where written[i] != nearest[i] {
      taken += 1
      #expect(distance(source[i], palette[Int(written[i])]) <= bound * bound, "pixel \(i)")
    }
    #expect(taken > 0, "some strings ran on through other colours")
    let exact = nearest.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 6) }
    #expect(stream.count < exact.count)
  }

  @Test func theBoundIsValidated() {
    #expect(throws: EncoderError.self) { try GIFEncoder(path: NSTemporaryDirectory() + "x.gif", options: GIFEncoder.Options(lossy: 41)) }
    #expect(throws: EncoderError.self) { try GIFEncoder(path: NSTemporaryDirectory() + "x.gif", options: GIFEncoder.Options(lossy: -1)) }
  }
}
