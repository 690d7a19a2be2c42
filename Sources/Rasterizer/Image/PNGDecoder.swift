import CPNG
import FlipbookCore
import Foundation

/// Reads PNG files into bitmaps through libpng (the one PNG reader: image
/// files, asset catalogs, goldens, `flipbook encode`'s frames; `Encoders`
/// only writes): gray, gray+alpha, RGB, RGBA
/// and palette images of any bit depth (16-bit samples are scaled to 8 bits
/// with rounding; tRNS becomes alpha), interlaced or not. The bitmap's scale
/// comes from the pHYs chunk (dpi / 72) when there is one, else 1.
public struct PNGDecoder: Sendable {
  public init() {}

  /// Decodes PNG bytes. `path` only labels errors. The header is read
  /// first, so an image over `Bitmap`'s limits is refused before any
  /// allocation, and libpng decodes straight into the bitmap's storage: the
  /// image is held once (plus libpng's row buffers), never copied.
  public func decode(_ bytes: [UInt8], path: String? = nil) throws -> Bitmap {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var pixelsPerMeter: UInt32 = 0
    var message = [CChar](repeating: 0, count: 256)
    func run(into pixels: UnsafeMutablePointer<UInt8>?, capacity: Int) -> Int32 {
      bytes.withUnsafeBufferPointer { data in
        flipbook_png_decode(
          data.baseAddress, data.count, Bitmap.maximumPixelCount, pixels, capacity, &width, &height,
          &pixelsPerMeter, &message, 256)
      }
    }
    func failure(_ message: [CChar]) -> RasterizerError {
      .image(name: path ?? "PNG data", problem: .undecodable(library: "libpng", message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }
    guard run(into: nil, capacity: 0) == 0 else { throw failure(message) }
    do {
      try Bitmap.validate(width: Int(width), height: Int(height))
    } catch let error as FlipbookCoreError {
      throw RasterizerError.image(name: path ?? "PNG data", problem: .invalidBitmap(error))
    }
    let count = Int(width) * Int(height) * 4
    var status: Int32 = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      status = run(into: buffer.baseAddress, capacity: count)
      if status == 0 {
        initialized = count
      } else {
        // Fill what libpng may have left unwritten; the array is dropped.
        buffer.initialize(repeating: 0)
        initialized = count
      }
    }
    guard status == 0 else { throw failure(message) }
    var scale: CGFloat = 1
    if pixelsPerMeter > 0 {
      let dpi = Double(pixelsPerMeter) * 0.0254
      scale = CGFloat((dpi / 72 * 100).rounded() / 100)
    }
    do {
      return try Bitmap(width: Int(width), height: Int(height), scale: scale, pixels: pixels)
    } catch let error as FlipbookCoreError {
      throw RasterizerError.image(name: path ?? "PNG data", problem: .invalidBitmap(error))
    }
  }

  /// Reads and decodes the PNG file at `path`.
  /// - Throws: `RasterizerError.image` with `.readFailed` when the file
  ///   can't be read, `.undecodable` when libpng refuses it.
  public func read(contentsOf path: String) throws -> Bitmap {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path)
    } catch {
      throw RasterizerError.image(name: path, problem: .readFailed(errno: error.errno))
    }
    return try decode(bytes, path: path)
  }
}
