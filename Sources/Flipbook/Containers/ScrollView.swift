import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, shown as iOS first shows
/// it: scrolled to the start. It takes the space offered (its content's
/// size along an axis offered nothing there); its content is offered the
/// scroll view's size across the scroll axes and nothing along them (so it
/// takes its ideal length), is placed at the top (and leading) edge along
/// them and centred across (scrolling both ways, content smaller than the
/// scroll view is centred in it, as the iOS simulator draws it), and is
/// clipped to the scroll view. Scroll
/// indicators only show while scrolling, so none are drawn.
///
/// A film's drag (`FilmStep.drag`) that no view inside takes scrolls it:
/// the content follows the finger along the scroll axes, kept within its
/// bounds (no rubber band: Flipbook's clamp), and when the finger lifts it
/// glides on with UIScrollView's normal deceleration (speed × 0.998 a
/// millisecond: it travels the release speed × 0.499 s, and comes to rest
/// over the time the speed takes to fall under 1 %, at most 2.3 s), stopping
/// at the ends. The offset is the scroll view's own state: it lasts as long
/// as the scroll view does.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// A view scrolling along `axes` (vertically by default).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    // Content lays out as a column (or row) of its views, as SwiftUI's does.
    var contentInputs = inputs.container.child(.index(0))
    contentInputs.stackAxis = axes == .horizontal ? .horizontal : .vertical
    // Geometry observers set on this scroll view are its own, not those
    // of scroll views inside it.
    let observers = inputs.environment.scrollGeometryObservers
    contentInputs.environment.scrollGeometryObservers = []
    let children = Flipbook.resolve(content, contentInputs)
    var stacked: ViewNode =
      children.count == 1
      ? children[0]
      : StackNode(
        axis: axes == .horizontal ? .horizontal : .vertical, alignment: axes == .horizontal
          ? VerticalAlignment.center.key : HorizontalAlignment.center.key, spacing: nil, children: children)
    if !observers.isEmpty {
      // Read behind the content, moving with it (ScrollObservation.swift).
      var readerInputs = inputs.container.child(.index(2))
      readerInputs.environment.scrollGeometryObservers = []
      stacked = Flipbook.resolveSingle(
        _ResolvedNodes(nodes: [stacked]).background(_ScrollGeometryReader(observers: observers)), readerInputs)
    }
    // The content moved by the offset, through a geometry effect so that
    // a glide animates and taps find the content where it is drawn.
    let box = inputs.stateStore?.box(
      for: StateStore.Key(identity: inputs.identity, property: .scrollOffset), initial: CGPoint.zero)
    let offset = box?.value as? CGPoint ?? .zero
    let child = Flipbook.resolveSingle(
      _ResolvedNodes(nodes: [stacked]).modifier(_ScrollContentOffset(offset: offset)), inputs.container.child(.index(1)))
    let scroll: ((CGPoint, Animation?) -> Void)? = box.map { box in
      { offset, animation in
        var transaction = Transaction()
        transaction.animation = animation
        box.store?.write(offset, to: box, transaction: transaction)
      }
    }
    let node = ScrollNode(child, axes: axes, offset: offset, scroll: scroll)
    node.snap = inputs.environment.scrollSnap
    node.anchors = inputs.environment.scrollAnchors
    // The scroll view reaches under the bars and the home indicator it
    // touches, its content inset by as much (ScrollNode.placeChildren).
    return [SafeAreaIgnoringNode(node, edges: .all)]
  }
}

/// A scroll view's content moved up (and left) by the offset.
nonisolated struct _ScrollContentOffset: GeometryEffect {
  var offset: CGPoint

  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(offset.x, offset.y) }
    set { offset = CGPoint(x: newValue.first, y: newValue.second) }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: -offset.x, y: -offset.y))
  }
}

final class ScrollNode: ModifierNode {
  let axes: Axis.Set
  /// The content's offset (state), and what sets it.
  let offset: CGPoint
  let scroll: ((CGPoint, Animation?) -> Void)?
  /// Where it settles when released (`scrollTargetBehavior`).
  var snap: ScrollSnap?
  /// Where content starts and sits (`defaultScrollAnchor`).
  var anchors = ScrollAnchors()
  /// How far the safe area lies inside the frame, at the last placing:
  /// the content's margins (see `placeChildren`).
  private var contentInsets = EdgeInsets()

