import FlipbookCore
import Foundation

extension Bitmap {
  /// Renders `draw` into a new bitmap of `size` points at `scale` pixels
  /// per point (`ceil(size × scale)` pixels), transparent until drawn.
  ///
  /// - Throws: `RasterizerError.invalidSize` for a size or scale that is not
  ///   finite, gives no pixels or more than `Bitmap` allows; a Cairo error
  ///   if a surface cannot be allocated; and whatever `draw` throws.
  ///   (Flipbook's entry point throws its own errors too, so it is `throws`
  ///   rather than `rethrows`.)
  public static func render(
    size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
    _ draw: (inout GraphicsContext) throws -> Void
  ) throws -> Bitmap {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    return try render(size: size, scale: scale, environment: environment, draw)
  }

  /// Renders `draw` with a given environment (colour scheme, asset catalogs,
  /// custom keys); otherwise as `render(size:scale:colorScheme:_:)`.
  public static func render(
    size: CGSize, scale: CGFloat = 1, environment: EnvironmentValues,
    _ draw: (inout GraphicsContext) throws -> Void
  ) throws -> Bitmap {
    let (width, height) = try pixelSize(of: size, scale: scale)
    let canvas = try CairoCanvas(width: width, height: height, scale: scale)
    var context = GraphicsContext(canvas: canvas, environment: environment)
    try draw(&context)
    if let failure = canvas.failure { throw failure }
    return try canvas.bitmap()
  }

  /// The pixel size of `size` points at `scale`, rounded up (allowing for
  /// floating-point noise, so 33.333… × 3 is 100 pixels, not 101).
  static func pixelSize(of size: CGSize, scale: CGFloat) throws(RasterizerError) -> (Int, Int) {
    let invalid = RasterizerError.invalidSize(width: size.width, height: size.height, scale: scale)
    guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { throw invalid }
    func pixels(_ points: CGFloat) -> Double { (points * scale - 1e-6).rounded(.up) }
    let (w, h) = (pixels(size.width), pixels(size.height))
    guard w >= 1, h >= 1, w <= Double(maximumSide), h <= Double(maximumSide), w * h <= Double(maximumPixelCount)
    else { throw invalid }
    return (Int(w), Int(h))
  }
}
