import Foundation

/// Errors thrown by the rasterizer.
public enum RasterizerError: Error, Equatable, CustomStringConvertible {
  /// A render size (in points) and scale that give no pixels, a non-finite
  /// value, or more pixels than `Bitmap` allows.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// Cairo reported `status` (its own description) while `operation`.
  case cairo(status: String, operation: String)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let scale):
      "cannot render \(width)×\(height) points at scale \(scale): the size must be finite and give 1…16384 pixels a side"
    case .cairo(let status, let operation):
      "Cairo failed while \(operation): \(status)"
    }
  }
}
