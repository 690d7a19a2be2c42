import Foundation
import FlipbookCore
import Testing

@testable import Encoders

@Suite struct PaletteTests {
  /// Counts every opaque pixel of every frame directly.
  func bruteForceCounts(_ frames: [[UInt8]]) -> [UInt32: Int] {
    var counts: [UInt32: Int] = [:]
    for frame in frames {
      for i in stride(from: 0, to: frame.count, by: 4) where frame[i + 3] == 255 {
        counts[UInt32(frame[i]) << 16 | UInt32(frame[i + 1]) << 8 | UInt32(frame[i + 2]), default: 0] += 1
      }
    }
    return counts
  }

  @Test func animationHistogramCountsEveryPixelOfEveryFrame() {
    // Frames that change a different patch each time, sometimes not at all,
    // sometimes back to an earlier colour, with some transparent pixels.
    var random = SeededRandom(state: 3)
    let (width, height) = (23, 17)
    var frame: [UInt8] = []
    for i in 0..<(width * height) {
      let alpha: UInt8 = i % 11 == 0 ? 0 : 255
      frame += [UInt8(i % 7 * 30), UInt8(i % 5 * 40), 90, alpha]
    }
    var frames = [frame]
    for step in 1..<30 {
      if step % 7 != 0 {
        let x = Int(random.next() % UInt64(width - 4)), y = Int(random.next() % UInt64(height - 4))
        for row in y..<(y + 4) {
          for column in x..<(x + 4) {
            let i = (row * width + column) * 4
            frame[i] = random.byte() & 0xE0
            frame[i + 1] = 200
            frame[i + 2] = UInt8(step)
            frame[i + 3] = random.byte() < 20 ? 0 : 255
          }
        }
      }
      frames.append(frame)
    }
    let histogram = ColorHistogram(animation: frames, width: width, height: height)
    var counted: [UInt32: Int] = [:]
    for entry in histogram.entries { counted[entry.rgb] = entry.count }
    #expect(counted == bruteForceCounts(frames))
  }

