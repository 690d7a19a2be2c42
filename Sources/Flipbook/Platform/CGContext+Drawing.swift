import CoreGraphics
import Foundation
import Synchronization

// Drawing what a `CGContext` recorded (CoreGraphics' CGContext.swift):
// UIKit's `UIGraphicsImageRenderer` images are recordings, and Flipbook
// draws them the way iOS makes them, as a bitmap at the renderer format's
// scale (`rasterized(scale:)`, cached per recording), through a `Canvas`'s
// GraphicsContext: Cairo fills and strokes the paths, draws images, text
// (Pango) and view hierarchies (rendered at that scale).

extension CGContext {
  /// The recording drawn into `context` (origin at the recording's bounds'
  /// top left).
  func draw(in context: inout GraphicsContext) {
    for operation in operations {
      switch operation {
      case .fill(let path, let color, let evenOdd, let state):
        let c = Self.prepared(context, state)
        c.fill(path, with: .color(Color(cgColor: color)), style: FillStyle(eoFill: evenOdd, antialiased: state.antialias))
      case .stroke(let path, let color, let state):
        // The path was transformed as it was built; the line width is the
        // user space's, scaled by the transform at stroke time.
        var c = Self.prepared(context, state)
        c.concatenate(state.transform)
        let style = StrokeStyle(
          lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
          dash: state.dash.lengths, dashPhase: state.dash.phase)
        c.stroke(path.applying(state.transform.inverted()), with: .color(Color(cgColor: color)), style: style)
      case .image(let image, let rect, let state):
        // Core Graphics draws an image with its rows going up the y axis:
        // upside down in UIKit's coordinates.
        var c = Self.prepared(context, state)
        c.concatenate(state.transform)
        c.translateBy(x: 0, y: rect.minY + rect.maxY)
        c.scaleBy(x: 1, y: -1)
        c.draw(Image(decorative: image, scale: 1).resizable(), in: rect)
      case .clear(let rect, let state):
        var c = Self.prepared(context, state)
        c.concatenate(state.transform)
        c.blendMode = .clear
        c.fill(Path(rect), with: .color(.black))
      case .foreign(let object, let rect, let state):
        var c = Self.prepared(context, state)
        c.concatenate(state.transform)
        Self.drawForeign(object, in: rect, into: &c)
      }
    }
  }

  /// `context` with `state`'s clips, alpha and blend mode (clips are in the
  /// recording's space, so they apply before the state's transform).
  private static func prepared(_ context: GraphicsContext, _ state: State) -> GraphicsContext {
    var c = context
    for clip in state.clips { c.clip(to: clip.path, style: FillStyle(eoFill: clip.evenOdd)) }
    c.opacity *= Double(state.alpha)
    c.blendMode = GraphicsContext.BlendMode(rawValue: state.blendMode.rawValue)
    return c
  }

  /// What a module above CoreGraphics asked to draw: a `UIImage`
  /// (upright, scaled into `rect`), a view's hierarchy (at `rect`'s size),
  /// a string with UIKit's attributes.
  private static func drawForeign(_ object: AnyObject, in rect: CGRect, into c: inout GraphicsContext) {
    switch object {
    case let image as UIImage:
      c.draw(Image(uiImage: image).resizable(), in: rect)
    case let view as UIView:
      guard rect.width > 0, rect.height > 0 else { return }
      let content = view.snapshotContent ?? AnyView(UIKitHierarchyView(root: view))
      guard let source = bitmap(of: content, size: rect.size, scale: c.environment.displayScale) else { return }
      c.draw(Image(provider: .source(ImageBox(source)), label: nil).resizable(), in: rect)
    case let drawing as AttributedDrawing:
      var text = Text(verbatim: drawing.string)
      // UIKit's default attributes: Helvetica 12, black.
      text = text.font((drawing.attributes[.font] as? UIFont).map(Font.init) ?? .system(size: 12))
      text = text.foregroundColor((drawing.attributes[.foregroundColor] as? UIColor).map { Color(uiColor: $0) } ?? .black)
      if drawing.wraps {
        c.draw(text, in: rect)
      } else {
        c.draw(text, at: rect.origin, anchor: .topLeading)
      }
    default:
      break
    }
  }

  /// The recording as iOS's renderer makes it: a bitmap of its bounds at
  /// `scale` pixels a point (cached until more is drawn).
  func rasterized(scale: CGFloat) -> ImageSource? {
    let size = bounds.size
    guard size.width > 0, size.height > 0, scale.isFinite, scale > 0 else { return nil }
    let key = RasterKey(operations: operations.count, scale: scale)
    if let cached = RasterCache.shared.source(for: self, key: key) { return cached }
    guard let source = Self.bitmap(of: Canvas { context, _ in self.draw(in: &context) }, size: size, scale: scale)
    else { return nil }
    RasterCache.shared.store(source, for: self, key: key)
    return source
  }

  /// `content` rendered at `size` points, `scale` pixels a point.
  private static func bitmap(of content: some View, size: CGSize, scale: CGFloat) -> ImageSource? {
    let renderer = ImageRenderer(content: content.frame(width: size.width, height: size.height))
    renderer.scale = scale
    guard let bitmap = try? renderer.render(), let source = try? ImageSource(bitmap: bitmap) else { return nil }
    return source.atScale(scale)
  }
}

private struct RasterKey: Hashable {
  var operations: Int
  var scale: CGFloat
}

/// Recordings' bitmaps, by recording (weakly) and what was drawn.
private final class RasterCache: Sendable {
  static let shared = RasterCache()
  private let entries = Mutex<[ObjectIdentifier: (owner: Weak, key: RasterKey, source: ImageSource)]>([:])

  private struct Weak { weak var object: CGContext? }

  func source(for context: CGContext, key: RasterKey) -> ImageSource? {
    let id = ObjectIdentifier(context)
    return entries.withLock { entries in
      guard let entry = entries[id], entry.owner.object === context, entry.key == key else { return nil }
      return entry.source
    }
  }

  func store(_ source: ImageSource, for context: CGContext, key: RasterKey) {
    let id = ObjectIdentifier(context)
    entries.withLock { entries in
      entries = entries.filter { $0.value.owner.object != nil }
      entries[id] = (Weak(object: context), key, source)
    }
  }
}

extension UIGraphicsImageRenderer {
  /// What `actions` draw, as PNG bytes at the format's scale (empty for an
  /// empty area), as UIKit's.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// What `actions` draw, as JPEG bytes (quality 0…1, clamped), as UIKit's.
  public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
    -> Data
  {
    image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
  }
}
