@testable import Flipbook
import Foundation
import Testing

/// How a bitmap drawn larger than its pixels is resampled
/// (`Rasterizer/Image/Magnification.swift`): `.high` sharper than
/// bilinear `.low` and smooth at any factor, `.none` in blocks, and a cap
/// inset's slice sampled from its own pixels only.
@Suite struct ImageInterpolationTests {
  /// One row of grey levels, `levels.count` × 1 px at 1×, opaque; with
  /// `transparentEnd`, one more pixel, transparent, after them (an image
  /// with transparency, which iOS magnifies with another kernel).
  func strip(_ levels: [UInt8], transparentEnd: Bool = false) throws -> Image {
    let pixels: [UInt8] = levels.flatMap { [$0, $0, $0, UInt8(255)] } + (transparentEnd ? [0, 0, 0, 0] : [])
    return try Image(bitmap: Bitmap(width: levels.count + (transparentEnd ? 1 : 0), height: 1, scale: 1, pixels: pixels))
  }

  /// The red channel along the middle row of `image` stretched to
  /// `width` × 4 pt, rendered at 1×.
  func row(_ image: Image, width: CGFloat) throws -> [Int] {
    let renderer = ImageRenderer(content: image.frame(width: width, height: 4))
    renderer.scale = 1
    let bitmap = try #require(renderer.bitmap)
    return (0..<bitmap.width).map { Int(bitmap.pixel(x: $0, y: 2).red) }
  }

  /// The steepest step between neighbouring pixels.
  func steepest(_ row: [Int]) -> Int { zip(row, row.dropFirst()).map { abs($1 - $0) }.max() ?? 0 }

  @Test func highIsSharperThanBilinearAndHasNoBlocks() throws {
    // A step from dark grey to light grey, 8 px stretched to 80 pt (10×).
    let step = try strip([64, 64, 64, 64, 192, 192, 192, 192])
    let low = try row(step.resizable().interpolation(.low), width: 80)
    let high = try row(step.resizable().interpolation(.high), width: 80)
    let none = try row(step.resizable().interpolation(.none), width: 80)
    // Bilinear spreads the 128-level step over 10 px (≈ 13 a pixel); the
    // interpolating cubic is steeper in the middle.
    #expect(steepest(low) <= 15)
    #expect(Double(steepest(high)) > 1.15 * Double(steepest(low)), "high \(high), low \(low)")
    // Nearest-pixel is one jump.
    #expect(steepest(none) == 128)
    // Smooth: between the two pixels' centres the ramp rises at every
    // device pixel (blocks would repeat values there), and it overshoots by
    // under 10 % of the step.
    let ramp = Array(high[30..<50])
    let rising = ramp.filter { (68...188).contains($0) }
    #expect(rising.count >= 7 && zip(rising, rising.dropFirst()).allSatisfy { $0 < $1 }, "\(ramp)")
    #expect(high.min()! >= 64 - 13 && high.max()! <= 192 + 13, "\(high)")
    // Both ends keep their level.
    #expect(high[0] == 64 && high[79] == 192)
  }

  @Test func highWeighsNeighboursBySmoothstepWhereTheImageHasTransparency() throws {
    // Two black pixels beside two white ones, and a transparent one after
    // them, magnified 3×: a third and two thirds of the way from black to
    // white, smoothstep's weights 0.259 and 0.741 (66 and 189), as the iOS
    // simulator draws a 1× PNG icon on a 3× screen (measured on
    // kata-desing-system-ios's bell: 0.27 and 0.75). The first ten pixels
    // lie more than a source pixel from the transparent one, which the two
    // taps never reach.
    let icon = try strip([0, 0, 255, 255], transparentEnd: true)
    let high = try row(icon.resizable().interpolation(.high), width: 15)
    let expected = [0, 0, 0, 0, 0, 66, 189, 255, 255, 255]
    #expect(zip(high, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(high)")
    // The default interpolation is `.high`.
    #expect(try row(icon.resizable(), width: 15) == high)
  }

