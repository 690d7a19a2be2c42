import CCairo
import CFlipbookPixels
import Foundation

// MARK: - Gaussian blurs, bounded and at the resolution they need
//
// Every blur in Flipbook — a shadow filter, a blur filter, a material's
// backdrop — is this one. Three things keep it cheap:
//
// 1. **Bounded.** A blur of standard deviation σ moves nothing further than
//    its kernel's reach, so it works on the drawing's ink rectangle grown by
//    that reach (and clamped to the canvas, beyond which nothing exists),
//    never the whole canvas. A text row's shadow on a 1260 × 916 canvas
//    touches a few hundred pixels a side instead of a million.
// 2. **Three box blurs per axis** (Kovesi, "Fast almost-Gaussian
//    filtering", 2010): running sums cost the same per pixel whatever σ,
//    and three passes land within 3 % of the Gaussian. The loops are C
//    (`CFlipbookPixels`), so a debug build doesn't crawl through them.
// 3. **Reduced resolution for large σ.** From σ = 16 px the blur runs on a
//    grid of k × k-pixel cells, k = ⌊σ / 8⌋, so the kernel spans about
//    eight cells' σ whatever the radius: a 36-px shadow (`radius: 12` at
//    3×) blurs 1/16 of the pixels. Cells average their pixels (a box of
//    width k, variance (k² − 1)/12) and the result comes back through
//    Cairo's bilinear upscale (a tent of half-width k, variance k²/6); the
//    grid's σ is reduced by those variances, so the whole is σ wide. What
//    is lost is detail finer than a cell in the blurred image, which at
//    σ = 8 cells the blur itself has removed. Against the full-resolution
//    blur of hard edges (a card, a 2-px line, a dot, a thin ring), alpha
//    differs by at most 2/255 up to σ = 60 px and 4/255 at 120 px, under
//    0.75/255 on average (`GaussianBlurTests`). At four cells per σ the
//    error reached 5/255 at σ = 36 px: the box widths, whole cells, fit
//    the Gaussian too coarsely.
//
// The grid is aligned to multiples of k in the root canvas's pixels, so a
// drawing that does not move blurs the same whatever else is drawn. Cells
// are averaged exactly (premultiplied, so colour bleeds as light does); the
// upscale, the colouring of a shadow and the compositing are Cairo's, in
// pixman's optimized loops.

/// A Gaussian blur of `sigma` device pixels, and the grid it runs on.
struct GaussianBlur {
  /// The standard deviation, in device pixels.
  let sigma: Double
  /// Device pixels a side per grid cell (1: full resolution).
  let factor: Int
  /// The box radii, in cells, of the three passes per axis.
  let radii: [Int32]
  /// How far, in device pixels, the blur spreads anything: beyond this
  /// distance from the ink its result is 0.
  let reach: Int

  /// Above this σ (device pixels) the blur runs on coarser cells.
  static let fullResolutionLimit = 16.0
  /// The grid's σ, in cells, for large blurs.
  static let cellsPerSigma = 8.0

  /// A blur of `sigma` pixels, clamped to `limit` (a canvas's longer side:
  /// beyond it a blur spreads nothing further that can be seen), or nil
  /// for none: a sigma that is not finite or under 0.2 px leaves pixels as
  /// they are.
  ///
  /// `fullResolutionLimit` is the σ from which the grid is coarser (tests
  /// set it higher to compare with the full-resolution blur).
  init?(sigma: CGFloat, limit: Int, fullResolutionLimit: Double = Self.fullResolutionLimit) {
    guard sigma.isFinite, sigma > 0.2 else { return nil }
    let sigma = min(Double(sigma), Double(max(limit, 1)))
    let factor = sigma < fullResolutionLimit ? 1 : max(1, Int(sigma / Self.cellsPerSigma))
    var cellSigma = sigma
    if factor > 1 {
      let k = Double(factor)
      // The cells' box and the bilinear upscale's tent add their variances.
      let added = (k * k - 1) / 12 + k * k / 6
      cellSigma = (max(sigma * sigma - added, 0.25)).squareRoot() / k
    }
    self.sigma = sigma
    self.factor = factor
    self.radii = Self.boxSizes(sigma: cellSigma, count: 3).map { Int32(($0 - 1) / 2) }
    self.reach = (Int(radii.reduce(0, +)) + 2) * factor
  }

