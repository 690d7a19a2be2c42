import CCairo
import Foundation
import Synchronization

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
/// An image is drawn in place: each use wraps its pixels in a Cairo
/// surface of its own (no copy; the surface holds the image alive), so a
/// hit costs neither an allocation nor a copy of the pixels.
///
/// Frames render on every core, so the cache is shared behind a lock and
/// bounded by `byteLimit`; when a new image would pass it, the oldest
/// images go first. Two threads missing the same key both compute it.
final class ConicGradientCache: Sendable {
  static let shared = ConicGradientCache()

  /// The most bytes of pixels kept: 64 MiB (a 4096 × 4096 gradient fits).
  let byteLimit: Int

  /// What the lock guards: the images and the colour tables, each with
  /// the order they were stored in.
  private struct Store {
    var images: [[UInt64]: ConicImage] = [:]
    /// Keys in the order they were stored, oldest first.
    var order: [[UInt64]] = []
    var orderStart = 0
    var bytes = 0
    var tables: [[UInt64]: [Float]] = [:]
    var tableOrder: [[UInt64]] = []
  }
  private let store = Mutex(Store())

  init(byteLimit: Int = 64 << 20) {
    self.byteLimit = byteLimit
  }

  /// How many images the calling thread has computed (misses of any
  /// cache): what a test drawing on its own thread reads to see its draw
  /// hit, whatever other threads draw meanwhile.
  static var missesOnThisThread: Int {
    (Thread.current.threadDictionary[missesKey] as? Int) ?? 0
  }

  private static let missesKey = "Flipbook.ConicGradientCache.misses"

  private static func countMissOnThisThread() {
    Thread.current.threadDictionary[missesKey] = missesOnThisThread + 1
  }

  /// The image stored under `key`, or the one `compute` returns, stored.
  func image(for key: [UInt64], compute: () -> ConicImage) -> ConicImage {
    if let cached = store.withLock({ $0.images[key] }) { return cached }
    Self.countMissOnThisThread()
    let pixels = compute()
    let size = pixels.byteCount
    guard size <= byteLimit else { return pixels }
    let limit = byteLimit
    store.withLock { store in
      guard store.images[key] == nil else { return }
      while store.bytes + size > limit, store.orderStart < store.order.count {
        let oldest = store.order[store.orderStart]
        store.orderStart += 1
        store.bytes -= store.images.removeValue(forKey: oldest)?.byteCount ?? 0
      }
      if store.orderStart > 1024, store.orderStart * 2 > store.order.count {
        store.order.removeFirst(store.orderStart)
        store.orderStart = 0
      }
      store.images[key] = pixels
      store.order.append(key)
      store.bytes += size
    }
    return pixels
  }

  /// The colour tables (`ConicGradient.tableSize` + 1 premultiplied
  /// colours from the stops) kept under their stops, bit for bit: every
  /// frame of a film draws its rings' gradients anew (the wedges move) but
  /// from the same stops, and a table costs 4,097 colour look-ups.
  /// The most tables kept (64 KiB each).
  static let tableLimit = 64

  /// The table stored under `key`, or the one `compute` returns, stored.
  func table(for key: [UInt64], compute: () -> [Float]) -> [Float] {
    if let cached = store.withLock({ $0.tables[key] }) { return cached }
    let table = compute()
    store.withLock { store in
      guard store.tables[key] == nil else { return }
      if store.tableOrder.count >= Self.tableLimit { store.tables[store.tableOrder.removeFirst()] = nil }
      store.tables[key] = table
      store.tableOrder.append(key)
    }
    return table
  }

  /// How many images are kept (for tests).
  var count: Int {
    store.withLock { $0.images.count }
  }
}

/// A conic gradient's premultiplied ARGB pixels, rows packed without
/// padding, immutable once computed and shared by every surface that
/// draws them.
final class ConicImage: @unchecked Sendable {
  let width: Int
  let height: Int
  let pixels: UnsafeMutableBufferPointer<UInt32>

  /// A transparent image, for `ConicGradient` to fill before sharing it.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = .allocate(capacity: width * height)
    pixels.initialize(repeating: 0)
  }

  deinit { pixels.deallocate() }

  var byteCount: Int { pixels.count * 4 }

  /// A Cairo image surface over the pixels (no copy), which keeps the
  /// image alive until Cairo destroys it; nil if Cairo refuses it.
  func makeSurface() -> OpaquePointer? {
    let data = UnsafeMutableRawPointer(pixels.baseAddress!).assumingMemoryBound(to: UInt8.self)
    guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
    else { return nil }
    let retained = Unmanaged.passRetained(self).toOpaque()
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(surface, conicImageKey, retained, { Unmanaged<ConicImage>.fromOpaque($0!).release() })
        == CAIRO_STATUS_SUCCESS
    else {
      Unmanaged<ConicImage>.fromOpaque(retained).release()
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}

/// The key under which a surface holds its `ConicImage` (Cairo compares
/// addresses and never writes through it).
nonisolated(unsafe) private let conicImageKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
