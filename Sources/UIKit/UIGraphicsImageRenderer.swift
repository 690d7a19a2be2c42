import CoreGraphics
import Foundation

// UIKit's image drawing: `UIGraphicsImageRenderer` and the older
// `UIGraphicsBeginImageContextWithOptions` hand code a `CGContext` (a
// recording one, CoreGraphics' CGContext.swift) and make it the current
// context, so `UIColor.setFill()`, `UIBezierPath.fill()`, `UIRectFill`,
// `UIImage.draw(in:)`, `String.draw(at:withAttributes:)` and a view's
// `drawHierarchy(in:afterScreenUpdates:)` draw into it. The image made is a
// `UIImage` of that drawing at the format's scale, which Flipbook draws,
// encodes (`pngData`, `jpegData`) and compares wherever a `UIImage` goes.

/// A renderer's settings, as UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
  /// The range of colours, as UIKit's (images are 8-bit sRGB here).
  public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }
  /// Pixels per point (default: the main screen's).
  open var scale: CGFloat
  /// Whether the image has no transparency (its background then black, as
  /// UIKit's opaque images are where nothing is drawn).
  open var opaque = false
  open var preferredRange = Range.automatic
  /// Whether drawing may be extended range (never here).
  open var prefersExtendedRange: Bool { false }

  public init() { scale = UIScreen.main.scale }
  /// The default format: the main screen's scale.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The format best for the main screen.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure gets, as UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
  /// The Core Graphics context to draw into.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far, as an image.
  open var currentImage: UIImage { UIImage(drawing: cgContext, format: format) }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }
  /// Strokes `rect` with the current stroke colour, one point wide.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.stroke(rect)
    cgContext.restoreGState()
  }
  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing, as UIKit's `UIGraphicsImageRenderer`.
open class UIGraphicsImageRenderer: @unchecked Sendable {
  /// The area drawn, in points.
  public let bounds: CGRect
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  /// Whether it makes images (always).
  open var allowsImageOutput: Bool { true }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = Self.clamped(bounds)
    self.format = format
  }
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

  /// An image of what `actions` draw, `bounds.size` points at the format's
  /// scale.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(bounds: bounds)
    if format.opaque {
      context.saveGState()
      context.setFillColor(gray: 0, alpha: 1)
      context.fill(CGRect(origin: bounds.origin, size: bounds.size))
      context.restoreGState()
    }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    UIGraphicsPushContext(context)
    actions(rendererContext)
    UIGraphicsPopContext()
    return UIImage(drawing: context, format: format)
  }

  /// Bounds with finite, non-negative sizes (UIKit asserts on others).
  fileprivate static func clamped(_ rect: CGRect) -> CGRect {
    func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return CGRect(
      x: finite(rect.origin.x), y: finite(rect.origin.y), width: max(finite(rect.width), 0),
      height: max(finite(rect.height), 0))
  }
}

extension UIImage {
  /// An image of what `context` recorded, at `format`'s scale.
  convenience init(drawing context: CGContext, format: UIGraphicsImageRendererFormat) {
    let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
    self.init(content: .drawing(context), size: context.bounds.size, scale: scale)
  }
}

// MARK: The current context

/// The contexts pushed on this thread, innermost last, with the image
/// format of each one a `UIGraphicsBeginImageContext` began.
private final class ContextStack: @unchecked Sendable {
  var contexts: [(CGContext, UIGraphicsImageRendererFormat?)] = []
  static var current: ContextStack {
    let key = "UIKit.currentGraphicsContexts"
    if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
    let stack = ContextStack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }
}

/// The context drawing goes to: the innermost renderer's or image
/// context's on this thread, nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last?.0 }
/// Makes `context` the current one.
public func UIGraphicsPushContext(_ context: CGContext) { ContextStack.current.contexts.append((context, nil)) }
/// Restores the context current before the last push.
public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }

