import FlipbookCore
import Foundation

extension GraphicsContext {
  /// What a fill or stroke paints with, as SwiftUI's `GraphicsContext.Shading`.
  ///
  /// Gradient geometry (points, radii) is in the user space of the drawing
  /// call, so it moves with `transform`.
  public struct Shading: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      case color(Color)
      case linear(Gradient, start: CGPoint, end: CGPoint, GradientOptions)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, GradientOptions)
      case elliptical(Gradient, center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat, GradientOptions)
      case conic(Gradient, center: CGPoint, angle: Angle, span: Double, GradientOptions)
      case tiledImage(ImageSource, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
      case mesh(MeshGeometry)
    }

    let kind: Kind

    /// A flat colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// `source` repeated in both directions, as SwiftUI's
    /// `Shading.tiledImage`: the tile is the part `sourceRect` (in unit
    /// coordinates of the image: the whole image by default) drawn `scale`
    /// times its size, one tile's corner at `origin`. Vectors are drawn at
    /// the device's resolution. A tile that is empty or not finite paints
    /// nothing.
    public static func tiledImage(
      _ source: ImageSource, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
      scale: CGFloat = 1
    ) -> Shading {
      Shading(kind: .tiledImage(source, origin: origin, sourceRect: sourceRect, scale: scale))
    }

    /// A flat colour from components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A flat grey.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A gradient along the line from `startPoint` (location 0) to `endPoint`
    /// (location 1); beyond them the end colours continue, unless `options`
    /// repeats or mirrors the gradient.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options))
    }

    /// A gradient in circles around `center`, from `startRadius` (location 0)
    /// to `endRadius` (location 1).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options))
    }

    /// A gradient in ellipses around `center`, whose axes are `radii` at
    /// fraction 1 (so fraction 0.5 of a frame's size reaches its edges): the
    /// colours run from `startFraction` (location 0) to `endFraction`
    /// (location 1), as SwiftUI's `EllipticalGradient` draws in its frame.
    public static func _ellipticalGradient(
      _ gradient: Gradient, center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .elliptical(gradient, center: center, radii: radii, startFraction: startFraction,
        endFraction: endFraction, options))
    }

    /// A gradient sweeping once around `center`, starting at `angle` (0 is
    /// +x) and turning clockwise on screen (toward +y), as SwiftUI's conic
    /// (angular) gradient. Cairo has no conic gradient; Flipbook builds one
    /// from mesh patches (see `ConicGradient`).
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle, span: 1, options))
    }

    /// A conic gradient whose stops span `startAngle` ... `endAngle`
    /// (clockwise on screen), as SwiftUI's `AngularGradient`: a span over a
    /// turn draws its last turn; a shorter one leaves a gap filled with the
    /// last colour to its middle and the first after.
    public static func _conicGradient(
      _ gradient: Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      let turns = (endAngle.radians - startAngle.radians) / (2 * .pi)
      guard turns.isFinite, turns > 0 else {
        return Shading(kind: .conic(gradient, center: center, angle: startAngle, span: 1, options))
      }
      let span = min(turns, 1)
      // Over a turn: the last full turn is what shows.
      let start = turns > 1 ? Angle(radians: endAngle.radians - 2 * .pi) : startAngle
      return Shading(kind: .conic(gradient, center: center, angle: start, span: span, options))
    }
  }

  /// How a gradient extends and interpolates, as in SwiftUI.
  public struct GradientOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeat the gradient beyond its end points.
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeat it mirrored, back and forth.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolate in linear light instead of gamma-encoded sRGB.
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }
}
