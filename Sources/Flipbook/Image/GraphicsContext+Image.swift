import Foundation

extension GraphicsContext {
  /// An image resolved in a context's environment (its scale and colour
  /// scheme pick the file), ready to draw, as SwiftUI's
  /// `GraphicsContext.ResolvedImage`.
  public struct ResolvedImage {
    let node: ImageNode

    /// The image's size in points (zero when it could not be found).
    public var size: CGSize { node.naturalSize }

    /// The shading a template image is filled with (nil for an image that
    /// draws its own colours).
    public var shading: GraphicsContext.Shading?
  }

  /// Resolves `image` in this context's environment.
  public func resolve(_ image: Image) -> ResolvedImage {
    let node = ImageNode(image, ResolveInputs(environment: environment))
    let shading = node.tint.map { $0._shading(in: .zero, environment: environment).resolved(in: environment) }
    return ResolvedImage(node: node, shading: shading)
  }

  /// Draws `image` stretched into `rect`.
  public func draw(_ image: Image, in rect: CGRect) { draw(resolve(image), in: rect) }

  /// Draws `image` at its size, its `anchor` (a unit point of its bounds)
  /// at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image stretched into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect) {
    guard let source = image.node.source else { return }
    draw(source, in: rect, interpolation: image.node.image.interpolation.rasterizer, antialiased: image.node.image.isAntialiased, tint: image.shading)
  }

  /// Draws a resolved image at its size, its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.size
    draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
      width: size.width, height: size.height))
  }
}
