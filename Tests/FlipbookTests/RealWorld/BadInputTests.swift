import Flipbook
import Foundation
import Testing

/// Bad values through the public API give a result or a clear error, never
/// a trap (issue #21, items 1–6).
@Suite struct BadInputTests {
  func render<V: View>(_ view: V) throws -> Bitmap? {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    return try renderer.render()
  }

  @Test func aHugeArcSweepIsCappedWithItsParity() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e300))
    var curves = 0
    path.forEach { if case .curve = $0 { curves += 1 } }
    #expect(curves > 0 && curves <= 4 * (Path.maximumArcTurns + 2))
    var long = Path()
    long.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e8))
    var longCurves = 0
    long.forEach { if case .curve = $0 { longCurves += 1 } }
    #expect(longCurves <= 4 * (Path.maximumArcTurns + 2))
    // Under the cap nothing changes: three turns are twelve quarter curves.
    var three = Path()
    three.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(6 * .pi))
    var threeCurves = 0
    three.forEach { if case .curve = $0 { threeCurves += 1 } }
    #expect(threeCurves == 12)
  }

  @Test func nanGradientsFiltersAndColoursRender() throws {
    let view = VStack {
      Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(.nan)))
        .frame(width: 20, height: 20)
      Rectangle().fill(Color(.displayP3, red: 1e20, green: 1e20, blue: 0)).frame(width: 20, height: 20)
      Rectangle().fill(Color.red).frame(width: 20, height: 20).blur(radius: 1e9)
      Rectangle().fill(Color.red).frame(width: 20, height: 20).shadow(radius: 1e9)
      Canvas { context, size in
        context.addFilter(.grayscale(.nan))
        context.addFilter(.blur(radius: .infinity))
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        context.fill(Path(CGRect(origin: .zero, size: size)),
          with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: CGFloat.nan, y: 0)))
      }
      .frame(width: 20, height: 20)
    }
    #expect(try render(view) != nil)
    _ = Color(.displayP3, red: 1e20, green: 1e20, blue: 0).resolve(in: EnvironmentValues()).description
    _ = Color(red: .nan, green: -.infinity, blue: .infinity).resolve(in: EnvironmentValues()).description
  }

  @Test func filmsRefuseBadWaitsAndEndlessDurations() {
    func film(_ script: [FilmStep<Int>], fps: Double = 10) -> Film {
      Film("bad", size: CGSize(width: 10, height: 10), fps: fps, state: 0, script: script) { _ in Color.red }
    }
    #expect(throws: FlipbookError.self) { try film([.wait(1), .wait(-0.9)]).validate() }
    #expect(throws: FlipbookError.self) { try film([.wait(1e300)]).validate() }
    #expect(throws: FlipbookError.self) { try film([.wait(1e9)]).validate() }
    #expect(throws: FlipbookError.self) { try film([.wait(1)], fps: 1e-9).validate() }
    #expect(film([.wait(1e300)]).frameCount == FrameClock.maximumFrameCount)
  }

  /// Views nested 50,000 deep render: passes run on a large stack, and
  /// erased views release their chains iteratively (#21 item 8).
  @Test func deepNestingRenders() throws {
    var deep = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<50_000 { deep = AnyView(deep.padding(0.0001)) }
    let bitmap = try #require(try render(deep))
    #expect(bitmap.width == 20 && bitmap.height == 20)
    var padded = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<3_000 { padded = AnyView(padded.padding(1)) }
    // The case (it overflowed the main thread's stack): laid out.
    #expect(ImageRenderer(content: padded).accessibilityElements.isEmpty)
    // 5,000 nested effects: a display list that deep draws on a large stack.
    var faded = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<5_000 { faded = AnyView(faded.rotationEffect(.degrees(0.01))) }
    #expect(try render(faded) != nil)
  }
}
