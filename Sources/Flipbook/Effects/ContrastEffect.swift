import Foundation

/// Scales each colour component's distance from mid-grey: what
/// `.contrast(_:)` applies. The amount animates.
nonisolated public struct _ContrastEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable, Sendable {
  /// The contrast (1 changes nothing, 0 is grey).
  public var amount: Double

  /// A contrast effect.
  public init(amount: Double) { self.amount = amount }

  public var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { finiteAmount(amount).map { .contrast($0) } }
}

nonisolated extension View {
  /// Sets the contrast of the view's colours, as SwiftUI's `contrast(_:)`:
  /// each component becomes `(c − ½)·amount + ½`, so 0 is neutral grey, 1
  /// changes nothing, above 1 separates colours further, and negative
  /// amounts invert too (as SwiftUI documents). NaN or ∞ change nothing.
  public func contrast(_ amount: Double) -> some View { modifier(_ContrastEffect(amount: amount)) }
}
