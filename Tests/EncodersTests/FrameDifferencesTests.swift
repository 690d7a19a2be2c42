import Testing

@testable import Encoders

/// `RGBA.differences` against the rules it fuses, pixel by pixel: a pixel
/// is redrawn when it changed since the previous frame, or when it is opaque
/// and the canvas shows it more than the tolerance off in some channel; the
/// frame clears when a transparent pixel lies over shown colour.
@Suite struct FrameDifferencesTests {
  @Test func oneRectAndOneFlagAsEachRuleGives() {
    var random = SeededRandom(state: 9)
    func pixel() -> [UInt8] {
      random.next() % 5 == 0 ? [0, 0, 0, 0] : [random.byte() & 0xF0, 100, random.byte() & 0x3F, 255]
    }
    for round in 0..<300 {
      let (width, height) = (1 + Int(random.next() % 23), 1 + Int(random.next() % 17))
      let count = width * height
      let previous = (0..<count).flatMap { _ in pixel() }
      var source = previous, canvas = previous
      for _ in 0..<Int(random.next() % 4) {
        let i = Int(random.next() % UInt64(count)) * 4
        source.replaceSubrange(i..<(i + 4), with: pixel())
      }
      for _ in 0..<Int(random.next() % 4) {
        let i = Int(random.next() % UInt64(count)) * 4
        canvas.replaceSubrange(i..<(i + 4), with: pixel())
      }
      var expected = PixelRect(x: 0, y: 0, width: 0, height: 0)
      var clears = false
      for y in 0..<height {
        for x in 0..<width {
          let i = (y * width + x) * 4
          let (s, p, c) = (Array(source[i..<(i + 4)]), Array(previous[i..<(i + 4)]), Array(canvas[i..<(i + 4)]))
          if s[3] == 0, c[3] != 0 { clears = true }
          let off = (0..<3).contains { abs(Int(s[$0]) - Int(c[$0])) > 20 }
          if s != p || (s[3] == 255 && off) {
            expected = expected.union(PixelRect(x: x, y: y, width: 1, height: 1))
          }
        }
      }
      let found = RGBA.differences(source, previous: previous, canvas: canvas, width: width, height: height, tolerance: 20)
      #expect(found.clears == clears, "round \(round)")
      #expect(found.rect == expected, "round \(round)")
    }
  }
}
