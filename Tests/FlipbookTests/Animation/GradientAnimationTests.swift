@testable import Flipbook
import Testing

/// Gradients interpolate inside an animation, as SwiftUI's do (issue #53):
/// their geometry and their stops' colours, sampled mid-animation.
@Suite struct GradientAnimationTests {
  struct Sweep: View {
    @State private var on = false
    var body: some View {
      Rectangle()
        .fill(LinearGradient(colors: [.red, .blue], startPoint: on ? .trailing : .leading, endPoint: on ? .leading : .trailing))
        .animation(.linear(duration: 1), value: on)
        .onAppear { on = true }
    }
  }

  /// A red-to-blue gradient reversing over 1 s, linearly: halfway, the
  /// start and end points have met in the middle, and the canvas is the
  /// cross of the two ends (stops at one point draw the last colour, past
  /// it the first: what matters is that it is neither end state).
  @Test func linearGradientPointsSweep() throws {
    let film = Film("sweep", size: CGSize(width: 100, height: 4), scale: 1, fps: 10, script: [.wait(1.2)]) { Sweep() }
    var frames: [Bitmap] = []
    try film.renderFrames { _, frame in frames.append(frame) }
    func red(_ frame: Bitmap, x: Int) -> Int { Int(frame.pixels[(2 * frame.width + x) * 4]) }
    // Start: red at the left; end: blue at the left.
    #expect(red(frames[0], x: 2) > 200 && red(frames[11], x: 2) < 50)
    // A quarter of the way (0.25 s): start point at x = 25, end at 75.
    // The left edge is still red, x = 50 halfway between red and blue.
    let quarter = frames[2], x50 = red(frames[2], x: 50)
    #expect(red(quarter, x: 2) > 200 && x50 > 60 && x50 < 200, "x = 50 at 0.2 s is \(x50)")
    // Three quarters (0.8 s): the points have crossed: the left is blue.
    #expect(red(frames[8], x: 2) < 60)
  }

  struct Fade: View {
    @State private var dark = false
    var body: some View {
      Circle()
        .fill(RadialGradient(colors: [dark ? .black : .white, .green], center: .center, startRadius: 0, endRadius: dark ? 40 : 10))
        .animation(.linear(duration: 1), value: dark)
        .onAppear { dark = true }
    }
  }

  /// A radial gradient's centre colour crosses from white to black, and
  /// its radius grows, together.
  @Test func radialGradientColoursAndRadiiInterpolate() throws {
    let film = Film("fade", size: CGSize(width: 40, height: 40), scale: 1, background: .white, fps: 10, script: [.wait(1.2)]) { Fade() }
    var frames: [Bitmap] = []
    try film.renderFrames { _, frame in frames.append(frame) }
    func centre(_ frame: Bitmap) -> Int { Int(frame.pixels[(20 * frame.width + 20) * 4]) }
    #expect(centre(frames[0]) > 240 && centre(frames[11]) < 15)
    // Halfway in linear light: 0.5 linear is 188 in sRGB.
    #expect(abs(centre(frames[5]) - 188) <= 6, "centre at 0.5 s is \(centre(frames[5]))")
  }

  /// A gradient that gains a stop jumps (a different shape of data).
  @Test func aGradientGainingAStopJumps() throws {
    struct Grow: View {
      @State private var more = false
      var body: some View {
        Rectangle().fill(LinearGradient(colors: more ? [.red, .red, .red] : [.blue, .blue], startPoint: .leading, endPoint: .trailing))
          .animation(.linear(duration: 1), value: more)
          .onAppear { more = true }
      }
    }
    let film = Film("grow", size: CGSize(width: 10, height: 4), scale: 1, fps: 10, script: [.wait(1)]) { Grow() }
    var frames: [Bitmap] = []
    try film.renderFrames { _, frame in frames.append(frame) }
    // iOS red (255, 59, 48) at once, not a cross from blue.
    #expect(frames[1].pixels[0] > 240 && frames[1].pixels[2] < 60)
  }

  struct Mesh: View {
    @State private var light = false
    var body: some View {
      Rectangle()
        .fill(MeshGradient(
          width: 2, height: 2, points: [[0, 0], [1, 0], [0, light ? 0.5 : 1], [1, 1]],
          colors: Array(repeating: light ? Color.white : .black, count: 4), background: .red))
        .animation(.linear(duration: 1), value: light)
        .onAppear { light = true }
    }
  }

  /// A mesh gradient's colours cross in linear light and its points move
  /// (the pulled-up corner uncovers the background gradually).
  @Test func meshGradientColoursAndPointsInterpolate() throws {
    let film = Film("mesh", size: CGSize(width: 40, height: 40), scale: 1, background: .white, fps: 10, script: [.wait(1.2)]) { Mesh() }
    var frames: [Bitmap] = []
    try film.renderFrames { _, frame in frames.append(frame) }
    func pixel(_ frame: Bitmap, _ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(frame.pixels[(y * frame.width + x) * 4 + $0]) } }
    #expect(pixel(frames[0], 20, 10)[1] < 15 && pixel(frames[11], 20, 10)[1] > 240)
    #expect(abs(pixel(frames[5], 20, 10)[1] - 188) <= 8, "at 0.5 s: \(pixel(frames[5], 20, 10))")
    // Bottom-left: mesh at the start, the red background at the end, and
    // at 0.5 s the corner has risen half way (y 30 of 40 now uncovered).
    func isRed(_ p: [Int]) -> Bool { p[0] > 200 && p[1] < 90 && p[2] < 90 }
    #expect(pixel(frames[0], 2, 38)[0] < 15 && isRed(pixel(frames[11], 2, 38)))
    // At 0.5 s the corner is at y 30: below it the background, above the mesh.
    #expect(isRed(pixel(frames[5], 2, 38)), "\(pixel(frames[5], 2, 38))")
    #expect(!isRed(pixel(frames[5], 2, 22)), "\(pixel(frames[5], 2, 22))")
  }
}
