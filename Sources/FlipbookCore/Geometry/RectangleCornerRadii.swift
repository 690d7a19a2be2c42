import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's
/// `RectangleCornerRadii` (iOS 17): leading and trailing are left and right
/// in a left-to-right layout.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Radii for each corner (0 by default: a square corner).
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}
