import Foundation

/// Adds `amount` to every colour component: what `.brightness(_:)`
/// applies. The amount animates.
nonisolated public struct _BrightnessEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable, Sendable {
  /// The amount added (0 changes nothing, 1 is white).
  public var amount: Double

  /// A brightness effect.
  public init(amount: Double) { self.amount = amount }

  public var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { finiteAmount(amount).map { .brightness($0) } }
}

nonisolated extension View {
  /// Brightens the view by `amount`, between 0 (no effect) and 1 (white),
  /// as SwiftUI's `brightness(_:)`: `amount` is added to red, green and
  /// blue (Core Image's `CIColorControls` brightness, which SwiftUI
  /// documents it matches); negative amounts darken. NaN or ∞ change
  /// nothing.
  public func brightness(_ amount: Double) -> some View { modifier(_BrightnessEffect(amount: amount)) }
}
