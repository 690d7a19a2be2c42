import Foundation

/// The conic gradients' computed pixels, kept for reuse.
///
/// A conic gradient is computed per pixel (see `ConicGradient`), and a
/// film draws the same one again and again: WWDC19's ring draws each
/// wedge's gradient in every frame while only the wedge that moves
/// changes (236 distinct images in 795 draws). The pixels depend only on
/// the stops, the centre, the angle, the span, the opacity, the device
/// transform and the device rectangle, so they are kept under those, bit
/// for bit: a hit gives the very pixels a miss would compute, and output
/// stays byte-identical whatever was drawn before.
///
/// Frames render on every core, so the cache is shared behind a lock and
/// bounded by `byteLimit`; when a new image would pass it, the oldest
/// images go first. Two threads missing the same key both compute it.
final class ConicGradientCache: @unchecked Sendable {
  static let shared = ConicGradientCache()

  /// The most bytes of pixels kept: 64 MiB (a 4096 × 4096 gradient fits).
  let byteLimit: Int

  private let lock = NSLock()
  private var images: [[UInt64]: [UInt32]] = [:]
  /// Keys in the order they were stored, oldest first.
  private var order: [[UInt64]] = []
  private var orderStart = 0
  private var bytes = 0

  init(byteLimit: Int = 64 << 20) {
    self.byteLimit = byteLimit
  }

  /// The pixels stored under `key`, or those `compute` returns, stored.
  func pixels(for key: [UInt64], compute: () -> [UInt32]) -> [UInt32] {
    lock.lock()
    let cached = images[key]
    lock.unlock()
    if let cached { return cached }
    let pixels = compute()
    let size = pixels.count * 4
    guard size <= byteLimit else { return pixels }
    lock.lock()
    defer { lock.unlock() }
    if images[key] == nil {
      while bytes + size > byteLimit, orderStart < order.count {
        let oldest = order[orderStart]
        orderStart += 1
        bytes -= (images.removeValue(forKey: oldest)?.count ?? 0) * 4
      }
      if orderStart > 1024, orderStart * 2 > order.count {
        order.removeFirst(orderStart)
        orderStart = 0
      }
      images[key] = pixels
      order.append(key)
      bytes += size
    }
    return pixels
  }

  /// How many images are kept (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return images.count
  }
}
