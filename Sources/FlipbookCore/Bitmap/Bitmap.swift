import Foundation

/// An image in memory: 8-bit straight (non-premultiplied) RGBA pixels,
/// row-major from the top-left, no row padding.
///
/// `scale` records the points-to-pixels factor it was rendered at (a 50×30 pt
/// view at scale 3 is a 150×90 px bitmap); encoders write it as the PNG's
/// resolution (72 × scale dpi).
public struct Bitmap: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Pixels per point.
  public var scale: CGFloat
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
  public var pixels: [UInt8]

  /// The largest side Flipbook accepts, in pixels.
  public static let maximumSide = 16_384
  /// The largest pixel count Flipbook accepts (256 MiB of RGBA).
  public static let maximumPixelCount = 64 * 1024 * 1024

  /// A bitmap over existing pixels.
  /// - Throws: `FlipbookCoreError.invalidBitmapSize` for a side of zero,
  ///   below zero or above the maximums; `.pixelCountMismatch` when `pixels`
  ///   is not `width × height × 4` bytes.
  public init(width: Int, height: Int, scale: CGFloat = 1, pixels: [UInt8]) throws {
    try Self.validate(width: width, height: height)
    guard pixels.count == width * height * 4 else {
      throw FlipbookCoreError.pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
    }
    self.width = width
    self.height = height
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.pixels = pixels
  }

  /// A bitmap filled with one colour (transparent black by default).
  public init(width: Int, height: Int, scale: CGFloat = 1, fill: Pixel = Pixel(0, 0, 0, 0)) throws {
    try Self.validate(width: width, height: height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    if fill != Pixel(0, 0, 0, 0) {
      for i in stride(from: 0, to: pixels.count, by: 4) {
        pixels[i] = fill.red
        pixels[i + 1] = fill.green
        pixels[i + 2] = fill.blue
        pixels[i + 3] = fill.alpha
      }
    }
    try self.init(width: width, height: height, scale: scale, pixels: pixels)
  }

  /// Checks a size against the limits (`maximumSide`, `maximumPixelCount`)
  /// before anything is allocated.
  /// - Throws: `FlipbookCoreError.invalidBitmapSize`.
  public static func validate(width: Int, height: Int) throws {
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide,
      width * height <= maximumPixelCount
    else { throw FlipbookCoreError.invalidBitmapSize(width: width, height: height) }
  }

  /// One straight-alpha RGBA pixel.
  public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
  }

  /// The pixel at column `x`, row `y` (0-based from the top-left).
  /// - Precondition: the position lies inside the bitmap.
  public func pixel(x: Int, y: Int) -> Pixel {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    let i = (y * width + x) * 4
    return Pixel(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { buffer in
      var i = 3
      while i < buffer.count {
        if buffer[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }
}
