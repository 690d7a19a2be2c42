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
  public var content: Content { didSet { session = nil } }
  /// Pixels per point (default 1).
  public var scale: CGFloat = 1 { didSet { session = nil } }
  /// The size offered to the view (default: unspecified, its ideal size).
  public var proposedSize: ProposedViewSize = .unspecified { didSet { session = nil } }
  /// The environment the view renders in (beyond SwiftUI, whose renderer
  /// takes it from the hierarchy): colour scheme, asset catalogs …
  public var environment = EnvironmentValues() { didSet { session = nil } }

  /// The session of the current settings: one graph, resolved and laid
  /// out once, whatever is asked of it (image, elements, layout), until a
  /// setting changes.
  private var session: RenderSession?

  /// A renderer for `content`.
  public init(content: Content) { self.content = content }

  private var currentSession: RenderSession {
    if let session { return session }
    let made = RenderSession(still: content, proposedSize: proposedSize, scale: scale, environment: environment)
    session = made
    return made
  }

  /// The rendered image, or nil when the view is empty (no size) or cannot
  /// be rendered, as SwiftUI's `cgImage` (a documented fallback: SwiftUI's
  /// renderer returns nil and gives no reason). `render()` says why.
  public var bitmap: Bitmap? {
    // Nil on failure is SwiftUI's API (`cgImage`); `render()` throws why.
    try? render()
  }

  /// The rendered image; nil for a view of zero area.
  /// - Throws: `RasterizerError` for a size that is not finite or too large.
  public func render() throws -> Bitmap? {
    try currentSession.imageIfNotEmpty()
  }

  /// The size the view chose, in points, as layout computed it (not
  /// rounded to whole pixels as the image is): what a hosting
  /// controller's `sizeThatFits(in:)` answers.
  func layoutSize() throws -> CGSize? { try currentSession.contentSize() }

  /// The accessibility elements of the laid-out content, in drawing order:
  /// what VoiceOver would read (labels, values, hints, traits, actions) and
  /// where (frames in points). Beyond SwiftUI, for tests: the label a
  /// `PlayButton` gives, say, without a device.
  /// - Throws: the graph's errors (state that never settles).
  public func makeAccessibilityElements() throws -> [AccessibilityElement] {
    try currentSession.accessibilityElements()
  }

  /// The accessibility elements, or none when the view can't be laid out
  /// (`makeAccessibilityElements()` says why).
  public var accessibilityElements: [AccessibilityElement] {
    // A documented fallback; the throwing form says why.
    (try? makeAccessibilityElements()) ?? []
  }

  /// The laid-out tree as text, one line per view: the custom view types
  /// that made it, the primitive it is and its frame in points (beyond
  /// SwiftUI, for tests: a layout snapshot reviewable in a diff).
  /// - Throws: the graph's errors (state that never settles).
  public func makeLayoutDescription() throws -> String {
    try currentSession.layoutDescription()
  }

  /// The laid-out tree as text, or "" when the view can't be laid out
  /// (`makeLayoutDescription()` says why).
  public var layoutDescription: String {
    // A documented fallback; the throwing form says why.
    (try? makeLayoutDescription()) ?? ""
  }

  /// The rendered image as PNG bytes, or nil as for `bitmap` (SwiftUI's
  /// `uiImage?.pngData()` is nil in the same cases).
  public func pngData() -> Data? {
    // Nil on failure is SwiftUI's API; `write(to:)` throws the reason.
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
