#if os(Linux)
import Foundation
import Rasterizer
import UIKit

// `CGImage` (the CoreGraphics module's stand-in) where SwiftUI and UIKit
// code meet it: `Image(decorative:scale:)` and `Image(_:scale:label:)`
// draw one, `ImageRenderer.cgImage` and `uiImage`, `UIImage.cgImage` and
// `UIImage(cgImage:)` make and read one.

extension CGImage {
  /// The pixels of `source`, a raster image (nil for vector content, which
  /// has no pixels until drawn).
  static func of(_ source: ImageSource) -> CGImage? {
    guard let (width, height) = source.pixelSize else { return nil }
    return CGImage(width: width, height: height, content: source.atScale(1))
  }

  /// The decoded image (always a Rasterizer image: only `of(_:)` and the
  /// renderer make them).
  var source: ImageSource { content as! ImageSource }
}

extension Image {
  /// How an image's pixels are turned, as SwiftUI's `Image.Orientation`
  /// (Flipbook draws every orientation upright: a documented difference).
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }

  /// `cgImage` at `scale` pixels a point, hidden from accessibility, as
  /// SwiftUI's `Image(decorative:scale:orientation:)`.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(provider: .source(ImageBox(cgImage.source.atScale(Self.clean(scale)))), label: nil)
  }

  /// `cgImage` at `scale` pixels a point, read by accessibility as `label`,
  /// as SwiftUI's `Image(_:scale:orientation:label:)`.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(provider: .source(ImageBox(cgImage.source.atScale(Self.clean(scale)))), label: label.string)
  }

  /// A scale that is not finite or not positive is 1.
  private static func clean(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }
}

extension ImageRenderer {
  /// The rendered image as a `CGImage`, or nil as for `bitmap`, as
  /// SwiftUI's `cgImage`.
  public var cgImage: CGImage? {
    guard let bitmap, let source = try? ImageSource(bitmap: bitmap) else { return nil }
    return CGImage.of(source)
  }

  /// The rendered image as a `UIImage` at the renderer's scale, or nil as
  /// for `bitmap`, as SwiftUI's `uiImage`.
  public var uiImage: UIImage? {
    guard let bitmap, let source = try? ImageSource(bitmap: bitmap) else { return nil }
    return UIImage(content: .source(source), size: source.size, scale: bitmap.scale)
  }
}

extension UIImage {
  /// An image of `cgImage`'s pixels at `scale` pixels a point, as UIKit's.
  public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let source = cgImage.source.atScale(scale)
    self.init(content: .source(source), size: source.size, scale: scale)
  }

  /// The image's pixels, for a decoded raster image or a renderer's drawing
  /// (nil for a symbol, a named image drawn where it is used, or vector
  /// content), as UIKit's.
  public var cgImage: CGImage? {
    switch content {
    case .source(let object):
      guard let source = object as? ImageSource else { return nil }
      return CGImage.of(source)
    case .drawing(let context):
      guard let source = context.rasterized(scale: scale) else { return nil }
      return CGImage.of(source)
    default: return nil
    }
  }

  /// How an image's pixels are turned, as UIKit's `UIImage.Orientation`
  /// (drawn upright: see `Image.Orientation`).
  public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
}
#endif
