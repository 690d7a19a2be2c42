import Foundation

// Gradients named where a style is expected, as in SwiftUI:
// `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`,
// and `Color.blue.gradient` (iOS 16).

nonisolated extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient between two unit points of the shape's frame.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `colors`, evenly spaced.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

nonisolated extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient around a unit point of the frame, radii in points.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `colors`.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

nonisolated extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle`.
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `colors`.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full-turn (conic) gradient starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full-turn gradient through `colors`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A full-turn gradient through `stops`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

nonisolated extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient fitting the frame.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

/// A colour's standard gradient, as SwiftUI's `AnyGradient` (iOS 16): as a
/// style it runs top to bottom from a lighter tint of the colour to the
/// colour itself. Apple does not publish the tint; Flipbook mixes 15 % of
/// white into the top (sRGB), which matches the look of iOS 17's
/// `Color.blue.gradient` to the eye.
nonisolated public struct AnyGradient: ShapeStyle, Hashable, Sendable {
  let gradient: GradientSource

  enum GradientSource: Hashable, Sendable {
    case color(Color)
    case gradient(Gradient)
  }

  /// A gradient as an `AnyGradient`.
  public init(_ gradient: Gradient) { self.gradient = .gradient(gradient) }

  init(color: Color) { gradient = .color(color) }

  /// The stops in `environment`.
  func resolved(in environment: EnvironmentValues) -> Gradient {
    switch gradient {
    case .gradient(let gradient):
      return gradient
    case .color(let color):
      // iOS 16's `Color.gradient`, measured on Swift Charts renders
      // (jordibruin/Swift-Charts-Examples, whose gradient pixels are Display
      // P3: converted to sRGB): the colour itself at the bottom, and at the
      // top the colour mixed about 22 % toward white (blue (0,122,255) →
      // (47,156,255); orange (255,148,0) → (255,177,52)). Was 15 %, not
      // measured.
      let c = color.resolve(in: environment)
      let mix: Float = 0.22
      let top = Color.Resolved(
        red: c.red + (1 - c.red) * mix, green: c.green + (1 - c.green) * mix, blue: c.blue + (1 - c.blue) * mix,
        opacity: c.opacity)
      return Gradient(colors: [Color(top), Color(c)])
    }
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .linearGradient(
      resolved(in: environment), startPoint: UnitPoint.top.point(inFrame: bounds),
      endPoint: UnitPoint.bottom.point(inFrame: bounds))
  }
}

extension Color {
  /// The colour's standard gradient (see `AnyGradient`).
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient is a style itself, as in SwiftUI (iOS 16): its colours run
/// from the top of the shape to the bottom, as its `AnyGradient` does
/// (`.background(Gradient(colors: [.gradientTop, .gradientBottom]))`).
extension Gradient: ShapeStyle {
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    AnyGradient(self)._shading(in: bounds, environment: environment)
  }
}

extension Gradient {
  /// The gradient as an `AnyGradient` style (a top-to-bottom linear gradient).
  public var gradient: AnyGradient { AnyGradient(self) }
}

/// A style drawing an `AnyGradient`'s stops with other geometry.
nonisolated public struct _AnyGradientStyle: ShapeStyle {
  let gradient: AnyGradient
  let shading: @Sendable (Gradient, CGRect) -> GraphicsContext.Shading

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    shading(gradient.resolved(in: environment), bounds)
  }
}

nonisolated extension ShapeStyle where Self == _AnyGradientStyle {
  /// A colour's gradient drawn linearly between two unit points.
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> _AnyGradientStyle {
    _AnyGradientStyle(gradient: gradient) { stops, bounds in
      .linearGradient(stops, startPoint: startPoint.point(inFrame: bounds), endPoint: endPoint.point(inFrame: bounds))
    }
  }

  /// A colour's gradient drawn radially.
  public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat) -> _AnyGradientStyle
  {
    _AnyGradientStyle(gradient: gradient) { stops, bounds in
      .radialGradient(stops, center: center.point(inFrame: bounds), startRadius: startRadius, endRadius: endRadius)
    }
  }

  /// A colour's gradient drawn elliptically in the frame.
  public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> _AnyGradientStyle
  {
    _AnyGradientStyle(gradient: gradient) { stops, bounds in
      ._ellipticalGradient(stops, center: center.point(inFrame: bounds), radii: bounds.size,
        startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }
  }

  /// A colour's gradient drawn around a centre, a full turn from `angle`.
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> _AnyGradientStyle {
    _AnyGradientStyle(gradient: gradient) { stops, bounds in
      .conicGradient(stops, center: center.point(inFrame: bounds), angle: angle)
    }
  }
}
