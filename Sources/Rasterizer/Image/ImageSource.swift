import CCairo
import CFlipbookPixels
import CJPEG
import CPoppler
import CRSVG
import FlipbookCore
import Foundation

/// An image's content, decoded once and shared: pixels (from a `Bitmap` or
/// a JPEG), or vectors — an SVG document (librsvg) or a PDF's first page
/// (poppler) — which are drawn as vectors at whatever scale a render has,
/// never as an enlarged bitmap.
///
/// `size` is in points: pixels ÷ the bitmap's scale for rasters; the
/// document's own size for SVG (CSS pixels, 96 per inch, as points) and PDF
/// (PDF points).
///
/// Decoding is bounded: an image whose declared size is over 16,384 px a
/// side or 64 Mpx (`Bitmap`'s limits) is refused before any large
/// allocation. An SVG is read with no base location, so its external
/// references (images, stylesheets) are never fetched.
///
/// Rasters draw from any thread. librsvg and poppler objects are not
/// thread-safe, so vector drawing takes the source's lock.
public final class ImageSource: @unchecked Sendable, Equatable {
  enum Content {
    case raster(surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int)
    case svg(UnsafeMutablePointer<RsvgHandle>)
    /// One element of an SVG document (by id), its `origin` (document
    /// units) at the image's top-left; `documentSize` is the viewport the
    /// document is laid out in. The handle is shared with the document's
    /// source (and its lock).
    case svgElement(UnsafeMutablePointer<RsvgHandle>, id: String, origin: CGPoint, documentSize: CGSize)
    case pdf(document: OpaquePointer, page: OpaquePointer)
  }

  let content: Content
  /// The image's size in points.
  public let size: CGSize
  /// Guards librsvg and poppler objects, shared by every source made from
  /// one document.
  let lock: NSLock
  /// What the image is, as text that is the same for the same pixels in
  /// every run: the file's name and a hash of its bytes (or of a bitmap's
  /// pixels), an SVG element's id after its document's. Display lists
  /// compare and print images by it. Set once, before the source is
  /// shared; by default the object's own identity.
  public internal(set) var contentKey = ""
  /// Whether the pixels come from a lossy format (JPEG): another decoder
  /// (Apple's ImageIO) gives pixels a few levels apart, which a comparison
  /// across renderers forgives (`GoldenComparison`'s decoded regions).
  public internal(set) var isLossy = false
  /// Whether every pixel is opaque (a JPEG, a PNG without transparency):
  /// such a raster is magnified with the interpolating cubic, one with
  /// transparency with the Hermite cubic, as iOS draws them (see
  /// `Magnification`). False for vectors.
  public internal(set) var isOpaque = false

  init(content: Content, size: CGSize, lock: NSLock = NSLock()) {
    self.content = content
    self.size = size
    self.lock = lock
    contentKey = "image@\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
  }

  /// FNV-1a, 64 bits: a hash of `bytes` that is the same in every run
  /// (Swift's `Hasher` is seeded per process).
  static func stableHash(_ bytes: [UInt8]) -> String {
    // FNV-1a, in C (unoptimized Swift took most of a second on a
    // photograph's pixels in a debug build).
    String(bytes.withUnsafeBufferPointer { fbp_fnv1a($0.baseAddress, $0.count) }, radix: 16)
  }

  deinit {
    switch content {
    case .raster(let surface, _, _): cairo_surface_destroy(surface)
    case .svg(let handle), .svgElement(let handle, _, _, _): g_object_unref(UnsafeMutableRawPointer(handle))
    case .pdf(let document, let page):
      g_object_unref(UnsafeMutableRawPointer(page))
      g_object_unref(UnsafeMutableRawPointer(document))
    }
  }

  /// The pixels of `bitmap`, `bitmap.scale` pixels a point.
  /// The size in pixels of a raster image (nil for vector content).
  public var pixelSize: (width: Int, height: Int)? {
    if case .raster(_, let width, let height) = content { return (width, height) }
    return nil
  }

