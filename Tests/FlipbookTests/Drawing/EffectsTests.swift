@_spi(Instrumentation) @testable import Flipbook
import Foundation
import Testing

/// Render effects as SwiftUI draws them: each checked on pixels whose
/// values follow from the effect's definition (scale 1, 8-bit sRGB).
@Suite struct EffectsTests {
  /// `view` rendered at its ideal size, scale 1.
  func render<V: View>(_ view: V) throws -> Bitmap {
    try #require(try ImageRenderer(content: view).render())
  }

  func rgba(_ image: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = (y * image.width + x) * 4
    return (0..<4).map { Int(image.pixels[p + $0]) }
  }

  @Test func clipShapeKeepsOnlyTheShape() throws {
    let image = try render(Color.red.frame(width: 40, height: 40).clipShape(Circle()))
    #expect(rgba(image, 1, 1)[3] == 0)  // outside the circle: clear
    #expect(rgba(image, 20, 20) == [255, 59, 48, 255])  // system red inside
  }

  @Test func maskKeepsWhatTheMaskCovers() throws {
    let image = try render(Color.red.frame(width: 40, height: 40).mask { Circle() })
    #expect(rgba(image, 1, 1)[3] == 0)
    #expect(rgba(image, 20, 20)[3] == 255)
  }

  /// A GeometryReader in a mask is laid out in the layout pass: its content
  /// sees the masked view's size (here: the left half is kept).
  @Test func maskWithAGeometryReaderSeesTheViewsSize() throws {
    let image = try render(Color.red.frame(width: 40, height: 40).mask {
      GeometryReader { proxy in Rectangle().frame(width: proxy.size.width / 2) }
    })
    #expect(rgba(image, 5, 20)[3] == 255)
    #expect(rgba(image, 35, 20)[3] == 0)
  }

  /// Films draw frames on every core from display lists only: a mask's
  /// GeometryReader content is resolved on the thread playing the script,
  /// never on the drawing threads.
  @Test func nothingIsResolvedWhileFramesDraw() throws {
    let threads = ThreadRecorder()
    let film = Film("mask", size: CGSize(width: 40, height: 40), scale: 1, fps: 30, script: [.wait(1)]) {
      Color.red.mask {
        GeometryReader { proxy -> Rectangle in
          threads.record()
          return Rectangle()
        }
      }
    }
    try film.renderFrames { _, _ in }
    // Every pass runs on the one view-graph thread (a large stack); frames
    // draw on others.
    #expect(!threads.seen.isEmpty)
    #expect(threads.seen.allSatisfy { pthread_equal($0, threads.seen[0]) != 0 })
  }

  @Test func zIndexDrawsHigherInFront() throws {
    let image = try render(ZStack {
      Color.red.zIndex(1)
      Color.blue
    }.frame(width: 10, height: 10))
    #expect(rgba(image, 5, 5) == [255, 59, 48, 255])
  }

  /// Group opacity composites once: where two half-transparent-as-a-group
  /// squares overlap, the colour is the same as where only one is.
  @Test func compositingGroupOpacityHasNoOverlaps() throws {
    let pair = ZStack(alignment: .topLeading) {
      Color.black.frame(width: 20, height: 20)
      Color.black.frame(width: 20, height: 20).offset(x: 10)
    }.frame(width: 30, height: 20, alignment: .topLeading)
    let grouped = try render(pair.compositingGroup().opacity(0.5))
    #expect(rgba(grouped, 5, 5) == rgba(grouped, 15, 5))
    #expect(abs(rgba(grouped, 15, 5)[3] - 128) <= 1)
    // Opacity alone is a group too, as in SwiftUI.
    let plain = try render(pair.opacity(0.5))
    #expect(rgba(plain, 5, 5) == rgba(plain, 15, 5))
  }

  /// `multiply` of system blue (0, 122, 255) over a grey of 128: each
  /// channel times 128/255.
  @Test func blendModeMultiplies() throws {
    let image = try render(ZStack {
      Color(white: 128.0 / 255)
      Color.blue.blendMode(.multiply)
    }.frame(width: 10, height: 10))
    let expected = [0, 122, 255].map { Int((Double($0) * 128 / 255).rounded()) }
    let got = Array(rgba(image, 5, 5).prefix(3))
    #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(got) vs \(expected)")
  }

