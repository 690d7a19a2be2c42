import CJPEG
import FlipbookCore
import Foundation

/// Writes bitmaps as baseline JPEG with libjpeg, for UIKit's
/// `jpegData(compressionQuality:)`.
///
/// JPEG has no alpha: each pixel is written premultiplied by its alpha (as
/// over black), which is what iOS's encoder makes of a transparent image,
/// since it drops the alpha channel of premultiplied pixels. The resolution
/// is 72 × scale dpi, as the PNG encoder writes it.
public struct JPEGEncoder: Sendable {
  /// 0 (smallest) … 1 (best), as UIKit's compression quality.
  public var quality: Double

  public init(quality: Double = 0.9) { self.quality = quality }

  /// The JPEG bytes of `bitmap`.
  /// - Throws: `EncoderError.invalidParameter` for a quality outside 0…1
  ///   or not a number; `.jpeg` with libjpeg's message.
  public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
    guard quality.isFinite, (0...1).contains(quality) else {
      throw EncoderError.invalidParameter(name: "quality", value: "\(quality)")
    }
    var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
    bitmap.pixels.withUnsafeBufferPointer { source in
      rgb.withUnsafeMutableBufferPointer { target in
        var s = 0
        var t = 0
        while s < source.count {
          let alpha = UInt16(source[s + 3])
          target[t] = UInt8((UInt16(source[s]) * alpha + 127) / 255)
          target[t + 1] = UInt8((UInt16(source[s + 1]) * alpha + 127) / 255)
          target[t + 2] = UInt8((UInt16(source[s + 2]) * alpha + 127) / 255)
          s += 4
          t += 3
        }
      }
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 256)
    let density = UInt32((72 * Double(bitmap.scale)).rounded())
    let status = rgb.withUnsafeBufferPointer { pixels in
      flipbook_jpeg_encode(
        pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32((quality * 100).rounded()),
        min(density, 65_535), &output, &size, &message, 256)
    }
    defer { free(output) }
    guard status == 0, let output else {
      throw EncoderError.jpeg(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }
}