  /// The same content (shared, not copied) shown at `scale` pixels a point
  /// when it is a raster image: `size` is its pixels over `scale`. Vector
  /// content keeps its size.
  public func atScale(_ scale: CGFloat) -> ImageSource {
    guard case .raster(let surface, let width, let height) = content, scale.isFinite, scale > 0 else { return self }
    let copy = ImageSource(
      content: .raster(surface: cairo_surface_reference(surface), pixelWidth: width, pixelHeight: height),
      size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), lock: lock)
    copy.contentKey = contentKey + "@\(scale)x"
    copy.isLossy = isLossy
    copy.isOpaque = isOpaque
    return copy
  }

  public convenience init(bitmap: Bitmap) throws(RasterizerError) {
    let width = bitmap.width, height = bitmap.height
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(status: "out of memory", operation: "creating a \(width)×\(height) image")
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
    var opaque = true
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<height {
        for x in 0..<width {
          let i = (y * width + x) * 4
          opaque = opaque && pixels[i + 3] == 255
          data[y * stride + x] = PremultipliedPixel.premultiply(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    self.init(
      content: .raster(surface: surface, pixelWidth: width, pixelHeight: height),
      size: CGSize(width: CGFloat(width) / bitmap.scale, height: CGFloat(height) / bitmap.scale))
    contentKey = "bitmap \(width)×\(height)@\(bitmap.scale)x #\(Self.stableHash(bitmap.pixels))"
    isOpaque = opaque
  }

  /// Decodes PNG, JPEG, SVG or PDF bytes (told apart by their first
  /// bytes): the one way image files are read. `name` labels errors and
  /// the content key; a raster (PNG, JPEG) has `scale` pixels a point.
  /// - Throws: `RasterizerError.image` saying what is wrong.
  public static func decode(_ bytes: [UInt8], name: String, scale: CGFloat = 1) throws(RasterizerError) -> ImageSource {
    let source: ImageSource
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      var bitmap: Bitmap
      do {
        bitmap = try PNGDecoder().decode(bytes, path: name)
      } catch let error as RasterizerError {
        throw error
      } catch {
        throw .image(name: name, problem: .undecodable(library: "libpng", message: "\(error)"))
      }
      bitmap.scale = scale
      source = try ImageSource(bitmap: bitmap)
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      source = try decodeJPEG(bytes, name: name, scale: scale)
      source.isLossy = true
    } else if bytes.starts(with: Array("%PDF".utf8)) {
      source = try decodePDF(bytes, name: name)
    } else if looksLikeSVG(bytes) {
      source = try decodeSVG(bytes, name: name)
    } else {
      throw .image(name: name, problem: bytes.isEmpty ? .emptyFile : .unknownFormat)
    }
    source.contentKey = "\((name as NSString).lastPathComponent) #\(stableHash(bytes))"
    return source
  }

  static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
    return head.contains("<svg") || head.hasPrefix("<?xml")
  }

  static func checkSize(width: Double, height: Double, name: String) throws(RasterizerError) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .image(name: name, problem: .size(width: width, height: height))
    }
    guard width <= Double(Bitmap.maximumSide), height <= Double(Bitmap.maximumSide),
      width * height <= Double(Bitmap.maximumPixelCount)
    else {
      throw .image(name: name, problem: .tooLarge(width: Int(width), height: Int(height)))
    }
  }

  private static func decodeJPEG(_ bytes: [UInt8], name: String, scale: CGFloat) throws(RasterizerError) -> ImageSource {
    var width: UInt32 = 0, height: UInt32 = 0
    var message = [CChar](repeating: 0, count: 256)
    func run(_ pixels: UnsafeMutablePointer<UInt8>?, _ capacity: Int) -> Int32 {
      bytes.withUnsafeBufferPointer { data in
        flipbook_jpeg_decode(data.baseAddress, data.count, Bitmap.maximumPixelCount, pixels, capacity, &width, &height, &message, 256)
      }
    }
    func failure() -> RasterizerError {
      .image(name: name, problem: .undecodable(library: "libjpeg", message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }
    guard run(nil, 0) == 0 else { throw failure() }
    try checkSize(width: Double(width), height: Double(height), name: name)
    let count = Int(width) * Int(height) * 4
    var status: Int32 = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      status = run(buffer.baseAddress, count)
      if status != 0 { buffer.initialize(repeating: 0) }
      initialized = count
    }
    guard status == 0 else { throw failure() }
    do {
      return try ImageSource(bitmap: Bitmap(width: Int(width), height: Int(height), scale: scale, pixels: pixels))
    } catch let error as RasterizerError {
      throw error
    } catch let error as FlipbookCoreError {
      throw .image(name: name, problem: .invalidBitmap(error))
    } catch {
      throw .image(name: name, problem: .undecodable(library: "libjpeg", message: "\(error)"))
    }
  }

  private static func decodeSVG(_ bytes: [UInt8], name: String) throws(RasterizerError) -> ImageSource {
    var error: UnsafeMutablePointer<GError>?
    let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
    guard let handle else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not read it"
      if let error { g_error_free(error) }
      throw .image(name: name, problem: .undecodable(library: "librsvg", message: reason))
    }
    rsvg_handle_set_dpi(handle, 96)
    var width: Double = 0, height: Double = 0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // Only a viewBox: its size.
      var hasViewBox: gboolean = 0
      var viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      if hasViewBox != 0 { (width, height) = (viewBox.width, viewBox.height) }
    }
    do {
      try checkSize(width: width, height: height, name: name)
    } catch {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw error
    }
    return ImageSource(content: .svg(handle), size: CGSize(width: width, height: height))
  }

  /// The number of pages of a PDF document's bytes (nil when poppler
  /// can't read them).
  public static func pdfPageCount(_ bytes: [UInt8]) -> Int? {
    guard let document = try? openPDF(bytes, name: "") else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(document)) }
    return Int(poppler_document_get_n_pages(document))
  }

  /// Page `index` of a PDF document's bytes as an image (a vector source
  /// of the page's size in points).
  /// - Throws: `RasterizerError.image` when poppler can't read the bytes or
  ///   the page doesn't exist.
  public static func decodePDF(_ bytes: [UInt8], name: String, page index: Int) throws(RasterizerError) -> ImageSource {
    let source = try decodePDF(bytes, name: name, pageIndex: index)
    source.contentKey = "\((name as NSString).lastPathComponent) p\(index) #\(stableHash(bytes))"
    return source
  }

  /// A PDF document's bytes opened by poppler (the caller releases it).
  /// - Throws: `RasterizerError.image` when poppler can't read them.
  private static func openPDF(_ bytes: [UInt8], name: String) throws(RasterizerError) -> OpaquePointer {
    let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(data) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "poppler could not read it"
      if let error { g_error_free(error) }
      throw .image(name: name, problem: .undecodable(library: "poppler", message: reason))
    }
    return document
  }

  private static func decodePDF(_ bytes: [UInt8], name: String, pageIndex: Int = 0) throws(RasterizerError) -> ImageSource {
    let document = try openPDF(bytes, name: name)
    guard pageIndex >= 0, pageIndex < Int(poppler_document_get_n_pages(document)),
      let page = poppler_document_get_page(document, Int32(pageIndex))
    else {
      g_object_unref(UnsafeMutableRawPointer(document))
      throw .image(name: name, problem: .noPages)
    }
    var width: Double = 0, height: Double = 0
    poppler_page_get_size(page, &width, &height)
    do {
      try checkSize(width: width, height: height, name: name)
    } catch {
      g_object_unref(UnsafeMutableRawPointer(page))
      g_object_unref(UnsafeMutableRawPointer(document))
      throw error
    }
    return ImageSource(content: .pdf(document: document, page: page), size: CGSize(width: width, height: height))
  }
}

extension ImageSource {
  /// The same image: the same object, or the same content key.
  public static func == (a: ImageSource, b: ImageSource) -> Bool { a === b || a.contentKey == b.contentKey }
}
