import Foundation

/// A 2D shape that is also a view, as in SwiftUI: it fills its frame with
/// the foreground style unless `fill` or `stroke` say otherwise.
///
/// Shapes are `Animatable`: their `animatableData` is interpolated when
/// they change inside an animation.
public protocol Shape: Animatable, View {
  /// The outline within `rect` (the shape's frame, origin at its top-left).
  nonisolated func path(in rect: CGRect) -> Path
  /// The size the shape takes for a proposal (default: the proposal, with
  /// unspecified dimensions 10 points).
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// A shape as a view fills itself with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
  }
}

/// A shape that can be inset, so `strokeBorder` can keep its stroke inside.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn with a style: a fill, a stroke, or a stroke kept inside
/// the shape's border.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  enum Drawing {
    case fill(FillStyle)
    case stroke(StrokeStyle)
    /// A stroke inset by half its width (`strokeBorder`), for insettable
    /// shapes, antialiased or not.
    case strokeBorder(StrokeStyle, antialiased: Bool, inset: (Content, CGFloat, CGRect) -> Path)
  }

  /// The shape.
  public var shape: Content
  /// The style it is drawn with.
  public var style: Style
  let drawing: Drawing

  public var body: Never { primitiveBody() }

  /// The shape's data, a solid colour and a stroke's width animate, each as
  /// its own attribute; a gradient changes at once.
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    // A style casting shadows (`.white.shadow(.drop(radius: 2))`): the shape
    // in the plain style under a shadow effect.
    if let casting = style as? any ShadowCastingStyle {
      return casting.shadowedNodes(self, inputs)
    }
    // A stroke's outline filled with a style is that stroke in the style,
    // drawn by Cairo's stroker (exact, where the outline is polygons).
    if case .fill = drawing, let stroked = self.shape as? any StrokeOutline {
      return stroked.strokeNodes(style: AnyShapeStyle(style), inputs)
    }
    let shape = inputs.animated(self.shape, .shape)
    if Content.self == ContainerRelativeShape.self, let container = inputs.environment.containerShape {
      // The container's shape in place of the rectangle.
      let style = inputs.animatedStyle(AnyShapeStyle(self.style))
      let inset = inputs.environment.containerShapeInset
      let drawn = container.inset(inset)
      let mode: ShapeNode.Mode
      switch drawing {
      case .fill(let fillStyle): mode = .fill(fillStyle)
      case .stroke(let strokeStyle), .strokeBorder(let strokeStyle, _, _): mode = .stroke(strokeStyle, antialiased: true)
      }
      return [ShapeNode(path: { rect in drawn.path(in: rect.insetBy(dx: -inset, dy: -inset)) },
        sizeThatFits: { shape.sizeThatFits($0) }, style: style, mode: mode, environment: inputs.environment)]
    }
    let path: (CGRect) -> Path
    let mode: ShapeNode.Mode
    switch drawing {
    case .fill(let fillStyle):
      path = { shape.path(in: $0) }
      mode = .fill(fillStyle)
    case .stroke(let strokeStyle):
      path = { shape.path(in: $0) }
      mode = .stroke(inputs.animated(strokeStyle, .strokeStyle), antialiased: true)
    case .strokeBorder(let strokeStyle, let antialiased, let inset):
      let strokeStyle = inputs.animated(strokeStyle, .strokeStyle)
      path = { inset(shape, strokeStyle.lineWidth / 2, $0) }
      mode = .stroke(strokeStyle, antialiased: antialiased)
    }
    let style = inputs.animatedStyle(AnyShapeStyle(self.style))
    return [ShapeNode(path: path, sizeThatFits: { shape.sizeThatFits($0) },
      style: style, mode: mode, environment: inputs.environment)]
  }
}

/// Draws a shape's path in its frame.
final class ShapeNode: ViewNode {
  typealias Mode = DisplayList.PathItem.Drawing

  let path: (CGRect) -> Path
  let fits: (ProposedViewSize) -> CGSize
  let style: AnyShapeStyle
  let mode: Mode
  let environment: EnvironmentValues

  init(path: @escaping (CGRect) -> Path, sizeThatFits: @escaping (ProposedViewSize) -> CGSize,
    style: AnyShapeStyle, mode: Mode, environment: EnvironmentValues) {
    self.path = path
    self.fits = sizeThatFits
    self.style = style
    self.mode = mode
    self.environment = environment
    super.init()
    role = .leaf
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }

  /// Inside the filled outline (for strokes too: Flipbook hit-tests a
  /// stroked shape by its fill area).
  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    let frame = placed.frame
    return path(CGRect(origin: .zero, size: frame.size)).contains(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
  }

  /// The outline laid in the frame, in root space, painted with the style's
  /// shading over the frame, its colours resolved in the view's environment.
  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    let frame = placed.frame
    let outline = path(CGRect(origin: .zero, size: frame.size))
      .applying(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    let shading = style._shading(in: frame, environment: environment).resolved(in: environment)
    if case .fill(let fillStyle) = mode, let material = style.base as? Material {
      let look = material.look(in: environment)
      list.append(.backdrop(DisplayList.BackdropItem(
        path: outline, fillStyle: fillStyle, blurRadius: look.blurRadius, saturation: look.saturation, tint: shading)))
      return
    }
    let item = DisplayList.Item.path(DisplayList.PathItem(path: outline, shading: shading, drawing: mode))
    // A style with a blend mode (`.blendMode(.plusDarker)` on the style)
    // draws the shape as a group composited so.
    if let blend = style._blendMode(in: environment), blend != .normal {
      var content = DisplayList()
      content.append(item)
      list.append(.blendMode(blend.graphicsBlendMode), content)
    } else {
      list.append(item)
    }
  }
}

nonisolated extension Shape {
  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }

  /// Fills the shape with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
  }

  /// Strokes the outline with `content`, centred on the path.
  /// `antialiased` (iOS 17) is accepted; strokes are always antialiased.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style))
  }

  /// Strokes the outline with `content`, `lineWidth` points wide.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The stroke of this shape as a shape of its own, as SwiftUI's
  /// `stroke(style:)`: drawn as a view it is the stroke in the foreground
  /// style; `.fill(_:)` paints the stroke with any style, and its path is
  /// the stroke's outline (`Path.strokedPath(_:)`).
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }

  /// The stroke, `lineWidth` points wide, as a shape of its own (see
  /// `stroke(style:)`).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }
}

nonisolated extension InsettableShape {
  /// Strokes inside the shape's border: the shape inset by half the width.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content,
      drawing: .strokeBorder(style, antialiased: antialiased,
        inset: { shape, amount, rect in shape.inset(by: amount).path(in: rect) }))
  }

  /// Strokes inside the shape's border, `lineWidth` points wide.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Strokes inside the border with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// Strokes inside the border with the foreground style, `lineWidth` points wide.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
    strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
