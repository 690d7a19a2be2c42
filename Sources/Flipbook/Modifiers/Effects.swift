import Foundation

extension View {
  /// Draws the view at `opacity` (0 ... 1), composited once as a group:
  /// overlapping children do not show through each other.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }

  /// Draws the view moved by `offset`, without changing its layout.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Draws the view moved by (`x`, `y`), without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Draws the view rotated by `angle` (clockwise on screen for positive
  /// angles) about `anchor` of its frame.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }

  /// Draws the view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Draws the view scaled uniformly by `s` about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Clips the view to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_EffectModifier { node, inputs in
      let shape = inputs.animatedShape(shape)
      return EffectNode(node, mapPoint: { point, frame in
        shape.path(in: CGRect(origin: .zero, size: frame.size))
          .contains(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), eoFill: style.isEOFilled) ? point : nil
      }) { frame, context, draw in
        let saved = context.graphics
        context.graphics.clip(
          to: shape.path(in: CGRect(origin: .zero, size: frame.size))
            .applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)), style: style)
        draw(&context)
        context.graphics = saved
      }
    })
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
  }

  /// Uses `shape` instead of the drawn content for hit testing (taps).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_EffectModifier { node, _ in ContentShapeNode(node, shape: { shape.path(in: $0) }, eoFill: eoFill) })
  }

  /// Composites the view's drawing as one group before later effects
  /// (opacity, shadow, blend mode) apply to it.
  public func compositingGroup() -> some View {
    modifier(_EffectModifier { node, _ in EffectNode(node) { _, context, draw in context.inLayer(draw) } })
  }

  /// Renders the view offscreen as one image, then composites it (Flipbook
  /// always rasterizes; this equals `compositingGroup()`).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    compositingGroup()
  }

  /// Keeps the view's layout but draws nothing and takes no taps.
  public func hidden() -> some View {
    modifier(_EffectModifier { node, _ in EffectNode(node, mapPoint: { _, _ in nil }) { _, _, _ in } })
  }

  /// Orders the view among its ZStack siblings: higher is in front (default 0).
  public func zIndex(_ value: Double) -> some View {
    modifier(_EffectModifier { node, _ in ZIndexNode(node, zIndex: value) })
  }

  /// Adds a shadow to every shape the view draws (use `compositingGroup()`
  /// first to shadow the whole). Radius is the blur's standard deviation;
  /// the default colour is black at 33 % in linear sRGB, as in SwiftUI.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_EffectModifier { node, inputs in
      let environment = inputs.environment
      return EffectNode(node) { _, context, draw in
        let saved = context.graphics
        context.graphics.addFilter(.shadow(color: Color(color.resolve(in: environment)), radius: radius, x: x, y: y))
        draw(&context)
        context.graphics = saved
      }
    })
  }

  /// Composites the view as a group with `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_EffectModifier { node, _ in
      EffectNode(node) { _, context, draw in
        let saved = context.graphics
        context.graphics.blendMode = blendMode.graphicsBlendMode
        context.inLayer(draw)
        context.graphics = saved
      }
    })
  }

  /// Masks the view with the alpha of `mask`, laid out in the view's frame.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    let maskView = mask()
    return modifier(_EffectModifier { node, inputs in
      let maskNode = resolveSingle(maskView, inputs.container.child(.type("mask")))
      return EffectNode(node) { frame, context, draw in
        context.inLayer { layer in
          draw(&layer)
          let size = maskNode.sizeThatFits(ProposedViewSize(frame.size))
          let maskFrame = aligned(size, in: frame.size, child: maskNode, alignment: alignment)
            .offsetBy(dx: frame.minX, dy: frame.minY)
          let saved = layer.graphics
          layer.graphics.blendMode = .destinationIn
          layer.inLayer { maskLayer in maskNode.render(in: maskLayer.rounded(maskFrame), &maskLayer) }
          layer.graphics = saved
        }
      }
    })
  }

  /// Masks the view with the alpha of `mask` (iOS 13's form).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask(alignment: .center) { mask }
  }
}

/// How drawing groups store colour, as in SwiftUI (accepted; Flipbook
/// renders 8-bit sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

final class ZIndexNode: ModifierNode {
  let value: Double
  init(_ child: ViewNode, zIndex: Double) {
    value = zIndex
    super.init(child)
  }
  override var zIndex: Double { value }
}

/// Replaces the child's content for hit testing with a shape.
final class ContentShapeNode: ModifierNode {
  let shape: (CGRect) -> Path
  let eoFill: Bool

  init(_ child: ViewNode, shape: @escaping (CGRect) -> Path, eoFill: Bool) {
    self.shape = shape
    self.eoFill = eoFill
    super.init(child)
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    shape(CGRect(origin: .zero, size: frame.size))
      .contains(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), eoFill: eoFill)
  }
}

/// `.opacity`: draws the content as one group at `opacity`.
struct _OpacityEffect: ViewModifier, NodeModifier {
  var opacity: Double
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    opacityEffect(node, inputs.animated(opacity, "opacity"))
  }
}

/// Draws `node` at `opacity`, composited once as a group. A fully
/// transparent view takes no taps, as in SwiftUI.
func opacityEffect(_ node: ViewNode, _ opacity: Double) -> ViewNode {
  EffectNode(node, mapPoint: { point, _ in opacity > 0 ? point : nil }) { _, context, draw in
    guard opacity < 1 else { return draw(&context) }
    guard opacity > 0 else { return }
    let saved = context.graphics
    context.graphics.opacity *= opacity
    context.inLayer(draw)
    context.graphics = saved
  }
}

/// `.offset`: draws the content moved, its layout unchanged.
struct _OffsetEffect: ViewModifier, NodeModifier {
  var offset: CGSize
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let offset = inputs.animated(offset, "offset")
    return transformedNode(node) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
  }
}

/// `.rotationEffect`: draws the content rotated about an anchor.
struct _RotationEffect: ViewModifier, NodeModifier {
  var angle: Angle
  var anchor: UnitPoint
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let angle = inputs.animated(angle, "rotation")
    let anchor = inputs.animated(anchor, "rotationAnchor")
    return transformedNode(node) { frame in
      transform(about: anchor, of: frame, CGAffineTransform(rotationAngle: angle.radians))
    }
  }
}

/// `.scaleEffect`: draws the content scaled about an anchor.
struct _ScaleEffect: ViewModifier, NodeModifier {
  var scale: CGSize
  var anchor: UnitPoint
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let scale = inputs.animated(scale, "scale")
    let anchor = inputs.animated(anchor, "scaleAnchor")
    return transformedNode(node) { frame in
      transform(about: anchor, of: frame, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }
  }
}

/// The `.move(edge:)` transition's effect: the content offset towards
/// `edge` by `amount` times its own width or height.
struct _MoveEffect: ViewModifier, NodeModifier {
  var edge: Edge
  var amount: CGFloat
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let amount = inputs.animated(amount, "move")
    let edge = self.edge
    return transformedNode(node) { frame in
      switch edge {
      case .leading: CGAffineTransform(translationX: -frame.width * amount, y: 0)
      case .trailing: CGAffineTransform(translationX: frame.width * amount, y: 0)
      case .top: CGAffineTransform(translationX: 0, y: -frame.height * amount)
      case .bottom: CGAffineTransform(translationX: 0, y: frame.height * amount)
      }
    }
  }
}
