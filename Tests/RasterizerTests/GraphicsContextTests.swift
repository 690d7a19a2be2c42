import FlipbookCore
import Foundation
@testable import Rasterizer
import Testing

@Suite struct GraphicsContextTests {
  let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test func copiesHaveIndependentState() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 40, height: 20)) { context in
      var copy = context
      copy.opacity = 0.5
      copy.translateBy(x: 20, y: 0)
      copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 20)))
      context.fill(square, with: .color(.black))
      copy.fill(square, with: .color(.black))
    }
    #expect(bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(0, 0, 0, 255))
    #expect(bitmap.pixel(x: 22, y: 5) == Bitmap.Pixel(0, 0, 0, 128))
    #expect(bitmap.pixel(x: 27, y: 5).alpha == 0, "the copy's clip")
  }

  @Test func transformsComposeAsInSwiftUI() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 40, height: 40)) { context in
      context.translateBy(x: 30, y: 10)
      context.rotate(by: .degrees(90))  // +x now points down the screen
      context.scaleBy(x: 2, y: 1)
      context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
    }
    // The 5×5 square becomes 10 down × 5 left of (30, 10).
    #expect(bitmap.pixel(x: 27, y: 15).alpha == 255)
    #expect(bitmap.pixel(x: 27, y: 21).alpha == 0)
    #expect(bitmap.pixel(x: 31, y: 15).alpha == 0)
    #expect(bitmap.pixel(x: 24, y: 15).alpha == 0)
  }

  @Test func concatenateActsInUserSpace() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 40, height: 40)) { context in
      context.scaleBy(x: 2, y: 2)
      context.concatenate(CGAffineTransform(translationX: 5, y: 5))
      context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
    }
    #expect(bitmap.pixel(x: 11, y: 11).alpha == 255)
    #expect(bitmap.pixel(x: 9, y: 9).alpha == 0)
  }

  @Test func zeroWidthStrokeIsOneDevicePixel() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 20, height: 10), scale: 3) { context in
      context.scaleBy(x: 4, y: 4)
      var line = Path()
      // Device row 10 spans y 10...11: centre 10.5 px = 10.5 / 12 units.
      line.move(to: CGPoint(x: 0, y: 10.5 / 12))
      line.addLine(to: CGPoint(x: 5, y: 10.5 / 12))
      context.stroke(line, with: .color(.black), lineWidth: 0)
    }
    #expect(bitmap.pixel(x: 30, y: 10).alpha == 255)
    #expect(bitmap.pixel(x: 30, y: 9).alpha == 0)
    #expect(bitmap.pixel(x: 30, y: 11).alpha == 0)
  }

  @Test func aliasedFillHasNoPartialPixels() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 30, height: 30)) { context in
      context.fill(Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 23, height: 21)), with: .color(.black),
        style: FillStyle(antialiased: false))
    }
    let alphas = Set(stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] })
    #expect(alphas == [0, 255])
  }

  @Test func evenOddLeavesTheHoleOfARing() throws {
    var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30))
    ring.addEllipse(in: CGRect(x: 10, y: 10, width: 10, height: 10))
    let evenOdd = try Bitmap.render(size: CGSize(width: 30, height: 30)) {
      $0.fill(ring, with: .color(.black), style: FillStyle(eoFill: true))
    }
    let nonZero = try Bitmap.render(size: CGSize(width: 30, height: 30)) { $0.fill(ring, with: .color(.black)) }
    #expect(evenOdd.pixel(x: 15, y: 15).alpha == 0)
    #expect(evenOdd.pixel(x: 5, y: 15).alpha == 255)
    #expect(nonZero.pixel(x: 15, y: 15).alpha == 255)
  }

  @Test func dashesFollowPatternAndPhase() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 60, height: 4)) { context in
      var line = Path()
      line.move(to: CGPoint(x: 0, y: 2))
      line.addLine(to: CGPoint(x: 60, y: 2))
      context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 3))
    }
    // Phase 3: on 0..<7, off 7..<12, on 12..<22, off 22..<27, ...
    let on = (0..<60).map { bitmap.pixel(x: $0, y: 2).alpha == 255 }
    let expected = (0..<60).map { x in (x + 3) % 15 < 10 }
    #expect(on == expected)
  }

  @Test func roundCapsReachHalfTheWidthPastTheEnds() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 40, height: 20)) { context in
      var line = Path()
      line.move(to: CGPoint(x: 10, y: 10))
      line.addLine(to: CGPoint(x: 30, y: 10))
      context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 8, lineCap: .round))
    }
    #expect(bitmap.pixel(x: 7, y: 9).alpha == 255)   // within the cap's disc
    #expect(bitmap.pixel(x: 5, y: 9).alpha < 128)
    #expect(bitmap.pixel(x: 7, y: 6).alpha < 128)    // outside the disc's corner
  }

  @Test func miterLimitBevelsSharpJoins() throws {
    func tip(miterLimit: CGFloat) throws -> UInt8 {
      let bitmap = try Bitmap.render(size: CGSize(width: 40, height: 60)) { context in
        var spike = Path()
        spike.move(to: CGPoint(x: 10, y: 55))
        spike.addLine(to: CGPoint(x: 20, y: 20))
        spike.addLine(to: CGPoint(x: 30, y: 55))
        context.stroke(spike, with: .color(.black), style: StrokeStyle(lineWidth: 6, miterLimit: miterLimit))
      }
      // The miter reaches 3 / sin(15.9°) = 10.9 above the vertex (to y 9.1)
      // and is 3.1 wide at y 14.5; a bevel stops near y 19.
      return bitmap.pixel(x: 19, y: 14).alpha
    }
    #expect(try tip(miterLimit: 10) == 255)
    #expect(try tip(miterLimit: 2) == 0)
  }

  @Test func clipsIntersectAndInvert() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 30, height: 10)) { context in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 10)))
      context.clip(to: Path(CGRect(x: 5, y: 0, width: 5, height: 10)), options: .inverse)
      context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(.black))
      #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
    let row = (0..<30).map { bitmap.pixel(x: $0, y: 5).alpha == 255 }
    #expect(row == (0..<30).map { $0 < 5 || ($0 >= 10 && $0 < 20) })
  }

  /// Opaque colours where each mode's formula is easy to evaluate by hand.
  @Test(arguments: [
    (GraphicsContext.BlendMode.normal, (204, 102, 51)),
    (.multiply, (102, 82, 41)),
    (.screen, (230, 224, 214)),
    (.darken, (128, 102, 51)),
    (.lighten, (204, 204, 204)),
    (.plusLighter, (255, 255, 255)),
    (.plusDarker, (77, 51, 0)),
    (.difference, (76, 102, 153)),
  ] as [(GraphicsContext.BlendMode, (Int, Int, Int))])
  func blendModesFollowTheirFormulas(mode: GraphicsContext.BlendMode, expected: (Int, Int, Int)) throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 4, height: 4)) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(red: 0.5, green: 0.8, blue: 0.8))
      context.blendMode = mode
      context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(red: 0.8, green: 0.4, blue: 0.2))
    }
    let p = bitmap.pixel(x: 1, y: 1)
    #expect(abs(Int(p.red) - expected.0) <= 1 && abs(Int(p.green) - expected.1) <= 1 && abs(Int(p.blue) - expected.2) <= 1,
      "\(p)")
    #expect(p.alpha == 255)
  }

  @Test func shadowIsABlurOfTheAlphaBeneathTheShape() throws {
    let sigma: CGFloat = 3
    let bitmap = try Bitmap.render(size: CGSize(width: 80, height: 60)) { context in
      context.addFilter(.shadow(color: .black, radius: sigma, x: 0, y: 0, options: .shadowOnly))
      context.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 40)), with: .color(.red))
    }
    // A blur moves alpha around but keeps its total.
    #expect(abs(bitmap.totalCoverage - 1600) / 1600 < 0.01, "\(bitmap.totalCoverage)")
    // At the edge of a long straight side a Gaussian gives half.
    #expect(abs(Int(bitmap.pixel(x: 20, y: 30).alpha) - 128) <= 20, "\(bitmap.pixel(x: 20, y: 30))")
    // Three σ outside, nearly nothing; deep inside, everything.
    #expect(bitmap.pixel(x: 10, y: 30).alpha <= 3)
    #expect(bitmap.pixel(x: 40, y: 30).alpha == 255)
    #expect(bitmap.pixel(x: 40, y: 30).red == 0, "shadow only: no red")
  }

  @Test func colorSchemeResolvesSystemColours() throws {
    for (scheme, expected) in [(ColorScheme.light, Bitmap.Pixel(0, 122, 255)), (.dark, Bitmap.Pixel(10, 132, 255))] {
      let bitmap = try Bitmap.render(size: CGSize(width: 2, height: 2), colorScheme: scheme) {
        $0.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.blue))
      }
      #expect(bitmap.pixel(x: 0, y: 0) == expected)
    }
  }

  @Test(arguments: [
    CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 0, height: 10),
    CGSize(width: -5, height: 10), CGSize(width: 20_000, height: 10), CGSize(width: 10_000, height: 10_000),
  ])
  func invalidSizesThrow(size: CGSize) {
    #expect(throws: RasterizerError.self) { try Bitmap.render(size: size) { _ in } }
  }

  @Test func invalidScaleThrows() {
    #expect(throws: RasterizerError.self) { try Bitmap.render(size: CGSize(width: 4, height: 4), scale: 0) { _ in } }
    #expect(throws: RasterizerError.self) { try Bitmap.render(size: CGSize(width: 4, height: 4), scale: .nan) { _ in } }
  }

  @Test func fractionalSizesRoundUp() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 100.0 / 3, height: 10.2), scale: 3) { _ in }
    #expect(bitmap.width == 100 && bitmap.height == 31)
  }

  /// Bad values draw nothing and leave the context able to draw (Cairo's
  /// errors are sticky; none may reach it).
  @Test func badValuesDrawNothingAndBreakNothing() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 10, height: 10)) { context in
      var collapsed = context
      collapsed.scaleBy(x: 0, y: 1)
      collapsed.fill(square, with: .color(.red))
      collapsed.clip(to: square)
      var infinite = context
      infinite.translateBy(x: .infinity, y: 0)
      infinite.fill(square, with: .color(.red))
      context.stroke(square, with: .color(.red), style: StrokeStyle(lineWidth: -1))
      context.stroke(square, with: .color(.red), style: StrokeStyle(lineWidth: .nan))
      var dashed = Path()
      dashed.move(to: CGPoint(x: 0, y: 5))
      dashed.addLine(to: CGPoint(x: 10, y: 5))
      context.stroke(dashed, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [-3, 2]))
      context.stroke(dashed, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [0, 0]))
      context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
    }
    #expect(bitmap.pixel(x: 1, y: 1) == Bitmap.Pixel(0, 0, 0, 255))
    #expect(bitmap.pixel(x: 5, y: 2).alpha == 0)
    // The invalid dash patterns are ignored: solid lines.
    #expect((0..<10).allSatisfy { bitmap.pixel(x: $0, y: 5).alpha == 255 })
  }
}
