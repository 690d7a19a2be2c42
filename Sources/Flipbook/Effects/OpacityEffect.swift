import Foundation

/// Draws its content at an opacity, composited once as a group: what
/// `.opacity(_:)` applies, and the `.opacity` transition's two states.
///
/// As in SwiftUI: overlapping children do not show through each other, a
/// fully transparent view takes no taps, and opacity animates. Values are
/// clamped to 0 … 1; NaN draws the content as it is.
nonisolated public struct _OpacityEffect: ViewModifier, EffectModifier, Equatable, Sendable {
  /// The opacity, 0 … 1.
  public var opacity: Double

  /// An effect drawing at `opacity`.
  public init(opacity: Double) { self.opacity = opacity }

  public var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    if !(opacity < 1) {
      list.append(contentsOf: content)
    } else if opacity > 0 {
      list.append(.opacity(opacity), content)
    }
  }

  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint? { opacity > 0 ? point : nil }
}

nonisolated extension View {
  /// Draws the view at `opacity` (0 ... 1), composited once as a group:
  /// overlapping children do not show through each other.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }
}
