import FlipbookCore

/// The outcome of comparing an image with its golden image.
public struct GoldenComparison: Sendable {
  /// The tolerance compared under.
  public var tolerance: GoldenTolerance
  /// The golden's size and the image's, when they differ.
  public var sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
  /// Pixels with a channel more than the tolerance's `maxChannelDelta` off.
  public var differingPixels: Int
  /// The largest channel difference anywhere, and the first pixel that has it.
  public var largestDelta: Int
  public var largestDeltaAt: (x: Int, y: Int)?

  /// Compares `actual` with `expected` under `tolerance`.
  public init(expected: Bitmap, actual: Bitmap, tolerance: GoldenTolerance) {
    self.tolerance = tolerance
    differingPixels = 0
    largestDelta = 0
    guard expected.width == actual.width, expected.height == actual.height else {
      sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
      differingPixels = max(expected.width * expected.height, actual.width * actual.height)
      return
    }
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        for pixel in 0..<(expected.width * expected.height) {
          var delta = 0
          for channel in 0..<4 {
            delta = max(delta, abs(Int(e[pixel * 4 + channel]) - Int(a[pixel * 4 + channel])))
          }
          if delta > tolerance.maxChannelDelta { differingPixels += 1 }
          if delta > largestDelta {
            largestDelta = delta
            largestDeltaAt = (pixel % expected.width, pixel / expected.width)
          }
        }
      }
    }
  }

  /// Whether the image matches within the tolerance.
  public var passes: Bool {
    sizeMismatch == nil && differingPixels <= tolerance.maxDifferingPixels
  }

  /// A one-line account of the difference.
  public var summary: String {
    if let (e, a) = sizeMismatch {
      return "size differs: golden \(e.0)×\(e.1) px, rendered \(a.0)×\(a.1) px"
    }
    let location = largestDeltaAt.map { " at (\($0.x), \($0.y))" } ?? ""
    return "\(differingPixels) pixels differ by more than \(tolerance.maxChannelDelta)/255 "
      + "(allowed \(tolerance.maxDifferingPixels)); largest delta \(largestDelta)\(location)"
  }
}
