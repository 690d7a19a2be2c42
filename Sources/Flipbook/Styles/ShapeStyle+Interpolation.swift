import Foundation

// # Styles that animate
//
// SwiftUI interpolates a shape style when it changes inside an animation:
// a colour crosses to the next in linear light, and a gradient's geometry
// (start and end points, centre, radii, angles) and its stops (locations
// and colours) move to their new values, so a shimmer's band sweeps and a
// gradient's colours cross-fade. Flipbook does the same through
// `ResolveInputs.animatedStyle`: a style that can interpolate describes
// itself as a `StyleVector` (its numbers, with its colours resolved in the
// environment), the vector is presented as the view's `.styleData`
// attribute, and the style is rebuilt from the presented numbers. A change
// in the number of stops changes the vector's length, and so the record:
// the gradient jumps, as SwiftUI's does.

/// A shape style that interpolates through its numbers.
protocol InterpolatedStyle: ShapeStyle {
  /// The style's numbers, its colours resolved in `environment`.
  func styleVector(in environment: EnvironmentValues) -> StyleVector
  /// The style with the numbers `vector` (from `styleVector`).
  func with(_ vector: StyleVector) -> Self
}

extension Gradient {
  /// A gradient style's vector: its four numbers of geometry (points,
  /// centre, radii or angles), then each stop's location and its colour's
  /// animatable data (linear light, premultiplied, and opacity).
  func styleVector(geometry: [Double], in environment: EnvironmentValues) -> StyleVector {
    StyleVector(geometry + stops.flatMap { stop -> [Double] in
      let data = stop.color.resolve(in: environment).animatableData
      return [Double(stop.location), Double(data.first.first), Double(data.first.second),
              Double(data.second.first), Double(data.second.second)]
    })
  }

  /// The four numbers of geometry and the gradient read back from `vector`
  /// (made by `styleVector(geometry:in:)` for a gradient with as many stops).
  func parts(of vector: StyleVector) -> (geometry: [Double], gradient: Gradient) {
    let components = vector.components
    var stops: [Stop] = []
    var index = 4
    for _ in self.stops.indices where index + 4 < components.count {
      var color = Color.Resolved(red: 0, green: 0, blue: 0)
      color.animatableData = AnimatablePair(
        AnimatablePair(Float(components[index + 1]), Float(components[index + 2])),
        AnimatablePair(Float(components[index + 3]), Float(components[index + 4])))
      stops.append(Stop(color: Color(color), location: CGFloat(components[index])))
      index += 5
    }
    return (Array(components.prefix(4)), Gradient(stops: stops))
  }
}

extension LinearGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    gradient.styleVector(geometry: [startPoint.x, startPoint.y, endPoint.x, endPoint.y].map(Double.init), in: environment)
  }

  func with(_ vector: StyleVector) -> LinearGradient {
    let (g, gradient) = gradient.parts(of: vector)
    return LinearGradient(gradient: gradient, startPoint: UnitPoint(x: g[0], y: g[1]), endPoint: UnitPoint(x: g[2], y: g[3]))
  }
}

extension RadialGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    gradient.styleVector(geometry: [center.x, center.y, startRadius, endRadius].map(Double.init), in: environment)
  }

  func with(_ vector: StyleVector) -> RadialGradient {
    let (g, gradient) = gradient.parts(of: vector)
    return RadialGradient(gradient: gradient, center: UnitPoint(x: g[0], y: g[1]), startRadius: g[2], endRadius: g[3])
  }
}

extension AngularGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    gradient.styleVector(geometry: [Double(center.x), Double(center.y), startAngle.radians, endAngle.radians], in: environment)
  }

  func with(_ vector: StyleVector) -> AngularGradient {
    let (g, gradient) = gradient.parts(of: vector)
    return AngularGradient(
      gradient: gradient, center: UnitPoint(x: g[0], y: g[1]), startAngle: .radians(g[2]), endAngle: .radians(g[3]))
  }
}

extension EllipticalGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    gradient.styleVector(
      geometry: [center.x, center.y, startRadiusFraction, endRadiusFraction].map(Double.init), in: environment)
  }

  func with(_ vector: StyleVector) -> EllipticalGradient {
    let (g, gradient) = gradient.parts(of: vector)
    return EllipticalGradient(
      gradient: gradient, center: UnitPoint(x: g[0], y: g[1]), startRadiusFraction: g[2], endRadiusFraction: g[3])
  }
}