  @Test func highIsTheInterpolatingCubicWhereTheImageIsOpaque() throws {
    // The same step, opaque (a photograph): Catmull–Rom's four taps, as
    // iOS draws fespinoza/sample-json-app's JPEG poster (see
    // `Magnification`): 76 and 179 a third and two thirds of the way, and
    // the lobes below zero ring past the step (clamped to 0 and 255 here,
    // at 274 and 264 they would show on a mid-grey step).
    let photo = try strip([0, 0, 255, 255])
    let high = try row(photo.resizable().interpolation(.high), width: 12)
    let expected = [0, 0, 0, 0, 0, 76, 179, 255, 255, 255, 255, 255]
    #expect(zip(high, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(high)")
    // A light line on mid-grey rings below the grey beside it, opaque
    // (down to 119); with transparency it never does.
    let line: [UInt8] = [128, 128, 255, 128, 128, 128]
    let opaque = try row(try strip(line).resizable(), width: 60)
    let transparent = try row(try strip(line, transparentEnd: true).resizable(), width: 70)
    #expect((117...121).contains(opaque.min()!), "\(opaque)")
    #expect(transparent[0..<50].min()! >= 127, "\(transparent)")
    #expect(opaque.max()! >= 253 && transparent.max()! >= 253)
  }

  @Test func aThirtyFoldStretchStaysSmooth() throws {
    // Cairo's own best filter turns to blocks past 3×; this path doesn't.
    let ramp = try strip([0, 255, 0])
    let high = try row(ramp.resizable().interpolation(.high), width: 90)
    // Rising to the peak and falling after it, one pixel at a time.
    let peak = high.firstIndex(of: high.max()!)!
    #expect((40...50).contains(peak))
    #expect(zip(high[15..<peak], high[16...peak]).allSatisfy { $0 <= $1 }, "\(high)")
    #expect(steepest(Array(high[15..<75])) <= 20, "\(high)")
  }

  @Test func aCapInsetSliceSamplesOnlyItsOwnPixels() throws {
    // Navy caps, an orange middle: stretched, the middle stays orange up
    // to the caps (the caps' pixels don't bleed into it, as Core Graphics
    // draws each slice as a sub-image).
    let pixels: [UInt8] = [40, 40, 90, 255] + [255, 150, 0, 255] + [40, 40, 90, 255]
    let image = try Image(bitmap: Bitmap(width: 3, height: 1, scale: 1, pixels: pixels))
      .resizable(capInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
    let middle = try row(image.interpolation(.high), width: 40)[1..<39]
    #expect(middle.allSatisfy { $0 == 255 }, "\(Array(middle))")
  }

  @Test func aHugeStretchComputesOnlyWhatIsOnScreen() throws {
    // A 2 × 2 image stretched to a million points: only the 60 × 60 canvas
    // is resampled.
    let image = try Image(bitmap: Bitmap(width: 2, height: 2, scale: 1, fill: .init(200, 10, 10)))
    let renderer = ImageRenderer(
      content: image.resizable().frame(width: 1_000_000, height: 1_000_000).frame(width: 60, height: 60).clipped())
    renderer.scale = 1
    let bitmap = try #require(renderer.bitmap)
    #expect(bitmap.pixel(x: 30, y: 30) == .init(200, 10, 10))
  }

  @Test func aKeptResultDrawsAsANewOne() throws {
    // The second render of the same image at the same scale and phase
    // reuses the first's resampling; it must draw exactly what a new image
    // (computed afresh) draws, at several sub-pixel offsets.
    var pixels: [UInt8] = []
    for i in 0..<64 {
      let red = UInt8(i * 4), green = UInt8(255 - i * 4), blue = UInt8((i * 37) % 256)
      pixels += [red, green, blue, 255]
    }
    let bitmap = try Bitmap(width: 8, height: 8, scale: 1, pixels: pixels)
    let shared = try Image(bitmap: bitmap)
    func render(_ image: Image, offset: CGFloat) throws -> Bitmap {
      let renderer = ImageRenderer(
        content: image.resizable().interpolation(.high).frame(width: 30, height: 30).offset(x: offset, y: offset / 2)
          .frame(width: 40, height: 40))
      renderer.scale = 2
      return try #require(renderer.bitmap)
    }
    for offset: CGFloat in [0, 0.25, 1.3, 0.25] {
      let kept = try render(shared, offset: offset)
      let again = try render(shared, offset: offset)
      let fresh = try render(try Image(bitmap: bitmap), offset: offset)
      #expect(kept == again && again == fresh, "offset \(offset)")
    }
  }
}
