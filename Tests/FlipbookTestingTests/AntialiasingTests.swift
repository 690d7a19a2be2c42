import FlipbookCore
import FlipbookTesting
import Foundation
import Rasterizer
import Testing

/// The cross-renderer tolerance: an image drawn with other antialiasing
/// (4 × 4 supersampling, where Cairo computes coverage) passes; a moved
/// line, a colour 3 % off, a missing stroke and a shape moved by a pixel
/// fail.
@Suite struct AntialiasingTests {
  struct Scene {
    var circleX: CGFloat = 30
    var fill = Color(.sRGB, red: 0.20, green: 0.45, blue: 0.85)
    var stroke = true
    var lineX: CGFloat = 70.5

    /// The scene drawn at `scale`.
    func render(scale: CGFloat) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 100, height: 60), scale: scale) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 60)), with: .color(.white))
        let circle = Path(ellipseIn: CGRect(x: circleX - 20, y: 10, width: 40, height: 40))
        context.fill(circle, with: .color(fill))
        if stroke { context.stroke(circle, with: .color(.black), lineWidth: 2) }
        var slant = Path()
        slant.move(to: CGPoint(x: 55, y: 55))
        slant.addLine(to: CGPoint(x: 95, y: 8))
        context.stroke(slant, with: .color(.orange), lineWidth: 3)
        var hairline = Path()
        hairline.move(to: CGPoint(x: lineX, y: 5))
        hairline.addLine(to: CGPoint(x: lineX, y: 25))
        context.stroke(hairline, with: .color(.black), lineWidth: 1)
      }
    }

    /// The scene as another renderer antialiases it: drawn 4 × larger and
    /// averaged down in 4 × 4 boxes.
    func supersampled() throws -> Bitmap {
      let large = try render(scale: 4)
      var pixels = [UInt8](repeating: 0, count: 100 * 60 * 4)
      for y in 0..<60 {
        for x in 0..<100 {
          for channel in 0..<4 {
            var sum = 0
            for dy in 0..<4 {
              for dx in 0..<4 { sum += Int(large.pixels[((y * 4 + dy) * 400 + x * 4 + dx) * 4 + channel]) }
            }
            pixels[(y * 100 + x) * 4 + channel] = UInt8((sum + 8) / 16)
          }
        }
      }
      return try Bitmap(width: 100, height: 60, pixels: pixels)
    }
  }

  @Test func otherAntialiasingPassesOnlyUnderTheCrossRendererTolerance() throws {
    let reference = try Scene().supersampled()
    let ours = try Scene().render(scale: 1)
    let strict = GoldenComparison(expected: reference, actual: ours, tolerance: .antialiasing)
    #expect(!strict.passes, "the edges differ: \(strict.summary)")
    #expect(strict.differingPixels >= 40, "about 1 % of the pixels, as Core Graphics and Cairo differ")
    let cross = GoldenComparison(expected: reference, actual: ours, tolerance: .crossRenderer)
    #expect(cross.passes, "\(cross.summary)")
    #expect(cross.antialiasedPixels == strict.differingPixels)
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil { print("FIGURE strict", strict.summary, "cross", cross.summary) }
  }

  @Test(arguments: [
    ("a hairline moved by 1 px", Scene(lineX: 71.5)),
    ("a fill 3 % darker", Scene(fill: Color(.sRGB, red: 0.194, green: 0.4365, blue: 0.8245))),
    ("a missing stroke", Scene(stroke: false)),
    ("a circle moved by 1 px", Scene(circleX: 31)),
  ])
  func realChangesStillFail(change: String, scene: Scene) throws {
    let reference = try Scene().supersampled()
    let changed = try scene.render(scale: 1)
    let cross = GoldenComparison(expected: reference, actual: changed, tolerance: .crossRenderer)
    #expect(!cross.passes, "\(change) passed: \(cross.summary)")
    #expect(cross.differingPixels >= 10, "\(change): \(cross.summary)")
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil { print("FIGURE", change, cross.summary) }
  }
}
