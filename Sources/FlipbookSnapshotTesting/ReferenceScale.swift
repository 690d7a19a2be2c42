import Flipbook
import FlipbookTesting
import Foundation

// # Comparing at the reference's scale
//
// On iOS an image strategy renders at the screen scale of the simulator the
// suite runs on: references recorded on an iPhone SE or iPad simulator are
// 2×, on a recent iPhone 3×, and `ViewImageConfig` carries no scale to say
// which. Flipbook renders at `ViewImageConfig.recordingScale` (3) unless the
// traits give a `displayScale`. So when a reference's pixel size differs
// from the render's, and the strategy chose the scale itself, the view is
// rendered again at 1×, 2× and 3× (the scales iOS devices have); the first
// whose size is the reference's is compared instead. A size that no scale
// gives still fails, as before, naming both sizes.
//
// The strategy's closure and the comparison meet only through the image
// (swift-snapshot-testing passes the one to the other), so each rendered
// image is remembered by its content with a way to render it again; the
// last few are kept.

enum ReferenceScale {
  private struct Entry {
    var digest: Int
    var render: (CGFloat) throws -> Bitmap
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [Entry] = []
  /// How many renders are remembered (a comparison follows its render at
  /// once; a few cover strategies run side by side).
  static let capacity = 8
  /// The scales iOS devices have.
  static let deviceScales: [CGFloat] = [1, 2, 3]

  private static func digest(_ bitmap: Bitmap) -> Int {
    var hasher = Hasher()
    hasher.combine(bitmap.width)
    hasher.combine(bitmap.height)
    bitmap.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }

  /// The strategy's image, `render(nil)`; when the strategy chose the scale
  /// itself (`scaleIsGiven` false), remembered with `render` so that a
  /// comparison with a reference of another scale can render it again.
  static func snapshot(_ failure: String, scaleIsGiven: Bool, _ render: @escaping (CGFloat?) throws -> Bitmap) -> Bitmap {
    let bitmap = renderedSnapshot(failure) { try render(nil) }
    guard bitmap.width > 1 || bitmap.height > 1 else { return bitmap }
    let key = digest(bitmap)
    lock.withLock {
      // The same picture from an earlier strategy no longer speaks for this one.
      entries.removeAll { $0.digest == key }
      guard !scaleIsGiven else { return }
      entries.append(Entry(digest: key, render: { try render($0) }))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
    return bitmap
  }

  /// `actual` rendered again at the device scale that gives `expected`'s
  /// pixel size, when their sizes differ and `actual` was remembered; nil
  /// otherwise (then `actual` is compared as it is).
  static func matching(_ expected: Bitmap, _ actual: Bitmap) -> Bitmap? {
    guard expected.width != actual.width || expected.height != actual.height else { return nil }
    let key = digest(actual)
    guard let entry = lock.withLock({ entries.last { $0.digest == key } }) else { return nil }
    return rendered(toMatch: expected, besides: actual.scale, entry.render, image: { $0 })
  }

  /// `render` at the first device scale other than `scale` whose image has
  /// `expected`'s pixel size; nil when none has. A scale that can't render
  /// (an error) or gives another size is passed over: the comparison then
  /// reports the sizes.
  static func rendered<Snapshot>(
    toMatch expected: Bitmap, besides scale: CGFloat, _ render: (CGFloat) throws -> Snapshot,
    image: (Snapshot) -> Bitmap
  ) -> Snapshot? {
    for other in deviceScales where other != scale {
      guard let again = try? render(other) else { continue }
      if image(again).width == expected.width, image(again).height == expected.height { return again }
    }
    return nil
  }
}

extension UITraitCollection {
  /// Whether the traits name a display scale (iOS's unspecified is 0).
  var hasDisplayScale: Bool { displayScale > 0 && displayScale.isFinite }
}
