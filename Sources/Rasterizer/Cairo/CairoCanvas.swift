import CCairo
import FlipbookCore
import Foundation

/// One Cairo ARGB32 image surface and its drawing context, owned together
/// and freed in `deinit`. Every canvas of a render (the root and each
/// offscreen layer) has the root's pixel size, so layers line up pixel for
/// pixel without device offsets.
final class CairoCanvas {
  let surface: OpaquePointer
  let cr: OpaquePointer
  let width: Int
  let height: Int
  /// Pixels per point.
  let scale: CGFloat
  /// The first failure met while drawing (an offscreen layer Cairo could not
  /// allocate); `Bitmap.render` throws it at the end.
  private(set) var failure: RasterizerError?
  /// The root canvas failures are reported to.
  private weak var root: CairoCanvas?

  init(width: Int, height: Int, scale: CGFloat, root: CairoCanvas? = nil) throws(RasterizerError) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(status: Self.describe(status), operation: "creating a \(width)×\(height) surface")
    }
    self.surface = surface
    self.cr = cairo_create(surface)!
    self.width = width
    self.height = height
    self.scale = scale
    self.root = root
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// A transparent canvas of the same size, or nil (with the failure recorded
  /// on the root) when Cairo cannot allocate one.
  func makeLayer() -> CairoCanvas? {
    do {
      return try CairoCanvas(width: width, height: height, scale: scale, root: root ?? self)
    } catch {
      (root ?? self).record(error)
      return nil
    }
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
        // One 32-bit store a pixel: R, G, B, A in memory order.
        let out = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
        for y in 0..<height {
          let row = pixels + y * stride
          let outRow = out + y * width
          var x = 0
          #if _endian(little)
          // Eight pixels at a time where all are opaque (most of a UI
          // frame) or all clear; mixed runs go pixel by pixel below.
          let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
          while x + 8 <= width {
            let source = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
            let alpha = source & opaque
            if alpha == opaque {
              let swapped = (source & 0xFF00_FF00) | (source &>> 16 & 0xFF) | (source & 0xFF) &<< 16
              UnsafeMutableRawPointer(outRow + x).storeBytes(of: swapped, as: SIMD8<UInt32>.self)
            } else if alpha == .zero {
              UnsafeMutableRawPointer(outRow + x).storeBytes(of: .zero, as: SIMD8<UInt32>.self)
            } else {
              for i in x..<(x + 8) { outRow[i] = Self.straight(row[i]) }
            }
            x += 8
          }
          #endif
          while x < width {
            outRow[x] = Self.straight(row[x])
            x += 1
          }
        }
        initialized = count * 4
      }
    }
    return try Bitmap(width: width, height: height, scale: scale, pixels: rgba)
  }

  /// A premultiplied `0xAARRGGBB` pixel as straight R, G, B, A bytes in
  /// memory order (one little-endian word).
  @inline(__always)
  static func straight(_ pixel: UInt32) -> UInt32 {
    switch pixel >> 24 {
    case 0: return 0
    case 255:
      // 0xAARRGGBB → 0xAABBGGRR, stored little-endian: bytes R G B A.
      return ((pixel & 0xFF00_FF00) | (pixel >> 16 & 0xFF) | (pixel & 0xFF) << 16).littleEndian
    default:
      let (r, g, b, a) = PremultipliedPixel.unpremultiply(pixel)
      return (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
    }
  }

  static func describe(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}
