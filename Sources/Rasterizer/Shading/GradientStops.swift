import FlipbookCore
import Foundation

/// A gradient's stops resolved for drawing: sorted, clamped, with a stop
/// at 0 and at 1 (the end colours continue).
///
/// SwiftUI interpolates premultiplied colours (a fade from red to `.clear`
/// stays red as it fades); Cairo (pixman) interpolates straight ones, which
/// darkens it. So between two stops whose opacities differ, extra stops are
/// added at the premultiplied interpolation, close enough that Cairo's
/// straight interpolation between them is within 1/255 of it. The same
/// trick makes `.linearColor` follow interpolation in linear light.
struct GradientStops {
  /// The stops, locations 0 ... 1 ascending.
  let stops: [(location: Double, color: Color.Resolved)]

  /// Steps per stop interval for `.linearColor`: the sRGB curve between two
  /// samples 1/16 apart in linear light deviates from a chord by < 1/255.
  static let linearLightSteps = 16

  init(_ gradient: Gradient, options: GraphicsContext.GradientOptions, environment: EnvironmentValues) {
    var stops = gradient.resolvedStops(in: environment)
    guard let first = stops.first, let last = stops.last else {
      self.stops = []
      return
    }
    if first.location > 0 { stops.insert((0, first.color), at: 0) }
    if last.location < 1 { stops.append((1, last.color)) }
    if options.contains(.linearColor) { stops = Self.linearLight(stops) }
    stops = Self.premultipliedSteps(stops)
    self.stops = stops
  }

  /// The colour at `location` (0 ... 1), interpolated as drawn. Where
  /// stops share a location (a hard edge), `approachingFromAbove` picks the
  /// colour just after it rather than just before.
  func color(at location: Double, approachingFromAbove: Bool = false) -> Color.Resolved {
    guard let first = stops.first, let last = stops.last else {
      return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
    let upper: Int
    if approachingFromAbove {
      guard let i = stops.lastIndex(where: { $0.location <= location }) else { return first.color }
      guard i + 1 < stops.count else { return last.color }
      upper = i + 1
    } else {
      guard let j = stops.firstIndex(where: { $0.location >= location }) else { return last.color }
      guard j > 0 else { return first.color }
      upper = j
    }
    let (a, b) = (stops[upper - 1], stops[upper])
    let span = b.location - a.location
    return Self.mix(a.color, b.color, Float(span > 0 ? (location - a.location) / span : 1))
  }

  /// Interpolation of premultiplied components, as SwiftUI interpolates
  /// gradients; returned straight.
  static func mix(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Float) -> Color.Resolved {
    let alpha = a.opacity + (b.opacity - a.opacity) * t
    guard alpha > 0 else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
    func channel(_ x: Float, _ y: Float) -> Float { (x * a.opacity + (y * b.opacity - x * a.opacity) * t) / alpha }
    return Color.Resolved(
      red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), opacity: alpha)
  }

  private static func premultipliedSteps(
    _ stops: [(location: Double, color: Color.Resolved)]
  ) -> [(location: Double, color: Color.Resolved)] {
    var result = [stops[0]]
    for (a, b) in zip(stops, stops.dropFirst()) {
      if a.color.opacity != b.color.opacity && b.location > a.location {
        for step in 1..<linearLightSteps {
          let t = Double(step) / Double(linearLightSteps)
          result.append((a.location + (b.location - a.location) * t, mix(a.color, b.color, Float(t))))
        }
      }
      result.append(b)
    }
    return result
  }

  private static func linearLight(
    _ stops: [(location: Double, color: Color.Resolved)]
  ) -> [(location: Double, color: Color.Resolved)] {
    var result = [stops[0]]
    for (a, b) in zip(stops, stops.dropFirst()) {
      for step in 1...linearLightSteps {
        let t = Float(step) / Float(linearLightSteps)
        func mixLinear(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        let color = Color.Resolved(
          colorSpace: .sRGBLinear,
          red: mixLinear(a.color.linearRed, b.color.linearRed),
          green: mixLinear(a.color.linearGreen, b.color.linearGreen),
          blue: mixLinear(a.color.linearBlue, b.color.linearBlue),
          opacity: mixLinear(a.color.opacity, b.color.opacity))
        result.append((a.location + (b.location - a.location) * Double(t), color))
      }
    }
    return result
  }
}
