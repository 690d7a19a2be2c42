import Foundation

/// Rotates the hue of the view's colours: what `.hueRotation(_:)` applies.
/// The angle animates.
nonisolated public struct _HueRotationEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable, Sendable {
  /// How far hues turn.
  public var angle: Angle

  /// A hue-rotation effect.
  public init(angle: Angle) { self.angle = angle }

  public var animatableData: Double {
    get { angle.radians }
    set { angle = .radians(newValue) }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { finiteAmount(angle.radians).map { .hueRotation(.radians($0)) } }
}

nonisolated extension View {
  /// Rotates the hue of the view's colours by `angle`, as SwiftUI's
  /// `hueRotation(_:)`, by SVG's `hueRotate` colour matrix (luminance is
  /// kept). A NaN or infinite angle changes nothing.
  public func hueRotation(_ angle: Angle) -> some View { modifier(_HueRotationEffect(angle: angle)) }
}
