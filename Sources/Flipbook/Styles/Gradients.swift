import Foundation

/// A linear gradient between two unit points of the shape's frame, as in SwiftUI.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .linearGradient(gradient, startPoint: startPoint.point(inFrame: bounds), endPoint: endPoint.point(inFrame: bounds))
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}

/// A radial gradient around a unit point of the shape's frame, radii in
/// points, as in SwiftUI.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .radialGradient(gradient, center: center.point(inFrame: bounds), startRadius: startRadius, endRadius: endRadius)
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}

/// An angular (conic) gradient around a unit point of the shape's frame,
/// clockwise on screen from `startAngle` to `endAngle`, as in SwiftUI.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // SwiftUI treats equal angles as a full turn.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }

  /// A full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    ._conicGradient(gradient, center: center.point(inFrame: bounds), startAngle: startAngle, endAngle: endAngle)
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}

nonisolated extension Color: View, PrimitiveView {
  /// A colour as a view fills the space it is offered.
  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}
