import CoreGraphics
import Foundation

// # A UIKit view that draws itself
//
// Views an app subclasses draw in three ways, and a snapshot on iOS shows
// all three: what `draw(_:)` draws, the layer tree (`CAShapeLayer` rings,
// `CAGradientLayer` backgrounds, a card's shadow and corners), and the
// subviews. `UIKitSelfDrawnView` draws a view of an app's class (or one of
// UIKit's plain containers) as `CALayer.render(in:)` does, at the size
// SwiftUI gives the representable: it sets the view's frame, lays it out
// (`layoutIfNeeded`, so an override of `layoutSubviews` places its
// sublayers), records `draw(_:)` into a `CGContext` pushed as UIKit's
// current context, captures the layer tree (UIKit/CALayer.swift: the model
// values; animations added to layers change nothing), and plays both back
// in a `Canvas`; subviews are drawn over them as a hierarchy is
// (UIKitHierarchy.swift). The view's own background, corners, border and
// opacity are drawn around it by `UIKitCounterpart`, as for every view.

/// What a view of an app's class draws (see above).
struct UIKitSelfDrawnView: View {
  let view: UIView

  var body: some View {
    GeometryReader { proxy in
      let picture = UIKitSelfDrawnView.picture(of: view, size: proxy.size)
      Canvas { context, _ in picture.draw(in: &context) }
    }
  }

  /// The view's `draw(_:)` and its layer's sublayers at `size`.
  @MainActor static func picture(of view: UIView, size: CGSize) -> LayerPicture {
    // A view in a hierarchy has its frame from the hierarchy's layout; a
    // representable's own view takes the size SwiftUI gives it.
    if view.superview == nil { UIKitCounterpart.layOut(view, size: size) }
    let bounds = view.bounds
    let recording = CGContext(bounds: bounds)
    UIGraphicsPushContext(recording)
    view.draw(bounds)
    UIGraphicsPopContext()
    guard let layer = view.layerIfMade else {
      var picture = LayerPicture(frame: bounds)
      picture.drawing = recording.operations.isEmpty ? nil : recording
      return picture
    }
    // The view's own layer as any layer is (a `layerClass` of
    // `CAGradientLayer` draws its gradient), but for what the view's
    // decoration draws around it (UIKitCounterpart: background, border,
    // shadow, mask, opacity) and with the view's `draw(_:)` as its drawing (the
    // view is its layer's delegate).
    var picture = LayerPicture(capturing: layer)
    picture.frame = bounds
    picture.transform = .identity  // the view's transform is its decoration's
    picture.isHidden = false
    picture.opacity = 1
    picture.background = nil
    picture.border = nil
    picture.shadow = nil
    picture.mask = nil
    picture.drawing = recording.operations.isEmpty ? nil : recording
    return picture
  }

  /// Whether `view` is drawn by its own means: a class an app declared
  /// (up to the first of UIKit's classes it inherits) or UIKit's plain
  /// containers, whose content is only what the app puts in them. Other
  /// stand-in classes Flipbook has no counterpart for are not.
  static func drawsItself(_ view: UIView) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: view)
    while let current = mirror {
      let type = current.subjectType
      if plainContainers.contains(ObjectIdentifier(type)) { return true }
      let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
      if standInModules.contains(module) { return false }
      mirror = current.superclassMirror
    }
    return false
  }

  /// UIKit's classes that hold nothing of their own.
  static let plainContainers: Set<ObjectIdentifier> = [
    ObjectIdentifier(UIView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIScrollView.self),
    ObjectIdentifier(UIWindow.self),
  ]

  /// The modules whose classes stand in for Apple's (Package.swift's
  /// platform modules that declare views).
  static let standInModules: Set<String> = [
    "UIKit", "MapKit", "MessageUI", "AVFoundation", "AVKit", "VisionKit", "PDFKit", "StoreKit", "WebKit", "Photos",
    "PhotosUI", "SafariServices", "AuthenticationServices", "EventKitUI", "Flipbook",
  ]
}