  /// Odd box widths whose successive application approximates a Gaussian of
  /// `sigma` (Kovesi, "Fast almost-Gaussian filtering", 2010).
  static func boxSizes(sigma: Double, count n: Int) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let mIdeal = (12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n))
      / Double(-4 * lower - 4)
    let m = Int(mIdeal.rounded())
    return (0..<n).map { $0 < m ? lower : upper }
  }

  /// The cells covering `ink` grown by the reach, within `bounds`.
  func grid(around ink: DeviceRect, within bounds: DeviceRect) -> Grid? {
    let region = ink.insetBy(-reach).intersection(bounds)
    guard !region.isEmpty else { return nil }
    func down(_ v: Int) -> Int { v >= 0 ? v / factor : -((-v + factor - 1) / factor) }
    func up(_ v: Int) -> Int { -down(-v) }
    let (cx0, cy0) = (down(region.x0), down(region.y0))
    return Grid(
      factor: factor, originX: cx0 * factor, originY: cy0 * factor, columns: up(region.x1) - cx0,
      rows: up(region.y1) - cy0, bounds: bounds)
  }

  /// Blurs `planes` (each `grid.columns × grid.rows` floats) in place.
  func blur(_ planes: inout [[Float]], on grid: Grid) {
    var line = [Float](repeating: 0, count: max(grid.columns, grid.rows))
    for index in planes.indices {
      planes[index].withUnsafeMutableBufferPointer { plane in
        fbp_box_blur(plane.baseAddress!, Int32(grid.columns), Int32(grid.rows), radii, Int32(radii.count), &line)
      }
    }
  }
}

extension GaussianBlur {
  /// A grid of `factor`-pixel cells whose cell (0, 0) has its corner at
  /// (`originX`, `originY`) in the root canvas's pixels.
  struct Grid {
    let factor: Int
    let originX: Int, originY: Int
    let columns: Int, rows: Int
    /// The root canvas's pixels: where anything exists.
    let bounds: DeviceRect

    var count: Int { columns * rows }

    /// A grid of the pixels of `rect` themselves (one pixel a cell), for
    /// the same work without a blur.
    static func pixels(of rect: DeviceRect, within bounds: DeviceRect) -> Grid {
      Grid(factor: 1, originX: rect.x0, originY: rect.y0, columns: rect.width, rows: rect.height, bounds: bounds)
    }

    /// The device pixels the grid covers, within the bounds.
    var deviceRect: DeviceRect {
      DeviceRect(x0: originX, y0: originY, x1: originX + columns * factor, y1: originY + rows * factor)
        .intersection(bounds)
    }

    /// `source`'s premultiplied pixels averaged per cell: four planes
    /// (alpha, red, green, blue), or alpha alone (inverted within the
    /// bounds when `invertingAlpha`: 1 − alpha, for an inner shadow).
    func planes(of source: CairoCanvas, alphaOnly: Bool, invertingAlpha: Bool = false) -> [[Float]] {
      var (a, r, g, b) = ([Float](repeating: 0, count: count), [Float](), [Float](), [Float]())
      if !alphaOnly { (r, g, b) = (a, a, a) }
      let part = source.rect.intersection(deviceRect)
      if !part.isEmpty {
        source.withPixels { pixels, stride in
          let start = pixels + (part.y0 - source.rect.y0) * stride + (part.x0 - source.rect.x0)
          let (ox, oy) = (Int32(part.x0 - originX), Int32(part.y0 - originY))
          let (w, h, k, c, n) = (Int32(part.width), Int32(part.height), Int32(factor), Int32(columns), Int32(rows))
          if alphaOnly {
            fbp_downsample(start, stride, w, h, ox, oy, k, c, n, &a, nil, nil, nil)
          } else {
            fbp_downsample(start, stride, w, h, ox, oy, k, c, n, &a, &r, &g, &b)
          }
        }
      }
      var planes = alphaOnly ? [a] : [a, r, g, b]
      if invertingAlpha {
        fbp_invert_within(
          &planes[0], Int32(columns), Int32(rows), Int32(factor), Int32(bounds.x0 - originX),
          Int32(bounds.y0 - originY), Int32(bounds.x1 - originX), Int32(bounds.y1 - originY))
      }
      return planes
    }

