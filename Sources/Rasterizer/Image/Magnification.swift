import CCairo
import CPixman
import Foundation

// # Magnifying a bitmap as Core Graphics does
//
// An asset drawn larger than its pixels (a 2× photo on a 3× screen, a 9-slice
// stretched across a button) is resampled. Cairo 1.16 has two choices for
// that: `GOOD`, which magnifies bilinearly, and `BEST`, which magnifies with
// a cubic up to 3× and then switches to nearest-pixel blocks, so that a
// stretched cap inset shows hard steps. Core Graphics' `.high` and `.medium`
// interpolation are neither: an upscale comes out sharper than bilinear
// (swift-snapshot-testing references recorded on the simulator show a 2×
// photo at 3× with steeper edges than Cairo's `GOOD`), and stays smooth at
// any factor.
//
// So a magnified raster at `.high` or `.medium` is resampled here, with
// pixman's separable convolution (the machinery under Cairo's own filters),
// before Cairo composites it pixel for pixel:
//
// - `.high` reconstructs with Lanczos-2, which pixman's authors note is
//   indistinguishable from the Catmull–Rom spline: the sharp interpolating
//   cubic, little ringing.
// - `.medium` reconstructs with Mitchell–Netravali (B = C = ⅓, pixman's
//   `CUBIC`): smoother, no visible ringing.
// - An axis that shrinks instead averages the source pixels under each
//   device pixel (box), as Cairo's `GOOD` does.
//
// Only drawings whose transform is a plain scale and translation take this
// path (a rotated or sheared image stays with Cairo's `GOOD`), and only the
// device pixels inside the current clip are computed. `.low` stays bilinear
// and `.none` nearest-pixel, which is what Core Graphics' names mean.
//
// Not measured: the exact kernel Core Graphics uses is undocumented, and no
// simulator reference was at hand to fit one; Lanczos-2 is the closest
// standard kernel to "sharper than bilinear, no blocks".

enum Magnification {
  /// The largest resampled area, in device pixels; beyond it Cairo's own
  /// filter draws (it needs no intermediate image).
  static let maximumPixels = 16_777_216

  /// A rectangle of a bitmap's pixels.
  struct Region: Equatable {
    var x, y, width, height: Int

    /// `rect` (in points) in pixels, rounded to whole pixels and kept
    /// inside this region; this region when that leaves nothing.
    func clamping(_ rect: CGRect, pixelsPerPoint: Double) -> Region {
      let values = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * pixelsPerPoint }
      guard values.allSatisfy(\.isFinite) else { return self }
      let left = min(max(Int(values[0].rounded()), x), x + width), top = min(max(Int(values[1].rounded()), y), y + height)
      let right = min(max(Int(values[2].rounded()), left), x + width)
      let bottom = min(max(Int(values[3].rounded()), top), y + height)
      return right > left && bottom > top ? Region(x: left, y: top, width: right - left, height: bottom - top) : self
    }
  }

  /// Paints `region` of `surface` (ARGB32) with its pixels at the current
  /// user space's unit (the surface's pixel (0, 0) at the origin),
  /// resampled for `interpolation` from that region's pixels only, and
  /// returns true; returns false (having drawn nothing) when the transform
  /// or the interpolation isn't one this path handles.
  static func paint(
    _ surface: OpaquePointer, region: Region, on cr: OpaquePointer,
    interpolation: ImageInterpolation, opacity: Double
  ) -> Bool {
    let reconstruction: pixman_kernel_t
    switch interpolation {
    case .high: reconstruction = PIXMAN_KERNEL_LANCZOS2
    case .medium: reconstruction = PIXMAN_KERNEL_CUBIC
    case .low, .none: return false
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scaleX = m.xx, scaleY = m.yy
    guard m.xy == 0, m.yx == 0, scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0,
      max(scaleX, scaleY) > 1.001, region.width > 0, region.height > 0
    else { return false }

    // The device pixels to compute: the image's, inside the clip.
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    let left = max(Double(region.x), clip.x1) * scaleX + m.x0
    let top = max(Double(region.y), clip.y1) * scaleY + m.y0
    let right = min(Double(region.x + region.width), clip.x2) * scaleX + m.x0
    let bottom = min(Double(region.y + region.height), clip.y2) * scaleY + m.y0
    guard [left, top, right, bottom].allSatisfy(\.isFinite) else { return false }
    let x0 = left.rounded(.down), y0 = top.rounded(.down)
    let width = Int(right.rounded(.up) - x0), height = Int(bottom.rounded(.up) - y0)
    guard width > 0, height > 0 else { return true }
    guard width <= maximumPixels / height, abs(x0) < 1e9, abs(y0) < 1e9 else { return false }

    guard let data = cairo_image_surface_get_data(surface) else { return false }
    let sourceStride = cairo_image_surface_get_stride(surface)
    let first = data + Int(sourceStride) * region.y + 4 * region.x
    let source = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(region.width), Int32(region.height),
      UnsafeMutableRawPointer(first).assumingMemoryBound(to: UInt32.self), sourceStride)!
    defer { pixman_image_unref(source) }

    let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(result) }
    guard cairo_surface_status(result) == CAIRO_STATUS_SUCCESS,
      let resultData = cairo_image_surface_get_data(result)
    else { return false }
    let target = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height),
      UnsafeMutableRawPointer(resultData).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(result))!
    defer { pixman_image_unref(target) }

    // Result pixel → the region's pixel (pixman maps pixel centres
    // through it).
    var inverse = pixman_f_transform()
    pixman_f_transform_init_scale(&inverse, 1 / scaleX, 1 / scaleY)
    pixman_f_transform_translate(
      &inverse, nil, (x0 - m.x0) / scaleX - Double(region.x), (y0 - m.y0) / scaleY - Double(region.y))
    var transform = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&transform, &inverse) != 0 else { return false }
    pixman_image_set_transform(source, &transform)
    pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)

    // Per axis: magnified → the kernel through the source pixels, sampled
    // at the device pixel's centre; shrunk → a box over the device pixel's
    // footprint.
    func kernels(_ scale: Double) -> (pixman_kernel_t, pixman_kernel_t) {
      scale > 1 ? (reconstruction, PIXMAN_KERNEL_IMPULSE) : (PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX)
    }
    let (reconstructX, sampleX) = kernels(scaleX)
    let (reconstructY, sampleY) = kernels(scaleY)
    func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
    // Enough kernel phases that each covers less than a device pixel: with
    // too few, a 30× stretch shows steps.
    func phaseBits(_ scale: Double) -> Int32 { scale > 1 ? Int32(min(8, max(4, Int(log2(scale).rounded(.up)) + 2))) : 4 }
    var count: Int32 = 0
    guard let parameters = pixman_filter_create_separable_convolution(
      &count, fixed(max(1, 1 / scaleX)), fixed(max(1, 1 / scaleY)),
      reconstructX, reconstructY, sampleX, sampleY, phaseBits(scaleX), phaseBits(scaleY))
    else { return false }
    defer { free(parameters) }
    guard pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count) != 0
    else { return false }
    pixman_image_composite32(
      PIXMAN_OP_SRC, source, nil, target, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    cairo_surface_mark_dirty(result)

    // The clip set for the image (in its pixels) still trims the edges.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, result, x0, y0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_paint_with_alpha(cr, opacity)
    cairo_restore(cr)
    return true
  }
}
