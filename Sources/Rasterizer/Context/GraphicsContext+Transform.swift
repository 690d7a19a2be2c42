import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Moves the origin of user space by (`x`, `y`) in the current user space.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales user space about its origin.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates user space about its origin; positive angles turn from +x
  /// toward +y (clockwise on screen).
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: angle.radians)
  }

  /// Applies `matrix` before the current transform (so it acts in the
  /// current user space).
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }
}
