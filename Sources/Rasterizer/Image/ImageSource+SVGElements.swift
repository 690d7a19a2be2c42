import CRSVG
import Foundation

extension ImageSource {
  /// The geometry of one element of an SVG document, in the document's
  /// units (its viewport: `size`), as librsvg computes it with every
  /// transform of the element and its ancestors applied.
  public struct SVGElementBounds: Equatable, Sendable {
    /// Where the element paints, strokes included.
    public var ink: CGRect
    /// The element's geometry without strokes: for a guide line, the line
    /// itself (zero wide or tall).
    public var logical: CGRect
  }

  /// Whether this source is a whole SVG document (whose elements can be
  /// looked up by id).
  public var isSVGDocument: Bool {
    if case .svg = content { return true }
    return false
  }

  /// The bounds of the element whose `id` is given, or nil when this is not
  /// an SVG document, no element has that id, or it has no geometry.
  public func svgElementBounds(_ id: String) -> SVGElementBounds? {
    guard case .svg(let handle) = content, !id.isEmpty else { return nil }
    return lock.withLock { () -> SVGElementBounds? in
      guard rsvg_handle_has_sub(handle, "#" + id) != 0 else { return nil }
      var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
      var ink = RsvgRectangle(), logical = RsvgRectangle()
      var error: UnsafeMutablePointer<GError>?
      guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
        if let error { g_error_free(error) }
        return nil
      }
      let bounds = SVGElementBounds(
        ink: CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height),
        logical: CGRect(x: logical.x, y: logical.y, width: logical.width, height: logical.height))
      let values = [bounds.ink.minX, bounds.ink.minY, bounds.ink.width, bounds.ink.height,
        bounds.logical.minX, bounds.logical.minY, bounds.logical.width, bounds.logical.height]
      return values.allSatisfy(\.isFinite) ? bounds : nil
    }
  }

  /// An image of the element whose `id` is given, alone: the part `rect`
  /// of the document (in its units) becomes the image, `rect.size` points.
  /// Drawn as vectors, sharing this document. Nil when this is not an SVG
  /// document, no element has that id, or `rect` is empty or not finite.
  public func svgElement(_ id: String, in rect: CGRect) -> ImageSource? {
    guard case .svg(let handle) = content,
      [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0,
      lock.withLock({ rsvg_handle_has_sub(handle, "#" + id) != 0 })
    else { return nil }
    g_object_ref(UnsafeMutableRawPointer(handle))
    let element = ImageSource(
      content: .svgElement(handle, id: id, origin: rect.origin, documentSize: size), size: rect.size, lock: lock)
    element.contentKey = "\(contentKey)#\(id) \(rect.minX),\(rect.minY) \(rect.width)×\(rect.height)"
    return element
  }
}
