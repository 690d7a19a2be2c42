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
  /// The first of the pixels that still differ (after what the tolerance
  /// forgives) with the largest channel difference among them.
  public var worstDifferingAt: (x: Int, y: Int, delta: Int)?

  /// Compares `actual` with `expected` under `tolerance`. With a
  /// cross-renderer tolerance (`ignoresAntialiasing`), `decodedRegions`
  /// (pixels) are where the render drew images decoded from lossy files:
  /// there another decoder's pixels may differ by up to
  /// `decoderNoise` levels a channel, as long as the region's difference
  /// averages out (see `DecodedRegions`). `scale` is the images' pixels
  /// per point: at 2 and above a point is two pixels or more, and an
  /// edge may stand up to `scale` − 1 pixels off, 3 at most (see
  /// AntialiasingDetector.swift).
  public init(
    expected: Bitmap, actual: Bitmap, tolerance: GoldenTolerance, decodedRegions: [InkProfile.Box] = [],
    scale: CGFloat = 1
  ) {
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
    let decoded =
      tolerance.ignoresAntialiasing && !decodedRegions.isEmpty
      ? DecodedRegions(decodedRegions, expected: expected, actual: actual) : nil
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        let detector = AntialiasingDetector(
          width: width, height: expected.height, first: e, second: a,
          reach: scale.isFinite && scale >= 2 ? Int(min(scale, 4)) - 1 : 0)
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
            // The pixel's ΔE₀₀, found once when a rule needs it.
            var pixelDeltaE: Double?
            if let maxDeltaE = tolerance.maxDeltaE {
              let alphaDelta = abs(Int(e[pixel * 4 + 3]) - Int(a[pixel * 4 + 3]))
              let deltaE = Self.deltaE(e, a, pixel)
              pixelDeltaE = deltaE
              largestDeltaE = max(largestDeltaE, deltaE)
              differs = deltaE > maxDeltaE || alphaDelta > tolerance.maxChannelDelta
              // Across renderers, rounding: as `GoldenTolerance.crossRenderer`,
              // channels within 2/255 match.
              if differs, tolerance.ignoresAntialiasing, delta <= GoldenTolerance.crossRenderer.maxChannelDelta {
                differs = false
              }
            } else {
              differs = delta > tolerance.maxChannelDelta
            }
            if differs, tolerance.ignoresAntialiasing,
              detector.isAntialiasing(x: pixel % width, y: row)
                || ((pixelDeltaE ?? Self.deltaE(e, a, pixel)) <= Self.edgeDeltaE
                  && detector.isOnEdgeInBoth(x: pixel % width, y: row)
                  && (delta <= Self.edgeRounding || detector.isBlend(x: pixel % width, y: row)))
                || detector.isEdgeCoverage(x: pixel % width, y: row)
            {
              differs = false
              antialiasedPixels += 1
            }
            if differs, let decoded, decoded.forgives(pixel),
              delta <= Self.decoderNoise || detector.isResampled(x: pixel % width, y: row)
            {
              differs = false
              decoderPixels += 1
            }
            if differs {
              differingPixels += 1
              if delta > (worstDifferingAt?.delta ?? 0) { worstDifferingAt = (pixel % width, row, delta) }
            }
            if delta > largestDelta {
              largestDelta = delta
              largestDeltaAt = (pixel % expected.width, pixel / expected.width)
            }
          }
        }
      }
    }
  }

  /// `boxes` (points) as pixel regions of a `width` × `height` image at
  /// `scale`, rounded outwards and clamped to it (empty ones dropped).
  public static func pixelRegions(_ boxes: [CGRect], scale: CGFloat, width: Int, height: Int) -> [InkProfile.Box] {
    boxes.compactMap { box in
      pixelBox(box, scale: scale, width: width, height: height).flatMap { $0.x1 > $0.x0 && $0.y1 > $0.y0 ? $0 : nil }
    }
  }

  /// `box` (points) in the pixels of a `width` × `height` image at `scale`
  /// (1 when not finite and positive), rounded outwards and clamped to the
  /// image; possibly empty; nil when not finite.
  static func pixelBox(_ box: CGRect, scale: CGFloat, width: Int, height: Int) -> InkProfile.Box? {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
    func pixels(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int { Int(max(-1e6, min(1e6, v * scale)).rounded(rule)) }
    return InkProfile.Box(
      x0: max(0, pixels(box.minX, .down)), y0: max(0, pixels(box.minY, .down)),
      x1: min(width, pixels(box.maxX, .up)), y1: min(height, pixels(box.maxY, .up)))
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

  /// The colour difference an edge pixel may have across renderers (see
  /// AntialiasingDetector.swift): ΔE₀₀ 2.3, a just-noticeable difference.
  public static let edgeDeltaE = 2.3
  /// The channel difference an edge pixel that is no blend in either image
  /// may have and still pass the just-noticeable rule: 3 levels (a rounded
  /// card's edge a level or two darker in Core Graphics' antialiasing, in
  /// vjr2005/Challenge's shadow references); a hairline 3 % darker differs
  /// by 6 and fails.
  static let edgeRounding = 3

  /// How far, in levels of a channel, a pixel of an image decoded from a
  /// lossy file may be from the reference's: measured on a JPEG avatar
  /// decoded by libjpeg-turbo against the iOS 26 simulator's ImageIO
  /// (vjr2005/Challenge's DSAsyncImage references: every pixel within 3
  /// levels, ΔE₀₀ up to 2.75), with room for other encoders' chroma
  /// subsampling.
  public static let decoderNoise = 6
  /// Differing pixels forgiven as another decoder's noise (in
  /// `decodedRegions`).
  public var decoderPixels = 0

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
    var forgiven = tolerance.ignoresAntialiasing ? "; \(antialiasedPixels) antialiased edge pixels forgiven" : ""
    if tolerance.ignoresAntialiasing, let worst = worstDifferingAt {
      forgiven += "; the largest difference not forgiven: \(worst.delta) at (\(worst.x), \(worst.y))"
    }
    if decoderPixels > 0 { forgiven += "; \(decoderPixels) pixels of decoded images within \(Self.decoderNoise) levels forgiven" }
    if let maxDeltaE = tolerance.maxDeltaE {
      return "\(differingPixels) pixels differ by more than ΔE₀₀ \(maxDeltaE) (allowed \(allowedDifferingPixels)); "
        + "largest ΔE₀₀ \((largestDeltaE * 100).rounded() / 100), largest channel delta \(largestDelta)\(location)\(forgiven)"
    }
    return "\(differingPixels) pixels differ by more than \(tolerance.maxChannelDelta)/255 "
      + "(allowed \(allowedDifferingPixels)); largest delta \(largestDelta)\(location)\(forgiven)"
  }
}

