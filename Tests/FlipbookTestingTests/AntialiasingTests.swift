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
    for tolerance in [GoldenTolerance.crossRenderer, Self.perceptualCrossRenderer] {
      let cross = GoldenComparison(expected: reference, actual: changed, tolerance: tolerance)
      #expect(!cross.passes, "\(change) passed: \(cross.summary)")
      #expect(cross.differingPixels >= 10, "\(change): \(cross.summary)")
      if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil { print("FIGURE", change, cross.summary) }
    }
  }

  /// What a snapshot strategy compares an iOS reference under: exact
  /// colours (`perceptualPrecision: 1`), across renderers.
  static let perceptualCrossRenderer = GoldenTolerance.perceptual(perceptualPrecision: 1).ignoringAntialiasing()

  /// The same antialiasing passes the perceptual form too, and so does
  /// rounding of a level or two; without the cross-renderer rules neither.
  @Test func theStrategiesToleranceForgivesTheSameAndRounding() throws {
    let reference = try Scene().supersampled()
    let ours = try Scene().render(scale: 1)
    #expect(GoldenComparison(expected: reference, actual: ours, tolerance: Self.perceptualCrossRenderer).passes)
    #expect(!GoldenComparison(expected: reference, actual: ours, tolerance: .perceptual(perceptualPrecision: 1)).passes)
    var rounded = reference
    for index in stride(from: 0, to: rounded.pixels.count, by: 4) where rounded.pixels[index] >= 2 {
      rounded.pixels[index] -= 2
    }
    #expect(GoldenComparison(expected: reference, actual: rounded, tolerance: Self.perceptualCrossRenderer).passes)
    var offByThree = reference
    for index in stride(from: 0, to: offByThree.pixels.count, by: 4) where offByThree.pixels[index] >= 3 {
      offByThree.pixels[index] -= 3
    }
    #expect(!GoldenComparison(expected: reference, actual: offByThree, tolerance: Self.perceptualCrossRenderer).passes)
  }

  /// A faint card on its own shadow (6 levels apart), its edge a third of
  /// a pixel off (the text inside it set in another face): forgiven; the
  /// card a point lower (3 px at 3×), or its colour 3 % darker: not.
  @Test func aFaintEdgeAFractionOffPassesAndMovedFails() throws {
    func card(top: CGFloat, shade: Double = 0.968) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 40, height: 30), scale: 3) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(Color(.sRGB, white: 0.945)))
        context.fill(
          Path(roundedRect: CGRect(x: 5, y: top, width: 30, height: 15), cornerRadius: 6),
          with: .color(Color(.sRGB, white: shade)))
      }
    }
    let reference = try card(top: 8)
    let tolerance = Self.perceptualCrossRenderer
    let fraction = GoldenComparison(expected: reference, actual: try card(top: 8 + 0.3 / 3), tolerance: tolerance)
    #expect(fraction.passes, "\(fraction.summary)")
    #expect(!GoldenComparison(expected: reference, actual: try card(top: 9), tolerance: tolerance).passes)
    #expect(!GoldenComparison(expected: reference, actual: try card(top: 8, shade: 0.968 * 0.97), tolerance: tolerance).passes)
  }

  /// Spokes of an activity indicator at 3× and 2×, as another rasterizer
  /// covers them: each spoke's edges half a pixel off (iOS 26's spinner
  /// against Flipbook's: its rounded ends' pixels 27 levels apart, ΔE₀₀
  /// up to 7.8, some solid in one image and part-covered in the other).
  /// Forgiven as edge coverage; the spokes a point further out, 3 % darker,
  /// one missing: not.
  @Test(arguments: [3.0, 2.0])
  func anEdgeHalfAPixelOffIsForgivenAtTwoPixelsAPoint(scale: CGFloat) throws {
    func spinner(nudge: CGFloat = 0, reach: CGFloat = 0, shade: Double = 0.67, spokes: Int = 8) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 40, height: 40), scale: scale) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.white))
        for index in 0..<spokes {
          let spoke = Path(roundedRect: CGRect(x: 18.5 + nudge, y: 5 - reach, width: 3, height: 9), cornerRadius: 1.5)
          let turn = CGAffineTransform(translationX: 20, y: 20).rotated(by: CGFloat(index) * .pi / 4 + 0.3)
            .translatedBy(x: -20, y: -20)
          context.fill(spoke.applying(turn), with: .color(Color(.sRGB, white: shade)))
        }
      }
    }
    // Core Graphics' spokes are not one flat grey inside (172 and 173
    // alternate in the iOS reference): a level of rounding noise, so no
    // neighbour is exactly flat in both images.
    var reference = try spinner(nudge: 0.5 / scale)
    for index in stride(from: 0, to: reference.pixels.count, by: 4) where (index / 4) % 2 == 1 {
      for channel in 0..<3 where reference.pixels[index + channel] < 250 { reference.pixels[index + channel] += 1 }
    }
    let tolerance = Self.perceptualCrossRenderer
    let ours = GoldenComparison(expected: reference, actual: try spinner(), tolerance: tolerance, scale: scale)
    #expect(ours.passes, "\(ours.summary)")
    #expect(ours.largestDeltaE > GoldenComparison.edgeDeltaE, "the just-noticeable rule alone would not pass it")
    #expect(!GoldenComparison(expected: reference, actual: try spinner(), tolerance: .antialiasing).passes)
    for (change, changed) in [
      ("spokes a point further out", try spinner(reach: 1)),
      ("spokes 3 % darker", try spinner(shade: 0.67 * 0.97)),
      ("a spoke missing", try spinner(spokes: 7)),
    ] {
      let comparison = GoldenComparison(expected: reference, actual: changed, tolerance: tolerance, scale: scale)
      #expect(!comparison.passes, "\(change) passed: \(comparison.summary)")
    }
  }

  /// A chip hugging a label the stand-in face sets narrower: its right end
  /// 1.6 px off at 3× (vjr2005/Challenge's "Alive" chip, iOS 26), 0.6 px
  /// at 2×, beside a card with a hairline border. Forgiven; the chip a
  /// point to the right, 3 % lighter, the border 3 % darker or gone: not.
  @Test(arguments: [3.0, 2.0])
  func anEdgeLessThanAPointOffIsForgivenAtTwoPixelsAPoint(scale: CGFloat) throws {
    func scene(chipX: CGFloat = 10, chipWidth: CGFloat = 60, chip: Double = 0.6, border: Double? = 0.78) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 100, height: 90), scale: scale) { context in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 90)), with: .color(.white))
        context.fill(
          Path(roundedRect: CGRect(x: chipX, y: 10, width: chipWidth, height: 30), cornerRadius: 15),
          with: .color(Color(.sRGB, white: chip)))
        if let border {
          context.stroke(
            Path(roundedRect: CGRect(x: 10.5, y: 50.5, width: 80, height: 30), cornerRadius: 8),
            with: .color(Color(.sRGB, white: border)), lineWidth: 1 / scale)
        }
      }
    }
    let reference = try scene(chipWidth: 60 + (scale - 1.4) / scale)
    let tolerance = Self.perceptualCrossRenderer
    let ours = GoldenComparison(expected: reference, actual: try scene(), tolerance: tolerance, scale: scale)
    #expect(ours.passes, "\(ours.summary)")
    if scale == 3 {
      #expect(!GoldenComparison(expected: reference, actual: try scene(), tolerance: tolerance).passes, "at 1× it would be a move")
    }
    for (change, changed) in [
      ("the chip a point to the right", try scene(chipX: 11)),
      ("the chip 3 % lighter", try scene(chip: 0.6 * 1.03)),
      ("the border 3 % darker", try scene(border: 0.78 * 0.97)),
      ("the border gone", try scene(border: nil)),
    ] {
      let comparison = GoldenComparison(expected: reference, actual: changed, tolerance: tolerance, scale: scale)
      #expect(!comparison.passes, "\(change) passed: \(comparison.summary)")
    }
  }

  /// A picture drawn scaled, resampled by another filter: a thin outline
  /// half a pixel off in phase and a few levels darker in one, 66 levels
  /// apart pixel by pixel (vjr2005/Challenge's avatar at 3×: up to 34).
  /// Forgiven inside the decoded picture's region at 3×; outside such a
  /// region, the picture moved by a point, or brightened: not.
  @Test func anotherResamplingFilterIsForgivenInsideDecodedImages() throws {
    let width = 80, height = 60
    // A light picture with dark vertical outlines at x = 20, 40, 60, in
    // the box (10, 10)–(70, 50), on a white page; `spread` resamples each
    // outline half a pixel later, and 6 levels darker; `shift` moves the
    // picture.
    func page(spread: Bool, shift: Int = 0, brighter: Int = 0) throws -> Bitmap {
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      for y in 10..<50 {
        for x in (10 + shift)..<(70 + shift) {
          let u = x - shift
          var value = 200 + (u + y) % 7
          if u % 20 == 0 { value = spread ? 144 : 90 }
          if u % 20 == 1 { value = spread ? 84 : 150 }
          for channel in 0..<3 { pixels[(y * width + x) * 4 + channel] = UInt8(min(value + brighter, 255)) }
        }
      }
      return try Bitmap(width: width, height: height, pixels: pixels)
    }
    let reference = try page(spread: true)
    let picture = [InkProfile.Box(x0: 10, y0: 10, x1: 70, y1: 50)]
    let tolerance = Self.perceptualCrossRenderer
    let ours = GoldenComparison(
      expected: reference, actual: try page(spread: false), tolerance: tolerance, decodedRegions: picture, scale: 3)
    #expect(ours.passes, "\(ours.summary)")
    #expect(!GoldenComparison(expected: reference, actual: try page(spread: false), tolerance: tolerance, scale: 3).passes)
    let moved = GoldenComparison(
      expected: reference, actual: try page(spread: false, shift: 3), tolerance: tolerance,
      decodedRegions: [InkProfile.Box(x0: 13, y0: 10, x1: 73, y1: 50)], scale: 3)
    #expect(!moved.passes, "\(moved.summary)")
    let brightened = GoldenComparison(
      expected: reference, actual: try page(spread: false, brighter: 6), tolerance: tolerance, decodedRegions: picture,
      scale: 3)
    #expect(!brightened.passes, "\(brightened.summary)")
  }

  /// A photograph decoded by another decoder: noise of a few levels that
  /// averages out is forgiven inside the region the render drew a lossy
  /// image in; the same picture brightened, or moved by a pixel, fails.
  @Test func anotherDecodersNoiseIsForgivenInsideDecodedImagesOnly() throws {
    let width = 60, height = 40
    var generator = SystemRandomNumberGenerator()
    // A photograph: smooth shading and sharp texture.
    func photo(shift: Int = 0) throws -> Bitmap {
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let u = x + shift
          let value = 60 + (u * 3 + y * 2) % 120 + ((u / 4 + y / 4) % 2) * 50
          pixels[(y * width + x) * 4] = UInt8(value)
          pixels[(y * width + x) * 4 + 1] = UInt8(value / 2 + 40)
          pixels[(y * width + x) * 4 + 2] = UInt8(255 - value)
        }
      }
      return try Bitmap(width: width, height: height, pixels: pixels)
    }
    let ours = try photo()
    var decoded = ours
    for index in decoded.pixels.indices where index % 4 != 3 {
      let noise = Int.random(in: -3...3, using: &generator)
      decoded.pixels[index] = UInt8(min(max(Int(decoded.pixels[index]) + noise, 0), 255))
    }
    let whole = [InkProfile.Box(x0: 0, y0: 0, x1: width, y1: height)]
    let tolerance = Self.perceptualCrossRenderer
    let forgiven = GoldenComparison(expected: decoded, actual: ours, tolerance: tolerance, decodedRegions: whole)
    #expect(forgiven.passes, "\(forgiven.summary)")
    #expect(forgiven.decoderPixels > 0)
    #expect(!GoldenComparison(expected: decoded, actual: ours, tolerance: tolerance).passes)
    #expect(!GoldenComparison(expected: decoded, actual: ours, tolerance: .perceptual(perceptualPrecision: 1), decodedRegions: whole).passes)
    var brighter = ours
    for index in brighter.pixels.indices where index % 4 != 3 {
      brighter.pixels[index] = UInt8(min(Int(brighter.pixels[index]) + 4, 255))
    }
    #expect(!GoldenComparison(expected: decoded, actual: brighter, tolerance: tolerance, decodedRegions: whole).passes)
    let moved = try photo(shift: 1)
    #expect(!GoldenComparison(expected: decoded, actual: moved, tolerance: tolerance, decodedRegions: whole).passes)
  }
}

