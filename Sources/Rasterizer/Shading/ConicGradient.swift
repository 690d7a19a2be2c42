import CCairo
import CFlipbookPixels
import FlipbookCore
import Foundation

/// A conic (angular) gradient, computed per device pixel.
///
/// Cairo 1.16 has linear, radial and mesh patterns but no conic one. A fan
/// of mesh patches is the textbook substitute, but Cairo's mesh rasterizer
/// misses the analytic colour by up to 5/255 twenty pixels from the centre
/// (measured), more nearer. So Flipbook computes the gradient itself: for
/// each device pixel the drawing can reach, the angle of the pixel's centre
/// (mapped back to user space) around `center`, measured from `angle`
/// clockwise on screen, picks the colour from the stops exactly as a linear
/// gradient would at that location. The image becomes Cairo's source
/// through a pattern aligned to device pixels (nearest filtering: no
/// resampling), so fills, strokes, clips and blend modes treat it as any
/// other source.
///
/// The colour is continuous everywhere except across the start ray when the
/// first and last colours differ, at hard stops, and at the centre; pixels
/// those cross are averaged from 4×4 samples, so the edges are anti-aliased
/// like a shape's. The loop over pixels is C (`fbp_conic_fill`), so a
/// debug build fills a ring at nearly a release build's speed.
struct ConicGradient {
  let stops: GradientStops
  let center: CGPoint
  let angle: Angle
  /// The turns the stops span (1: a full turn). Beyond them, the last
  /// colour holds until halfway across the gap, then the first (SwiftUI's
  /// `AngularGradient(startAngle:endAngle:)`).
  var span: Double = 1
  /// Whether the current path will be stroked (else filled): which extents bound the drawing.
  var stroking = false

  /// Colour samples per turn: the table the per-pixel lookup interpolates.
  static let tableSize = 4096

