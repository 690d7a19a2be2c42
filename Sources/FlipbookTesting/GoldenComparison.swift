import CFlipbookPixels
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
    var rules = fbp_compare_rules(
      max_channel_delta: Int32(clamping: tolerance.maxChannelDelta), max_delta_e: tolerance.maxDeltaE ?? -1,
      ignores_antialiasing: tolerance.ignoresAntialiasing ? 1 : 0,
      rounding_delta: Int32(GoldenTolerance.crossRenderer.maxChannelDelta),
      reach: scale.isFinite && scale >= 2 ? Int32(min(scale, 4)) - 1 : 0, edge_delta_e: Self.edgeDeltaE,
      edge_rounding: Int32(Self.edgeRounding), decoder_noise: Int32(Self.decoderNoise),
      edge_contrast: AntialiasingDetector.edgeContrast, coverage_slack: Int32(AntialiasingDetector.coverageSlack),
      resampling_sharpness: AntialiasingDetector.resamplingSharpness,
      resampled_average_limit: AntialiasingDetector.resampledAverageLimit)
    var result = fbp_compare_result()
    // Under the cross-renderer rules, which pixels failed and which were
    // forgiven, for the difference strip.
    var classes = tolerance.ignoresAntialiasing ? [UInt8](repeating: 0, count: width * expected.height) : []
    // The rules run in C (Compare.c), pixel for pixel as written in
    // AntialiasingDetector.swift: a debug build runs unoptimized Swift
    // many times slower.
    let mask = decoded?.mask ?? []
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        mask.withUnsafeBufferPointer { mask in
          classes.withUnsafeMutableBufferPointer { classes in
            fbp_compare(
              e.baseAddress, a.baseAddress, Int32(width), Int32(expected.height), &rules,
              mask.isEmpty ? nil : mask.baseAddress, classes.isEmpty ? nil : classes.baseAddress, &result)
            _ = fbp_forgive_resampling_specks(
              e.baseAddress, a.baseAddress, Int32(width), Int32(expected.height), mask.isEmpty ? nil : mask.baseAddress,
              classes.isEmpty ? nil : classes.baseAddress, Int32(DecodedRegions.largestSpeck(scale: scale)),
              DecodedRegions.speckShare, &result)
          }
        }
      }
    }
    differingPixels = result.differing
    largestDelta = Int(result.largest_delta)
    if result.largest_x >= 0 { largestDeltaAt = (Int(result.largest_x), Int(result.largest_y)) }
    if result.worst_x >= 0 { worstDifferingAt = (Int(result.worst_x), Int(result.worst_y), Int(result.worst_delta)) }
    largestDeltaE = result.largest_delta_e
    antialiasedPixels = result.antialiased
    decoderPixels = result.decoded
    if !classes.isEmpty { self.classes = classes }
  }

  /// Under a cross-renderer tolerance, one byte a pixel (row-major): 0
  /// where the images agree, 1 where they differ within the tolerance or
  /// by what its rules forgive, 2 where the difference counts. The
  /// difference strip draws them orange and red.
  public private(set) var classes: [UInt8]?

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
      // The threshold comes from a Float precision (0.99 → 0.99999905…):
      // shown to three decimals.
      let threshold = (maxDeltaE * 1000).rounded() / 1000
      return "\(differingPixels) pixels differ by more than ΔE₀₀ \(threshold) (allowed \(allowedDifferingPixels)); "
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
/// (`AntialiasingDetector.isResampled`); what still differs after those
/// rules is forgiven too when it lies in specks smaller than a point,
/// few enough (`speckShare`) to be two filters disagreeing on a
/// photograph's finest detail. A picture moved by a point still
/// fails along its frame, where the other image has background; a picture
/// swapped for another of the same mean (the avatar mirrored) fails
/// inside.
struct DecodedRegions {
  /// The largest mean difference, per channel, a region may have.
  static let meanLimit = 1.0

  /// The share of a comparison's decoded pixels that may be forgiven as
  /// resampling specks: 1 in 256. Measured on fespinoza/sample-json-app's
  /// trending grid (four JPEG posters drawn `.resizable()` with
  /// `.aspectRatio(contentMode: .fill)` at 3×, iOS 17): after the rules
  /// above, 1,771 of about 1.2 million poster pixels (0.15 %) still
  /// differ, scattered in the posters' fine detail (lettering, hair) as
  /// 1,343 clusters of 1 to 6 pixels, up to 39 levels apart.
  static let speckShare = 1.0 / 256

  /// The most pixels a speck may have: fewer than a point covers at
  /// `scale` (8 at 3×, 3 at 2×; none at 1×, where a pixel is a point).
  /// A change a point wide or more, a picture moved, recoloured (the
  /// region's mean moves, so it is not decoded at all) or an element
  /// drawn over it, is never a speck.
  static func largestSpeck(scale: CGFloat) -> Int {
    guard scale.isFinite, scale >= 2 else { return 0 }
    let side = Int(min(scale, 4).rounded(.down))
    return side * side - 1
  }
  /// Per pixel: 1 where it lies in a region that is forgiven, else 0.
  private(set) var mask: [UInt8]

  init(_ regions: [InkProfile.Box], expected: Bitmap, actual: Bitmap) {
    var mask = [UInt8](repeating: 0, count: expected.width * expected.height)
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        mask.withUnsafeMutableBufferPointer { mask in
          for region in regions {
            let x0 = max(0, region.x0), y0 = max(0, region.y0)
            let x1 = min(expected.width, region.x1), y1 = min(expected.height, region.y1)
            guard x1 > x0, y1 > y0 else { continue }
            _ = fbp_mark_decoded_region(
              e.baseAddress, a.baseAddress, Int32(expected.width), Int32(x0), Int32(y0), Int32(x1), Int32(y1),
              Self.meanLimit, mask.baseAddress)
          }
        }
      }
    }
    self.mask = mask
  }
}
