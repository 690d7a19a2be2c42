@testable import Flipbook
import Testing

/// What SwiftUI animates, Flipbook animates (issue #53 item 2): one family
/// per case, a value changed under a 1-s linear animation on appear,
/// sampled halfway and compared with the same view drawn still at the
/// halfway value.
@Suite struct AnimatableFamiliesTests {
  /// A view of `value`, which goes from `from` to `to` on appear, linearly
  /// over 1 s.
  struct Animated<Content: View>: View {
    let from: CGFloat
    let to: CGFloat
    let content: (CGFloat) -> Content
    @State private var value: CGFloat?
    var body: some View {
      content(value ?? from)
        .animation(.linear(duration: 1), value: value)
        .onAppear { value = to }
    }
  }

  /// The frame at 0.5 s of `content` animating from `from` to `to`, and
  /// `content` drawn still at the middle value.
  func halfway<Content: View>(
    from: CGFloat, to: CGFloat, @ViewBuilder _ content: @escaping (CGFloat) -> Content
  ) throws -> (animated: Bitmap, still: Bitmap, start: Bitmap) {
    let size = CGSize(width: 100, height: 100)
    let film = Film("family", size: size, scale: 1, background: .white, script: [.wait(1)]) {
      Animated(from: from, to: to, content: content)
    }
    let still = Film("still", size: size, scale: 1, background: .white, script: []) { content((from + to) / 2) }
    let start = Film("start", size: size, scale: 1, background: .white, script: []) { content(from) }
    return (try film.image(at: 0.5), try still.image(at: 0), try start.image(at: 0))
  }

  /// Pixels further apart than 8/255 in any channel.
  func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
    zip(a.pixels, b.pixels).reduce(0) { $0 + (abs(Int($1.0) - Int($1.1)) > 8 ? 1 : 0) } / 4
  }

  func expectHalfway(_ sample: (animated: Bitmap, still: Bitmap, start: Bitmap), _ family: String) {
    // Drawn as the middle value (within anti-aliasing), and not as the start.
    #expect(differing(sample.animated, sample.still) <= 30, "\(family): \(differing(sample.animated, sample.still)) pixels off")
    #expect(differing(sample.animated, sample.start) > 30, "\(family) did not move")
  }

  @Test func strokeWidthAndDashPhase() throws {
    expectHalfway(try halfway(from: 2, to: 14) { w in
      Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: w, dash: [12, 6], dashPhase: w)).padding(15)
    }, "StrokeStyle")
  }

  @Test func shadowRadiusAndOffset() throws {
    expectHalfway(try halfway(from: 0, to: 12) { r in
      Rectangle().fill(Color.white).frame(width: 50, height: 50).shadow(color: .black, radius: r, x: r, y: r)
    }, "shadow")
  }

  @Test func blurRadius() throws {
    expectHalfway(try halfway(from: 0, to: 8) { r in Color.red.frame(width: 40, height: 40).blur(radius: r) }, "blur")
  }

  @Test func trim() throws {
    expectHalfway(try halfway(from: 0.1, to: 0.9) { t in
      Circle().trim(from: 0, to: t).stroke(Color.green, lineWidth: 8).padding(10)
    }, "trim")
  }

  @Test func clipShapesCornerRadius() throws {
    expectHalfway(try halfway(from: 0, to: 40) { r in
      Color.purple.frame(width: 80, height: 80).clipShape(RoundedRectangle(cornerRadius: r))
    }, "clipShape")
  }

  @Test func cornerRadiusAndFrame() throws {
    expectHalfway(try halfway(from: 2, to: 30) { r in
      RoundedRectangle(cornerRadius: r).fill(Color.orange).frame(width: 20 + 2 * r, height: 60)
    }, "corner radius and frame")
  }

  /// A font size change under an animation: iOS morphs the glyphs through
  /// the sizes between, and so does Flipbook for one line of the same text
  /// (the new layout drawn at the size between; ContentTransition.swift).
  /// Halfway it is the 27-pt text (looked at: the same glyphs, a fraction
  /// of a point apart, which is the 106 pixels of edge that differ), far
  /// from either end.
  @Test func fontSize() throws {
    let sample = try halfway(from: 14, to: 40) { s in Text("Ag").font(.system(size: s)) }
    let end = try Film("end", size: CGSize(width: 100, height: 100), scale: 1, background: .white, script: []) {
      Text("Ag").font(.system(size: 40))
    }.image(at: 0)
    let toStill = differing(sample.animated, sample.still)
    #expect(toStill <= 150)
    #expect(differing(sample.animated, sample.start) > 2 * toStill)
    #expect(differing(sample.animated, end) > 2 * toStill)
  }
}
