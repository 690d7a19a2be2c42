import Foundation

// MARK: - Presentations at screen level
//
// iOS presents a sheet, a full-screen cover, an alert or a confirmation
// dialog from a view controller: whichever view in the tree asked, it shows
// over the whole window, above everything else, unclipped by the scroll
// view or list it was asked from and unmoved by the offsets, scales and
// opacities on its way to the root. Flipbook resolves a presentation where
// it is written, so it reads that place's environment, state and identity
// and comes and goes by its transition there; the layout pass then lifts it
// out:
//
// - a `ScreenLayerNode` (what `_PresentationLayer` wraps itself in) leaves
//   nothing where it is, and places its content over the whole canvas,
//   offered the canvas, with the screen's safe area (a layer asked from an
//   inset subtree still has the device's insets, not the subtree's);
// - the layers a pass lifts are drawn last, over the root and in the order
//   they were presented: a sheet presented from a sheet is above it, and
//   hit testing reaches them first;
// - while a large sheet shows, the screen behind it is pushed back, as iOS
//   does on an iPhone: drawn as a card scaled to 92 % about its top centre,
//   its top at the safe area's top edge (the status bar's bottom), its
//   corners rounded by 10 pt, on black; it moves there with the sheet's
//   progress. A medium or smaller sheet, a cover, an alert and a dialog
//   don't push the screen back. (Flipbook's reading of UIKit's page sheet
//   in iOS 17; the scale is also what open reimplementations of it use.)
//
// Outside a graph's pass (a node placed by a `Layout` measuring on its own)
// a layer is placed where it is, as before.

/// The layers one layout pass lifts to the screen (see the essay above).
final class ScreenLayers {
  /// The canvas, in root space.
  let bounds: CGRect
  /// The device's safe area, in root space.
  let safeArea: CGRect
  /// The layers placed, in the order presented (a slot is kept for a
  /// layer while its content, which may present its own, is placed).
  private var slots: [PlacedView?] = []
  /// How far the screen is pushed back (0 … 1): the largest of the large
  /// sheets' progress.
  var pushBack: CGFloat = 0
  /// The root's environment: a pushed-back screen is a card of its system
  /// background (the window's, under a root that draws none).
  let environment: EnvironmentValues

  init(bounds: CGRect, safeArea: CGRect, environment: EnvironmentValues) {
    self.bounds = bounds
    self.safeArea = safeArea
    self.environment = environment
  }

  /// The layers placed this pass, back to front.
  var layers: [PlacedView] { slots.compactMap { $0 } }

  /// Keeps the next place for a layer about to be placed.
  func reserve() -> Int {
    slots.append(nil)
    return slots.count - 1
  }

  /// Puts the placed layer in its place.
  func fill(_ slot: Int, with layer: PlacedView) { slots[slot] = layer }

  /// The root placed as `root`, with the lifted layers over it (the root
  /// itself when nothing was lifted).
  func screen(over root: PlacedView) -> PlacedView {
    let layers = self.layers
    guard !layers.isEmpty else { return root }
    let window = AnyShapeStyle(Color.semantic(.systemBackground))._shading(in: bounds, environment: environment)
      .resolved(in: environment)
    let node = ScreenNode(pushBack: min(max(pushBack, 0), 1), safeTop: safeArea.minY - bounds.minY, window: window)
    let screen = PlacedView(node: node, frame: bounds)
    screen.setChildren([root] + layers)
    return screen
  }
}

/// A presentation's layer: placed over the whole screen, nothing in place.
final class ScreenLayerNode: ModifierNode {
  override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
  override func computeSpacing() -> ViewSpacing { ViewSpacing() }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  override init(_ child: ViewNode) {
    super.init(child)
    // Nothing of its child is seen through it: no guides, no traits.
    hasExplicitAlignments = false
    traits = LayoutTraits()
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    guard let screen = pass.screen else { return [pass.place(child, in: frame, proposal: proposal)] }
    let slot = screen.reserve()
    var layerPass = pass
    layerPass.bounds = screen.bounds
    layerPass.safeArea = screen.safeArea
    layerPass.namedSpaces = [:]
    layerPass.seedMap = nil
    // A layer presented from a right-to-left subtree is right to left
    // over the whole screen.
    layerPass.horizontalMap = pass.horizontalMap.flips ? HorizontalMap.identity.mirroring(within: screen.bounds) : .identity
    // Over the screen, nothing of a scroll view the anchor is in hides it.
    let layer = ScrollWindow.$current.withValue(nil) {
      layerPass.place(child, in: screen.bounds, proposal: ProposedViewSize(screen.bounds.size))
    }
    screen.fill(slot, with: layer)
    return []
  }
}

/// Lifts its content to the screen (see the essay above).
nonisolated struct _ScreenLayerModifier: ViewModifier, NodeModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { ScreenLayerNode(node) }
}

/// Says how far a large sheet has come in, for the screen behind it.
nonisolated struct _PushBackModifier: ViewModifier, NodeModifier {
  let progress: CGFloat

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { PushBackNode(node, progress: progress) }
}

final class PushBackNode: ModifierNode {
  let progress: CGFloat

  init(_ child: ViewNode, progress: CGFloat) {
    self.progress = progress.isFinite ? progress : 0
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    if let screen = pass.screen { screen.pushBack = max(screen.pushBack, progress) }
    return super.placeChildren(in: frame, proposal: proposal, pass)
  }
}

/// The screen: the root (pushed back behind a large sheet) and the layers
/// lifted over it.
final class ScreenNode: ViewNode {
  let pushBack: CGFloat
  let safeTop: CGFloat
  /// What the pushed-back card is filled with under the root.
  let window: GraphicsContext.Shading

  init(pushBack: CGFloat, safeTop: CGFloat, window: GraphicsContext.Shading) {
    self.pushBack = pushBack
    self.safeTop = max(safeTop.isFinite ? safeTop : 0, 0)
    self.window = window
  }

  /// How the root is drawn when pushed back `pushBack` of the way: scaled
  /// about its top centre, its top moved to the safe area's top edge.
  /// The pushed-back root's scale: 92 % when all the way back.
  var pushBackScale: CGFloat { 1 - 0.08 * pushBack }

  func pushBackTransform(in bounds: CGRect) -> CGAffineTransform {
    let scale = pushBackScale
    let top = bounds.minY + safeTop * pushBack
    return CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: bounds.midX * (1 - scale), ty: top - scale * bounds.minY)
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    guard let root = placed.children.first else { return }
    if pushBack > 0 {
      list.append(.path(DisplayList.PathItem(
        path: Path(placed.frame), shading: .color(.black), drawing: .fill(FillStyle()))))
      var content = DisplayList()
      content.append(.path(DisplayList.PathItem(path: Path(placed.frame), shading: window, drawing: .fill(FillStyle()))))
      root.lower(into: &content)
      let radius = 10 * pushBack / pushBackScale
      var clipped = DisplayList()
      clipped.append(.clip(Path(roundedRect: placed.frame, cornerRadius: radius, style: .continuous), FillStyle()), content)
      list.append(.transform(pushBackTransform(in: placed.frame)), clipped)
    } else {
      root.lower(into: &list)
    }
    for layer in placed.children.dropFirst() { layer.lower(into: &list) }
  }
}