  /// Sets the gradient as `cr`'s source over the device pixels of the
  /// current clip, with `opacity` multiplied into its alpha.
  func setSource(on cr: OpaquePointer, canvasWidth: Int, canvasHeight: Int, opacity: Double) {
    var userToDevice = cairo_matrix_t()
    cairo_get_matrix(cr, &userToDevice)
    var deviceToUser = userToDevice
    guard cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS, !stops.stops.isEmpty else {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      return
    }
    let (x0, y0, width, height) = deviceBounds(cr, userToDevice, canvasWidth, canvasHeight)
    let key = cacheKey(deviceToUser: deviceToUser, bounds: (x0, y0, width, height), opacity: opacity)
    let pixels = ConicGradientCache.shared.image(for: key) {
      fill(width: width, height: height, origin: (x0, y0), deviceToUser: deviceToUser, opacity: opacity)
    }
    guard let image = pixels.makeSurface() else {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      return
    }
    defer { cairo_surface_destroy(image) }

    let pattern = cairo_pattern_create_for_surface(image)!
    defer { cairo_pattern_destroy(pattern) }
    // Pattern space = device space shifted to the image's origin.
    var patternMatrix = cairo_matrix_t()
    var shift = cairo_matrix_t()
    cairo_matrix_init_translate(&shift, -Double(x0), -Double(y0))
    cairo_matrix_multiply(&patternMatrix, &userToDevice, &shift)
    cairo_pattern_set_matrix(pattern, &patternMatrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
  }

  /// The device-pixel rectangle the drawing can reach: the clip, cut to
  /// the current path's extents (fill or stroke, as the caller says).
  private func deviceBounds(
    _ cr: OpaquePointer, _ m: cairo_matrix_t, _ canvasWidth: Int, _ canvasHeight: Int
  ) -> (Int, Int, Int, Int) {
    var (ux1, uy1, ux2, uy2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &ux1, &uy1, &ux2, &uy2)
    var (px1, py1, px2, py2) = (0.0, 0.0, 0.0, 0.0)
    if stroking {
      cairo_stroke_extents(cr, &px1, &py1, &px2, &py2)
    } else {
      cairo_fill_extents(cr, &px1, &py1, &px2, &py2)
    }
    if px2 > px1, py2 > py1 {
      // A pixel of margin for anti-aliasing.
      (ux1, uy1, ux2, uy2) = (max(ux1, px1 - 1), max(uy1, py1 - 1), min(ux2, px2 + 1), min(uy2, py2 + 1))
    }
    let xs = [ux1, ux2, ux1, ux2].enumerated().map { i, x in
      let y = i < 2 ? uy1 : uy2
      return (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
    }
    let minX = max(0, Int(xs.map(\.0).min()!.rounded(.down)))
    let minY = max(0, Int(xs.map(\.1).min()!.rounded(.down)))
    let maxX = min(canvasWidth, Int(xs.map(\.0).max()!.rounded(.up)))
    let maxY = min(canvasHeight, Int(xs.map(\.1).max()!.rounded(.up)))
    return (minX, minY, max(maxX - minX, 1), max(maxY - minY, 1))
  }

  /// The gradient's premultiplied ARGB pixels over `width` × `height`
  /// device pixels from `origin`, rows packed without padding.
  private func fill(
    width: Int, height: Int, origin: (Int, Int), deviceToUser m: cairo_matrix_t, opacity: Double
  ) -> ConicImage {
    let jumps = discontinuities
    let table = ConicGradientCache.shared.table(for: stopsKey) {
      var table = [Float]()
      table.reserveCapacity(4 * (Self.tableSize + 1))
      for index in 0...Self.tableSize {
        let c = premultiplied(stops.color(at: Double(index) / Double(Self.tableSize)))
        table += [c.0, c.1, c.2, c.3]
      }
      return table
    }
    let scaledOpacity = Float(opacity) * 255
    let pixels = ConicImage(width: width, height: height)
    // The loop over pixels is C (`fbp_conic_fill`); it lists the pixels
    // near a jump or the centre, which are supersampled here.
    let matrix = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
    var nearJumps = [Int32](repeating: 0, count: width * height)
    let flagged = fbp_conic_fill(
      pixels.pixels.baseAddress!, Int32(width), Int32(height), Int32(origin.0), Int32(origin.1), matrix,
      center.x, center.y, angle.radians, span, table, Int32(Self.tableSize), jumps, Int32(jumps.count), scaledOpacity,
      &nearJumps)
    func byte(_ v: Float) -> UInt32 {
      let x = v * scaledOpacity
      return x > 0 ? UInt32(min(x, 255) + 0.5) : 0  // NaN > 0 is false
    }
    for index in nearJumps.prefix(flagged).map(Int.init) {
      let (px, py) = (index % width, index / width)
      let c = supersampled(Double(origin.0 + px) + 0.5, Double(origin.1 + py) + 0.5, m)
      pixels.pixels[index] = byte(c.0) << 24 | byte(c.1) << 16 | byte(c.2) << 8 | byte(c.3)
    }
    return pixels
  }

  /// The stops, as bit patterns: what the colour table depends on.
  private var stopsKey: [UInt64] {
    stops.stops.flatMap { stop -> [UInt64] in
      let c = stop.color
      return [stop.location.bitPattern, UInt64(c.red.bitPattern) << 32 | UInt64(c.green.bitPattern),
        UInt64(c.blue.bitPattern) << 32 | UInt64(c.opacity.bitPattern)]
    }
  }

  /// Everything the pixels depend on, as bit patterns.
  private func cacheKey(deviceToUser m: cairo_matrix_t, bounds: (Int, Int, Int, Int), opacity: Double) -> [UInt64] {
    var key: [UInt64] = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0, center.x, center.y, angle.radians, span, opacity]
      .map(\.bitPattern)
    key += [bounds.0, bounds.1, bounds.2, bounds.3].map { UInt64(bitPattern: Int64($0)) }
    for stop in stops.stops {
      let c = stop.color
      key.append(stop.location.bitPattern)
      key.append(UInt64(c.red.bitPattern) << 32 | UInt64(c.green.bitPattern))
      key.append(UInt64(c.blue.bitPattern) << 32 | UInt64(c.opacity.bitPattern))
    }
    return key
  }

  /// Where the colour jumps, in turns from `angle` (0 ..< 1): where the
  /// last colour meets the first (the start ray for a full turn, the middle
  /// of the gap after a partial span) when they differ, and every hard stop
  /// (two stops at one location, different colours).
  ///
  /// These are compared with the pixel's angle before the span maps it to a
  /// location: every pixel of the gap maps to location 0 or 1, so comparing
  /// locations with the jump at 0/1 would supersample the whole gap.
  var discontinuities: [Double] {
    let turnsSpanned = min(span, 1)
    var jumps: [Double] = []
    if stops.stops.first!.color != stops.stops.last!.color {
      jumps.append(turnsSpanned < 1 ? turnsSpanned + (1 - turnsSpanned) / 2 : 0)
    }
    for (a, b) in zip(stops.stops, stops.stops.dropFirst()) where a.location == b.location && a.color != b.color {
      jumps.append(a.location * turnsSpanned)
    }
    return jumps
  }

  /// The distance between two angles in turns, the short way round.
  static func circularDistance(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 1)
    return d.isNaN ? .infinity : min(d, 1 - d)
  }

  /// The angle of a user-space offset from the centre, in turns clockwise
  /// on screen from `angle` (0 ..< 1).
  private func turns(_ x: Double, _ y: Double) -> Double {
    let t = (atan2(y, x) - angle.radians) / (2 * .pi)
    return t - t.rounded(.down)
  }

  /// The gradient location (0 ... 1) at an angle of `t` turns.
  private func location(turns t: Double) -> Double {
    guard span < 1 else { return t }
    if t <= span { return t / span }
    return t < span + (1 - span) / 2 ? 1 : 0
  }

  /// The gradient location of a user-space offset from the centre.
  private func location(_ x: Double, _ y: Double) -> Double {
    location(turns: turns(x, y))
  }

  private func premultiplied(_ c: Color.Resolved) -> (Float, Float, Float, Float) {
    let a = Float(clamp(c.opacity))
    return (a, Float(clamp(c.red)) * a, Float(clamp(c.green)) * a, Float(clamp(c.blue)) * a)
  }

  private func supersampled(_ dx: Double, _ dy: Double, _ m: cairo_matrix_t) -> (Float, Float, Float, Float) {
    var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
    for sy in 0..<4 {
      for sx in 0..<4 {
        let x = dx - 0.5 + (Double(sx) + 0.5) / 4
        let y = dy - 0.5 + (Double(sy) + 0.5) / 4
        let c = premultiplied(stops.color(at: location(
          m.xx * x + m.xy * y + m.x0 - center.x, m.yx * x + m.yy * y + m.y0 - center.y)))
        sum = (sum.0 + c.0, sum.1 + c.1, sum.2 + c.2, sum.3 + c.3)
      }
    }
    return (sum.0 / 16, sum.1 / 16, sum.2 / 16, sum.3 / 16)
  }
}