/// The regions of an image where the render drew pictures decoded from
/// lossy files (JPEG), and whether each may be forgiven a decoder's noise.
///
/// Two JPEG decoders (libjpeg-turbo here, ImageIO on iOS) round their
/// inverse transforms and upsample chroma differently: the same file gives
/// pixels a few levels apart, scattered above and below, averaging out.
/// A real change does not: a picture recoloured, brightened or swapped
/// moves the region's mean, and a picture moved by a point differs by far
/// more than a few levels along every edge in it. So a region is forgiven
/// only while its mean difference, per channel, stays within
/// `meanLimit` levels; each pixel of it then matches within
/// `GoldenComparison.decoderNoise` levels, or, where the picture is drawn
/// scaled and the two renderers resample it with other filters (a thin
/// outline in an avatar drawn 52 pt wide at 3×: up to 34 levels apart in
/// vjr2005/Challenge's iOS 26 row cards), when each image's colour lies
/// near what the other spans around it or their 3 × 3 averages agree
/// (`AntialiasingDetector.isResampled`). A picture moved by a point still
/// fails along its frame, where the other image has background; a picture
/// swapped for another of the same mean (the avatar mirrored) fails
/// inside.
struct DecodedRegions {
  /// The largest mean difference, per channel, a region may have.
  static let meanLimit = 1.0
  /// Per pixel: whether it lies in a region that is forgiven.
  private var forgiven: [Bool]
  private let width: Int

  init(_ regions: [InkProfile.Box], expected: Bitmap, actual: Bitmap) {
    width = expected.width
    forgiven = [Bool](repeating: false, count: expected.width * expected.height)
    for region in regions {
      let x0 = max(0, region.x0), y0 = max(0, region.y0)
      let x1 = min(expected.width, region.x1), y1 = min(expected.height, region.y1)
      guard x1 > x0, y1 > y0 else { continue }
      var sums = [0, 0, 0]
      for y in y0..<y1 {
        for x in x0..<x1 {
          let at = (y * width + x) * 4
          for channel in 0..<3 { sums[channel] += Int(actual.pixels[at + channel]) - Int(expected.pixels[at + channel]) }
        }
      }
      let count = Double((x1 - x0) * (y1 - y0))
      guard sums.allSatisfy({ abs(Double($0) / count) <= Self.meanLimit }) else { continue }
      for y in y0..<y1 {
        for x in x0..<x1 { forgiven[y * width + x] = true }
      }
    }
  }

  /// Whether the pixel at `index` (row-major) is in a forgiven region.
  func forgives(_ index: Int) -> Bool { forgiven[index] }
}
