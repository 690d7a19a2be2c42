/// GIF delays are whole centiseconds. Flipbook rounds the *accumulated*
/// time, not each frame's, so the total never drifts: frame n starts at
/// ⌊100 · tₙ⌋ cs and lasts until the next start. At 30 fps that gives
/// 3, 3, 4, 3, 3, 4 … and 2 s sum to exactly 200 cs.
enum GIFTiming {
  /// The shortest delay a GIF frame keeps: 2 cs. Browsers show a delay of
  /// 0 or 1 cs as 10 cs (a slowed film), so the encoder refuses shorter
  /// frames, or drops them when asked.
  static let minimumDelay = 2

  /// The centisecond start of time `t` (with a 1e-9 s guard against
  /// floating-point error, so 0.1 + 0.2 counts as 30 cs).
  static func centiseconds(_ t: Double) -> Int { Int((t * 100 + 1e-7).rounded(.down)) }

  /// The delay in centiseconds of a frame shown from `start` to `end` seconds.
  static func delay(from start: Double, to end: Double) -> Int { centiseconds(end) - centiseconds(start) }
}
