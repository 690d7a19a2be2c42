import Foundation

/// Moves the view's colours toward grey: what `.grayscale(_:)` applies.
/// The amount animates.
nonisolated public struct _GrayscaleEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable, Sendable {
  /// How grey (0 changes nothing, 1 is fully grey).
  public var amount: Double

  /// A greyscale effect.
  public init(amount: Double) { self.amount = amount }

  public var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? {
    finiteAmount(amount).map { .grayscale(min(max($0, 0), 1)) }
  }
}

nonisolated extension View {
  /// Removes colour from the view by `amount`, from 0 (no effect) to 1
  /// (fully grey, by Rec. 709 luminance), as SwiftUI's `grayscale(_:)`.
  /// Amounts are clamped to 0 ... 1; NaN or ∞ change nothing.
  public func grayscale(_ amount: Double) -> some View { modifier(_GrayscaleEffect(amount: amount)) }
}
