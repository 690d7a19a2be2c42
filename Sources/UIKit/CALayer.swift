import CoreGraphics
import FlipbookCore
import Foundation

// # Core Animation's layers, drawn as `render(in:)` draws them
//
// App code reaches past UIKit's views to their layers: a card's rounded
// corners and shadow (`layer.cornerRadius`, `layer.shadowOpacity`), a
// progress ring as a `CAShapeLayer` whose `strokeEnd` is animated, a
// `CAGradientLayer` behind a label. Flipbook keeps the layer tree these
// calls build (`sublayers`, frames, the properties below, with Core
// Animation's defaults) and draws it where a snapshot or a representable
// shows the view (Flipbook's CALayer+Drawing.swift), back to front: the
// shadow, the background in the layer's corners, the contents (an image,
// or what `draw(in:)` draws), the shape or gradient, the sublayers (clipped
// when `masksToBounds`), the border; a `mask` that is a shape layer (or a
// layer with a background) clips it all.
//
// What is drawn is the *model* tree, as `CALayer.render(in:)` draws it and
// so as swift-snapshot-testing's image of a view shows it: an animation
// added with `add(_:forKey:)` is kept (and listed by `animationKeys()`) but
// changes no property, so a ring animating `strokeEnd` from 0 to 1 is drawn
// at its model value. (The presentation tree iOS shows on screen while an
// animation runs is not modelled; `presentation()` is the layer itself.)
// A view's own layer shares its view's frame, bounds, background colour,
// opacity and hidden flag, as a backing layer does.

/// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`), as Core
/// Animation's `CACornerMask`: in UIKit's flipped coordinates `minY` is
/// the top.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, as Core Animation's
/// `CALayerCornerCurve`: `.circular` (quarter circles, the default) or
/// `.continuous` (Apple's squircle, as SwiftUI's `.continuous` style).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents image fills its bounds, as Core Animation's
/// `CALayerContentsGravity` (`.resize`, the default, stretches it).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// What runs when a layer property changes, as Core Animation's
/// `CAAction`: an animation, or `NSNull()` for none.
public protocol CAAction {}

extension NSNull: CAAction {}

/// What a layer asks of its delegate, as Core Animation's
/// `CALayerDelegate` (every requirement optional: a default does nothing).
public protocol CALayerDelegate: AnyObject {
  /// Draws the layer's contents into `ctx` (its bounds).
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layoutSublayers(of layer: CALayer) {}
}

/// A layer, as Core Animation's `CALayer`: geometry, the appearance
/// properties below with Core Animation's defaults, a tree of sublayers
/// and the animations added to it (see the essay above).
open class CALayer: @unchecked Sendable {
  /// The view the layer backs (nil for a layer made on its own).
  package weak var owner: UIView?
  /// A layer made on its own keeps its own frame and appearance; a view's
  /// layer shares its view's (below).
  private var ownFrame = CGRect.zero
  private var ownBackground: CGColor?
  private var ownHidden = false
  private var ownOpacity: Float = 1
  private var animationsByKey: [(key: String, animation: CAAnimation)] = []