extension CALayer {
  /// The shape of the layer's corners: `cornerRadius` on the corners
  /// `maskedCorners` names, circular arcs unless `cornerCurve` is
  /// `.continuous` (Core Animation's default is circular); radii that
  /// would overlap shrink as any uneven rounded rectangle's do.
  var cornerShape: UnevenRoundedRectangle {
    let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    let rounded = { (corner: CACornerMask) in self.maskedCorners.contains(corner) ? radius : 0 }
    return UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: rounded(.layerMinXMinYCorner), bottomLeading: rounded(.layerMinXMaxYCorner),
        bottomTrailing: rounded(.layerMaxXMaxYCorner), topTrailing: rounded(.layerMaxXMinYCorner)),
      style: cornerCurve == .continuous ? .continuous : .circular)
  }
}

/// A layer tree captured for drawing: each layer's geometry and
/// appearance, read once (see the essay above and UIKit/CALayer.swift).
struct LayerPicture {
  var frame: CGRect
  /// The layer's affine transform and the anchor point it turns about.
  var transform = CGAffineTransform.identity
  var anchor = CGPoint(x: 0.5, y: 0.5)
  var isHidden = false
  var opacity: Double = 1
  var outline: Path
  var background: Color?
  var border: (color: Color, width: CGFloat)?
  var shadow: (color: Color, radius: CGFloat, offset: CGSize, path: Path?)?
  var contents: (image: Image, rect: CGRect)?
  var drawing: CGContext?
  var shape: Shape?
  var gradient: GradientFill?
  var text: (text: Text, alignment: UnitPoint, wraps: Bool)?
  var clipsSublayers = false
  /// The layer's `mask` as a clip (its path, in the layer's coordinates).
  var mask: (path: Path, style: FillStyle)?
  var sublayers: [LayerPicture] = []

  struct Shape {
    var path: Path
    var fill: Color?
    var evenOdd: Bool
    var stroke: Color?
    var style: StrokeStyle
    var range: ClosedRange<CGFloat>
  }

  struct GradientFill {
    var gradient: Gradient
    var start: CGPoint
    var end: CGPoint
    var type: CAGradientLayerType
  }

  init(frame: CGRect) {
    self.frame = frame
    outline = Path(CGRect(origin: .zero, size: frame.size))
  }

