import Foundation

/// A rectangle of whole device pixels in the root canvas's pixel space:
/// columns `x0 ..< x1`, rows `y0 ..< y1`.
struct DeviceRect: Equatable, Sendable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The rectangle grown by `amount` pixels on every side.
  func insetBy(_ amount: Int) -> DeviceRect {
    DeviceRect(x0: x0 + amount, y0: y0 + amount, x1: x1 - amount, y1: y1 - amount)
  }

  /// Where both rectangles overlap (possibly empty).
  func intersection(_ other: DeviceRect) -> DeviceRect {
    DeviceRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: DeviceRect) -> DeviceRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return DeviceRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// The whole pixels a rectangle of device space touches, or nil when it
  /// is not finite (the caller then falls back to a larger rectangle).
  init?(covering rect: CGRect) {
    let bounds = rect.standardized
    guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return nil }
    // Clamped far beyond any canvas (16384 px a side), so Int conversion cannot trap.
    func pixel(_ v: CGFloat) -> Int { Int(min(max(v, -1e7), 1e7)) }
    self.init(
      x0: pixel(bounds.minX.rounded(.down)), y0: pixel(bounds.minY.rounded(.down)),
      x1: pixel(bounds.maxX.rounded(.up)), y1: pixel(bounds.maxY.rounded(.up)))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }
}
