/// How far a rendered image may stray from its golden image and still pass.
///
/// A pixel *differs* when any channel (red, green, blue, alpha; straight
/// 8-bit values) is more than `maxChannelDelta` from the golden's; the
/// comparison passes when at most `maxDifferingPixels` pixels differ.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
  /// The largest per-channel difference a pixel may have and still match.
  public var maxChannelDelta: Int
  /// How many pixels may exceed `maxChannelDelta`.
  public var maxDifferingPixels: Int

  /// Creates a tolerance.
  public init(maxChannelDelta: Int, maxDifferingPixels: Int = 0) {
    self.maxChannelDelta = maxChannelDelta
    self.maxDifferingPixels = maxDifferingPixels
  }

  /// Byte-identical pixels.
  public static let exact = GoldenTolerance(maxChannelDelta: 0)
  /// Room for anti-aliasing rounding that differs across Cairo and pixman
  /// builds: channels within 2/255, no pixel beyond.
  public static let antialiasing = GoldenTolerance(maxChannelDelta: 2)

  public var description: String {
    "max channel delta \(maxChannelDelta), at most \(maxDifferingPixels) differing pixels"
  }
}
