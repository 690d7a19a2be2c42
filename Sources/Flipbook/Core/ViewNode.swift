import Foundation

/// A resolved view: what layout and drawing work on.
///
/// ## From views to pixels
///
/// Flipbook evaluates a view tree in three passes, as SwiftUI does:
///
/// 1. **Resolve**: each view's `body` is evaluated, recursively, until only
///    primitive views remain (shapes, stacks, frames, effects …), which make
///    `ViewNode`s. The environment flows down here (colour scheme,
///    foreground style); a `Group`, `ForEach` or `TupleView` makes several
///    nodes, which the enclosing container lays out as siblings.
/// 2. **Layout**: a parent proposes a size (`ProposedViewSize`) and the
///    child chooses its own (`sizeThatFits`); the parent then places the
///    child, using alignment guides. A node answers the same proposal the
///    same way every time, so asking twice is safe.
/// 3. **Render**: the root is given a frame; each node draws itself into
///    a `GraphicsContext` and gives its children their frames. Frames are in
///    the root's layout space, and their edges are rounded to the pixel grid
///    (SwiftUI rounds view positions "to the nearest pixel to reduce
///    blurriness"). Render effects (offset, rotation, scale, opacity, clips,
///    shadows) change the graphics context, never the layout.
class ViewNode {
  /// The size this view chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// The explicit value of an alignment guide, in a view of `size`.
  func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  /// The view's dimensions at `size`, with its explicit guides.
  final func dimensions(in size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, in: size) }
  }

  /// Stacks give space to higher priorities first (default 0).
  var layoutPriority: Double { 0 }
  /// A spacer's minimum length; nil for other views.
  var spacerMinLength: CGFloat? { nil }
  /// Drawing order within a ZStack (default 0).
  var zIndex: Double { 0 }

  /// Draws the view into `frame` (root layout space, pixel-rounded).
  func render(in frame: CGRect, _ context: inout RenderContext) {}

  /// Walks the laid-out tree before rendering, giving each node the frame
  /// `render` will give it, so content that depends on layout (a
  /// `GeometryReader`'s) is resolved now, while the view graph may be
  /// read and changed, and not while frames render in parallel.
  func prepare(in frame: CGRect, scale: CGFloat) {}

  /// The topmost tap handler under `point` (root layout space) in a view
  /// laid out in `frame`, for films' taps.
  func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? { nil }

  /// Whether the view draws content under `point`: what a tap gesture
  /// without a `contentShape` responds to.
  func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool { false }
}

/// A node wrapping one child and passing layout through to it.
class ModifierNode: ViewNode {
  let child: ViewNode

  init(_ child: ViewNode) { self.child = child }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
  override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    child.explicitAlignment(key, in: size)
  }
  override var layoutPriority: Double { child.layoutPriority }
  override var spacerMinLength: CGFloat? { child.spacerMinLength }
  override var zIndex: Double { child.zIndex }
  override func render(in frame: CGRect, _ context: inout RenderContext) { child.render(in: frame, &context) }
  override func prepare(in frame: CGRect, scale: CGFloat) { child.prepare(in: frame, scale: scale) }
  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? { child.hitTest(point, in: frame) }
  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool { child.contentContains(point, in: frame) }
}

/// An action a tap runs, found by hit testing.
struct TapTarget {
  let action: () -> Void
}

/// What rendering carries down the tree.
struct RenderContext {
  /// Where drawing goes, with the render effects of the ancestors applied.
  var graphics: GraphicsContext
  /// Pixels per point, for rounding frames to the pixel grid.
  let scale: CGFloat

  /// `rect` with its edges rounded to the nearest pixel.
  func rounded(_ rect: CGRect) -> CGRect { pixelRounded(rect, scale: scale) }
}

/// `rect` with its edges rounded to the nearest pixel at `scale`.
func pixelRounded(_ rect: CGRect, scale: CGFloat) -> CGRect {
  guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
  func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
  let x = round(rect.minX)
  let y = round(rect.minY)
  return CGRect(x: x, y: y, width: max(round(rect.maxX) - x, 0), height: max(round(rect.maxY) - y, 0))
}

/// What resolving a view carries down the tree.
struct ResolveInputs {
  /// The environment at this point of the tree.
  var environment: EnvironmentValues
  /// The view's structural identity: its path from the root.
  var identity: ViewIdentity
  /// Presents animated values while a film runs; nil renders the model as is.
  var animator: Animator?
  /// Keeps `@State` across frames while a film runs; nil keeps initial values.
  var stateStore: StateStore?
  /// The transaction changes in this subtree animate with.
  var transaction = Transaction()
  /// Set for the children of a dynamic container: which transition phase
  /// the child is in, claimed by the outermost `.transition` modifier.
  var transition: TransitionContext?
  /// Whether this resolution only records initial values for attributes
  /// (a transition's active state) instead of presenting them.
  var seeding = false

  /// The inputs for the content of a container view (a stack, an overlay
  /// …): a transition set for the container is its own, not its content's.
  var container: ResolveInputs {
    var inputs = self
    inputs.transition = nil
    return inputs
  }

  /// The inputs for a child at `component`.
  func child(_ component: ViewIdentity.Component) -> ResolveInputs {
    var inputs = self
    inputs.identity = identity.appending(component)
    return inputs
  }
}

/// A view's structural identity: where it sits in the tree (the child
/// index at each level, or the data ID inside a `ForEach`), as SwiftUI
/// identifies views.
struct ViewIdentity: Hashable, CustomStringConvertible {
  enum Component: Hashable {
    case index(Int)
    case branch(Bool)
    case id(AnyHashable)
    case type(String)
  }

  var components: [Component] = []

  func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(components: components + [component])
  }

  var description: String {
    components.map { component in
      switch component {
      case .index(let i): "\(i)"
      case .branch(let b): b ? "if" : "else"
      case .id(let id): "#\(id)"
      case .type(let name): name
      }
    }.joined(separator: "/")
  }
}

/// Resolves any view into nodes.
func resolve<V: View>(_ view: V, _ inputs: ResolveInputs) -> [ViewNode] {
  if let primitive = view as? any PrimitiveView {
    return primitive.makeNodes(inputs)
  }
  let view = inputs.animatedView(view)
  inputs.prepareDynamicProperties(of: view)
  return resolve(view.body, inputs.child(.type(String(describing: V.self))))
}

/// Resolves a view into a single node: several become a VStack's children,
/// as SwiftUI lays out a view list at the root.
func resolveSingle<V: View>(_ view: V, _ inputs: ResolveInputs) -> ViewNode {
  let nodes = resolve(view, inputs)
  if nodes.count == 1 { return nodes[0] }
  return StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
}
