import CPNG
import FlipbookCore
import Foundation

/// Writes bitmaps as PNG through libpng.
///
/// Output is 8-bit RGBA, or 8-bit RGB when every pixel is opaque, or (with
/// `writesPaletteImages`) an 8-bit palette image when the bitmap has at
/// most 256 distinct colours, which keeps every pixel exact; it carries
/// an sRGB chunk (no gAMA/cHRM fallbacks: current decoders all read sRGB,
/// and on small UI frames the 60 bytes add 1–2 %) and a pHYs chunk
/// of 72 × scale dpi. Identical input gives identical bytes.
public struct PNGEncoder: Sendable {
  /// Row filters libpng may choose from (it picks per row when several are allowed).
  public struct Filters: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let none = Filters(rawValue: 0x08)
    public static let sub = Filters(rawValue: 0x10)
    public static let up = Filters(rawValue: 0x20)
    public static let average = Filters(rawValue: 0x40)
    public static let paeth = Filters(rawValue: 0x80)
    /// Every filter: libpng's adaptive choice (the default of most writers).
    public static let all: Filters = [.none, .sub, .up, .average, .paeth]
  }

  /// zlib's match-finding strategies.
  public enum Strategy: Int32, Hashable, Sendable {
    /// libpng's choice (zlib's filtered strategy for filtered rows).
    case automatic = -1
    case `default` = 0
    case filtered = 1
    case huffmanOnly = 2
    /// Run-length matches only: fast, and strong on filtered UI images,
    /// whose rows filter to long runs of zeros.
    case runLength = 3
  }

  /// zlib level 0 (store) … 9 (smallest).
  public var compressionLevel: Int
  /// zlib strategy.
  public var strategy: Strategy
  /// Which row filters to try.
  public var filters: Filters
  /// Whether a bitmap of at most 256 distinct colours (alpha included) is
  /// written as a palette image (colour type 3, with a `tRNS` chunk when
  /// some colour is not opaque): lossless, and on diagrams and flat UI
  /// often a third of the RGB file's bytes. Its rows are not filtered (the
  /// PNG specification's advice for palette images). Off by default:
  /// counting the colours is one more pass over the pixels.
  public var writesPaletteImages = false

  /// A default suited to frame sequences, chosen with
  /// `Scripts/bench-encoders` on the bench frames and on Flipbook's own
  /// films: zlib level 5 with its default strategy (better than the
  /// "filtered" strategy libpng picks for filtered rows, so a level lower
  /// writes no more bytes) and the sub, up and Paeth filters (UI renders are
  /// flat runs and gradients, which these predict; "none" and "average" are
  /// rarely the best and cost a trial per row each).
  public init(compressionLevel: Int = 5, strategy: Strategy = .default, filters: Filters = [.sub, .up, .paeth]) {
    self.compressionLevel = compressionLevel
    self.strategy = strategy
    self.filters = filters
  }

  /// For files written to be looked at once and thrown away (the report
  /// page's images, difference strips three images wide, failed renders):
  /// zlib level 1, the fastest that still compresses; a failing
  /// full-screen snapshot writes several of them. Goldens and recorded
  /// references keep the default's smaller files.
  public static let artifact = PNGEncoder(compressionLevel: 1)

  /// The PNG bytes of `bitmap`.
  public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
    guard (0...9).contains(compressionLevel) else {
      throw EncoderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)")
    }
    if writesPaletteImages, let indexed = Self.paletteImage(of: bitmap) {
      var encoder = self
      encoder.filters = .none
      return try encoder.encodeRaw(
        indexed.indices, width: bitmap.width, height: bitmap.height, rowBytes: bitmap.width,
        colorType: PNG_COLOR_TYPE_PALETTE, bitDepth: 8, scale: bitmap.scale,
        palette: indexed.colors, transparency: indexed.alphas)
    }
    guard bitmap.isOpaque else {
      return try encodeRaw(
        bitmap.pixels, width: bitmap.width, height: bitmap.height, rowBytes: bitmap.width * 4,
        colorType: PNG_COLOR_TYPE_RGB_ALPHA, bitDepth: 8, scale: bitmap.scale)
    }
    // Opaque bitmaps are written as RGB. (Packing here is quicker than
    // libpng's filler stripping, which copies each row once more.)
    var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
    bitmap.pixels.withUnsafeBufferPointer { source in
      rgb.withUnsafeMutableBufferPointer { target in
        var s = 0, t = 0
        while s < source.count {
          target[t] = source[s]
          target[t + 1] = source[s + 1]
          target[t + 2] = source[s + 2]
          s += 4
          t += 3
        }
      }
    }
    return try encodeRaw(
      rgb, width: bitmap.width, height: bitmap.height, rowBytes: bitmap.width * 3,
      colorType: PNG_COLOR_TYPE_RGB, bitDepth: 8, scale: bitmap.scale)
  }

  /// The bitmap as palette indices, when it has at most 256 distinct
  /// colours: entries in order of first appearance, those not opaque first
  /// (so `tRNS` lists only them); `alphas` is empty when all are opaque.
  static func paletteImage(of bitmap: Bitmap) -> (indices: [UInt8], colors: [(UInt8, UInt8, UInt8)], alphas: [UInt8])? {
    var entries: [UInt32: UInt8] = [:]
    entries.reserveCapacity(257)
    var words: [UInt32] = []
    var indices = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
    let complete = bitmap.pixels.withUnsafeBytes { raw -> Bool in
      let pixels = raw.bindMemory(to: UInt32.self)
      var last: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
      for i in 0..<indices.count {
        let word = pixels[i]
        if hasLast, word == last {
          indices[i] = lastIndex
          continue
        }
        let index: UInt8
        if let known = entries[word] {
          index = known
        } else {
          guard words.count < 256 else { return false }
          index = UInt8(words.count)
          entries[word] = index
          words.append(word)
        }
        (last, lastIndex, hasLast) = (word, index, true)
        indices[i] = index
      }
      return true
    }
    guard complete else { return nil }
    // Bytes R, G, B, A in memory: the word's low byte is red on little-
    // and its high byte on big-endian machines; read them back as bytes.
    let bytes = words.map { word in withUnsafeBytes(of: word) { Array($0) } }
    let order = words.indices.sorted { a, b in
      let (opaqueA, opaqueB) = (bytes[a][3] == 255, bytes[b][3] == 255)
      return opaqueA == opaqueB ? a < b : !opaqueA
    }
    var renumber = [UInt8](repeating: 0, count: 256)
    for (new, old) in order.enumerated() { renumber[old] = UInt8(new) }
    for i in indices.indices { indices[i] = renumber[Int(indices[i])] }
    let colors = order.map { (bytes[$0][0], bytes[$0][1], bytes[$0][2]) }
    let alphas = order.map { bytes[$0][3] }.prefix { $0 != 255 }
    return (indices, colors, Array(alphas))
  }

  /// Writes `bitmap` to `path` atomically.
  public func write(_ bitmap: Bitmap, to path: String) throws {
    try Self.write(encoded: try encode(bitmap), to: path)
  }

  /// Writes bytes `encode(_:)` made to `path` atomically: encoding can
  /// then run on other threads than writing.
  public static func write(encoded bytes: [UInt8], to path: String) throws {
    try AtomicFileWriter.write(bytes, to: path)
  }

  /// Encodes rows already laid out for `colorType` and `bitDepth` (used by
  /// tests to make gray, palette and 16-bit files for the decoder).
  func encodeRaw(
    _ pixels: [UInt8], width: Int, height: Int, rowBytes: Int, colorType: Int32, bitDepth: Int32,
    scale: CGFloat, palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = []
  ) throws -> [UInt8] {
    var buffer = flipbook_png_buffer(data: nil, size: 0, capacity: 0, failed: 0)
    defer { free(buffer.data) }
    var message = [CChar](repeating: 0, count: 256)
    let colors = palette.map { png_color(red: $0.0, green: $0.1, blue: $0.2) }
    let pixelsPerMeter = UInt32((72 * Double(scale) / 0.0254).rounded())
    let status = pixels.withUnsafeBufferPointer { data in
      colors.withUnsafeBufferPointer { colorBuffer in
        transparency.withUnsafeBufferPointer { trans in
          flipbook_png_encode(
            data.baseAddress, UInt32(width), UInt32(height), rowBytes, colorType, bitDepth,
            colors.isEmpty ? nil : colorBuffer.baseAddress, Int32(colors.count),
            transparency.isEmpty ? nil : trans.baseAddress, Int32(transparency.count),
            Int32(compressionLevel), strategy.rawValue, filters.rawValue, pixelsPerMeter, 1, &buffer, &message, 256)
        }
      }
    }
    guard status == 0, let data = buffer.data else {
      throw EncoderError.png(message: string(fromCBuffer: message), path: nil)
    }
    return Array(UnsafeBufferPointer(start: data, count: buffer.size))
  }
}
