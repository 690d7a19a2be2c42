import Foundation

/// A radial gradient stretched into an ellipse that fits the shape's
/// frame, as SwiftUI's `EllipticalGradient`: radius fractions are of the
/// frame's size, so 0.5 (the default end) reaches its edges from the
/// centre.
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
  var gradient: Gradient
  var center: UnitPoint
  var startRadiusFraction: CGFloat
  var endRadiusFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    ._ellipticalGradient(
      gradient, center: center.point(inFrame: bounds), radii: bounds.size, startFraction: startRadiusFraction,
      endFraction: endRadiusFraction)
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}