    /// One alpha plane as a Cairo ARGB32 surface of one pixel per cell, in
    /// one colour (components and opacity 0 ... 1): a shadow ready to be
    /// painted, which pixman scales up in its fast bilinear path (a mask
    /// of the colour would take its generic one). The caller destroys it.
    func surface(ofAlpha plane: [Float], red: Double, green: Double, blue: Double, opacity: Double) -> OpaquePointer? {
      guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
      else { return nil }
      cairo_surface_flush(surface)
      let stride = Int(cairo_image_surface_get_stride(surface)) / 4
      cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * rows) { pixels in
        fbp_pack_colored(
          pixels, stride, Int32(columns), Int32(rows), plane, Float(red), Float(green), Float(blue), Float(opacity))
      }
      cairo_surface_mark_dirty(surface)
      return surface
    }

    /// The planes as a Cairo surface of one pixel per cell: A8 for one
    /// plane, premultiplied ARGB32 for four. The caller destroys it.
    func surface(of planes: [[Float]]) -> OpaquePointer? {
      let format = planes.count == 1 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
      guard let surface = cairo_image_surface_create(format, Int32(columns), Int32(rows)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
      else { return nil }
      cairo_surface_flush(surface)
      let data = cairo_image_surface_get_data(surface)!
      let stride = Int(cairo_image_surface_get_stride(surface))
      if planes.count == 1 {
        fbp_pack_a8(data, stride, Int32(columns), Int32(rows), planes[0])
      } else {
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * rows) { pixels in
          fbp_pack(pixels, stride / 4, Int32(columns), Int32(rows), planes[0], planes[1], planes[2], planes[3])
        }
      }
      cairo_surface_mark_dirty(surface)
      return surface
    }

    /// A new layer of `canvas` over the grid's device pixels, holding
    /// `surface` (one pixel per cell, as `surface(of:)` makes it) laid back
    /// over them by `pattern(of:)`; nil when a layer cannot be made.
    func layer(of surface: OpaquePointer, on canvas: CairoCanvas) -> CairoCanvas? {
      guard let layer = canvas.makeLayer(covering: deviceRect) else { return nil }
      let pattern = pattern(of: surface)
      defer { cairo_pattern_destroy(pattern) }
      cairo_set_operator(layer.cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source(layer.cr, pattern)
      cairo_paint(layer.cr)
      cairo_set_operator(layer.cr, CAIRO_OPERATOR_OVER)
      return layer
    }

    /// A pattern that lays `surface` (one pixel per cell) back over the
    /// device pixels it came from, moved by (`dx`, `dy`) device pixels:
    /// scaled up bilinearly, its edge cells extended. The caller destroys it.
    func pattern(of surface: OpaquePointer, dx: Double = 0, dy: Double = 0) -> OpaquePointer {
      let pattern = cairo_pattern_create_for_surface(surface)!
      let k = Double(factor)
      var matrix = cairo_matrix_t()
      cairo_matrix_init(&matrix, 1 / k, 0, 0, 1 / k, -(Double(originX) + dx) / k, -(Double(originY) + dy) / k)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_filter(pattern, factor == 1 && dx == dx.rounded() && dy == dy.rounded()
        ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      return pattern
    }
  }
}
