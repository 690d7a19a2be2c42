/// GIF delays are whole centiseconds. Flipbook rounds the *accumulated*
/// time, not each frame's, so the total never drifts: frame n starts at
/// ⌊100 · tₙ⌋ cs and lasts until the next start. At 30 fps that gives
/// 3, 3, 4, 3, 3, 4 … and 2 s sum to exactly 200 cs.
struct GIFTiming {
  /// Film time in seconds at which the next frame starts.
  private(set) var elapsed: Double = 0

  /// The centisecond start of time `t` (with a 1e-9 s guard against
  /// floating-point error, so 0.1 + 0.2 counts as 30 cs).
  static func centiseconds(_ t: Double) -> Int { Int((t * 100 + 1e-7).rounded(.down)) }

  /// Advances by `duration` and returns the frame's delay in centiseconds.
  mutating func advance(by duration: Double) -> Int {
    let start = Self.centiseconds(elapsed)
    elapsed += duration
    return Self.centiseconds(elapsed) - start
  }
}
