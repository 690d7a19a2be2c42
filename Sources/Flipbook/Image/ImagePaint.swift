import Foundation

extension Image {
  /// The decoded source this image draws in `environment` (its scale and
  /// scheme pick the file), or nil for a missing image or a symbol.
  func source(in environment: EnvironmentValues) -> ImageSource? {
    ImageNode(self, ResolveInputs(environment: environment)).source
  }
}

extension GraphicsContext.Shading {
  /// `image` repeated in both directions, as SwiftUI's
  /// `Shading.tiledImage(_:origin:sourceRect:scale:)`: the part `sourceRect`
  /// (unit coordinates of the image) drawn `scale` times its size, a tile's
  /// corner at `origin`. An image set's 3x file is used (the sharpest); a
  /// missing image or a symbol paints nothing.
  public static func tiledImage(
    _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
    scale: CGFloat = 1
  ) -> GraphicsContext.Shading {
    var environment = EnvironmentValues()
    environment.displayScale = 3
    guard let source = image.source(in: environment) else { return .color(.clear) }
    return .tiledImage(source, origin: origin, sourceRect: sourceRect, scale: scale)
  }
}

/// A shape style that fills with an image, tiled, as SwiftUI's `ImagePaint`
/// (`Rectangle().fill(ImagePaint(image: Image("brick"), scale: 0.5))`).
/// Tiles start at the filled view's top-left corner; the render's scale
/// picks the image set's file.
nonisolated public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// How much the image is scaled.
  public var scale: CGFloat

  /// An image paint.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    guard let source = image.source(in: environment) else { return .color(.clear) }
    return .tiledImage(source, origin: bounds.origin, sourceRect: sourceRect, scale: scale)
  }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
  /// An image tiled, as SwiftUI's `.image(_:sourceRect:scale:)`.
  public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
