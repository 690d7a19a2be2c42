import Foundation

/// A stand-in for Core Graphics' `CGImage`: a bitmap image `width` ×
/// `height` pixels, 8 bits a component, RGBA. SwiftUI code gets one from
/// `ImageRenderer.cgImage` or `UIImage.cgImage` and draws it with
/// `Image(decorative:scale:)` or `Image(_:scale:label:)`; Flipbook keeps
/// its pixels decoded (`content`, Rasterizer's image, held as an object so
/// that this module imports no C library).
///
/// Not here: making one from a data provider or a bitmap context, its
/// colour space, cropping and masking (draw with `Canvas` instead).
public final class CGImage: @unchecked Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The bits of each colour component: 8.
  public var bitsPerComponent: Int { 8 }
  /// The bits of each pixel: 32 (RGBA).
  public var bitsPerPixel: Int { 32 }
  /// The bytes of each row of pixels.
  public var bytesPerRow: Int { width * 4 }

  /// The decoded image (Rasterizer's `ImageSource`, at one pixel a point).
  package let content: AnyObject

  package init(width: Int, height: Int, content: AnyObject) {
    self.width = width
    self.height = height
    self.content = content
  }
}
