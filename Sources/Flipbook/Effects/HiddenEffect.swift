import Foundation

/// Keeps the content's layout but draws nothing and lets no tap through:
/// what `.hidden()` applies.
nonisolated public struct _HiddenModifier: ViewModifier, EffectModifier, Equatable {
  /// The hiding modifier.
  public init() {}

  public func body(content: Content) -> Never { primitiveBody() }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {}
  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint? { nil }
}

nonisolated extension View {
  /// Keeps the view's layout but draws nothing and takes no taps.
  public func hidden() -> some View { modifier(_HiddenModifier()) }
}
