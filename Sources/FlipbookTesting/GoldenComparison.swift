import FlipbookCore
import Foundation

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
    allowedDifferingPixels = tolerance.allowedDifferingPixels(of: expected.width * expected.height)
    let width = expected.width
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        let detector = AntialiasingDetector(width: width, height: expected.height, first: e, second: a)
        // Rows that are byte-identical (most of a passing golden) are
        // skipped with memcmp, which stays fast in a debug build.
        for row in 0..<expected.height
        where memcmp(e.baseAddress! + row * width * 4, a.baseAddress! + row * width * 4, width * 4) != 0 {
          for pixel in (row * width)..<((row + 1) * width) {
            var delta = 0
            for channel in 0..<4 {
              delta = max(delta, abs(Int(e[pixel * 4 + channel]) - Int(a[pixel * 4 + channel])))
            }
            guard delta > 0 else { continue }
            var differs: Bool
            if let maxDeltaE = tolerance.maxDeltaE {
              let alphaDelta = abs(Int(e[pixel * 4 + 3]) - Int(a[pixel * 4 + 3]))
              let deltaE = Self.deltaE(e, a, pixel)
              largestDeltaE = max(largestDeltaE, deltaE)
              differs = deltaE > maxDeltaE || alphaDelta > tolerance.maxChannelDelta
            } else {
              differs = delta > tolerance.maxChannelDelta
            }
            if differs, tolerance.ignoresAntialiasing, detector.isAntialiasing(x: pixel % width, y: row) {
              differs = false
              antialiasedPixels += 1
            }
            if differs { differingPixels += 1 }
            if delta > largestDelta {
              largestDelta = delta
              largestDeltaAt = (pixel % expected.width, pixel / expected.width)
            }
          }
        }
      }
    }
  }

  /// The ΔE₀₀ between two pixels, each composited over white.
  static func deltaE(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Double {
    func lab(_ p: UnsafeBufferPointer<UInt8>) -> ColorDifference.Lab {
      let alpha = Int(p[pixel * 4 + 3])
      func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * alpha + 255 * (255 - alpha) + 127) / 255) }
      return ColorDifference.lab(red: over(p[pixel * 4]), green: over(p[pixel * 4 + 1]), blue: over(p[pixel * 4 + 2]))
    }
    return ColorDifference.deltaE(lab(e), lab(a))
  }

  /// How many pixels may differ (from the tolerance and the image's size).
  public var allowedDifferingPixels = 0
  /// The largest colour difference found, when comparing perceptually.
  public var largestDeltaE: Double = 0
  /// Differing pixels forgiven as antialiasing of shared edges (with
  /// `ignoresAntialiasing`).
  public var antialiasedPixels = 0

  /// Whether the image matches within the tolerance.
  public var passes: Bool {
    sizeMismatch == nil && differingPixels <= allowedDifferingPixels
  }

  /// A one-line account of the difference.
  public var summary: String {
    if let (e, a) = sizeMismatch {
      return "size differs: golden \(e.0)×\(e.1) px, rendered \(a.0)×\(a.1) px"
    }
    let location = largestDeltaAt.map { " at (\($0.x), \($0.y))" } ?? ""
    let forgiven = tolerance.ignoresAntialiasing ? "; \(antialiasedPixels) antialiased edge pixels forgiven" : ""
    if let maxDeltaE = tolerance.maxDeltaE {
      return "\(differingPixels) pixels differ by more than ΔE₀₀ \(maxDeltaE) (allowed \(allowedDifferingPixels)); "
        + "largest ΔE₀₀ \((largestDeltaE * 100).rounded() / 100), largest channel delta \(largestDelta)\(location)\(forgiven)"
    }
    return "\(differingPixels) pixels differ by more than \(tolerance.maxChannelDelta)/255 "
      + "(allowed \(allowedDifferingPixels)); largest delta \(largestDelta)\(location)\(forgiven)"
  }
}
