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
// - `.high` (SwiftUI's default) depends on whether the image has
//   transparency, as iOS's does.
//
//   With transparency (an icon, a logo with rounded corners) it
//   reconstructs with the two-tap cubic Hermite kernel (Keys' cubic with
//   a = 0, Mitchell–Netravali with B = C = 0): between two source pixels
//   the weight runs along smoothstep, 3t² − 2t³, not the straight line of
//   bilinear, so an edge is steeper than bilinear with no ringing (no lobe
//   below zero, so a premultiplied pixel never comes out with more colour
//   than alpha). Measured: joseluissanchezporrogodoy/kata-desing-system-ios
//   draws a 24 × 24 PNG bell at 1× on a 3× simulator; against its reference
//   the Hermite kernel is within 3.3 levels (0.84 rms) at every pixel, where
//   bilinear is 23 off (6.1 rms), Catmull–Rom 33 (6.8), Mitchell 27 (7.2)
//   and Lanczos-2 57 (10.5). The measured weights a third and two thirds of
//   the way between two pixels are 0.27 and 0.75 (smoothstep: 0.26 and
//   0.74; linear: 0.33 and 0.67). WalletConnect's 80-px Rainbow icon (a 3×
//   PNG with transparent corners) agrees at two other factors: drawn 2.1×
//   (56 pt) and 1.5× (40 pt), Keys' a = 0 is nearest (mean 0.58 and 0.30
//   levels inside the icon), and every a toward Catmull–Rom's −0.5 is
//   further (1.11 and 1.10).
//
//   Opaque (a JPEG photograph, a PNG with no transparent pixel) it
//   reconstructs with the four-tap interpolating cubic, Catmull–Rom (Keys'
//   a = −0.5): fespinoza/sample-json-app's 340 × 509 JPEG poster, drawn
//   1.63× into 553 × 828 px (iOS 17, 3×), is within a mean 0.61 levels of
//   it inside the poster (99 % of pixels within 4), where Hermite is 2.4
//   off (16), a = −0.4 0.86, Mitchell 2.1, Lanczos-3 1.8 and bilinear 2.6.
//   One opaque reference so far, a JPEG: whether iOS decides by the file's
//   alpha channel or by its pixels (a PNG whose alpha channel is all
//   opaque) is not measured; the pixels decide here.
//
//   Pixman has neither kernel: for Hermite its linear one is built and
//   each phase's two weights (1 − t, t) become (1 − h(t), h(t)); for
//   Catmull–Rom the same linear phases give t, and each phase becomes four
//   taps, the cubic's weights at 1 + t, t, 1 − t and 2 − t.
// - `.medium` reconstructs with Mitchell–Netravali (B = C = ⅓, pixman's
//   `CUBIC`): smoother, no visible ringing. Not measured against iOS.
// - An axis that shrinks instead averages the source pixels under each
//   device pixel (box), as Cairo's `GOOD` does.
//
// Only drawings whose transform is a plain scale and translation take this
// path (a rotated or sheared image stays with Cairo's `GOOD`). A part of an
// image (a cap inset's slice) samples its own pixels only, as Core Graphics
// draws a sub-image: the caps don't bleed into a stretched middle. `.low`
// stays bilinear and `.none` nearest-pixel, which is what Core Graphics'
// names mean.
//
// The filter runs in two passes, across then down (a separable kernel: a
// few taps a pixel where one 2-D pass takes their square), and the whole
// image's result is kept (up to 64 MB of results, least recently used
// first out), keyed by the source, the part, the scale and the sub-pixel
// phase (to 1/64 pixel): a film whose photo stays put while other things
// move resamples it once. A result over 4 Mpx is not kept; it is computed
// for the clip's pixels only.