  /// `layer` and its sublayers as they are now.
  init(capturing layer: CALayer) {
    let bounds = layer.bounds
    self.init(frame: layer.frame)
    let transform = layer.affineTransform()
    if [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) {
      self.transform = transform
    }
    anchor = layer.anchorPoint
    isHidden = layer.isHidden
    opacity = Double(min(max(layer.opacity.isFinite ? layer.opacity : 1, 0), 1))
    outline = Self.outline(of: layer, in: bounds)
    background = layer.backgroundColor.map { Color(cgColor: $0) }
    if layer.borderWidth > 0, layer.borderWidth.isFinite, let color = layer.borderColor {
      border = (Color(cgColor: color), layer.borderWidth)
    }
    shadow = Self.shadow(of: layer)
    contents = Self.contents(of: layer, in: bounds)
    let recording = CGContext(bounds: bounds)
    layer.draw(in: recording)
    drawing = recording.operations.isEmpty ? nil : recording
    if let shapeLayer = layer as? CAShapeLayer, let path = shapeLayer.path {
      let start = min(max(shapeLayer.strokeStart, 0), 1), end = min(max(shapeLayer.strokeEnd, 0), 1)
      shape = Shape(
        path: Path(path), fill: shapeLayer.fillColor.map { Color(cgColor: $0) },
        evenOdd: shapeLayer.fillRule == .evenOdd, stroke: shapeLayer.strokeColor.map { Color(cgColor: $0) },
        style: StrokeStyle(
          lineWidth: shapeLayer.lineWidth.isFinite ? max(shapeLayer.lineWidth, 0) : 1,
          lineCap: shapeLayer.lineCap == .round ? .round : shapeLayer.lineCap == .square ? .square : .butt,
          lineJoin: shapeLayer.lineJoin == .round ? .round : shapeLayer.lineJoin == .bevel ? .bevel : .miter,
          miterLimit: shapeLayer.miterLimit,
          dash: (shapeLayer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
          dashPhase: shapeLayer.lineDashPhase),
        range: start...max(start, end))
      if end < start { shape?.stroke = nil }
    }
    if let gradientLayer = layer as? CAGradientLayer {
      let colors = gradientLayer.cgColors.map { Color(cgColor: $0) }
      if !colors.isEmpty {
        let locations = (gradientLayer.locations ?? []).map { CGFloat($0.doubleValue) }
        let stops =
          locations.count == colors.count
          ? zip(colors, locations).map { Gradient.Stop(color: $0, location: $1) }
          : colors.enumerated().map { index, color in
            Gradient.Stop(color: color, location: colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
          }
        gradient = GradientFill(
          gradient: Gradient(stops: stops),
          start: CGPoint(x: gradientLayer.startPoint.x * bounds.width, y: gradientLayer.startPoint.y * bounds.height),
          end: CGPoint(x: gradientLayer.endPoint.x * bounds.width, y: gradientLayer.endPoint.y * bounds.height),
          type: gradientLayer.type)
      }
    }
    if let textLayer = layer as? CATextLayer, let string = textLayer.text {
      let size = textLayer.fontSize.isFinite && textLayer.fontSize > 0 ? textLayer.fontSize : 36
      let font: Font =
        switch textLayer.font {
        case let font as UIFont: Font(font.withSize(size))
        case let name as String: .custom(name, size: size)
        default: .custom("Helvetica", size: size)
        }
      let alignment: UnitPoint =
        switch textLayer.alignmentMode {
        case .center: .top
        case .right: .topTrailing
        default: .topLeading
        }
      text = (
        Text(verbatim: string).font(font).foregroundColor(textLayer.foregroundColor.map { Color(cgColor: $0) } ?? .white),
        alignment, textLayer.isWrapped
      )
    }
    clipsSublayers = layer.masksToBounds
    mask = Self.mask(of: layer)
    sublayers = (layer.sublayers ?? []).map(LayerPicture.init(capturing:))
  }

  /// The clip a layer's `mask` makes: a shape layer's path (by its fill
  /// rule), or another layer's outline where it has a background (its
  /// rounded bounds), each at the mask's frame. A mask drawn otherwise (a
  /// gradient's alpha, an image's) is not modelled, and masks nothing.
  static func mask(of layer: CALayer) -> (path: Path, style: FillStyle)? {
    guard let mask = layer.mask else { return nil }
    let origin = CGAffineTransform(translationX: mask.frame.minX, y: mask.frame.minY)
    if let shape = mask as? CAShapeLayer, let path = shape.path {
      return (Path(path).applying(origin), FillStyle(eoFill: shape.fillRule == .evenOdd))
    }
    guard mask.backgroundColor != nil else { return nil }
    return (outline(of: mask, in: mask.bounds).applying(origin), FillStyle())
  }

  /// The layer's bounds in its corners (`CALayer.cornerShape`).
  static func outline(of layer: CALayer, in bounds: CGRect) -> Path { layer.cornerShape.path(in: bounds) }

  /// The shadow a layer casts: its colour at `shadowOpacity`, blur radius,
  /// offset and `shadowPath`; nil when it casts none (no opacity, no
  /// colour, a value that is not finite) or masks to its bounds, which
  /// clips its own shadow away on iOS.
  static func shadow(of layer: CALayer) -> (color: Color, radius: CGFloat, offset: CGSize, path: Path?)? {
    guard layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor, layer.shadowRadius.isFinite,
      layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite
    else { return nil }
    return (
      Color(cgColor: color).opacity(Double(min(layer.shadowOpacity, 1))), max(layer.shadowRadius, 0),
      layer.shadowOffset, layer.shadowPath.map { Path($0) }
    )
  }

  /// The layer's contents image placed by its gravity (nil when it holds
  /// no image).
  static func contents(of layer: CALayer, in bounds: CGRect) -> (image: Image, rect: CGRect)? {
    let cgImage: CGImage? =
      switch layer.contents {
      case let image as CGImage: image
      case let image as UIImage: image.cgImage
      default: nil
      }
    guard let cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
    let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
    let natural = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    let image = Image(decorative: cgImage, scale: scale).resizable()
    let gravity = layer.contentsGravity
    var rect = bounds
    switch gravity {
    case .resize: break
    case .resizeAspect, .resizeAspectFill:
      let ratio = natural.width / natural.height, boundsRatio = bounds.width / max(bounds.height, .ulpOfOne)
      let fitsWidth = (ratio > boundsRatio) == (gravity == .resizeAspect)
      let size =
        fitsWidth
        ? CGSize(width: bounds.width, height: bounds.width / ratio)
        : CGSize(width: bounds.height * ratio, height: bounds.height)
      rect = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    default:
      let x: CGFloat =
        [.left, .topLeft, .bottomLeft].contains(gravity) ? 0
        : [.right, .topRight, .bottomRight].contains(gravity) ? bounds.width - natural.width
        : (bounds.width - natural.width) / 2
      let y: CGFloat =
        [.top, .topLeft, .topRight].contains(gravity) ? 0
        : [.bottom, .bottomLeft, .bottomRight].contains(gravity) ? bounds.height - natural.height
        : (bounds.height - natural.height) / 2
      rect = CGRect(origin: CGPoint(x: x, y: y), size: natural)
    }
    return (image, rect)
  }

  /// Draws the layer into `context`, whose origin is the layer's
  /// superlayer's bounds' origin (its own for the view's layer).
  func draw(in context: inout GraphicsContext) {
    guard !isHidden, opacity > 0 else { return }
    var c = context
    c.opacity *= opacity
    if let mask {
      c.translateBy(x: frame.minX, y: frame.minY)
      c.clip(to: mask.path, style: mask.style)
      c.translateBy(x: -frame.minX, y: -frame.minY)
    }
    let body = { (inner: inout GraphicsContext) in self.drawBody(in: &inner) }
    if let shadow {
      var shadowed = c
      if let path = shadow.path {
        shadowed.addFilter(
          .shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height, options: .shadowOnly))
        shadowed.fill(path, with: .color(.black))
        body(&c)
      } else {
        shadowed.addFilter(.shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
        shadowed.drawLayer { inner in body(&inner) }
      }
    } else {
      body(&c)
    }
  }

  /// The background, contents, drawing, shape or gradient or text,
  /// sublayers and border, in the layer's coordinates.
  private func drawBody(in context: inout GraphicsContext) {
    var c = context
    if transform.isIdentity {
      c.translateBy(x: frame.minX, y: frame.minY)
    } else {
      let pivot = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
      c.translateBy(x: frame.minX + pivot.x, y: frame.minY + pivot.y)
      c.concatenate(transform)
      c.translateBy(x: -pivot.x, y: -pivot.y)
    }
    if let background { c.fill(outline, with: .color(background)) }
    var inside = c
    if clipsSublayers { inside.clip(to: outline) }
    if let contents { inside.draw(contents.image, in: contents.rect) }
    drawing?.draw(in: &inside)
    if let gradient {
      let shading: GraphicsContext.Shading
      switch gradient.type {
      case .radial:
        let radii = CGSize(width: abs(gradient.end.x - gradient.start.x), height: abs(gradient.end.y - gradient.start.y))
        shading = ._ellipticalGradient(
          gradient.gradient, center: gradient.start, radii: CGSize(width: max(radii.width, 0.01), height: max(radii.height, 0.01)),
          startFraction: 0, endFraction: 1)
      case .conic:
        let angle = atan2(gradient.end.y - gradient.start.y, gradient.end.x - gradient.start.x)
        shading = .conicGradient(gradient.gradient, center: gradient.start, angle: .radians(Double(angle)))
      default:
        shading = .linearGradient(gradient.gradient, startPoint: gradient.start, endPoint: gradient.end)
      }
      inside.fill(outline, with: shading)
    }
    if let shape {
      if let fill = shape.fill { inside.fill(shape.path, with: .color(fill), style: FillStyle(eoFill: shape.evenOdd)) }
      if let stroke = shape.stroke, shape.style.lineWidth > 0 {
        let path = shape.range == 0...1 ? shape.path : shape.path.trimmedPath(from: shape.range.lowerBound, to: shape.range.upperBound)
        inside.stroke(path, with: .color(stroke), style: shape.style)
      }
    }
    if let text {
      let bounds = CGRect(origin: .zero, size: frame.size)
      if text.wraps {
        inside.draw(text.text, in: bounds)
      } else {
        let x = bounds.width * text.alignment.x
        inside.draw(text.text, at: CGPoint(x: x, y: 0), anchor: text.alignment)
      }
    }
    for sublayer in sublayers { sublayer.draw(in: &inside) }
    if let border {
      // Core Animation draws the border inside the bounds, along the
      // corners: the outline stroked twice as wide, clipped to it.
      c.clip(to: outline)
      c.stroke(outline, with: .color(border.color), lineWidth: border.width * 2)
    }
  }
}
