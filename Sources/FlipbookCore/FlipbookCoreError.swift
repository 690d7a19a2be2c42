/// Errors thrown by FlipbookCore.
public enum FlipbookCoreError: Error, Equatable, CustomStringConvertible {
  /// SVG path data could not be parsed: `problem` at UTF-8 byte `offset`
  /// (0-based) of the string.
  case invalidSVGPathData(offset: Int, problem: SVGPathProblem)
  /// A bitmap's size is zero, negative, or too large (`width` × `height` pixels).
  case invalidBitmapSize(width: Int, height: Int)
  /// A bitmap's pixel buffer has `actual` bytes where `expected` were needed.
  case pixelCountMismatch(expected: Int, actual: Int)
  /// A shard is written `text`, not `k/n` with 1 ≤ k ≤ n (`FLIPBOOK_SHARD`,
  /// `--shard`).
  case invalidShard(String)

  public var description: String {
    switch self {
    case .invalidSVGPathData(let offset, let problem):
      "invalid SVG path data at offset \(offset): \(problem)"
    case .invalidBitmapSize(let width, let height):
      "invalid bitmap size \(width)×\(height) pixels"
    case .pixelCountMismatch(let expected, let actual):
      "bitmap needs \(expected) bytes of RGBA pixels, got \(actual)"
    case .invalidShard(let text):
      "shard '\(text)' is not k/n with 1 ≤ k ≤ n (FLIPBOOK_SHARD=2/4 checks the second of four shares)"
    }
  }
}

/// What is wrong in SVG path data (`FlipbookCoreError.invalidSVGPathData`).
public enum SVGPathProblem: Equatable, Sendable, CustomStringConvertible {
  /// The data does not start with a moveto.
  case noInitialMoveTo
  /// A command letter was expected; `found` is what was there.
  case expectedCommand(found: String)
  /// A number was expected; `found` is what was there.
  case expectedNumber(found: String)
  /// A number that doesn't fit a `Double`'s finite range.
  case numberOutOfRange(String)
  /// An arc flag (0 or 1) was expected; `found` is what was there.
  case expectedArcFlag(found: String)
  /// A command with no coordinates after it.
  case missingCoordinates(command: String)

  public var description: String {
    switch self {
    case .noInitialMoveTo: "path data must start with a moveto (M or m)"
    case .expectedCommand(let found): "expected a command letter, found '\(found)'"
    case .expectedNumber(let found): "expected a number, found '\(found)'"
    case .numberOutOfRange(let text): "number '\(text)' is out of range"
    case .expectedArcFlag(let found): "expected an arc flag (0 or 1), found '\(found)'"
    case .missingCoordinates(let command): "command '\(command)' needs coordinates"
    }
  }
}
