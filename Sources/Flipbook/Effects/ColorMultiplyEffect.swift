import Foundation

/// Multiplies every pixel of the view by a colour: what
/// `.colorMultiply(_:)` applies. The colour animates.
nonisolated public struct _ColorMultiplyEffect: ViewModifier, EffectModifier, ColorFilterEffect {
  /// The colour multiplied in.
  public var color: Color

  /// A colour-multiply effect.
  public init(color: Color) { self.color = color }

  public var animatableData: Color.Resolved.AnimatableData {
    get { color.resolve(in: EnvironmentValues()).animatableData }
    set {
      var resolved = color.resolve(in: EnvironmentValues())
      resolved.animatableData = newValue
      color = Color(resolved)
    }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  /// The colour resolved in the view's environment, so what animates is
  /// the colour the view shows.
  func resolved(in environment: EnvironmentValues) -> _ColorMultiplyEffect {
    _ColorMultiplyEffect(color: Color(color.resolve(in: environment)))
  }

  var filter: GraphicsContext.Filter? { .colorMultiply(color) }
}

nonisolated extension View {
  /// Multiplies each pixel of the view by `color` (components and alpha),
  /// as SwiftUI's `colorMultiply(_:)`: white changes nothing, and a
  /// white-drawn template takes the colour.
  public func colorMultiply(_ color: Color) -> some View { modifier(_ColorMultiplyEffect(color: color)) }
}
