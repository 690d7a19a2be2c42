import Foundation

// MARK: - Safe areas
//
// A device's screen has insets its content stays out of (the status bar,
// the home indicator); SwiftUI offers the root view the rest, the *safe
// area*, and centres it there. Flipbook's layout pass carries the safe
// area as a rectangle in root space (`LayoutPass.safeArea`) beside the
// canvas (`bounds`):
//
// - A preview of a device sets the device's insets; a film or an
//   `ImageRenderer` has none unless given some, so the safe area is the
//   whole canvas.
// - `ignoresSafeArea(_:edges:)` leaves the view's size as its content
//   chooses, and then, on each edge it names where the view's frame
//   reaches the safe area's edge, extends the frame to the canvas's edge
//   and offers the content that larger size, as SwiftUI does: a background
//   that fills a screen's safe area then fills the whole screen, and one in
//   the middle of a stack stays where it is.
// - `safeAreaInset(edge:…)` lays a view along an edge and shrinks the safe
//   area of the view it modifies by that view's thickness, so content
//   that ignores the safe area still runs under the bar;
//   `safeAreaPadding` shrinks it by a length alone.
// - `GeometryProxy.safeAreaInsets` reads how far the safe area's edges lie
//   inside a reader's frame.

/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The device's and containers' insets (bars, the home indicator).
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The software keyboard's (never shown in Flipbook).
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.ignoresSafeArea`: a node whose content reaches into the unsafe area
/// on the edges its frame touches.
nonisolated struct _SafeAreaIgnoringLayout: ViewModifier, NodeModifier {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    regions.contains(.container) && !edges.isEmpty ? SafeAreaIgnoringNode(node, edges: edges) : node
  }
}

final class SafeAreaIgnoringNode: ModifierNode {
  let edges: Edge.Set

  init(_ child: ViewNode, edges: Edge.Set) {
    self.edges = edges
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let expanded = Self.expand(frame, edges: edges, pass)
    guard expanded != frame else { return super.placeChildren(in: frame, proposal: proposal, pass) }
    return [pass.place(child, in: expanded, proposal: ProposedViewSize(expanded.size))]
  }

  /// `frame` reaching the canvas's edge on each of `edges` where it
  /// touches the safe area's edge (within a hundredth of a point).
  static func expand(_ frame: CGRect, edges: Edge.Set, _ pass: LayoutPass) -> CGRect {
    let safe = pass.safeArea, bounds = pass.bounds
    guard !safe.isInfinite, !bounds.isInfinite, !safe.isNull else { return frame }
    let slack: CGFloat = 0.01
    var (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, bounds.minY) }
    if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, bounds.maxY) }
    if edges.contains(.leading), minX <= safe.minX + slack { minX = min(minX, bounds.minX) }
    if edges.contains(.trailing), maxX >= safe.maxX - slack { maxX = max(maxX, bounds.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// `.safeAreaInset(edge:…)`: `inset` laid along an edge of the modified
/// view, which is padded by its thickness (plus `spacing`), and whose
/// safe area shrinks by as much.
nonisolated struct _SafeAreaInsetLayout<Inset: View>: ViewModifier, NodeModifier {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat
  let inset: Inset

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let insetNode = resolveLayered(inset, alignment: alignment, inputs.container.child(.slot(.safeAreaInset)))
    return SafeAreaInsetNode(node, inset: insetNode, edge: edge, alignment: alignment, spacing: spacing)
  }
}

final class SafeAreaInsetNode: ModifierNode {
  let inset: ViewNode
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat

  init(_ child: ViewNode, inset: ViewNode, edge: Edge, alignment: Alignment, spacing: CGFloat) {
    self.inset = inset
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
    super.init(child)
    // Its child's guides are not seen through it.
    hasExplicitAlignments = false
  }

  private var isVertical: Bool { edge == .top || edge == .bottom }

  /// The inset view's proposal: the full length along the edge, its own
  /// thickness across it.
  private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    isVertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
  }

  private func thickness(_ proposal: ProposedViewSize) -> CGFloat {
    let size = inset.sizeThatFits(insetProposal(proposal))
    return (isVertical ? size.height : size.width) + spacing
  }

  private func mainProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let t = thickness(proposal)
    return isVertical
      ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - t, 0) })
      : ProposedViewSize(width: proposal.width.map { max($0 - t, 0) }, height: proposal.height)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let main = child.sizeThatFits(mainProposal(proposal))
    let insetSize = inset.sizeThatFits(insetProposal(proposal))
    let t = thickness(proposal)
    return isVertical
      ? CGSize(width: max(main.width, insetSize.width), height: main.height + t)
      : CGSize(width: main.width + t, height: max(main.height, insetSize.height))
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let t = thickness(proposal)
    let insetSize = inset.sizeThatFits(insetProposal(proposal))
    var mainFrame = frame
    var band = frame
    switch edge {
    case .top:
      mainFrame = CGRect(x: frame.minX, y: frame.minY + t, width: frame.width, height: max(frame.height - t, 0))
      band = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: insetSize.height)
    case .bottom:
      mainFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(frame.height - t, 0))
      band = CGRect(x: frame.minX, y: frame.maxY - insetSize.height, width: frame.width, height: insetSize.height)
    case .leading:
      mainFrame = CGRect(x: frame.minX + t, y: frame.minY, width: max(frame.width - t, 0), height: frame.height)
      band = CGRect(x: frame.minX, y: frame.minY, width: insetSize.width, height: frame.height)
    case .trailing:
      mainFrame = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width - t, 0), height: frame.height)
      band = CGRect(x: frame.maxX - insetSize.width, y: frame.minY, width: insetSize.width, height: frame.height)
    }
    // The main view's safe area stops at the band: it may run under it.
    var inner = pass
    if !inner.safeArea.isInfinite {
      inner.safeArea = inner.safeArea.intersection(mainFrame)
    } else {
      inner.safeArea = mainFrame
      inner.bounds = frame
    }
    let main = inner.place(child, in: mainFrame, proposal: ProposedViewSize(mainFrame.size))
    let placedInset = pass.place(
      inset, at: aligned(insetSize, in: band.size, child: inset, alignment: alignment), in: band,
      proposal: insetProposal(proposal))
    return [main, placedInset]
  }
}

/// `.safeAreaPadding`: the content is padded, and its safe area shrinks by
/// the padding, so content that ignores the safe area still fills it.
nonisolated struct _SafeAreaPaddingLayout: ViewModifier, NodeModifier {
  let insets: EdgeInsets

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { SafeAreaPaddingNode(node, insets: insets) }
}

final class SafeAreaPaddingNode: ModifierNode {
  let insets: EdgeInsets

  init(_ child: ViewNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(child)
  }

  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let inner = child.sizeThatFits(innerProposal(proposal))
    return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let innerFrame = frame.inset(by: insets)
    var inner = pass
    if inner.safeArea.isInfinite {
      inner.safeArea = innerFrame
      inner.bounds = frame
    } else {
      inner.safeArea = inner.safeArea.intersection(innerFrame)
    }
    return [inner.place(child, in: innerFrame, proposal: innerProposal(proposal))]
  }
}

nonisolated extension View {
  /// Lets the view reach past the safe area on `edges`, as SwiftUI's
  /// `ignoresSafeArea(_:edges:)`: where its frame touches the safe area's
  /// edge, the frame extends to the screen's (see the essay atop this
  /// file). Flipbook has no keyboard, so only `.container` matters.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
  }

  /// Lets the view reach past the safe area on `edges` (SwiftUI's older
  /// name for `ignoresSafeArea(.all, edges:)`).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }

  /// Lays `content` along the top or bottom edge, as SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the view is inset
  /// by the content's height (and `spacing`, 0 when nil), and its safe
  /// area shrinks by as much.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_SafeAreaInsetLayout(
      edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing ?? 0, inset: content()))
  }

  /// Lays `content` along the leading or trailing edge (see the vertical
  /// edge's form).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_SafeAreaInsetLayout(
      edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing ?? 0, inset: content()))
  }

  /// Pads the view's safe area (and the view) by `length` on `edges`, 16
  /// points by default, as SwiftUI's `safeAreaPadding(_:_:)` (iOS 17).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_SafeAreaPaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout.defaultLength)))
  }

  /// Pads the view's safe area by `insets`.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(_SafeAreaPaddingLayout(insets: insets))
  }

  /// Pads the view's safe area by `length` on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    modifier(_SafeAreaPaddingLayout(insets: EdgeInsets(.all, length)))
  }
}
