import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself

/// A two-dimensional vector, as Core Graphics' `CGVector` (Linux
/// Foundation has none): a velocity, an offset, a gravity direction.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The vector (0, 0).
  public init() {
    dx = 0
    dy = 0
  }

  /// The vector (`dx`, `dy`).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector (`dx`, `dy`) from doubles.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector (`dx`, `dy`) from integers.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The zero vector.
  public static var zero: CGVector { CGVector() }

  public var description: String { "(\(dx), \(dy))" }
}

#endif
