import Foundation

/// The layout pass: places nodes top down, at a scale (pixels per point)
/// that frames are rounded to, knowing the safe area.
struct LayoutPass {
  /// Pixels per point.
  let scale: CGFloat
  /// The canvas, in root space: where views that ignore the safe area
  /// extend to.
  var bounds: CGRect = .infinite
  /// The safe area for the nodes being placed, in root space: the canvas
  /// less a device's insets (none in a film unless set), less what
  /// `safeAreaInset` and `safeAreaPadding` take for their subtrees.
  var safeArea: CGRect = .infinite

  /// The insets of the safe area within `frame`: how far each of its edges
  /// lies inside the frame (0 where the frame is within the safe area).
  func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
    guard !safeArea.isInfinite, !bounds.isInfinite else { return EdgeInsets() }
    return EdgeInsets(
      top: max(safeArea.minY - frame.minY, 0), leading: max(safeArea.minX - frame.minX, 0),
      bottom: max(frame.maxY - safeArea.maxY, 0), trailing: max(frame.maxX - safeArea.maxX, 0))
  }

  /// How frames laid out left to right show: mirrored inside each
  /// right-to-left subtree (see `MirrorNode`).
  var horizontalMap = HorizontalMap.identity

  /// The frames (root space) of the enclosing views that named their
  /// coordinate space (`.coordinateSpace(name:)`), by name.
  var namedSpaces: [AnyHashable: CGRect] = [:]

  /// Animates placed frames in a running graph (nil in a still): reads
  /// the animation store, writes only to its own log.
  var animations: LayoutAnimations?
  /// Where matched geometry is placed this pass (nil in a still).
  var matchedGeometry: MatchedGeometryMemory?
  /// Inside a matched view flying in: frames newly placed start at their
  /// place mapped from the view's new frame to its old one.
  var seedMap: (from: CGRect, to: CGRect)?
  /// Inside a view being removed under an animation.
  var isDeparting = false
  /// Where presentations placed this pass are lifted to, to be drawn over
  /// the whole screen (ScreenLayers.swift); nil outside a graph's pass.
  var screen: ScreenLayers?

  /// Places `node`, sized for `proposal`, in `frame` (root space, in
  /// unrounded points) and, through it, its descendants: the placed view
  /// shows at `frame` with its edges rounded to the pixel grid, while its
  /// children are laid out in the unrounded frame, as SwiftUI lays out in
  /// unrounded points and rounds each view's edges where it draws them
  /// (see `ViewNode`'s note). Layout always computes
  /// left to right; the placed frame is where it shows (mirrored in a
  /// right-to-left subtree), as `animations` presents it: when an animated
  /// update moves or resizes a view, its frame follows the animation from
  /// where it was on screen (layout animation). Its children are laid out
  /// in the new frame and animate on their own records, with the same
  /// animation, so a subtree moves together.
  func place(_ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedView {
    var frame = frame
    var proposal = proposal
    var shown = horizontalMap.apply(rounded(frame))
    var pass = self
    if node.role.isDeparting { pass.isDeparting = true }
    if let matchedGeometry, let matched = node.role.matchedGeometry {
      let match = matchedGeometry.match(
        matched, frame: shown, identity: node.layoutIdentity, departing: pass.isDeparting,
        wasPlaced: node.layoutIdentity.map { animations?.lastPlacedFrame(of: $0) != nil } ?? false)
      if match.frame != shown {
        frame = horizontalMap.apply(match.frame)
        shown = match.frame
        // Matching the size offers it to the view.
        if matched.properties.contains(.size) { proposal = ProposedViewSize(frame.size) }
      }
      // A matched view flying in from another's frame: it and its
      // descendants start there, mapped by the same move and scale.
      if animations != nil, let seed = match.seed { pass.seedMap = (from: shown, to: seed) }
    }
    if let animations, let identity = node.layoutIdentity {
      if let seedMap = pass.seedMap, animations.lastPlacedFrame(of: identity) == nil {
        animations.seedFrame(shown.mapped(from: seedMap.from, to: seedMap.to), at: identity)
      }
      shown = animations.presentFrame(shown, at: identity, transaction: node.transaction)
    }
    let placed = PlacedView(node: node, frame: shown)
    placed.setChildren(node.placeChildren(in: frame, proposal: proposal, pass))
    return placed
  }

  /// Places `node`, sized for `proposal`, in `frame` given relative to a
  /// parent's (unrounded) frame.
  func place(_ node: ViewNode, at frame: CGRect, in parent: CGRect, proposal: ProposedViewSize) -> PlacedView {
    place(node, in: frame.offsetBy(dx: parent.minX, dy: parent.minY), proposal: proposal)
  }

  /// Places a secondary view (an overlay's, a background's, a mask's) on a
  /// primary placed in `frame`: offered the primary's size and aligned on
  /// it by `alignment`, as SwiftUI places them.
  func placeSecondary(_ node: ViewNode, alignment: Alignment, on frame: CGRect) -> PlacedView {
    let proposal = ProposedViewSize(frame.size)
    let size = node.sizeThatFits(proposal)
    return place(node, at: aligned(size, in: frame.size, child: node, alignment: alignment), in: frame, proposal: proposal)
  }

  /// `rect` with its edges on the pixel grid.
  func rounded(_ rect: CGRect) -> CGRect { pixelRounded(rect, scale: scale) }
}
