import Foundation

/// Turns the view's luminance into alpha: what `.luminanceToAlpha()`
/// applies.
nonisolated public struct _LuminanceToAlphaEffect: ViewModifier, EffectModifier, ColorFilterEffect, Equatable {
  /// A luminance-to-alpha effect.
  public init() {}

  public func body(content: Content) -> Never { primitiveBody() }

  var filter: GraphicsContext.Filter? { .luminanceToAlpha }
}

nonisolated extension View {
  /// Makes a mask of the view: its luminance becomes the alpha of black
  /// (dark areas clear, light areas opaque), as SwiftUI's
  /// `luminanceToAlpha()`.
  public func luminanceToAlpha() -> some View { modifier(_LuminanceToAlphaEffect()) }
}