/// Begins an image context of `size` points (UIKit's older API).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// Begins an image context of `size` points at `scale` (0: the main
/// screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let format = UIGraphicsImageRendererFormat()
  format.opaque = opaque
  if scale.isFinite, scale > 0 { format.scale = scale }
  let bounds = UIGraphicsImageRenderer.clamped(CGRect(origin: .zero, size: size))
  ContextStack.current.contexts.append((CGContext(bounds: bounds), format))
}
/// The image drawn so far in the current image context (nil when the
/// current context is not one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, format) = ContextStack.current.contexts.last, let format else { return nil }
  return UIImage(drawing: context, format: format)
}
/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  if ContextStack.current.contexts.last?.1 != nil { _ = ContextStack.current.contexts.popLast() }
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes `rect`'s inside edge, one point wide, in the current context.
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

// MARK: Drawing with UIKit's objects

extension UIColor {
  /// Makes this the fill and stroke colour of the current context.
  public func set() {
    setFill()
    setStroke()
  }
  /// Makes this the fill colour of the current context.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes this the stroke colour of the current context.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
  private func painting(_ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(cgPath)
    body(context)
    context.restoreGState()
  }
  /// Fills the path with the current fill colour.
  public func fill() { painting { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) } }
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    painting {
      $0.setBlendMode(blendMode)
      $0.setAlpha(alpha)
      $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }
  /// Strokes the path with the current stroke colour and its line settings.
  public func stroke() { painting { strokeIn($0) } }
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    painting {
      $0.setBlendMode(blendMode)
      $0.setAlpha(alpha)
      strokeIn($0)
    }
  }
  private func strokeIn(_ context: CGContext) {
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.strokePath()
  }
  /// Intersects the current context's clip with the path.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

extension UIImage {
  /// Draws the image at its size with its top left at `point`, upright.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
  /// Draws the image scaled into `rect`, upright.
  public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.drawForeign(self, in: rect) }
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.drawForeign(self, in: rect)
    context.restoreGState()
  }
}

extension UIView {
  /// Draws the view's hierarchy into `rect` of the current context, as
  /// UIKit's; false when no context is current.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    context.drawForeign(self, in: rect)
    return true
  }
}

/// A string drawn with attributes (`draw(at:withAttributes:)`), as Flipbook
/// draws it: at a point, or wrapped in a rectangle.
package final class AttributedDrawing: @unchecked Sendable {
  package let string: String
  package let attributes: [NSAttributedString.Key: Any]
  package let wraps: Bool
  init(string: String, attributes: [NSAttributedString.Key: Any], wraps: Bool) {
    self.string = string
    self.attributes = attributes
    self.wraps = wraps
  }
}

extension NSString {
  /// Draws the string with its top left at `point` in the current context
  /// (`.font`, default Helvetica 12 as UIKit's; `.foregroundColor`,
  /// default black).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?.drawForeign(
      AttributedDrawing(string: self as String, attributes: attributes ?? [:], wraps: false),
      in: CGRect(origin: point, size: .zero))
  }
  /// Draws the string wrapped in `rect` of the current context.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?.drawForeign(
      AttributedDrawing(string: self as String, attributes: attributes ?? [:], wraps: true), in: rect)
  }
}

extension NSString {
  /// The size of the string on one line with `attributes` (`.font`,
  /// default Helvetica 12 as UIKit's), as UIKit's
  /// `size(withAttributes:)`: measured by Flipbook as a label of that font
  /// (the stand-in typeface's widths, see the text issue's figures), zero
  /// for an empty string. Before Flipbook has drawn anything there is no
  /// measurer and the size is zero.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    guard length > 0 else { return .zero }
    let label = UILabel()
    label.text = self as String
    label.font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)
    label.numberOfLines = 1
    let size = label.intrinsicContentSize
    return size.width < 0 || size.height < 0 ? .zero : size
  }
}

extension String {
  /// The size of the string on one line with `attributes` (see
  /// `NSString.size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attributes)
  }

  /// Draws the string with its top left at `point` in the current context.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attributes)
  }
  /// Draws the string wrapped in `rect` of the current context.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attributes)
  }
}
