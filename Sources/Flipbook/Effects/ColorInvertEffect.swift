import Foundation

/// Inverts the view's colours, keeping alpha: what `.colorInvert()`
/// applies.
nonisolated public struct _ColorInvertEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable {
  /// A colour-inversion effect.
  public init() {}

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { .colorInvert() }
}

nonisolated extension View {
  /// Inverts the colours of the view (each component becomes 1 − c; alpha
  /// is kept), as SwiftUI's `colorInvert()`.
  public func colorInvert() -> some View { modifier(_ColorInvertEffect()) }
}
