import FlipbookCore
import Foundation
import Rasterizer
import Testing

/// Renders checked against values computed by hand, no goldens involved.
@Suite struct AnalyticTests {
  @Test(arguments: [1, 2, 3] as [CGFloat])
  func pixelAlignedRectangleHasExactPixels(scale: CGFloat) throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 20, height: 10), scale: scale) { context in
      context.fill(Path(CGRect(x: 2, y: 3, width: 5, height: 4)), with: .color(red: 1, green: 0.5, blue: 0, opacity: 1))
    }
    #expect(bitmap.width == Int(20 * scale) && bitmap.height == Int(10 * scale))
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let inside = CGFloat(x) >= 2 * scale && CGFloat(x) < 7 * scale && CGFloat(y) >= 3 * scale && CGFloat(y) < 7 * scale
        let expected = inside ? Bitmap.Pixel(255, 128, 0, 255) : Bitmap.Pixel(0, 0, 0, 0)
        #expect(bitmap.pixel(x: x, y: y) == expected, "pixel (\(x), \(y))")
      }
    }
  }

  @Test(arguments: [(7.3, 1.0), (20, 1), (20, 3), (3.5, 3)] as [(CGFloat, CGFloat)])
  func circleCoverageIsPiRSquared(radius: CGFloat, scale: CGFloat) throws {
    let size = CGSize(width: radius * 2 + 4, height: radius * 2 + 4)
    let bitmap = try Bitmap.render(size: size, scale: scale) { context in
      context.fill(Path(ellipseIn: CGRect(x: 2.3, y: 1.9, width: radius * 2, height: radius * 2)), with: .color(.black))
    }
    let expected = Double.pi * Double(radius * scale) * Double(radius * scale)
    #expect(abs(bitmap.totalCoverage - expected) / expected < 0.005, "coverage \(bitmap.totalCoverage) vs \(expected)")
  }

  @Test func linearGradientMidpointIsInterpolated() throws {
    let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0.2), Color(red: 0, green: 0.6, blue: 1)])
    let bitmap = try Bitmap.render(size: CGSize(width: 101, height: 4)) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 101, height: 4)),
        with: .linearGradient(gradient, startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 100.5, y: 0)))
    }
    // Pixel 50's centre is at 50.5: exactly halfway.
    #expect(delta(bitmap.pixel(x: 50, y: 2), Bitmap.Pixel(128, 77, 153)) <= 1, "\(bitmap.pixel(x: 50, y: 2))")
    #expect(delta(bitmap.pixel(x: 25, y: 2), Bitmap.Pixel(191, 38, 102)) <= 1, "\(bitmap.pixel(x: 25, y: 2))")
    #expect(bitmap.pixel(x: 0, y: 0) == Bitmap.Pixel(255, 0, 51))
    #expect(bitmap.pixel(x: 100, y: 0) == Bitmap.Pixel(0, 153, 255))
  }

  @Test func gradientsInterpolatePremultiplied() throws {
    // Red to clear: premultiplied interpolation keeps the midpoint red at half
    // opacity (straight interpolation would darken it toward black).
    let bitmap = try Bitmap.render(size: CGSize(width: 101, height: 1)) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 101, height: 1)),
        with: .linearGradient(
          Gradient(colors: [Color(red: 1, green: 0, blue: 0), .clear]),
          startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 100.5, y: 0)))
    }
    let mid = bitmap.pixel(x: 50, y: 0)
    #expect(mid.red >= 253 && delta(mid, Bitmap.Pixel(255, 0, 0, 128)) <= 2, "\(mid)")
  }

  @Test func radialGradientMidpointIsInterpolated() throws {
    let gradient = Gradient(colors: [.white, .black])
    let bitmap = try Bitmap.render(size: CGSize(width: 100, height: 100)) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
        with: .radialGradient(gradient, center: CGPoint(x: 50, y: 50), startRadius: 10, endRadius: 40))
    }
    // Each sampled pixel's centre is at distance d: grey 1 − (d − 10)/30.
    for (x, y) in [(74, 49), (80, 50), (50, 72), (60, 70)] {
      let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
      let grey = UInt8(((1 - (d - 10) / 30) * 255).rounded())
      #expect(delta(bitmap.pixel(x: x, y: y), Bitmap.Pixel(grey, grey, grey)) <= 1, "(\(x), \(y)) at \(d)")
    }
    #expect(bitmap.pixel(x: 52, y: 52) == Bitmap.Pixel(255, 255, 255))
    #expect(bitmap.pixel(x: 1, y: 1) == Bitmap.Pixel(0, 0, 0))
  }

  /// The conic gradient's colour at angle θ is the stop interpolation at θ/2π
  /// (after the start angle, clockwise on screen).
  @Test(arguments: [0.0, 30, 100, 250])
  func conicGradientMatchesAnalyticColour(startDegrees: Double) throws {
    let stops = [
      Gradient.Stop(color: Color(red: 1, green: 0, blue: 0), location: 0),
      Gradient.Stop(color: Color(red: 0.2, green: 0.9, blue: 0.1), location: 0.3),
      Gradient.Stop(color: Color(red: 0, green: 0.3, blue: 1), location: 0.8),
      Gradient.Stop(color: Color(red: 1, green: 0, blue: 0), location: 1),
    ]
    let center = CGPoint(x: 60, y: 60)
    let bitmap = try Bitmap.render(size: CGSize(width: 120, height: 120)) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 120, height: 120)),
        with: .conicGradient(Gradient(stops: stops), center: center, angle: .degrees(startDegrees)))
    }
    func expected(_ t: Double) -> (Double, Double, Double) {
      let rgb = [(1.0, 0.0, 0.0), (0.2, 0.9, 0.1), (0, 0.3, 1), (1, 0, 0)]
      let locations = [0, 0.3, 0.8, 1]
      let i = max(locations.lastIndex { $0 <= t } ?? 0, 0)
      let j = min(i + 1, 3)
      let f = j == i ? 0 : (t - locations[i]) / (locations[j] - locations[i])
      return (rgb[i].0 + (rgb[j].0 - rgb[i].0) * f, rgb[i].1 + (rgb[j].1 - rgb[i].1) * f, rgb[i].2 + (rgb[j].2 - rgb[i].2) * f)
    }
    var worst = 0.0
    for y in stride(from: 2, to: 118, by: 3) {
      for x in stride(from: 2, to: 118, by: 3) {
        let dx = Double(x) + 0.5 - center.x
        let dy = Double(y) + 0.5 - center.y
        guard hypot(dx, dy) > 4 else { continue }
        var t = (atan2(dy, dx) * 180 / .pi - startDegrees) / 360
        t -= t.rounded(.down)
        // Skip pixels straddling the start ray, where a hard edge is expected.
        guard t > 0.01, t < 0.99 else { continue }
        let (r, g, b) = expected(t)
        let p = bitmap.pixel(x: x, y: y)
        worst = max(worst, abs(Double(p.red) - r * 255), abs(Double(p.green) - g * 255), abs(Double(p.blue) - b * 255))
      }
    }
    #expect(worst <= 2, "largest difference from the analytic colour: \(worst)/255")
  }

  /// With equal first and last colours there is nothing to see at the start
  /// angle: neighbours across the start ray differ no more than neighbours
  /// elsewhere.
  @Test func conicGradientHasNoSeamAtTheStartAngle() throws {
    let gradient = Gradient(colors: [.white, .black, .white])
    let bitmap = try Bitmap.render(size: CGSize(width: 100, height: 100), scale: 2) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
        with: .conicGradient(gradient, center: CGPoint(x: 50, y: 50), angle: .degrees(0)))
    }
    // The start ray runs right along y = 50 (pixel rows 99/100 at scale 2).
    for x in stride(from: 110, to: 200, by: 7) {
      let above = bitmap.pixel(x: x, y: 99)
      let below = bitmap.pixel(x: x, y: 100)
      #expect(above.alpha == 255 && below.alpha == 255)
      #expect(delta(above, below) <= 3, "across the start ray at x \(x): \(above) vs \(below)")
      #expect(above.red >= 250, "white at the start: \(above)")
    }
  }

  @Test func layerAtHalfOpacityShowsNoOverlap() throws {
    let bitmap = try Bitmap.render(size: CGSize(width: 60, height: 30)) { context in
      context.opacity = 0.5
      context.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(.black))
        layer.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 30)), with: .color(.black))
      }
    }
    let alone = bitmap.pixel(x: 5, y: 15)
    let overlap = bitmap.pixel(x: 30, y: 15)
    #expect(alone == Bitmap.Pixel(0, 0, 0, 128))
    #expect(overlap == alone)
    // Without the layer, each fill composites on its own and the overlap darkens.
    let unlayered = try Bitmap.render(size: CGSize(width: 60, height: 30)) { context in
      context.opacity = 0.5
      context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(.black))
      context.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 30)), with: .color(.black))
    }
    // 128 + 128 × (1 − 128/255) = 191.75.
    #expect(unlayered.pixel(x: 30, y: 15) == Bitmap.Pixel(0, 0, 0, 192))
  }
}
