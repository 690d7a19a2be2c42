import Encoders
import Foundation

/// Renders a view to an image, as SwiftUI's `ImageRenderer`.
///
/// The view is offered `proposedSize` (its ideal size by default) and the
/// image is the size it chooses, times `scale`, rounded up to whole pixels.
/// The view shows its initial state: no `onAppear` runs and nothing animates,
/// as in a first render. It goes through the same pipeline as a film's frames.
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
    let graph = ViewGraph(still: content, environment: environment, proposal: proposedSize, scale: scale)
    try graph.update(at: 0)
    guard let snapshot = graph.snapshot, !snapshot.isEmpty(scale: scale) else { return nil }
    return try snapshot.render(scale: scale, environment: environment, background: nil)
  }

  /// The accessibility elements of the laid-out content, in drawing order:
  /// what VoiceOver would read (labels, values, hints, traits, actions) and
  /// where (frames in points). Beyond SwiftUI, for tests: the label a
  /// `PlayButton` gives, say, without a device.
  public var accessibilityElements: [AccessibilityElement] {
    let graph = ViewGraph(still: content, environment: environment, proposal: proposedSize, scale: scale)
    guard (try? graph.update(at: 0)) != nil else { return [] }
    return graph.placed?.accessibilityElements ?? []
  }

  /// The laid-out tree as text, one line per view: the custom view types
  /// that made it, the primitive it is and its frame in points (beyond
  /// SwiftUI, for tests: a layout snapshot reviewable in a diff).
  public var layoutDescription: String {
    let graph = ViewGraph(still: content, environment: environment, proposal: proposedSize, scale: scale)
    guard (try? graph.update(at: 0)) != nil else { return "" }
    return graph.placed?.layoutDescription ?? ""
  }

  /// The rendered image as PNG bytes, or nil as for `bitmap`.
  public func pngData() -> Data? {
    guard let bitmap, let bytes = try? PNGEncoder().encode(bitmap) else { return nil }
    return Data(bytes)
  }

  /// Writes the rendered image as a PNG at `url`, atomically.
  /// - Throws: `FlipbookError.emptyView` when there is nothing to draw,
  ///   rasterizer errors, and the PNG encoder's write errors.
  public func write(to url: URL) throws {
    guard let bitmap = try render() else { throw FlipbookError.emptyView }
    try PNGEncoder().write(bitmap, to: url.path)
  }
}
