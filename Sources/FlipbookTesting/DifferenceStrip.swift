import CFlipbookPixels
import FlipbookCore

/// The picture of a failed comparison: expected | difference | actual, side
/// by side on a light checkerboard (so transparency shows), 8 px apart.
///
/// The middle panel is the golden faded to 25 %, with every pixel that
/// differs beyond the tolerance in opaque red and every smaller non-zero
/// difference in orange.
public enum DifferenceStrip {
  public static let gap = 8

  /// With `classes` (a comparison's, one byte a pixel of the larger
  /// image's size: `GoldenComparison.classes`), the middle panel marks
  /// what the comparison counted in red and what it forgave in orange,
  /// rather than judging channels by the tolerance alone: under a
  /// cross-renderer tolerance most differing pixels are forgiven.
  public static func make(
    expected: Bitmap, actual: Bitmap, tolerance: GoldenTolerance, classes: [UInt8]? = nil
  ) throws -> Bitmap {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let stripWidth = width * 3 + gap * 2
    try Bitmap.validate(width: stripWidth, height: height)
    // White, opaque; the panels are drawn in C (Compare.c), which a debug
    // build runs at speed.
    var pixels = [UInt8](repeating: 255, count: stripWidth * height * 4)
    let classes = classes?.count == width * height ? classes! : []
    classes.withUnsafeBufferPointer { classes in expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        pixels.withUnsafeMutableBufferPointer { strip in
          fbp_difference_strip(
            e.baseAddress, Int32(expected.width), Int32(expected.height), a.baseAddress, Int32(actual.width),
            Int32(actual.height), Int32(clamping: tolerance.maxChannelDelta), Int32(gap), strip.baseAddress,
            Int32(stripWidth), classes.isEmpty ? nil : classes.baseAddress)
        }
      }
    } }
    return try Bitmap(width: stripWidth, height: height, scale: actual.scale, pixels: pixels)
  }
}
