/// How far a rendered image may stray from its golden image and still pass.
///
/// Two measures, as swift-snapshot-testing has:
///
/// - by channel: a pixel *differs* when any channel (red, green, blue,
///   alpha; straight 8-bit values) is more than `maxChannelDelta` from the
///   golden's;
/// - perceptually, when `maxDeltaE` is set: a pixel differs when its colour
///   (both composited over white) is more than `maxDeltaE` apart in
///   CIEDE2000 ΔE, or its alpha more than `maxChannelDelta`.
///
/// The comparison passes when at most `maxDifferingPixels` pixels differ.
///
/// With `ignoresAntialiasing` (`.crossRenderer`), a differing pixel that is
/// only antialiasing of an edge both images share does not count (see
/// AntialiasingDetector.swift): for references recorded by another renderer,
/// such as Core Graphics on the iOS simulator.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
  /// The largest per-channel difference a pixel may have and still match.
  public var maxChannelDelta: Int
  /// How many pixels may differ.
  public var maxDifferingPixels: Int
  /// The largest CIEDE2000 colour difference a pixel may have and still
  /// match; nil compares channels.
  public var maxDeltaE: Double?
  /// Whether differing pixels that are antialiasing of an edge both images
  /// share are forgiven.
  public var ignoresAntialiasing = false

  /// Creates a tolerance by channel.
  public init(maxChannelDelta: Int, maxDifferingPixels: Int = 0) {
    self.maxChannelDelta = max(0, maxChannelDelta)
    self.maxDifferingPixels = max(0, maxDifferingPixels)
  }

  /// A tolerance in swift-snapshot-testing's terms: `precision` is the
  /// share of pixels that must match (1: all), `perceptualPrecision` how
  /// close a pixel's colour must be (1: exactly; 0.98: ΔE ≤ 2, about the
  /// smallest difference a person notices). Values are clamped to 0…1.
  public static func perceptual(precision: Double = 1, perceptualPrecision: Double) -> GoldenTolerance {
    var tolerance = GoldenTolerance(maxChannelDelta: 0)
    let perceptual = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
    tolerance.maxDeltaE = (1 - perceptual) * 100
    tolerance.sharePrecision = precision.isNaN ? 1 : min(max(precision, 0), 1)
    return tolerance
  }

  /// The share of pixels that must match, when given as a precision
  /// (it then sets `maxDifferingPixels` from the image's size).
  public var sharePrecision: Double?

  /// How many pixels may differ in an image of `pixelCount` pixels.
  func allowedDifferingPixels(of pixelCount: Int) -> Int {
    guard let sharePrecision else { return maxDifferingPixels }
    return max(maxDifferingPixels, Int((Double(pixelCount) * (1 - sharePrecision)).rounded(.down)))
  }

  /// Byte-identical pixels.
  public static let exact = GoldenTolerance(maxChannelDelta: 0)
  /// Room for anti-aliasing rounding that differs across Cairo and pixman
  /// builds: channels within 2/255, no pixel beyond.
  public static let antialiasing = GoldenTolerance(maxChannelDelta: 2)

  /// For references recorded by another renderer (the iOS simulator's
  /// Core Graphics): pixels within 2/255 match, and differences that are
  /// only antialiasing of shared edges are forgiven; a moved pixel, a
  /// colour off by 3 % or a missing stroke still fail (`AntialiasingTests`).
  public static let crossRenderer: GoldenTolerance = {
    var tolerance = GoldenTolerance(maxChannelDelta: 2)
    tolerance.ignoresAntialiasing = true
    return tolerance
  }()

  /// This tolerance, forgiving antialiasing differences of shared edges.
  public func ignoringAntialiasing() -> GoldenTolerance {
    var tolerance = self
    tolerance.ignoresAntialiasing = true
    return tolerance
  }

  public var description: String {
    var parts = [maxDeltaE.map { "ΔE₀₀ ≤ \($0)" } ?? "max channel delta \(maxChannelDelta)"]
    if ignoresAntialiasing { parts.append("antialiasing of shared edges ignored") }
    if let sharePrecision { parts.append("precision \(sharePrecision)") } else {
      parts.append("at most \(maxDifferingPixels) differing pixels")
    }
    return parts.joined(separator: ", ")
  }
}