  public required init() {}
  /// A copy of `layer`'s geometry and appearance (Core Animation makes the
  /// presentation layer this way); sublayers are not copied.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    frame = other.frame
    backgroundColor = other.backgroundColor
    cornerRadius = other.cornerRadius
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    masksToBounds = other.masksToBounds
    opacity = other.opacity
  }

  // MARK: Geometry

  /// The layer's frame in its superlayer (a view's layer: its view's).
  open var frame: CGRect {
    get { owner?.frame ?? ownFrame }
    set {
      guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite
      else { return }
      if let owner { owner.frame = newValue } else { ownFrame = newValue }
    }
  }
  /// The layer's bounds: its frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let position = position
      frame.size = newValue.size
      self.position = position
    }
  }
  /// The point of the layer at `anchorPoint`, in its superlayer.
  open var position: CGPoint {
    get { CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height) }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return }
      frame.origin = CGPoint(x: newValue.x - anchorPoint.x * frame.width, y: newValue.y - anchorPoint.y * frame.height)
    }
  }
  /// The point `position` names, as a fraction of the bounds (the centre by
  /// default). Changing it keeps the position and moves the frame.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet {
      let position = CGPoint(
        x: frame.minX + oldValue.x * frame.width, y: frame.minY + oldValue.y * frame.height)
      frame.origin = CGPoint(x: position.x - anchorPoint.x * frame.width, y: position.y - anchorPoint.y * frame.height)
    }
  }
  /// The layer's depth among its siblings (kept; drawn in order).
  open var zPosition: CGFloat = 0
  /// The layer's transform, as an affine one, about its anchor point.
  open func setAffineTransform(_ transform: CGAffineTransform) {
    if let owner { owner.transform = transform } else { affineTransformStorage = transform }
  }
  /// The transform `setAffineTransform` set (a view's layer: its view's
  /// `transform`), applied about the anchor point when drawn.
  open func affineTransform() -> CGAffineTransform { owner?.transform ?? affineTransformStorage }
  private var affineTransformStorage = CGAffineTransform.identity

  // MARK: Appearance

  /// The background colour (a view's layer: its view's).
  open var backgroundColor: CGColor? {
    get { owner.map { $0.backgroundColor?.cgColor } ?? ownBackground }
    set { if let owner { owner.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackground = newValue } }
  }
  /// Whether the layer (and its sublayers) is drawn at all.
  open var isHidden: Bool {
    get { owner?.isHidden ?? ownHidden }
    set { if let owner { owner.isHidden = newValue } else { ownHidden = newValue } }
  }
  /// The layer's opacity, 0 … 1 (a view's layer: its view's alpha).
  open var opacity: Float {
    get { owner.map { Float($0.alpha) } ?? ownOpacity }
    set { if let owner { owner.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
  }
  open var cornerRadius: CGFloat = 0
  /// The corners `cornerRadius` rounds (all four by default).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The corners' curve: `.circular` unless set, as Core Animation's.
  open var cornerCurve: CALayerCornerCurve = .circular
  open var borderWidth: CGFloat = 0
  /// The border's colour: opaque black unless set, as Core Animation's.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// Whether sublayers are clipped to the bounds (and corners).
  open var masksToBounds = false
  /// The shadow's colour (opaque black), opacity (0: no shadow), offset
  /// (0, −3) and blur radius (3), as Core Animation's defaults.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  /// The shadow's outline (nil: the layer's own shape).
  open var shadowPath: CGPath?
  /// An image (`CGImage`, or a `UIImage`'s `cgImage`) drawn in the bounds.
  open var contents: Any?
  open var contentsGravity: CALayerContentsGravity = .resize
  /// Pixels per point of the contents (kept).
  open var contentsScale: CGFloat = 1
  /// Whether the layer is opaque (kept: a hint only).
  open var isOpaque = false
  /// A layer whose alpha masks this one: drawn as a clip when it is a
  /// shape layer (its path) or has a background (its rounded bounds).
  open var mask: CALayer?
  /// A name to find the layer by.
  open var name: String?
  /// Who draws the layer's contents and lays out its sublayers.
  open weak var delegate: CALayerDelegate?
  /// Whether the contents are redrawn when the bounds change (kept: they
  /// are drawn anew for every snapshot).
  open var needsDisplayOnBoundsChange = false
  /// Whether the layer rasterizes its content (kept: a cache only).
  open var shouldRasterize = false
  open var rasterizationScale: CGFloat = 1
  /// The actions run when a property changes (kept: changes apply at
  /// once; `NSNull()` turns one off).
  open var actions: [String: any CAAction]?
  /// Extra properties set with `setValue(_:forKey:)`.
  private var values: [String: Any] = [:]
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  open func value(forKey key: String) -> Any? { values[key] }

  // MARK: The tree

  /// The layers drawn over this one, back to front (nil when none).
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      children.forEach { $0.parent = nil }
      children = []
      newValue?.forEach(addSublayer)
    }
  }
  private var children: [CALayer] = []
  private weak var parent: CALayer?
  /// The layer this one is a sublayer of.
  open var superlayer: CALayer? { parent }

  /// Adds `layer` over the other sublayers (moving it from its old parent).
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }
  /// Inserts `layer` at `index` among the sublayers (clamped to them).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(index), children.count))
    layer.parent = self
  }
  /// Inserts `layer` just under `sibling` (on top when it isn't a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }
  /// Inserts `layer` just over `sibling` (on top when it isn't a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }
  /// Puts `new` where `old` is among the sublayers.
  open func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let index = children.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }
  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  // MARK: Layout and display

  /// Lays out the sublayers: the delegate's layout, then nothing of its
  /// own (override to place them, as Core Animation's).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
  open func setNeedsLayout() {}
  /// Lays the sublayers out now.
  open func layoutIfNeeded() { layoutSublayers() }
  /// Nothing to schedule: contents are drawn anew for every snapshot.
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  open func displayIfNeeded() {}
  open func display() {}
  /// Draws the layer's own contents into `ctx` (its bounds): the
  /// delegate's drawing unless overridden.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

  // MARK: Animations

  /// Adds `animation` under `key` (replacing the one there). The model
  /// values stay as they are (see the essay above).
  open func add(_ animation: CAAnimation, forKey key: String?) {
    let key = key ?? "animation-\(animationsByKey.count)"
    animationsByKey.removeAll { $0.key == key }
    animationsByKey.append((key, animation))
  }
  open func animation(forKey key: String) -> CAAnimation? { animationsByKey.first { $0.key == key }?.animation }
  open func removeAnimation(forKey key: String) { animationsByKey.removeAll { $0.key == key } }
  open func removeAllAnimations() { animationsByKey.removeAll() }
  open func animationKeys() -> [String]? { animationsByKey.isEmpty ? nil : animationsByKey.map(\.key) }

  /// The layer as it is on screen now: itself (see the essay above).
  open func presentation() -> Self? { self }
  /// The model layer: itself.
  open func model() -> Self { self }

  /// Converts `point` from `layer`'s coordinates to this layer's (both in
  /// one tree; frames only, no transforms).
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let from = layer?.originInRoot ?? .zero, to = originInRoot
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }
  /// Converts `point` from this layer's coordinates to `layer`'s.
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let from = originInRoot, to = layer?.originInRoot ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }
  private var originInRoot: CGPoint {
    let own = parent == nil ? .zero : frame.origin
    let above = parent?.originInRoot ?? .zero
    return CGPoint(x: own.x + above.x, y: own.y + above.y)
  }

  /// Draws the layer and its sublayers (its view's hierarchy) into `context`
  /// at its bounds, as Core Animation's `render(in:)`.
  open func render(in context: CGContext) {
    if let owner {
      context.drawForeign(owner, in: CGRect(origin: .zero, size: owner.bounds.size))
    } else {
      context.drawForeign(self, in: CGRect(origin: .zero, size: bounds.size))
    }
  }
}