enum Magnification {
  /// The kernel a magnifying axis is reconstructed with (see the essay).
  enum Kernel: UInt32 {
    /// Two taps weighted by smoothstep: `.high` with transparency,
    /// measured against iOS.
    case hermite
    /// Mitchell–Netravali, B = C = ⅓: `.medium`.
    case mitchell
    /// Four taps of the interpolating cubic (Keys, a = −½): `.high` for an
    /// opaque image, measured against iOS.
    case catmullRom

    /// The pixman kernel built first: the Hermite and Catmull–Rom weights
    /// are made from the linear one's phases.
    var pixmanKernel: pixman_kernel_t { self == .mitchell ? PIXMAN_KERNEL_CUBIC : PIXMAN_KERNEL_LINEAR }
  }

  /// The largest resampled area, in device pixels; beyond it Cairo's own
  /// filter draws (it needs no intermediate image).
  static let maximumPixels = 16_777_216
  /// The largest result kept for later frames, in pixels.
  static let cachedPixels = 4_194_304

  /// A rectangle of a bitmap's pixels.
  struct Region: Hashable {
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

  /// How a region lands on device pixels: device x = (pixel x) × `scaleX`
  /// + `originX` (likewise y), and the block of device pixels computed.
  struct Placement {
    var scaleX, scaleY, originX, originY: Double
    /// The computed block's top-left device pixel and size.
    var left, top, width, height: Int
  }

  /// Paints `region` of `owner`'s raster `surface` (ARGB32) with its
  /// pixels at the current user space's unit (the surface's pixel (0, 0)
  /// at the origin), resampled for `interpolation` from that region's
  /// pixels only, and returns true; returns false (having drawn nothing)
  /// when the transform or the interpolation isn't one this path handles.
  static func paint(
    _ surface: OpaquePointer, of owner: ImageSource, region: Region, on cr: OpaquePointer,
    interpolation: ImageInterpolation, opacity: Double
  ) -> Bool {
    let reconstruction: Kernel
    switch interpolation {
    case .high: reconstruction = owner.isOpaque ? .catmullRom : .hermite
    case .medium: reconstruction = .mitchell
    case .low, .none: return false
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scaleX = m.xx, scaleY = m.yy
    guard m.xy == 0, m.yx == 0, scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0, m.x0.isFinite, m.y0.isFinite,
      abs(m.x0) < 1e9, abs(m.y0) < 1e9, max(scaleX, scaleY) > 1.001, region.width > 0, region.height > 0
    else { return false }

    // The whole region at the sub-pixel phase of its origin (to 1/64 px),
    // from the cache or computed into it, when it is small enough.
    let wholeWidth = Double(region.width) * scaleX, wholeHeight = Double(region.height) * scaleY
    if wholeWidth * wholeHeight <= Double(cachedPixels) {
      let baseX = m.x0.rounded(.down), baseY = m.y0.rounded(.down)
      let phaseX = ((m.x0 - baseX) * 64).rounded() / 64, phaseY = ((m.y0 - baseY) * 64).rounded() / 64
      let key = ResultCache.Key(
        source: ObjectIdentifier(owner), region: region, scaleX: scaleX, scaleY: scaleY, phaseX: phaseX, phaseY: phaseY,
        reconstruction: reconstruction.rawValue)
      let cached = ResultCache.shared.result(for: key, owner: owner) {
        let left = (Double(region.x) * scaleX + phaseX).rounded(.down)
        let top = (Double(region.y) * scaleY + phaseY).rounded(.down)
        let right = (Double(region.x + region.width) * scaleX + phaseX).rounded(.up)
        let bottom = (Double(region.y + region.height) * scaleY + phaseY).rounded(.up)
        let placement = Placement(
          scaleX: scaleX, scaleY: scaleY, originX: phaseX, originY: phaseY, left: Int(left), top: Int(top),
          width: Int(right - left), height: Int(bottom - top))
        return resample(surface, region: region, placement: placement, reconstruction: reconstruction)
          .map { ($0, placement.left, placement.top) }
      }
      guard let (result, left, top) = cached else { return false }
      defer { cairo_surface_destroy(result) }
      composite(result, at: Double(left) + baseX, Double(top) + baseY, on: cr, opacity: opacity)
      return true
    }

    // Too large to keep: the device pixels inside the clip only.
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
    guard width <= maximumPixels / height else { return false }
    let placement = Placement(
      scaleX: scaleX, scaleY: scaleY, originX: m.x0, originY: m.y0, left: Int(x0), top: Int(y0), width: width, height: height)
    guard let result = resample(surface, region: region, placement: placement, reconstruction: reconstruction)
    else { return false }
    defer { cairo_surface_destroy(result) }
    composite(result, at: x0, y0, on: cr, opacity: opacity)
    return true
  }

  /// Paints `result` with its top-left at device pixel (`x`, `y`); the
  /// clip set for the image (in its pixels) still trims the edges.
  private static func composite(_ result: OpaquePointer, at x: Double, _ y: Double, on cr: OpaquePointer, opacity: Double) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, result, x, y)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_paint_with_alpha(cr, opacity)
    cairo_restore(cr)
  }

