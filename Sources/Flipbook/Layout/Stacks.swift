import Foundation

/// Children side by side, left to right, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
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
    var content = inputs.container
    content.stackAxis = .horizontal
    return [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: resolve(self.content, content))]
  }
}

/// Children one above the other, top to bottom, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
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
    var content = inputs.container
    content.stackAxis = .vertical
    return [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: resolve(self.content, content))]
  }
}

/// Children on top of each other, later ones in front (or by `zIndex`),
/// as SwiftUI's `ZStack`. Each child is offered the stack's proposal; the
/// stack is the union of the children aligned on `alignment`.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
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
nonisolated public struct Spacer: View, PrimitiveView {
  /// The least length the spacer takes; nil for the default, 8 points.
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [SpacerNode(minLength: minLength ?? StackNode.defaultSpacing, axis: inputs.stackAxis)]
  }
}

/// Lays children over each other, aligned; used by `ZStack` and layered
/// overlays. Children are drawn in order of `zIndex`, then of the list.
final class ZStackNode: ViewNode, StackPlacing {
  let alignment: Alignment
  let children: [ViewNode]

  init(alignment: Alignment, children: [ViewNode]) {
    self.alignment = alignment
    self.children = children
    super.init()
    takeGuides(from: children)
  }

  /// Child frames relative to the union's origin, the union's size, and
  /// the proposal each child was sized for.
  ///
  /// With layout priorities, as SwiftUI's ZStack: the children of the
  /// highest priority are offered the stack's proposal, and their union is
  /// the stack's size; the others are then offered that size (a
  /// background sized by its content). SwiftUI's `layoutPriority(_:)`
  /// documentation, and objc.io's "Thinking in SwiftUI" (ZStack).
  private func layout(_ proposal: ProposedViewSize) -> (frames: [CGRect], size: CGSize, proposals: [ProposedViewSize]) {
    let priorities = children.map { $0.traits.layoutPriority }
    var proposals = [ProposedViewSize](repeating: proposal, count: children.count)
    if let top = priorities.max(), priorities.contains(where: { $0 != top }) {
      let leading = children.indices.filter { priorities[$0] == top }
      let union = arrange(leading.map { children[$0] }, leading.map { children[$0].sizeThatFits(proposal) }).size
      for index in children.indices where priorities[index] != top { proposals[index] = ProposedViewSize(union) }
    }
    let sizes = zip(children, proposals).map { $0.sizeThatFits($1) }
    let (frames, size) = arrange(children, sizes)
    return (frames, size, proposals)
  }

  /// `nodes` of `sizes` aligned on the stack's alignment: their frames
  /// relative to the union's origin, and the union's size.
  private func arrange(_ nodes: [ViewNode], _ sizes: [CGSize]) -> (frames: [CGRect], size: CGSize) {
    let guides = zip(nodes, sizes).map { child, size -> CGPoint in
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

  override func measure(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }
  override func computeSpacing() -> ViewSpacing {
    children.reduce(into: ViewSpacing.empty) { $0.formUnion($1.spacingPreferences) }
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let pairs = Array(zip(children, layout(ProposedViewSize(size)).frames))
    for (child, frame) in key.isLastTextBaseline ? pairs.reversed() : pairs {
      if let value = child.explicitAlignment(key, in: frame.size) {
        return (key.axis == .horizontal ? frame.minX : frame.minY) + value
      }
    }
    return nil
  }

  /// What the stack lays its children out under when it is placed at
  /// `size`: the proposal as given, and, along an axis where nothing was
  /// proposed, its own placed length. So in a vertical scroll view a
  /// `ZStack { photo; VStack { Spacer(); bar } }` is as tall as the photo
  /// and the bar sits at the photo's bottom, as on iOS, not in the middle
  /// of a column its spacer's 8 points tall. SwiftUI places a ZStack's
  /// children under the stack's own size (its placement context carries
  /// only the size; the reverse-engineered `_ZStackLayout` placement of
  /// OpenSwiftUI's peers, read for behaviour; Foodybite's restaurant
  /// details, iOS 18.1, 3×). Where a length was proposed it is kept, as
  /// the stack's placed length is that length's answer and re-proposing a
  /// pixel-rounded copy would only risk re-wrapping a text.
  func placementProposal(_ proposal: ProposedViewSize, in size: CGSize) -> ProposedViewSize {
    ProposedViewSize(proposal.replacingUnspecifiedDimensions(by: size))
  }

  /// Each child's frame in `frame` and the proposal it was sized for.
  func childPlacements(in frame: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
    let (frames, size, proposals) = layout(placementProposal(proposal, in: frame.size))
    let dx = frame.minX + (frame.width - size.width) / 2
    let dy = frame.minY + (frame.height - size.height) / 2
    return zip(frames, proposals).map { ($0.offsetBy(dx: dx, dy: dy), $1) }
  }

  /// Children in drawing order (zIndex, then order), the union centred in
  /// the frame when the parent gave a different size.
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let (frames, size, proposals) = layout(placementProposal(proposal, in: frame.size))
    let dx = frame.minX + (frame.width - size.width) / 2
    let dy = frame.minY + (frame.height - size.height) / 2
    let ordered = zip(children, zip(frames, proposals)).enumerated()
      .sorted { ($0.element.0.traits.zIndex, $0.offset) < ($1.element.0.traits.zIndex, $1.offset) }
      .map { ($0.element.0, $0.element.1.0, $0.element.1.1) }
    // Departing views are placed last (a matched one follows the frame of
    // the view replacing it), and drawn in their place.
    var placed = [PlacedView?](repeating: nil, count: ordered.count)
    for departing in [false, true] {
      for (i, (child, childFrame, childProposal)) in ordered.enumerated() where child.role.isDeparting == departing {
        placed[i] = pass.place(child, in: childFrame.offsetBy(dx: dx, dy: dy), proposal: childProposal)
      }
    }
    return placed.compactMap { $0 }
  }
}
