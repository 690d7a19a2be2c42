import Encoders
import Foundation

/// Renders a view to an image, as SwiftUI's `ImageRenderer`.
///
/// The view is offered `proposedSize` (its ideal size by default) and the
/// image is the size it chooses, times `scale`, rounded up to whole pixels.
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// Pixels per point (default 1).
  public var scale: CGFloat = 1
  /// The size offered to the view (default: unspecified, its ideal size).
  public var proposedSize: ProposedViewSize = .unspecified
  /// The environment the view renders in (beyond SwiftUI, whose renderer
  /// takes it from the hierarchy): colour scheme, asset catalogs …
  public var environment = EnvironmentValues()

  /// A renderer for `content`.
  public init(content: Content) { self.content = content }

  /// The rendered image, or nil when the view is empty (no size) or cannot
  /// be rendered, as SwiftUI's `cgImage`. `render()` says why.
  public var bitmap: Bitmap? { try? render() }

  /// The rendered image; nil for a view of zero area.
  /// - Throws: `RasterizerError` for a size that is not finite or too large.
  public func render() throws -> Bitmap? {
    try renderView(content, proposal: proposedSize, scale: scale, environment: environment)
  }

  /// The rendered image as PNG bytes, or nil as for `bitmap`.
  public func pngData() -> Data? {
    guard let bitmap, let bytes = try? PNGEncoder().encode(bitmap) else { return nil }
    return Data(bytes)
  }

  /// Writes the rendered image as a PNG at `url`, atomically.
  /// - Throws: `ImageRendererError.emptyView` when there is nothing to
  ///   draw, rasterizer errors, and the PNG encoder's write errors.
  public func write(to url: URL) throws {
    guard let bitmap = try render() else { throw FlipbookError.emptyView }
    try PNGEncoder().write(bitmap, to: url.path)
  }
}

/// Resolves, lays out and draws `view` into a bitmap.
func renderView<V: View>(
  _ view: V, proposal: ProposedViewSize, scale: CGFloat, environment: EnvironmentValues, animator: Animator? = nil
) throws -> Bitmap? {
  let root = resolveSingle(view, ResolveInputs(environment: environment, identity: ViewIdentity(), animator: animator))
  let size = root.sizeThatFits(proposal)
  // A finite size under half a pixel is an empty view (nil); a non-finite
  // one goes on to `Bitmap.render`, which throws `invalidSize`.
  if size.width.isFinite, size.height.isFinite, size.width * scale < 0.5 || size.height * scale < 0.5 {
    return nil
  }
  return try Bitmap.render(size: size, scale: scale, environment: environment) { graphics in
    var context = RenderContext(graphics: graphics, scale: scale)
    root.render(in: CGRect(origin: .zero, size: size), &context)
  }
}
