import Foundation

/// Errors thrown by the rasterizer.
public enum RasterizerError: Error, Equatable, CustomStringConvertible {
  /// A render size (in points) and scale that give no pixels, a non-finite
  /// value, or more pixels than `Bitmap` allows.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// Cairo reported `status` (its own description) while `operation`.
  case cairo(status: String, operation: String)
  /// A font file that could not be registered.
  case fontFile(path: String, problem: FontFileProblem)
  /// An image could not be decoded.
  case image(name: String, problem: ImageProblem)
  /// Text was to be drawn but the bundled fonts' packages are not installed.
  case missingFonts([FontLibrary.MissingFonts])

  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let scale):
      "cannot render \(width)×\(height) points at scale \(scale): the size must be finite and give 1…16384 pixels a side"
    case .cairo(let status, let operation):
      "Cairo failed while \(operation): \(status)"
    case .fontFile(let path, let problem):
      "cannot register the font file \(path): \(problem)"
    case .image(let name, let problem):
      "cannot read the image \(name): \(problem)"
    case .missingFonts(let missing):
      "text needs fonts that are not installed: \(missing.map(\.description).joined(separator: "; ")); run Scripts/bootstrap"
    }
  }
}
