import FlipbookCore
import Foundation

extension GraphicsContext.Shading {
  /// This shading with every colour resolved in `environment` (named,
  /// system and scheme-dependent colours become fixed components), so it
  /// draws the same in any context: what a display list keeps.
  public func resolved(in environment: EnvironmentValues) -> GraphicsContext.Shading {
    func resolve(_ gradient: Gradient) -> Gradient {
      Gradient(stops: gradient.stops.map { Gradient.Stop(color: Color($0.color.resolve(in: environment)), location: $0.location) })
    }
    switch kind {
    case .color(let color):
      return GraphicsContext.Shading(kind: .color(Color(color.resolve(in: environment))))
    case .linear(let gradient, let start, let end, let options):
      return GraphicsContext.Shading(kind: .linear(resolve(gradient), start: start, end: end, options))
    case .radial(let gradient, let center, let startRadius, let endRadius, let options):
      return GraphicsContext.Shading(
        kind: .radial(resolve(gradient), center: center, startRadius: startRadius, endRadius: endRadius, options))
    case .conic(let gradient, let center, let angle, let span, let options):
      return GraphicsContext.Shading(kind: .conic(resolve(gradient), center: center, angle: angle, span: span, options))
    case .elliptical(let gradient, let center, let radii, let start, let end, let options):
      return GraphicsContext.Shading(
        kind: .elliptical(resolve(gradient), center: center, radii: radii, startFraction: start, endFraction: end, options))
    case .mesh(let mesh):
      return GraphicsContext.Shading(kind: .mesh(mesh.resolved(in: environment)))
    case .tiledImage:
      return self
    }
  }
}

extension GraphicsContext.Shading {
  /// This shading with every colour's opacity multiplied by `opacity`
  /// (clamped to 0 ... 1; NaN is 1): what `ShapeStyle.opacity(_:)` draws.
  /// An image tile is drawn as it is.
  public func multiplyingOpacity(by opacity: Double) -> GraphicsContext.Shading {
    let factor = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    guard factor < 1 else { return self }
    func fade(_ gradient: Gradient) -> Gradient {
      Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) })
    }
    switch kind {
    case .color(let color):
      return GraphicsContext.Shading(kind: .color(color.opacity(factor)))
    case .linear(let gradient, let start, let end, let options):
      return GraphicsContext.Shading(kind: .linear(fade(gradient), start: start, end: end, options))
    case .radial(let gradient, let center, let startRadius, let endRadius, let options):
      return GraphicsContext.Shading(
        kind: .radial(fade(gradient), center: center, startRadius: startRadius, endRadius: endRadius, options))
    case .conic(let gradient, let center, let angle, let span, let options):
      return GraphicsContext.Shading(kind: .conic(fade(gradient), center: center, angle: angle, span: span, options))
    case .elliptical(let gradient, let center, let radii, let start, let end, let options):
      return GraphicsContext.Shading(
        kind: .elliptical(fade(gradient), center: center, radii: radii, startFraction: start, endFraction: end, options))
    case .mesh(let mesh):
      return GraphicsContext.Shading(kind: .mesh(mesh.fading(by: factor)))
    case .tiledImage:
      return self
    }
  }
}
