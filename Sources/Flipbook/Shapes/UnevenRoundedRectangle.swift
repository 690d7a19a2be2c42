import Foundation

/// A rectangle whose four corners have their own radii, as SwiftUI's
/// `UnevenRoundedRectangle` (iOS 17). Radii that would overlap on a side
/// shrink together to fit (see `Path.addRoundedRect(in:cornerRadii:style:)`);
/// leading is the left in Flipbook's left-to-right shapes.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// Circular or continuous corners.
  public var style: RoundedCornerStyle

  /// A rectangle with these corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius given (0, square, by default).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }

  /// The rectangle inset by `amount`, each radius smaller by as much.
  public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

  /// An uneven rounded rectangle inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var base: UnevenRoundedRectangle
    public var amount: CGFloat

    public var animatableData: AnimatablePair<RectangleCornerRadii.AnimatableData, CGFloat> {
      get { AnimatablePair(base.animatableData, amount) }
      set {
        base.animatableData = newValue.first
        amount = newValue.second
      }
    }

    public func path(in rect: CGRect) -> Path {
      let r = base.cornerRadii
      func less(_ v: CGFloat) -> CGFloat { max(v - amount, 0) }
      let radii = RectangleCornerRadii(
        topLeading: less(r.topLeading), bottomLeading: less(r.bottomLeading),
        bottomTrailing: less(r.bottomTrailing), topTrailing: less(r.topTrailing))
      return UnevenRoundedRectangle(cornerRadii: radii, style: base.style)
        .path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by more: CGFloat) -> _Inset { _Inset(base: base, amount: amount + more) }
  }
}