  /// The block `placement` names, resampled from `region` of `surface`
  /// across then down; a new ARGB32 surface (the caller's to destroy), or
  /// nil when memory or pixman fails.
  static func resample(
    _ surface: OpaquePointer, region: Region, placement p: Placement, reconstruction: Kernel
  ) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let sourceStride = cairo_image_surface_get_stride(surface)
    let first = data + Int(sourceStride) * region.y + 4 * region.x
    let source = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(region.width), Int32(region.height),
      UnsafeMutableRawPointer(first).assumingMemoryBound(to: UInt32.self), sourceStride)!
    defer { pixman_image_unref(source) }
    // Across: the region's rows at the block's width.
    guard let across = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(p.width), Int32(region.height), nil, 0)
    else { return nil }
    defer { pixman_image_unref(across) }
    guard filter(source, direction: .across, scale: p.scaleX,
        offset: (Double(p.left) - p.originX) / p.scaleX - Double(region.x), reconstruction: reconstruction)
    else { return nil }
    pixman_image_composite32(PIXMAN_OP_SRC, source, nil, across, 0, 0, 0, 0, 0, 0, Int32(p.width), Int32(region.height))

    let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(p.width), Int32(p.height))!
    guard cairo_surface_status(result) == CAIRO_STATUS_SUCCESS, let resultData = cairo_image_surface_get_data(result) else {
      cairo_surface_destroy(result)
      return nil
    }
    let target = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(p.width), Int32(p.height),
      UnsafeMutableRawPointer(resultData).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(result))!
    defer { pixman_image_unref(target) }
    // Down: those rows at the block's height.
    guard filter(across, direction: .down, scale: p.scaleY,
        offset: (Double(p.top) - p.originY) / p.scaleY - Double(region.y), reconstruction: reconstruction)
    else {
      cairo_surface_destroy(result)
      return nil
    }
    pixman_image_composite32(PIXMAN_OP_SRC, across, nil, target, 0, 0, 0, 0, 0, 0, Int32(p.width), Int32(p.height))
    cairo_surface_mark_dirty(result)
    return result
  }

  /// The pass a filter resamples in.
  enum Direction { case across, down }

  /// Sets `image` to be read through one axis's resampling: device pixel
  /// i along `direction` reads the image at (i + ½) ÷ `scale` + `offset`; the
  /// other axis is read pixel for pixel (a one-pixel box sampled at its
  /// centre: one tap). Magnified: the kernel through the
  /// source pixels, sampled at the device pixel's centre, with enough
  /// phases that each covers under a device pixel (with too few, a 30×
  /// stretch shows steps); shrunk: a box over the device pixel's footprint.
  private static func filter(
    _ image: OpaquePointer, direction: Direction, scale: Double, offset: Double, reconstruction: Kernel
  ) -> Bool {
    var inverse = pixman_f_transform()
    if direction == .across {
      pixman_f_transform_init_scale(&inverse, 1 / scale, 1)
      pixman_f_transform_translate(&inverse, nil, offset, 0)
    } else {
      pixman_f_transform_init_scale(&inverse, 1, 1 / scale)
      pixman_f_transform_translate(&inverse, nil, 0, offset)
    }
    var transform = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&transform, &inverse) != 0 else { return false }
    pixman_image_set_transform(image, &transform)
    pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
    func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
    let (reconstruct, sample) =
      scale > 1 ? (reconstruction.pixmanKernel, PIXMAN_KERNEL_IMPULSE) : (PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX)
    // Phases: enough that each covers under a device pixel; the Hermite
    // and Catmull–Rom kernels' steeper middles (1.5 × bilinear's slope and
    // more) take the finest
    // grid pixman allows, 256, or a phase's rounding shows (4 levels at 3×
    // with 16).
    let bits: Int32 =
      scale <= 1 ? 4 : reconstruction != .mitchell ? 8 : Int32(min(8, max(4, Int(log2(scale).rounded(.up)) + 2)))
    var count: Int32 = 0
    let parameters: UnsafeMutablePointer<pixman_fixed_t>?
    if direction == .across {
      parameters = pixman_filter_create_separable_convolution(
        &count, fixed(max(1, 1 / scale)), fixed(1), reconstruct, PIXMAN_KERNEL_BOX, sample, PIXMAN_KERNEL_IMPULSE,
        bits, 0)
    } else {
      parameters = pixman_filter_create_separable_convolution(
        &count, fixed(1), fixed(max(1, 1 / scale)), PIXMAN_KERNEL_BOX, reconstruct, PIXMAN_KERNEL_IMPULSE, sample,
        0, bits)
    }
    guard let parameters else { return false }
    defer { free(parameters) }
    let built = UnsafeBufferPointer(start: parameters, count: Int(count))
    var weights = scale > 1 ? reweighingLinearPhases(built, with: reconstruction) : Array(built)
    return pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, &weights, Int32(weights.count)) != 0
  }

  /// Keys' interpolating cubic with a = −½ (Catmull–Rom) at distance `x`.
  static func catmullRom(_ x: Double) -> Double {
    let x = abs(x)
    if x < 1 { return (1.5 * x - 2.5) * x * x + 1 }
    if x < 2 { return ((-0.5 * x + 2.5) * x - 4) * x + 2 }
    return 0
  }

  /// A separable convolution's parameters with each two-tap linear phase
  /// (the magnified axis's, built with pixman's `LINEAR` kernel) turned
  /// into `kernel`'s; the parameters as built for Mitchell, whose kernel
  /// pixman has. The layout is pixman's: width, height, x and y phase bits
  /// (fixed point), then 2^xbits kernels of `width` weights, then 2^ybits
  /// of `height`. A phase whose linear weights are (1 − t, t) becomes:
  ///
  /// - Hermite: (1 − h, h), h = 3t² − 2t³, keeping the phase's fixed-point
  ///   sum (a phase of no weight stays as it is);
  /// - Catmull–Rom: four taps, the cubic's weights at 1 + t, t, 1 − t and
  ///   2 − t (the source pixels lie at −1 − t, −t, 1 − t and 2 − t from the
  ///   sample, and pixman centres a four-tap kernel one pixel further left
  ///   than a two-tap one, so the taps line up), in fixed point summing to
  ///   exactly one (the rounding's remainder on the largest).
  ///
  /// The other axis's one-tap phases are copied; parameters of another
  /// layout are returned as they are.
  static func reweighingLinearPhases(_ built: UnsafeBufferPointer<pixman_fixed_t>, with kernel: Kernel) -> [pixman_fixed_t] {
    let parameters = Array(built)
    guard kernel != .mitchell, parameters.count >= 4 else { return parameters }
    let width = Int(parameters[0] >> 16), height = Int(parameters[1] >> 16)
    let xPhases = 1 << Int(parameters[2] >> 16), yPhases = 1 << Int(parameters[3] >> 16)
    guard 4 + xPhases * width + yPhases * height == parameters.count else { return parameters }
    func phase(_ a: pixman_fixed_t, _ b: pixman_fixed_t) -> [pixman_fixed_t] {
      let sum = a + b
      let t = sum > 0 ? min(max(Double(b) / Double(sum), 0), 1) : 0
      switch kernel {
      case .hermite:
        guard sum > 0 else { return [a, b] }
        let second = pixman_fixed_t((t * t * (3 - 2 * t) * Double(sum)).rounded())
        return [sum - second, second]
      case .catmullRom:
        var fixed = [1 + t, t, 1 - t, 2 - t].map { pixman_fixed_t((catmullRom($0) * 65536).rounded()) }
        let largest = fixed.indices.max { fixed[$0] < fixed[$1] }!
        fixed[largest] += 65536 - fixed.reduce(0, +)
        return fixed
      case .mitchell:
        return [a, b]
      }
    }
    func axis(from start: Int, phases: Int, taps: Int) -> (taps: Int, weights: [pixman_fixed_t]) {
      let old = Array(parameters[start..<start + phases * taps])
      guard taps == 2 else { return (taps, old) }
      let weights = (0..<phases).flatMap { phase(old[$0 * 2], old[$0 * 2 + 1]) }
      return (weights.count / phases, weights)
    }
    let across = axis(from: 4, phases: xPhases, taps: width)
    let down = axis(from: 4 + xPhases * width, phases: yPhases, taps: height)
    return [pixman_fixed_t(across.taps << 16), pixman_fixed_t(down.taps << 16), parameters[2], parameters[3]]
      + across.weights + down.weights
  }
}

