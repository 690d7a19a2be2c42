import Foundation

/// Scales the saturation of the view's colours: what `.saturation(_:)`
/// applies. The amount animates.
nonisolated public struct _SaturationEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable, Sendable {
  /// The saturation (1 changes nothing, 0 is grey).
  public var amount: Double

  /// A saturation effect.
  public init(amount: Double) { self.amount = amount }

  public var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { finiteAmount(amount).map { .saturation($0) } }
}

nonisolated extension View {
  /// Adjusts the saturation of the view's colours, as SwiftUI's
  /// `saturation(_:)`: 0 is grey, 1 changes nothing, above 1 intensifies,
  /// by SVG's `saturate` colour matrix. NaN or ∞ change nothing.
  public func saturation(_ amount: Double) -> some View { modifier(_SaturationEffect(amount: amount)) }
}
