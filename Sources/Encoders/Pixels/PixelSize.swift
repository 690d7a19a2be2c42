/// A size in pixels, for error messages.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  public var description: String { "\(width)×\(height)" }
}
