import Foundation
import FlipbookCore
import Testing

@testable import Rasterizer

/// Where a conic gradient supersamples, and its cache.
@Suite struct ConicGradientTests {
  func stops(_ colors: [Color], at locations: [Double]) -> GradientStops {
    GradientStops(
      Gradient(stops: zip(colors, locations).map { Gradient.Stop(color: $0, location: $1) }),
      options: GraphicsContext.GradientOptions(), environment: EnvironmentValues())
  }

  @Test func discontinuitiesAreWhereTheColourJumpsInTurns() {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    // A full turn from red to blue jumps at the start ray.
    #expect(ConicGradient(stops: stops([red, blue], at: [0, 1]), center: .zero, angle: .zero).discontinuities == [0])
    // Red back to red: no jump anywhere.
    #expect(ConicGradient(stops: stops([red, blue, red], at: [0, 0.5, 1]), center: .zero, angle: .zero).discontinuities == [])
    // A quarter turn: the last colour holds to the middle of the gap,
    // 0.25 + 0.75 / 2 turns, not at 0 or 1 (the whole gap maps there).
    let quarter = ConicGradient(stops: stops([red, blue], at: [0, 1]), center: .zero, angle: .zero, span: 0.25)
    #expect(quarter.discontinuities == [0.625])
    // A hard stop halfway through a half turn: at a quarter turn.
    let hard = ConicGradient(
      stops: stops([red, red, blue, blue], at: [0, 0.5, 0.5, 1]), center: .zero, angle: .zero, span: 0.5)
    #expect(hard.discontinuities.sorted() == [0.25, 0.75])
  }

  @Test func circularDistanceGoesTheShortWayRound() {
    #expect(ConicGradient.circularDistance(0.05, 0.95) == 0.1 || abs(ConicGradient.circularDistance(0.05, 0.95) - 0.1) < 1e-12)
    #expect(ConicGradient.circularDistance(0.25, 0.5) == 0.25)
    #expect(ConicGradient.circularDistance(.nan, 0.5) == .infinity)
  }

  /// A partial span's gap: the last colour, then the first after its middle,
  /// with one anti-aliased edge there and nowhere else in the gap.
  @Test func aPartialSpansGapIsFlatButForItsMiddle() throws {
    let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    let bitmap = try Bitmap.render(size: CGSize(width: 100, height: 100)) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
        with: ._conicGradient(gradient, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(90)))
    }
    // The gap runs from 90° (down) to 360°; its middle at 225° (up-left).
    #expect(bitmap.pixel(x: 20, y: 60) == Bitmap.Pixel(0, 0, 255))  // 162°: last colour
    #expect(bitmap.pixel(x: 60, y: 10) == Bitmap.Pixel(255, 0, 0))  // 284°: first colour
    // Across the middle (the ray at 225°), neighbours differ; beside it, not.
    let onEdge = bitmap.pixel(x: 21, y: 21)
    #expect(onEdge.red > 20 && onEdge.blue > 20, "an anti-aliased edge: \(onEdge)")
  }

  @Test func theCacheGivesTheVeryPixelsAMissComputes() throws {
    let gradient = Gradient(colors: [.white, Color(red: 0.3, green: 0.1, blue: 0.9), Color(red: 0.9, green: 0.5, blue: 0)])
    func draw(angle: Double) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 64, height: 48), scale: 2) { context in
        context.fill(
          Path(ellipseIn: CGRect(x: 4, y: 4, width: 50, height: 40)),
          with: .conicGradient(gradient, center: CGPoint(x: 29, y: 24), angle: .degrees(angle)))
      }
    }
    // Misses are counted per thread: other tests draw into the shared
    // cache meanwhile.
    let before = ConicGradientCache.missesOnThisThread
    let first = try draw(angle: 17.25)
    let misses = ConicGradientCache.missesOnThisThread
    #expect(misses > before, "the first draw computes")
    let again = try draw(angle: 17.25)
    #expect(ConicGradientCache.missesOnThisThread == misses, "a second draw hits the cache")
    #expect(again.pixels == first.pixels)
    let other = try draw(angle: 17.5)
    #expect(other.pixels != first.pixels, "another angle is another image")
  }

  @Test func aFullCacheLetsTheOldestGo() {
    let cache = ConicGradientCache(byteLimit: 100)
    _ = cache.image(for: [1]) { ConicImage(width: 10, height: 1) }
    _ = cache.image(for: [2]) { ConicImage(width: 5, height: 2) }
    #expect(cache.count == 2)
    _ = cache.image(for: [3]) { ConicImage(width: 10, height: 1) }
    #expect(cache.count == 2)
    var computed = false
    _ = cache.image(for: [1]) {
      computed = true
      return ConicImage(width: 10, height: 1)
    }
    #expect(computed, "the oldest image was let go")
    // An image larger than the whole cache is computed and not kept.
    _ = cache.image(for: [4]) { ConicImage(width: 40, height: 1) }
    #expect(cache.count == 2)
  }
}