/// Core Animation's transactions (`CATransaction`): changes apply at once
/// here, so `flush()` and `commit()` have nothing pending; a completion
/// block runs when the outermost transaction commits.
open class CATransaction: @unchecked Sendable {
  /// The open transactions' completion blocks and the settings, behind a
  /// lock (`@unchecked Sendable`: every field is read and written under it).
  private final class Store: @unchecked Sendable {
    let lock = NSLock()
    var completions: [[() -> Void]] = []
    var disablesActions = false
    var duration: Double = 0.25
  }
  private static let store = Store()

  public init() {}
  open class func begin() { store.lock.withLock { store.completions.append([]) } }
  open class func commit() {
    let blocks = store.lock.withLock { store.completions.popLast() ?? [] }
    blocks.forEach { $0() }
  }
  /// Commits the implicit transaction: nothing is pending.
  open class func flush() {}
  open class func setDisableActions(_ flag: Bool) { store.lock.withLock { store.disablesActions = flag } }
  open class func disableActions() -> Bool { store.lock.withLock { store.disablesActions } }
  open class func setAnimationDuration(_ seconds: Double) { store.lock.withLock { store.duration = seconds } }
  open class func animationDuration() -> Double { store.lock.withLock { store.duration } }
  /// Runs `block` when the current transaction commits (at once outside one).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else { return }
    let now: Bool = store.lock.withLock {
      guard !store.completions.isEmpty else { return true }
      store.completions[store.completions.count - 1].append(block)
      return false
    }
    if now { block() }
  }
}

