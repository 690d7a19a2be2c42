import Foundation

// The static members that name shapes where a shape is expected, as in
// SwiftUI (iOS 17): `.clipShape(.rect(cornerRadius: 8))`, `.circle` …

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with rounded corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle whose corners have their own radii.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle whose corners have their own radii (0 by default).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

nonisolated extension Shape where Self == Circle {
  /// A circle, centred in its frame.
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule with circular ends.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends are `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
  /// An ellipse filling its frame.
  public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// The container's shape (the view's rectangle in Flipbook).
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