extension AntialiasingTests {
  /// Two resampling filters disagreeing on a photograph's finest detail:
  /// isolated pixels 70 levels apart (their 3 × 3 averages 8 apart, beyond
  /// the averaging rule), 1 in 400 of the picture, are
  /// forgiven inside a decoded picture at 3× (sample-json-app's posters:
  /// 0.15 %, clusters of 1–6 pixels); the same specks at 1×, outside a
  /// decoded picture, 1 in 100 of them, or a blob a point wide (3 × 3
  /// pixels) still fail.
  @Test func resamplingSpecksAreForgivenInsideDecodedImagesOnly() throws {
    let width = 80, height = 80
    func photo(specks spacing: Int? = nil, blobAt blob: (x: Int, y: Int)? = nil) throws -> Bitmap {
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          var value = 60 + (x * 3 + y * 2) % 120
          if let spacing, x % spacing == 5, y % spacing == 5 { value += 70 }
          if let blob, (blob.x..<blob.x + 3).contains(x), (blob.y..<blob.y + 3).contains(y) { value += 40 }
          for channel in 0..<3 { pixels[(y * width + x) * 4 + channel] = UInt8(min(value, 255)) }
        }
      }
      return try Bitmap(width: width, height: height, pixels: pixels)
    }
    let reference = try photo()
    let whole = [InkProfile.Box(x0: 0, y0: 0, x1: width, y1: height)]
    let tolerance = Self.perceptualCrossRenderer
    func compare(_ actual: Bitmap, decoded: [InkProfile.Box], scale: CGFloat = 3) -> GoldenComparison {
      GoldenComparison(expected: reference, actual: actual, tolerance: tolerance, decodedRegions: decoded, scale: scale)
    }
    // The specks alone move the mean by 0.2 level: the picture is decoded.
    let specks = try photo(specks: 20)
    let forgiven = compare(specks, decoded: whole)
    #expect(forgiven.passes, "\(forgiven.summary)")
    #expect(forgiven.decoderPixels >= 16)
    #expect(forgiven.classes?.contains(2) == false)
    for (name, comparison) in [
      ("at 1×", compare(specks, decoded: whole, scale: 1)),
      ("outside a decoded picture", compare(specks, decoded: [])),
      ("1 in 100", compare(try photo(specks: 10), decoded: whole)),
      ("a blob a point wide", compare(try photo(blobAt: (30, 30)), decoded: whole)),
    ] {
      #expect(!comparison.passes, "\(name) passed: \(comparison.summary)")
    }
    // The worst pixel left is found again once specks are forgiven.
    var both = try photo(specks: 20)
    for y in 20..<23 {
      for x in 20..<23 {
        for channel in 0..<3 { both.pixels[(y * width + x) * 4 + channel] = reference.pixels[(y * width + x) * 4 + channel] &+ 70 }
      }
    }
    let blobLeft = compare(both, decoded: whole)
    #expect(!blobLeft.passes)
    if let worst = blobLeft.worstDifferingAt { #expect((20..<23).contains(worst.x) && (20..<23).contains(worst.y)) }
  }

  /// A continuous capsule filling its canvas, as a `sizeThatFits` snapshot
  /// of a button draws it. iOS 18 shades its blunt ends' first column (and
  /// row) faintly for several pixels where the next column is background
  /// (GoodSwiftUI's 40-pt buttons at 3×: 0.02–0.26 coverage over 14 rows);
  /// there, part of the comparison's window lies off the canvas, so the
  /// faint blend beside our background is forgiven. The capsule a point to
  /// the right, 3 % lighter, or a faint column away from the canvas's edge
  /// still fail. (Measured at 3× only; a 2× reference's tail is unknown.)
  @Test func aCapsulesFaintEndAtTheCanvasEdgeIsForgiven() throws {
    let scale: CGFloat = 3
    let size = CGSize(width: 84, height: 40)
    func capsule(x: CGFloat = 0, shade: Double = 0.45) throws -> Bitmap {
      try Bitmap.render(size: size, scale: scale) { context in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
        context.fill(
          Path(roundedRect: CGRect(x: x, y: 0, width: size.width, height: size.height), cornerRadius: 20),
          with: .color(Color(.sRGB, white: shade)))
      }
    }
    /// `image` with iOS's faint tail in column `column`: from the row where
    /// the column's coverage falls below 0.26, away from the capsule's end,
    /// pixels whose row holds no capsule in the next column get a coverage
    /// fading from 0.26 to 0.02, where they are lighter than that
    /// (Flipbook's own back-run leaves a fainter tail there).
    func withFaintTail(_ image: Bitmap, column: Int) throws -> Bitmap {
      var pixels = image.pixels
      let (width, height) = (image.width, image.height)
      func value(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * width + x) * 4]) }
      func shade(coverage: Double) -> Int {
        let level: Double = 255 - coverage * (255 - 0.45 * 255)
        return Int(level.rounded())
      }
      let start: Int = shade(coverage: 0.26)
      var y = height / 2
      while y > 0, value(column, y) < start { y -= 1 }
      let rows = Int(14 * scale / 3)
      for step in 0..<rows where y - step >= 0 {
        let row = y - step
        let fraction = Double(step) / Double(rows)
        let tail: Int = shade(coverage: 0.26 - 0.24 * fraction)
        let nextIsBackground: Bool = column == 0 || value(column + 1, row) == 255
        guard value(column, row) > tail, nextIsBackground else { continue }
        for channel in 0..<3 { pixels[(row * width + column) * 4 + channel] = UInt8(tail) }
      }
      return try Bitmap(width: width, height: height, pixels: pixels)
    }
    let tolerance = Self.perceptualCrossRenderer
    let reference = try withFaintTail(capsule(), column: 0)
    let ours = GoldenComparison(expected: reference, actual: try capsule(), tolerance: tolerance, scale: scale)
    #expect(ours.passes, "\(ours.summary)")
    for (change, changed) in [
      ("the capsule a point to the right", try capsule(x: 1)),
      ("the capsule 3 % lighter", try capsule(shade: 0.45 * 1.03)),
    ] {
      let comparison = GoldenComparison(expected: reference, actual: changed, tolerance: tolerance, scale: scale)
      #expect(!comparison.passes, "\(change) passed: \(comparison.summary)")
    }
    // The same tail a few pixels in from the canvas's edge is not forgiven.
    let inner = try withFaintTail(capsule(x: 2), column: Int(2 * scale) + 1)
    let moved = GoldenComparison(expected: inner, actual: try capsule(x: 2), tolerance: tolerance, scale: scale)
    #expect(!moved.passes, "a faint column inside the canvas passed: \(moved.summary)")
  }
}