  init(_ child: ViewNode, axes: Axis.Set, offset: CGPoint = .zero, scroll: ((CGPoint, Animation?) -> Void)? = nil) {
    self.axes = axes
    self.offset = offset
    self.scroll = scroll
    super.init(child)
    // Its child's guides are not seen through it.
    hasExplicitAlignments = false
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    // Lazy stacks inside make only what a viewport shows: a scroll view
    // offered no length (or an infinite one) along an axis it scrolls is
    // as long as its content and shows all of it.
    let bounded = [Axis.horizontal, .vertical].allSatisfy { axis in
      !axes.contains(axis.set) || proposal[axis].map(\.isFinite) == true
    }
    let viewport = proposal.width.flatMap { width in proposal.height.map { CGSize(width: width, height: $0) } }
    let window = bounded ? ScrollWindow(axes: axes, viewport: viewport ?? LayoutContainer.size(width: proposal.width, height: proposal.height)) : nil
    let content = LayoutContainer.$size.withValue(LayoutContainer.size(width: proposal.width, height: proposal.height)) {
      ScrollWindow.$current.withValue(window) { child.sizeThatFits(contentProposal(proposal)) }
    }
    // Offered nothing across the axis it scrolls, it is as wide (or tall) as
    // its content there: a horizontal row of chips in a size-that-fits
    // snapshot (0 × 0 offered) keeps its chips' height on iOS
    // (vjr2005/Challenge's DSChipGroup, iOS 18).
    func side(_ offered: CGFloat?, _ content: CGFloat, scrolls: Bool) -> CGFloat {
      guard let offered else { return content }
      return !scrolls && offered == 0 ? content : offered
    }
    return CGSize(
      width: side(proposal.width, content.width, scrolls: axes.contains(.horizontal)),
      height: side(proposal.height, content.height, scrolls: axes.contains(.vertical)))
  }

