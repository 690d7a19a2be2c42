import Foundation

/// The time spent turning drawn canvases into straight-alpha bitmaps
/// (`CairoCanvas.bitmap()`: unpremultiplying and reordering every pixel),
/// summed over every render in the process. Benchmarks read it before and
/// after drawing a film, to set the drawing itself beside a replay of its
/// Cairo calls, which converts nothing. Not for tests: it times.
@_spi(Instrumentation) public enum ConversionClock {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var total: UInt64 = 0

  /// The nanoseconds spent converting so far.
  public static var nanoseconds: UInt64 { lock.withLock { total } }

  static func add(_ nanoseconds: UInt64) { lock.withLock { total &+= nanoseconds } }
}
