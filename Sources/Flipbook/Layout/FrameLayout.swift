import Foundation

/// `.frame(width:height:alignment:)`: a fixed size in the given dimensions;
/// the child is offered that size and placed by `alignment`.
///
/// A change of a frame's (or a padding's, or a position's) lengths is laid
/// out at once, at the new values; only the placed frames of the views
/// whose transaction animates follow it on screen (`LayoutAnimations`).
/// So `.animation(_:value:)` on one view animates that view, and a sibling
/// it pushes aside jumps to its new place unless the change itself was
/// animated, as in SwiftUI, whose animations apply to the views of the
/// modifier's content ("the animation … applies to this view", the
/// documentation of `animation(_:value:)`; WWDC21 "Demystify SwiftUI": a
/// transaction is per view).
nonisolated struct _FrameLayout: ViewModifier, NodeModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    var fixed: Edge.Set = []
    if width != nil { fixed.formUnion(.horizontal) }
    if height != nil { fixed.formUnion(.vertical) }
    return FrameNode(node, alignment: alignment, fixedEdges: fixed) { proposal, child in
      let offered = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let childSize = (width == nil || height == nil) ? child.sizeThatFits(offered) : .zero
      return (offered, CGSize(width: width ?? childSize.width, height: height ?? childSize.height))
    }
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, as SwiftUI: the proposal is clamped to min…max (nil becomes
/// the ideal length if given) and offered to the child; the frame's length
/// is the child's clamped between `min` and the proposal, and between the
/// proposal and `max` — so a `maxWidth: .infinity` frame takes all it is
/// offered and a `minWidth` frame never shrinks below its minimum.
///
/// Spacing: an axis with any of its three lengths set states a plain
/// view's preferences on its two edges, as a fixed frame does (the
/// content's text kinds stop there), unless the content is a spacer. So a
/// `Button("Settings").frame(maxWidth: .infinity, minHeight: 48)` is 8
/// points from a padded row above it, not the 6.33 a body text's edge
/// would ask: measured on iOS 18.1 (marian-stanciulica/Foodybite's
/// profile, iPhone 13, 3×, the Edit Profile / Settings row under the
/// padded statistics); the rule is DanceUI's reverse-engineered
/// `_FlexFrameLayout.spacing(in:child:)`, read for behaviour.
nonisolated struct _FlexFrameLayout: ViewModifier, NodeModifier {
  let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  let alignment: Alignment

  func body(content: Content) -> Never { primitiveBody() }

  static func offer(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
    guard var length = proposed ?? ideal else { return nil }
    if let min { length = Swift.max(min, length) }
    if let max { length = Swift.min(max, length) }
    return length
  }

  static func length(_ child: CGFloat, proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat {
    let proposed = proposed ?? ideal ?? child
    var result = child
    if let min { result = Swift.max(min, Swift.min(result, proposed)) }
    if let max { result = Swift.min(max, Swift.max(result, proposed)) }
    return result
  }

  /// What the frame offers its child when it is placed at `size` under
  /// `proposal`, per axis: what it offered when measuring where a length
  /// was proposed; where none was, its own length, unless no ideal length
  /// is set and the child's length lies strictly inside min…max, where the
  /// child keeps the unspecified proposal it was sized under.
  ///
  /// So `Rectangle().frame(maxHeight: 2)` or `Color.red.frame(minHeight:
  /// 50)` in a scroll view fill their 2- or 50-point frames (the child's
  /// 10-point ideal was clamped), while a `LazyVStack` in a `.frame(maxHeight:
  /// .infinity)` there stays unbounded and lazy. This is SwiftUI's
  /// flexible-frame placement (the `FlexFrameIdealSizing` semantics of
  /// OpenSwiftUI's reverse-engineered `_FlexFrameLayout`, read for
  /// behaviour); measured on Foodybite (iOS 18.1), whose 2-point separator
  /// in a scroll view is 6 px tall at 3×.
  static func placementOffer(_ proposed: CGFloat?, size: CGFloat, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
    guard proposed == nil else { return offer(proposed, min: min, ideal: ideal, max: max) }
    if ideal == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) { return nil }
    return size
  }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let place: (ProposedViewSize, CGSize) -> ProposedViewSize = { proposal, size in
      ProposedViewSize(
        width: Self.placementOffer(proposal.width, size: size.width, min: minWidth, ideal: idealWidth, max: maxWidth),
        height: Self.placementOffer(proposal.height, size: size.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }
    var constrained: Edge.Set = []
    if minWidth != nil || idealWidth != nil || maxWidth != nil { constrained.formUnion(.horizontal) }
    if minHeight != nil || idealHeight != nil || maxHeight != nil { constrained.formUnion(.vertical) }
    return FrameNode(node, alignment: alignment, fixedEdges: constrained, placementOffer: place) { proposal, child in
      let offered = ProposedViewSize(
        width: Self.offer(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
        height: Self.offer(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
      let childSize = child.sizeThatFits(offered)
      return (offered, CGSize(
        width: Self.length(childSize.width, proposed: proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
        height: Self.length(childSize.height, proposed: proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight)))
    }
  }
}

/// A frame around one child: `measure` gives the proposal for the child and
/// the frame's own size; the child is placed by aligning its guides with
/// the frame's.
final class FrameNode: ModifierNode {
  let alignment: Alignment
  /// The edges a `frame` sets (a fixed frame's given lengths, a flexible
  /// frame's constrained axes), whose spacing preferences it clears.
  let fixedEdges: Edge.Set
  let measure: (ProposedViewSize, ViewNode) -> (offered: ProposedViewSize, size: CGSize)
  /// What the child is offered when the frame is placed at a size under a
  /// proposal, where that differs from what it was offered when measured
  /// (flexible frames); nil: the same.
  let placementOffer: ((ProposedViewSize, CGSize) -> ProposedViewSize)?

  init(_ child: ViewNode, alignment: Alignment, fixedEdges: Edge.Set = [],
    placementOffer: ((ProposedViewSize, CGSize) -> ProposedViewSize)? = nil,
    measure: @escaping (ProposedViewSize, ViewNode) -> (offered: ProposedViewSize, size: CGSize)) {
    self.alignment = alignment
    self.fixedEdges = fixedEdges
    self.placementOffer = placementOffer
    self.measure = measure
    super.init(child)
  }

  override func computeSpacing() -> ViewSpacing {
    var spacing = child.spacingPreferences
    if !child.isSpacer { spacing.reset(fixedEdges) }
    return spacing
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { measure(proposal, child).size }

  /// The child's frame relative to the frame's origin, for a frame of `size`.
  func childFrame(in size: CGSize) -> CGRect {
    let childSize = child.sizeThatFits(measure(ProposedViewSize(size), child).offered)
    return aligned(childSize, in: size, child: child, alignment: alignment)
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let frame = childFrame(in: size)
    return child.explicitAlignment(key, in: frame.size).map { $0 + (key.axis == .horizontal ? frame.minX : frame.minY) }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let offered = placementOffer?(proposal, frame.size) ?? measure(proposal, child).offered
    let childSize = child.sizeThatFits(offered)
    let childFrame = aligned(childSize, in: frame.size, child: child, alignment: alignment)
    return [pass.place(child, at: childFrame, in: frame, proposal: offered)]
  }
}

/// Where a child of `childSize` goes in a container of `size`: the child's
/// alignment guides on the container's (whose guides are the defaults).
func aligned(_ childSize: CGSize, in size: CGSize, child: ViewNode, alignment: Alignment) -> CGRect {
  let container = ViewDimensions(size: size)
  let inner = child.dimensions(in: childSize)
  return CGRect(
    x: container[alignment.horizontal] - inner[alignment.horizontal],
    y: container[alignment.vertical] - inner[alignment.vertical],
    width: childSize.width, height: childSize.height)
}

nonisolated extension View {
  /// A fixed width and/or height (nil keeps the child's), the child placed
  /// by `alignment`.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame: minimum, ideal and maximum lengths per axis.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}