  override func computeSpacing() -> ViewSpacing { ViewSpacing() }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  /// The scroll view's frame reaches into the unsafe area on the edges
  /// where it touches the safe area (its node is wrapped so), as SwiftUI's
  /// does: content scrolls under a navigation bar and shows under the home
  /// indicator (fespinoza/sample-json-app's iOS 17 detail screen draws its
  /// last view to the screen's bottom edge). The content itself is laid out
  /// in the safe part, `frame` less those insets, so at rest it starts
  /// below the bar as before; only what is drawn and scrolled reaches
  /// further. The scroll view takes the safe area as its content's insets,
  /// so the content has none of its own: a background inside that
  /// ignores the safe area (`.background(.red)`, a shape style's default)
  /// stops at the content's edge instead of reaching under the status bar
  /// (WalletConnect/web3modal-swift's list gallery, a `ScrollView` around a
  /// `VStack` with `.background(Color…)`, iOS, iPhone 13: the colour starts
  /// 47 pt down, where the content does).
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let insets = pass.safeAreaInsets(of: frame)
    contentInsets = insets
    let content = frame.inset(by: insets)
    // What shows of the content (for lazy stacks inside): this frame, less
    // what an enclosing scroll view or the canvas hides, moved by the
    // offset drawn now (the offset effect's animated value).
    var shown = frame
    if let outer = ScrollWindow.current?.visible {
      shown = shown.intersection(outer)
    } else if !pass.bounds.isInfinite {
      shown = shown.intersection(pass.bounds)
    }
    if shown.isNull { shown = CGRect(origin: frame.origin, size: .zero) }
    let drawn = displayedOffset
    let window = ScrollWindow(axes: axes, viewport: content.size, visible: shown.offsetBy(dx: drawn.x, dy: drawn.y))
    // The system's `.scrollView` coordinate space: this scroll view's
    // frame, for the views inside (`frame(in: .scrollView)`).
    var inner = pass
    inner.namedSpaces[CoordinateSpace.scrollViewName] = frame
    inner.safeArea = .infinite
    return LayoutContainer.$size.withValue(content.size) {
      ScrollWindow.$current.withValue(window) { placeContent(in: content, inner) }
    }
  }

  /// The offset the content is drawn at: the offset effect's presented
  /// value (mid-glide, between where it was and where it goes).
  private var displayedOffset: CGPoint {
    var node: ViewNode? = child
    while let current = node {
      if let effect = (current as? GeometryEffectNode)?.effect as? _ScrollContentOffset { return effect.offset }
      node = (current as? ModifierNode)?.child
    }
    return offset
  }

  private func placeContent(in frame: CGRect, _ pass: LayoutPass) -> [PlacedView] {
    let offer = contentProposal(ProposedViewSize(frame.size))
    let size = child.sizeThatFits(offer)
    // Along a scrolled axis the content starts at its leading edge, or
    // where the default anchors put it: larger content scrolled to the
    // initial-offset anchor while it has not been scrolled, smaller content
    // at the alignment anchor.
    func start(_ origin: CGFloat, _ length: CGFloat, _ content: CGFloat, initial: CGFloat?, alignment: CGFloat?) -> CGFloat {
      let slack = length - content
      if slack < 0 { return offset == .zero ? origin + slack * (initial ?? 0) : origin }
      return origin + slack * (alignment ?? 0)
    }
    // Scrolling both ways, content smaller than the viewport sits in its
    // middle unless an anchor says otherwise: WalletConnect/web3modal-
    // swift's chip buttons, a 610 × 608-pt grid in
    // `ScrollView([.horizontal, .vertical])` snapshotted at 800 × 800 on
    // the iOS simulator, start 95 and 96 pt in (284 and 288 px at 3×).
    let both = axes.contains(.horizontal) && axes.contains(.vertical)
    let middle: CGFloat? = both ? 0.5 : nil
    let x = axes.contains(.horizontal)
      ? start(frame.minX, frame.width, size.width, initial: anchors.initialOffset?.x, alignment: anchors.alignment?.x ?? middle)
      : frame.minX + (frame.width - size.width) / 2
    let y = axes.contains(.vertical)
      ? start(frame.minY, frame.height, size.height, initial: anchors.initialOffset?.y, alignment: anchors.alignment?.y ?? middle)
      : frame.minY + (frame.height - size.height) / 2
    return [pass.place(child, in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: offer)]
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    for child in placed.children { child.lower(into: &content) }
    list.append(.clip(Path(placed.frame), FillStyle()), content)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    guard placed.frame.contains(point) else { return nil }
    if let inner = super.hitTest(placed, point, tap) { return inner }
    guard let scroll, tap.movesBeyondTapSlop(from: point), let content = placed.children.first else { return nil }
    return scrollTarget(
      from: point, tap, frame: placed.frame.inset(by: contentInsets), contentSize: content.frame.size, targets: targetEdges(content), scroll: scroll)
  }

  /// The leading (top) edges of the content's views, in content space:
  /// the views of the first layout with several (a `scrollTargetLayout`'s
  /// stack), for `.viewAligned`.
  private func targetEdges(_ content: PlacedView) -> [CGPoint] {
    var current = content
    while current.children.count == 1, let only = current.children.first { current = only }
    return current.children.map {
      CGPoint(x: $0.frame.minX - content.frame.minX, y: $0.frame.minY - content.frame.minY)
    }
  }

  /// The drag that scrolls: the offset follows the finger, then glides
  /// (see `ScrollView`).
  private func scrollTarget(
    from start: CGPoint, _ tap: TapQuery, frame: CGRect, contentSize: CGSize, targets: [CGPoint],
    scroll: @escaping (CGPoint, Animation?) -> Void
  ) -> TapTarget {
    let snap = self.snap
    let limit = CGPoint(
      x: axes.contains(.horizontal) ? max(contentSize.width - frame.width, 0) : 0,
      y: axes.contains(.vertical) ? max(contentSize.height - frame.height, 0) : 0)
    func clamped(_ p: CGPoint) -> CGPoint {
      CGPoint(x: min(max(p.x, 0), limit.x), y: min(max(p.y, 0), limit.y))
    }
    let origin = self.offset
    let (moves, times) = (tap.moves, tap.moveTimes)
    func offset(at step: Int) -> CGPoint {
      guard step >= 1, step <= moves.count else { return origin }
      let finger = moves[step - 1]
      return clamped(CGPoint(x: origin.x - (finger.x - start.x), y: origin.y - (finger.y - start.y)))
    }
    return TapTarget(
      action: {
        // The release: the last move's speed carries the content on.
        guard moves.count >= 2 else { return scroll(offset(at: moves.count), nil) }
        let n = moves.count
        let dt = times[n - 1] - times[n - 2]
        let resting = offset(at: n)
        guard dt > 0 else { return scroll(resting, nil) }
        let velocity = CGPoint(x: -(moves[n - 1].x - moves[n - 2].x) / dt, y: -(moves[n - 1].y - moves[n - 2].y) / dt)
        let speed = hypot(velocity.x, velocity.y)
        let glide = clamped(CGPoint(
          x: resting.x + velocity.x * DragGesture.momentum, y: resting.y + velocity.y * DragGesture.momentum))
        if let snap {
          let settled = clamped(Self.settle(
            snap, resting: resting, glide: glide, velocity: velocity, origin: origin, page: frame.size, targets: targets,
            axes: self.axes))
          return scroll(settled, settled == resting ? nil : Self.snapAnimation)
        }
        guard speed > 1, glide != resting else { return scroll(resting, nil) }
        scroll(glide, Self.deceleration(speed: speed))
      },
      setPressed: nil,
      move: { step in scroll(offset(at: step), nil) })
  }

  /// How a paging or view-aligned scroll view settles: 0.35 s, easing out.
  static let snapAnimation = Animation.timingCurve(0.15, 0.69, 0.5, 1, duration: 0.35)

  /// Where a snapping scroll view settles, per axis (see ScrollBehavior.swift).
  static func settle(
    _ snap: ScrollSnap, resting: CGPoint, glide: CGPoint, velocity: CGPoint, origin: CGPoint, page: CGSize,
    targets: [CGPoint], axes: Axis.Set
  ) -> CGPoint {
    func axis(_ resting: CGFloat, _ glide: CGFloat, _ velocity: CGFloat, _ origin: CGFloat, _ page: CGFloat, _ edges: [CGFloat])
      -> CGFloat
    {
      switch snap {
      case .paging:
        guard page > 0 else { return resting }
        let current = (origin / page).rounded()
        if velocity > 300 { return (current + 1) * page }
        if velocity < -300 { return (current - 1) * page }
        return (resting / page).rounded() * page
      case .viewAligned(let limitedToOne):
        guard !edges.isEmpty else { return glide }
        var candidates = edges
        if limitedToOne, let from = edges.min(by: { abs($0 - origin) < abs($1 - origin) }), let index = edges.firstIndex(of: from) {
          candidates = Array(edges[max(index - 1, 0)...min(index + 1, edges.count - 1)])
        }
        return candidates.min { abs($0 - glide) < abs($1 - glide) } ?? glide
      }
    }
    return CGPoint(
      x: axes.contains(.horizontal)
        ? axis(resting.x, glide.x, velocity.x, origin.x, page.width, targets.map(\.x)) : resting.x,
      y: axes.contains(.vertical)
        ? axis(resting.y, glide.y, velocity.y, origin.y, page.height, targets.map(\.y)) : resting.y)
  }

  /// UIScrollView's normal deceleration from `speed` (points per second)
  /// as a timing curve: an exponential decay, 0.998 a millisecond, over
  /// the time the speed takes to fall to 1 % (at most 2.3 s), approximated
  /// by a cubic whose first slope is the decay's.
  static func deceleration(speed: Double) -> Animation {
    let duration = min(log(0.01) / (1000 * log(0.998)), 2.3)
    return .timingCurve(0.15, 0.69, 0.5, 1, duration: duration)
  }
}

/// Scrolls a `ScrollView` to a view by its id, as SwiftUI's
/// `ScrollViewProxy`. Flipbook draws scroll views at their start, so
/// `scrollTo` changes nothing (a documented difference).
public struct ScrollViewProxy {
  /// Asks the scroll view to show the view with `id` (no effect in Flipbook).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`.
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: some View { content(ScrollViewProxy()) }
}

/// When scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

nonisolated extension View {
  /// Sets when scroll indicators show (they never show in a still frame).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }

  /// Disables scrolling (Flipbook's scroll views never scroll).
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
