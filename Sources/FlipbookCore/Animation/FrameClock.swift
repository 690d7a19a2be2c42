import Foundation

/// The frame times of a film: frame n is shown at exactly n / fps seconds.
///
/// A film of `duration` seconds has `duration × fps` frames, rounded up when
/// that is not a whole number (to within 1e-9, so 2 s at 30 fps is exactly
/// 60 frames), covering [0, duration). The instant `duration` itself is not
/// a frame: a looping film's end is its start.
public struct FrameClock: Hashable, Sendable {
  public let fps: Double
  public let duration: Double

  /// A clock at `fps` frames per second over `duration` seconds. Non-finite
  /// or non-positive fps is treated as 1 fps; a negative duration as 0.
  public init(fps: Double, duration: Double) {
    self.fps = fps.isFinite && fps > 0 ? fps : 1
    self.duration = duration.isFinite ? max(0, duration) : 0
  }

  /// The most frames a clock counts: 10 million (over 23 hours at 120
  /// fps). Films refuse more (`Film.validate`); the clock clamps, so a huge
  /// duration never overflows.
  public static let maximumFrameCount = 10_000_000

  /// Frames in [0, duration), at least one and at most `maximumFrameCount`.
  public var frameCount: Int {
    let exact = duration * fps
    let whole = (exact - 1e-9).rounded(.up)
    guard whole.isFinite else { return Self.maximumFrameCount }
    return max(1, Int(min(whole, Double(Self.maximumFrameCount))))
  }

  /// The time of frame `index`: index / fps.
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }

  /// Every frame time in order.
  public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }
}
