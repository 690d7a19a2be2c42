@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The colour effects, each checked on a pixel whose value follows from
/// the effect's documented definition (written in `ColorMatrix`), computed
/// here by hand: 8-bit sRGB at scale 1, ±1 for rounding.
@Suite struct ColorEffectsTests {
  func render<V: View>(_ view: V) throws -> Bitmap {
    try #require(try ImageRenderer(content: view.frame(width: 4, height: 4)).render())
  }

  /// The centre pixel's straight RGBA.
  func centre<V: View>(_ view: V) throws -> [Int] {
    let image = try render(view)
    let p = (2 * image.width + 2) * 4
    return (0..<4).map { Int(image.pixels[p + $0]) }
  }

  func expectClose(_ actual: [Int], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = expected.map { Int(($0 * 255).rounded()) }
    #expect(zip(actual, bytes).allSatisfy { abs($0 - $1) <= 1 }, "\(actual) is not \(bytes)", sourceLocation: sourceLocation)
  }

  @Test func brightnessAddsToEachComponent() throws {
    expectClose(try centre(Color(red: 0.5, green: 0.25, blue: 0).brightness(0.2)), [0.7, 0.45, 0.2, 1])
    expectClose(try centre(Color(red: 0.5, green: 0.25, blue: 0).brightness(1)), [1, 1, 1, 1])
    expectClose(try centre(Color(red: 0.5, green: 0.25, blue: 0).brightness(-0.3)), [0.2, 0, 0, 1])
  }

  @Test func contrastScalesTheDistanceFromMidGrey() throws {
    expectClose(try centre(Color(red: 0.9, green: 0.25, blue: 0).contrast(0)), [0.5, 0.5, 0.5, 1])
    expectClose(try centre(Color(red: 0.6, green: 0.25, blue: 0).contrast(2)), [0.7, 0, 0, 1])
    // Negative amounts invert as well: (0.75 − ½)·(−1) + ½ = 0.25.
    expectClose(try centre(Color(red: 0.75, green: 0.25, blue: 0).contrast(-1)), [0.25, 0.75, 1, 1])
  }

  @Test func saturationZeroIsSVGsLuminance() throws {
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).saturation(0)), [0.213, 0.213, 0.213, 1])
    expectClose(try centre(Color(red: 0, green: 0, blue: 1).saturation(0)), [0.072, 0.072, 0.072, 1])
    expectClose(try centre(Color(red: 0.2, green: 0.6, blue: 0.4).saturation(1)), [0.2, 0.6, 0.4, 1])
  }

  @Test func hueRotationIsSVGsHueRotateMatrix() throws {
    // cos 180° = −1, sin = 0: red's row gives 0.213 − 0.787 < 0, green and
    // blue 0.213 + 0.213.
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180))), [0, 0.426, 0.426, 1])
    expectClose(try centre(Color(red: 0.3, green: 0.5, blue: 0.7).hueRotation(.degrees(360))), [0.3, 0.5, 0.7, 1])
    // 90°: c = 0, s = 1.
    let r = 0.213 - 0.213, g = 0.213 + 0.143, b = 0.213 - 0.787
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(90))), [r, g, max(b, 0), 1])
  }

  @Test func colorInvertKeepsAlpha() throws {
    expectClose(try centre(Color(red: 1, green: 0.25, blue: 0).colorInvert()), [0, 0.75, 1, 1])
    let half = try centre(Color(red: 1, green: 0, blue: 0).opacity(0.5).colorInvert())
    #expect(abs(half[3] - 128) <= 1)
    #expect(half[0] <= 2 && half[1] >= 253 && half[2] >= 253)
  }

  @Test func grayscaleIsRec709Luminance() throws {
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).grayscale(1)), [0.2126, 0.2126, 0.2126, 1])
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).grayscale(0.5)), [0.6063, 0.1063, 0.1063, 1])
    // Clamped: 3 is fully grey, −1 changes nothing.
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).grayscale(3)), [0.2126, 0.2126, 0.2126, 1])
    expectClose(try centre(Color(red: 1, green: 0, blue: 0).grayscale(-1)), [1, 0, 0, 1])
  }

  @Test func colorMultiplyAndLuminanceToAlpha() throws {
    expectClose(try centre(Color.white.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25))), [0.5, 1, 0.25, 1])
    #expect(try centre(Color.white.luminanceToAlpha())[3] == 255)
    #expect(try centre(Color.black.luminanceToAlpha())[3] == 0)
    expectClose(try centre(Color(white: 0.5).luminanceToAlpha()), [0, 0, 0, 0.5])
  }

  /// Effects apply to the view's drawing as a whole, after its content is
  /// composited: two overlapping halves of one colour come out as one.
  @Test func effectsApplyToTheCompositedView() throws {
    let view = ZStack {
      Color(red: 1, green: 0, blue: 0).opacity(0.5)
      Color(red: 1, green: 0, blue: 0).opacity(0.5)
    }.brightness(0.5)
    // Red at 75 % alpha, brightened: (1, 0.5, 0.5) straight.
    expectClose(try centre(view), [1, 0.5, 0.5, 0.75])
  }

  @Test func amountsThatAreNotFiniteChangeNothing() throws {
    let red: [Double] = [1, 0, 0, 1]
    for amount in [Double.nan, .infinity, -.infinity] {
      expectClose(try centre(Color(red: 1, green: 0, blue: 0).brightness(amount)), red)
      expectClose(try centre(Color(red: 1, green: 0, blue: 0).contrast(amount)), red)
      expectClose(try centre(Color(red: 1, green: 0, blue: 0).saturation(amount)), red)
      expectClose(try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.radians(amount))), red)
      expectClose(try centre(Color(red: 1, green: 0, blue: 0).grayscale(amount)), red)
    }
  }

  @Test func brightnessAnimates() throws {
    let film = Film("brighten", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, state: 0.0, script: [
      .set(\.self, to: 1, animation: .linear(duration: 1)), .wait(1),
    ]) { $amount in
      Color(red: 0, green: 0, blue: 0).brightness(amount)
    }
    var middle: [UInt8] = []
    try film.renderFrames { index, frame in
      if index == 5 { middle = Array(frame.pixels[40..<44]) }
    }
    #expect(abs(Int(middle[0]) - 128) <= 1)
  }

  /// Every effect on a photo-like picture (a sky gradient, a sun, a hill),
  /// looked at: each tile must read as its name says.
  @Test func everyEffectOnAPicture() {
    struct Picture: View {
      var body: some View {
        ZStack(alignment: .bottom) {
          LinearGradient(colors: [Color(red: 0.2, green: 0.45, blue: 0.9), Color(red: 1, green: 0.75, blue: 0.5)],
            startPoint: .top, endPoint: .bottom)
          Circle().fill(Color(red: 1, green: 0.85, blue: 0.1)).frame(width: 18, height: 18).offset(x: 10, y: -22)
          Ellipse().fill(Color(red: 0.15, green: 0.6, blue: 0.25)).frame(width: 80, height: 30).offset(y: 12)
        }
        .frame(width: 48, height: 48)
        .clipped()
      }
    }
    let tiles = HStack(spacing: 4) {
      Picture()
      Picture().brightness(0.3)
      Picture().contrast(2)
      Picture().saturation(0.2)
      Picture().hueRotation(.degrees(120))
      Picture().colorInvert()
      Picture().grayscale(1)
      Picture().colorMultiply(Color(red: 1, green: 0.5, blue: 0.5))
      Picture().luminanceToAlpha()
    }
    .padding(4)
    .background(Color.white)
    expectGolden(of: tiles, named: "color-effects", scale: 2)
  }
}