  /// The counter does not know the animation's length: asked after any
  /// frame, it gives the counts of the frames so far, repeats included;
  /// a colour that left the screen keeps the frames it was shown in.
  @Test func aStreamingCountIsExactAfterEveryFrame() {
    var random = SeededRandom(state: 11)
    let (width, height) = (19, 13)
    var frame = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: frame.count, by: 4) { frame[i ..< i + 4] = [40, 80, 120, 255] }
    var counter = ColorHistogram.AnimationCounter(width: width, height: height)
    var frames: [[UInt8]] = []
    for step in 0..<40 {
      if step > 0, step % 5 == 0 {
        counter.addRepeat()
      } else {
        if step > 0 {
          let x = Int(random.next() % UInt64(width - 3)), y = Int(random.next() % UInt64(height - 3))
          for row in y..<(y + 3) {
            for column in x..<(x + 3) {
              let i = (row * width + column) * 4
              frame[i ..< i + 4] = [UInt8(step * 6), random.byte() & 0xC0, 7, random.byte() < 30 ? 0 : 255]
            }
          }
        }
        counter.add(frame)
      }
      frames.append(frame)
      var counted: [UInt32: Int] = [:]
      for entry in counter.histogram.entries { counted[entry.rgb] = entry.count }
      #expect(counted == bruteForceCounts(frames), "after frame \(step)")
    }
    #expect(counter.framesCounted == 40)
  }

  /// The weighted squared error of `histogram` mapped to the nearest of `palette`.
  func squaredError(_ palette: [PaletteColor], _ histogram: [(rgb: UInt32, count: Int)]) -> Double {
    histogram.reduce(0) { sum, entry in
      let (r, g, b) = (Int(entry.rgb >> 16 & 0xFF), Int(entry.rgb >> 8 & 0xFF), Int(entry.rgb & 0xFF))
      let nearest = palette.map { p -> Int in
        let (dr, dg, db) = (r - Int(p.r), g - Int(p.g), b - Int(p.b))
        return dr * dr + dg * dg + db * db
      }.min()!
      return sum + Double(nearest * entry.count)
    }
  }

  @Test func refinementFindsTheClustersAStartingPaletteMisses() {
    // Four tight clusters of colours; the starting palette puts two entries
    // in one cluster and none in another. Lloyd alone keeps that; the swap
    // moves an entry, and the result is each cluster's weighted mean.
    let centres: [(Int, Int, Int)] = [(20, 30, 40), (200, 40, 60), (60, 220, 90), (240, 240, 250)]
    var histogram: [(rgb: UInt32, count: Int)] = []
    for (r, g, b) in centres {
      for (dr, dg, db, count) in [(-2, 0, 0, 3), (2, 0, 0, 3), (0, -1, 1, 2), (0, 1, -1, 2)] {
        histogram.append((UInt32(r + dr) << 16 | UInt32(g + dg) << 8 | UInt32(b + db), count))
      }
    }
    let start = [
      PaletteColor(r: 20, g: 30, b: 40, a: 255), PaletteColor(r: 22, g: 31, b: 41, a: 255),
      PaletteColor(r: 200, g: 40, b: 60, a: 255), PaletteColor(r: 60, g: 220, b: 90, a: 255),
    ]
    let refined = PaletteRefinement(histogram: histogram).refine(start, passes: 32)
    #expect(Set(refined) == Set(centres.map { PaletteColor(r: UInt8($0.0), g: UInt8($0.1), b: UInt8($0.2), a: 255) }))
    #expect(squaredError(refined, histogram) < squaredError(start, histogram))
  }

  @Test func refinementNeverRaisesTheErrorAndIsDeterministic() {
    // A gradient with anti-aliased specks: thousands of colours, a palette
    // of 32 from an arbitrary start.
    var random = SeededRandom(state: 11)
    var histogram: [(rgb: UInt32, count: Int)] = []
    for i in 0..<6000 {
      let t = Double(i % 600) / 600
      let r = UInt32(40 + 160 * t)
      let g = UInt32(60 + 30 * t)
      let b = UInt32(random.byte() % 64) + 100
      let count = Int(random.next() % 50) + 1
      histogram.append((r << 16 | g << 8 | b, count))
    }
    let start = (0..<32).map { (i: Int) -> PaletteColor in
      PaletteColor(r: UInt8(i * 7), g: UInt8(255 - i * 5), b: UInt8(i * 3), a: 255)
    }
    let refinement = PaletteRefinement(histogram: histogram)
    let once = refinement.refine(start, passes: 24)
    #expect(squaredError(once, histogram) < 0.2 * squaredError(start, histogram))
    // More passes never make it worse, and a rerun gives the same palette.
    let longer = refinement.refine(start, passes: 64)
    #expect(squaredError(longer, histogram) <= squaredError(once, histogram))
    #expect(refinement.refine(start, passes: 24) == once)
  }

  @Test func refinedPaletteShowsGradientsCloserThanLibimagequantsAlone() throws {
    // A vertical gradient behind a horizontal one, under a moving
    // anti-aliased knob (about 300 colours, like a toggle row):
    // libimagequant's perceptual palette, then the same polished for
    // squared error. Measured: +0.67 dB.
    let directory = TemporaryDirectory()
    func frame(_ n: Int) -> Bitmap {
      let (width, height) = (200, 120)
      let knobX = 40 + 120 * Double(n) / 15
      var pixels: [UInt8] = []
      for y in 0..<height {
        for x in 0..<width {
          let t = Double(y) / Double(height - 1)
          var (r, g, b) = (51 + 40 * t, 56 + 30 * t, 63 + 70 * t)
          if (20..<180).contains(x), (45..<75).contains(y) {
            let s = Double(x - 20) / 160
            (r, g, b) = (249 - 172 * s, 187 - 5 * s, 196 + 30 * s)
          }
          let dx = Double(x) + 0.5 - knobX, dy = Double(y) + 0.5 - 60
          let knob = min(1, max(0, 13 - (dx * dx + dy * dy).squareRoot()))
          (r, g, b) = (r * (1 - knob) + 255 * knob, g * (1 - knob) + 255 * knob, b * (1 - knob) + 255 * knob)
          pixels += [UInt8(r.rounded()), UInt8(g.rounded()), UInt8(b.rounded()), 255]
        }
      }
      return try! Bitmap(width: width, height: height, pixels: pixels)
    }
    let frames = (0..<16).map(frame)
    func meanPSNR(refinement: Int) throws -> Double {
      let path = directory.file("refine-\(refinement).gif")
      let encoder = try GIFEncoder(path: path, options: .init(paletteRefinement: refinement))
      for frame in frames { try encoder.append(frame, duration: 0.1) }
      try encoder.finish()
      let decoded = try GIFDecoder().read(contentsOf: path)
      return zip(frames, decoded.frames).map { psnr($0, $1) }.reduce(0, +) / Double(frames.count)
    }
    let plain = try meanPSNR(refinement: 0)
    let refined = try meanPSNR(refinement: 64)
    #expect(refined > plain + 0.3, "mean PSNR \(plain) dB without refinement, \(refined) dB with")
  }

  @Test func refinementPassesAreValidated() {
    #expect(throws: EncoderError.invalidParameter(name: "palette refinement", value: "-1")) {
      try GIFEncoder(path: NSTemporaryDirectory() + "never.gif", options: .init(paletteRefinement: -1))
    }
  }
}