  /// A black square's shadow, 10 pt to the right: grey beside the square,
  /// nothing far from it.
  @Test func shadowFallsBesideTheView() throws {
    let image = try render(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 1, x: 10)
      .padding(15))
    let beside = rgba(image, 15 + 20 + 5, 25)
    #expect(beside[3] > 200)  // the shadow's core: nearly opaque black
    #expect(rgba(image, 5, 5)[3] == 0)
  }

  /// A shadow cast 8 pt down by a blur of 10 still shades the rows above
  /// the card up to the canvas's top, as the Gaussian does; it was left
  /// bare there (the shadow's grid stopped at the canvas before moving
  /// down), a step where the shading began.
  @Test func aShadowCastDownStillShadesAboveTheCard() throws {
    let image = try render(
      Color.white.frame(width: 40, height: 20).shadow(color: .black, radius: 10, x: 0, y: 8).padding(.vertical, 12)
        .padding(.horizontal, 30))
    // The column through the middle, from the canvas's top to the card.
    let alphas = (0..<12).map { rgba(image, 50, $0)[3] }
    // The Gaussian at the top row: 12 + 8 pt from the shadow's edge at σ 10.
    #expect(alphas[0] > 0, "\(alphas)")
    for (upper, lower) in zip(alphas, alphas.dropFirst()) {
      #expect(lower >= upper && lower - upper <= 12, "no step: \(alphas)")
    }
  }

  /// A shadow's Gaussian is 0.95 of its radius wide, as iOS draws it
  /// (`GraphicsContext.Filter.shadowDeviationPerRadius`, fitted on
  /// recorded shadows), where a blur's radius is its whole deviation: the
  /// shadow of radius 12 beside a long black edge has the alpha of the
  /// edge blurred by 11.4, pixel for pixel out to three deviations (a blur
  /// of 12 is 2 levels further out over a fifth of them).
  @Test func aShadowsBlurIsNineteenTwentiethsOfItsRadius() throws {
    // The middle row, right of a 300-pt black square: its right edge is
    // straight for 150 pt either way, as good as endless at these radii.
    func alphas<V: View>(_ view: V) throws -> [Int] {
      let image = try render(view.padding(80))
      return (0..<36).map { rgba(image, 80 + 300 + $0, 230)[3] }
    }
    let square = Color.black.frame(width: 300, height: 300)
    let shadow = try alphas(Color.clear.frame(width: 300, height: 300).background(square.shadow(color: .black, radius: 12)))
    let narrower = try alphas(square.blur(radius: 11.4))
    let whole = try alphas(square.blur(radius: 12))
    #expect(zip(shadow, narrower).allSatisfy { abs($0 - $1) <= 1 }, "\(shadow) against \(narrower)")
    #expect(zip(shadow, whole).filter { $0 - $1 <= -2 }.count >= 6, "\(shadow) against \(whole)")
  }

  @Test func blurSoftensEdges() throws {
    let sharp = try render(Color.black.frame(width: 20, height: 20).padding(10))
    let blurred = try render(Color.black.frame(width: 20, height: 20).padding(10).blur(radius: 3))
    #expect(rgba(sharp, 9, 20)[3] == 0)
    #expect(rgba(blurred, 9, 20)[3] > 40)
    #expect(rgba(blurred, 20, 20)[3] == 255)
  }

  @Test func canvasDrawsInItsOwnCoordinates() throws {
    let image = try render(HStack(spacing: 0) {
      Color.clear.frame(width: 10, height: 10)
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: CGSize(width: size.width / 2, height: size.height))),
          with: .color(.red))
      }.frame(width: 10, height: 10)
    })
    #expect(rgba(image, 12, 5) == [255, 59, 48, 255])
    #expect(rgba(image, 17, 5)[3] == 0)
    #expect(rgba(image, 5, 5)[3] == 0)
  }

  @Test func hiddenKeepsLayoutAndDrawsNothing() throws {
    let image = try render(HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).hidden()
      Color.blue.frame(width: 10, height: 10)
    })
    #expect(image.width == 20)
    #expect(rgba(image, 5, 5)[3] == 0)
    #expect(rgba(image, 15, 5)[3] == 255)
  }

  /// `strokeBorder(antialiased: false)`: every pixel is fully inked or not.
  @Test func strokeBorderWithoutAntialiasing() throws {
    let image = try render(Circle().strokeBorder(Color.black, lineWidth: 3, antialiased: false).frame(width: 30, height: 30))
    let alphas = Set((0..<(image.width * image.height)).map { image.pixels[$0 * 4 + 3] })
    #expect(alphas == [0, 255])
    let smooth = try render(Circle().strokeBorder(Color.black, lineWidth: 3).frame(width: 30, height: 30))
    #expect(Set((0..<(smooth.width * smooth.height)).map { smooth.pixels[$0 * 4 + 3] }).count > 2)
  }
}

/// Records the threads a closure ran on.
final class ThreadRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var seen: [pthread_t] = []
  func record() { lock.withLock { seen.append(pthread_self()) } }
}

/// A clip under a shadow cuts what the shadow shadows: the shadow falls
/// outside the clip, around the clipped shape, and not around each
/// drawing inside it (iOS's card recipe, `.background(.white)
/// .cornerRadius(12).shadow(…)`).
@Suite struct ClippedShadowTests {
  @Test func aCornerRadiusUnderAShadowShadowsTheCardNotItsText() throws {
    let rig = try Rig(width: 200, height: 120) {
      Rectangle().fill(Color.black).frame(width: 20, height: 20)  // the "text": a dark mark inside
        .frame(width: 120, height: 60)
        .background(Color.white)
        .cornerRadius(12)
        .shadow(color: .black, radius: 6)
        .frame(width: 200, height: 120)
        .background(Color(white: 0.9))
    }
    let image = try rig.image(at: 0)
    // The card spans x 40 ..< 160, y 30 ..< 90. Outside it, the shadow
    // darkens the grey background (230); far away, it is untouched.
    #expect(image.rgb(35, 60)[0] < 200, "\(image.rgb(35, 60))")
    #expect(image.rgb(100, 25)[0] < 215, "\(image.rgb(100, 25))")
    #expect(image.rgb(2, 2) == [230, 230, 230])
    // Inside, around the mark (x 90 ..< 110, y 50 ..< 70), the card is
    // pure white: no shadow of the mark falls on it.
    for (x, y) in [(86, 60), (114, 60), (100, 46), (100, 74), (60, 60)] {
      #expect(image.rgb(x, y) == [255, 255, 255], "at \(x), \(y): \(image.rgb(x, y))")
    }
  }
}
