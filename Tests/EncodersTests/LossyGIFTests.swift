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
