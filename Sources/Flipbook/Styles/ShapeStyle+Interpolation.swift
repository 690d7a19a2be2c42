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
  /// Each stop's location and its colour's animatable data (linear light,
  /// premultiplied, and opacity).
  func components(in environment: EnvironmentValues) -> [Double] {
    stops.flatMap { stop -> [Double] in
      let data = stop.color.resolve(in: environment).animatableData
      return [Double(stop.location), Double(data.first.first), Double(data.first.second),
              Double(data.second.first), Double(data.second.second)]
    }
  }

  /// The gradient with its stops read back from `components` (from index
  /// `start`).
  func with(_ components: ArraySlice<Double>) -> Gradient {
    var stops: [Stop] = []
    var index = components.startIndex
    for _ in self.stops.indices where index + 4 < components.endIndex {
      var color = Color.Resolved(red: 0, green: 0, blue: 0)
      color.animatableData = AnimatablePair(
        AnimatablePair(Float(components[index + 1]), Float(components[index + 2])),
        AnimatablePair(Float(components[index + 3]), Float(components[index + 4])))
      stops.append(Stop(color: Color(color), location: CGFloat(components[index])))
      index += 5
    }
    return Gradient(stops: stops)
  }
}

extension LinearGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    StyleVector([startPoint.x, startPoint.y, endPoint.x, endPoint.y].map(Double.init) + gradient.components(in: environment))
  }

  func with(_ vector: StyleVector) -> LinearGradient {
    let c = vector.components
    return LinearGradient(
      gradient: gradient.with(c[4...]), startPoint: UnitPoint(x: c[0], y: c[1]), endPoint: UnitPoint(x: c[2], y: c[3]))
  }
}

extension RadialGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    StyleVector([center.x, center.y, startRadius, endRadius].map(Double.init) + gradient.components(in: environment))
  }

  func with(_ vector: StyleVector) -> RadialGradient {
    let c = vector.components
    return RadialGradient(
      gradient: gradient.with(c[4...]), center: UnitPoint(x: c[0], y: c[1]), startRadius: c[2], endRadius: c[3])
  }
}

extension AngularGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    StyleVector([Double(center.x), Double(center.y), startAngle.radians, endAngle.radians] + gradient.components(in: environment))
  }

  func with(_ vector: StyleVector) -> AngularGradient {
    let c = vector.components
    return AngularGradient(
      gradient: gradient.with(c[4...]), center: UnitPoint(x: c[0], y: c[1]),
      startAngle: .radians(c[2]), endAngle: .radians(c[3]))
  }
}

extension EllipticalGradient: InterpolatedStyle {
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    StyleVector([center.x, center.y, startRadiusFraction, endRadiusFraction].map(Double.init) + gradient.components(in: environment))
  }

  func with(_ vector: StyleVector) -> EllipticalGradient {
    let c = vector.components
    return EllipticalGradient(
      gradient: gradient.with(c[4...]), center: UnitPoint(x: c[0], y: c[1]),
      startRadiusFraction: c[2], endRadiusFraction: c[3])
  }
}