/// Resampled images kept for later frames (see the essay above): up to
/// `capacity` bytes, the least recently used dropped first. Each entry
/// holds its source, so the key's identity is never reused while kept.
final class ResultCache: @unchecked Sendable {
  static let shared = ResultCache()
  /// 64 MB of results.
  static let capacity = 64 << 20

  struct Key: Hashable {
    var source: ObjectIdentifier
    var region: Magnification.Region
    var scaleX, scaleY, phaseX, phaseY: Double
    var reconstruction: UInt32
  }

  private struct Entry {
    var surface: OpaquePointer
    var left, top: Int
    var bytes: Int
    var owner: ImageSource
    var used: Int
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var bytes = 0
  private var clock = 0

  /// The result for `key` (a new reference the caller destroys) and its
  /// top-left device pixel: kept, or made by `make` and kept.
  func result(
    for key: Key, owner: ImageSource, make: () -> (OpaquePointer, Int, Int)?
  ) -> (OpaquePointer, Int, Int)? {
    if let hit = lock.withLock({ () -> (OpaquePointer, Int, Int)? in
      guard var entry = entries[key] else { return nil }
      clock += 1
      entry.used = clock
      entries[key] = entry
      return (cairo_surface_reference(entry.surface), entry.left, entry.top)
    }) {
      return hit
    }
    // Made outside the lock: two threads may make the same result; the
    // second one kept replaces the first.
    guard let (surface, left, top) = make() else { return nil }
    let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    lock.withLock {
      clock += 1
      if let old = entries.removeValue(forKey: key) {
        bytes -= old.bytes
        cairo_surface_destroy(old.surface)
      }
      entries[key] = Entry(
        surface: cairo_surface_reference(surface), left: left, top: top, bytes: size, owner: owner, used: clock)
      bytes += size
      while bytes > Self.capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        entries.removeValue(forKey: oldest.key)
        bytes -= oldest.value.bytes
        cairo_surface_destroy(oldest.value.surface)
      }
    }
    return (surface, left, top)
  }
}
