import Foundation

/// Children side by side, left to right, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row aligned on `alignment` (default centre) with `spacing` between
  /// children (default: 8 points, 0 beside a spacer).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: resolve(content, inputs.container))]
  }
}

/// Children one above the other, top to bottom, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column aligned on `alignment` (default centre) with `spacing`
  /// between children (default: 8 points, 0 beside a spacer).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: resolve(content, inputs.container))]
  }
}

/// Children on top of each other, later ones in front (or by `zIndex`),
/// as SwiftUI's `ZStack`. Each child is offered the stack's proposal; the
/// stack is the union of the children aligned on `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Layers aligned on `alignment` (default centre).
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [ZStackNode(alignment: alignment, children: resolve(content, inputs.container))]
  }
}

/// A flexible space along the enclosing stack's axis, at least `minLength`
/// long (default 8 points), as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
  /// The least length the spacer takes; nil for the default, 8 points.
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [SpacerNode(minLength: minLength ?? StackNode.defaultSpacing)]
  }
}

/// Lays children over each other, aligned; used by `ZStack` and overlays.
final class ZStackNode: ViewNode {
  let alignment: Alignment
  let children: [ViewNode]

  init(alignment: Alignment, children: [ViewNode]) {
    self.alignment = alignment
    self.children = children
  }

  /// Child frames relative to the union's origin, and the union's size.
  private func layout(_ proposal: ProposedViewSize) -> (frames: [CGRect], size: CGSize) {
    let sizes = children.map { $0.sizeThatFits(proposal) }
    let guides = zip(children, sizes).map { child, size -> CGPoint in
      let d = child.dimensions(in: size)
      return CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
    }
    let lineX = guides.map(\.x).max() ?? 0
    let lineY = guides.map(\.y).max() ?? 0
    let frames = zip(guides, sizes).map { guide, size in
      CGRect(x: lineX - guide.x, y: lineY - guide.y, width: size.width, height: size.height)
    }
    let size = CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    return (frames, size)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

  override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let frames = layout(ProposedViewSize(size)).frames
    for (child, frame) in zip(children, frames) {
      if let value = child.explicitAlignment(key, in: frame.size) {
        return (key.axis == .horizontal ? frame.minX : frame.minY) + value
      }
    }
    return nil
  }

  /// Children with their frames in drawing order (zIndex, then order).
  private func ordered(in frame: CGRect) -> [(ViewNode, CGRect)] {
    let (frames, size) = layout(ProposedViewSize(frame.size))
    // Centre the union in the frame when the parent gave a different size.
    let dx = frame.minX + (frame.width - size.width) / 2
    let dy = frame.minY + (frame.height - size.height) / 2
    return zip(children, frames).enumerated()
      .sorted { ($0.element.0.zIndex, $0.offset) < ($1.element.0.zIndex, $1.offset) }
      .map { ($0.element.0, $0.element.1.offsetBy(dx: dx, dy: dy)) }
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    for (child, childFrame) in ordered(in: frame) {
      child.render(in: context.rounded(childFrame), &context)
    }
  }

  override func prepare(in frame: CGRect, scale: CGFloat) {
    for (child, childFrame) in ordered(in: frame) {
      child.prepare(in: pixelRounded(childFrame, scale: scale), scale: scale)
    }
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    for (child, childFrame) in ordered(in: frame).reversed() {
      if let target = child.hitTest(point, in: childFrame) { return target }
    }
    return nil
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    ordered(in: frame).contains { $0.0.contentContains(point, in: $0.1) }
  }
}
