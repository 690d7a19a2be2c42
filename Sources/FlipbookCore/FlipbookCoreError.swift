/// Errors thrown by FlipbookCore.
public enum FlipbookCoreError: Error, Equatable, CustomStringConvertible {
  /// SVG path data could not be parsed: `reason` at UTF-8 byte `offset`
  /// (0-based) of the string.
  case invalidSVGPathData(offset: Int, reason: String)
  /// A bitmap's size is zero, negative, or too large (`width` × `height` pixels).
  case invalidBitmapSize(width: Int, height: Int)
  /// A bitmap's pixel buffer has `actual` bytes where `expected` were needed.
  case pixelCountMismatch(expected: Int, actual: Int)

  public var description: String {
    switch self {
    case .invalidSVGPathData(let offset, let reason):
      "invalid SVG path data at offset \(offset): \(reason)"
    case .invalidBitmapSize(let width, let height):
      "invalid bitmap size \(width)×\(height) pixels"
    case .pixelCountMismatch(let expected, let actual):
      "bitmap needs \(expected) bytes of RGBA pixels, got \(actual)"
    }
  }
}
