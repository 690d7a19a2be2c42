import CCairo
import CFlipbookPixels
import CPixman
import FlipbookCore
import Foundation

/// One Cairo ARGB32 image surface and its drawing context, owned together
/// and freed in `deinit`.
///
/// The root canvas of a render and the layers a `GraphicsContext` draws
/// whole groups into have the root's pixel size. A filter works on less: a
/// canvas that covers only `rect` of the root (the drawing's ink grown by
/// the filter's reach), with Cairo's device offset set so that drawing on
/// it and painting it as a source both use the root's pixel coordinates.
/// Its `withPixels` buffer starts at `rect`'s corner.
final class CairoCanvas {
  let surface: OpaquePointer
  let cr: OpaquePointer
  /// Which pixels of the root this canvas holds (the whole root, or a part).
  let rect: DeviceRect
  var width: Int { rect.width }
  var height: Int { rect.height }
  /// Pixels per point.
  let scale: CGFloat
  /// The first failure met while drawing (an offscreen layer Cairo could not
  /// allocate); `Bitmap.render` throws it at the end.
  private(set) var failure: RasterizerError?
  /// The root canvas failures are reported to.
  private weak var root: CairoCanvas?

  convenience init(width: Int, height: Int, scale: CGFloat) throws(RasterizerError) {
    try self.init(rect: DeviceRect(x0: 0, y0: 0, x1: width, y1: height), scale: scale, root: nil)
  }

  private init(rect: DeviceRect, scale: CGFloat, root: CairoCanvas?) throws(RasterizerError) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(status: Self.describe(status), operation: "creating a \(rect.width)×\(rect.height) surface")
    }
    cairo_surface_set_device_offset(surface, Double(-rect.x0), Double(-rect.y0))
    self.surface = surface
    self.cr = cairo_create(surface)!
    self.rect = rect
    self.scale = scale
    self.root = root
  }

  /// A 1 × 1 canvas at `scale`, which a recording context carries (for
  /// its scale) and never draws into.
  /// - Throws: `RasterizerError.cairo` when Cairo can't allocate a pixel.
  static func placeholder(scale: CGFloat) throws(RasterizerError) -> CairoCanvas {
    try CairoCanvas(width: 1, height: 1, scale: scale)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// A transparent canvas over the same pixels, or nil (with the failure
  /// recorded on the root) when Cairo cannot allocate one.
  func makeLayer() -> CairoCanvas? { makeLayer(covering: rect) }

  /// A transparent canvas over `rect` of the root's pixels (not empty), or
  /// nil (with the failure recorded on the root) when Cairo cannot
  /// allocate one.
  func makeLayer(covering rect: DeviceRect) -> CairoCanvas? {
    do {
      return try CairoCanvas(rect: rect, scale: scale, root: root ?? self)
    } catch {
      (root ?? self).record(error)
      return nil
    }
  }

  /// Records `failure` on the root, which the render throws at the end.
  func reportFailure(_ failure: RasterizerError) { (root ?? self).record(failure) }

  /// The root's pixel rectangle, whichever canvas this is.
  var rootRect: DeviceRect { (root ?? self).rect }

  /// This canvas's pixels inside `rect` (within this canvas's), copied into
  /// a canvas of their own; nil when one cannot be allocated.
  func cropped(to rect: DeviceRect) -> CairoCanvas? {
    guard let copy = makeLayer(covering: rect) else { return nil }
    cairo_set_operator(copy.cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(copy.cr, surface, 0, 0)
    cairo_paint(copy.cr)
    cairo_set_operator(copy.cr, CAIRO_OPERATOR_OVER)
    return copy
  }

  /// The smallest rectangle holding every pixel that is not fully
  /// transparent, or nil when all are.
  func inkRect() -> DeviceRect? {
    var bounds: [Int32] = [0, 0, 0, 0]
    let found = withPixels { pixels, stride in fbp_ink_bounds(pixels, stride, Int32(width), Int32(height), &bounds) }
    guard found != 0 else { return nil }
    return DeviceRect(
      x0: rect.x0 + Int(bounds[0]), y0: rect.y0 + Int(bounds[1]), x1: rect.x0 + Int(bounds[2]),
      y1: rect.y0 + Int(bounds[3]))
  }

  func record(_ error: RasterizerError) {
    if failure == nil { failure = error }
  }

  /// Reads and writes the premultiplied pixels (one `UInt32` each, alpha in
  /// the high byte, `stride` pixels a row), keeping Cairo in step.
  func withPixels<R>(_ body: (_ pixels: UnsafeMutablePointer<UInt32>, _ stride: Int) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    defer { cairo_surface_mark_dirty(surface) }
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    return try data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { try body($0, stride) }
  }

  /// The canvas as a straight-alpha bitmap.
  func bitmap() throws -> Bitmap {
    let start = DispatchTime.now().uptimeNanoseconds
    defer { ConversionClock.add(DispatchTime.now().uptimeNanoseconds - start) }
    let count = width * height
    let rgba = withPixels { pixels, stride in
      [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
        // pixman reorders the bytes (premultiplied ARGB words to
        // premultiplied RGBA bytes) in its optimized loops; C then divides
        // out alpha where it is neither 0 nor 255.
        let source = pixman_image_create_bits(
          PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(stride * 4))
        #if _endian(little)
        let rgbaBytes = PIXMAN_a8b8g8r8  // a word 0xAABBGGRR: bytes R, G, B, A
        #else
        let rgbaBytes = PIXMAN_r8g8b8a8
        #endif
        let target = pixman_image_create_bits(
          rgbaBytes, Int32(width), Int32(height),
          UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self), Int32(width * 4))
        pixman_image_composite32(
          PIXMAN_OP_SRC, source, nil, target, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_unref(source)
        pixman_image_unref(target)
        fbp_unpremultiply_rgba(buffer.baseAddress!, count)
        initialized = count * 4
      }
    }
    return try Bitmap(width: width, height: height, scale: scale, pixels: rgba)
  }

  static func describe(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}
