import Foundation

/// A resolved view: what the layout pass sizes and places.
///
/// ## From views to pixels
///
/// Flipbook evaluates a view tree in passes, as SwiftUI does:
///
/// Each step is a pass of its own type, over the graph a `RenderSession`
/// runs (`ViewGraph.runPass`): `ResolvePass`, `LayoutPass`, `LoweringPass`,
/// and, for a tap, `HitTestPass`. Only resolve writes the graph's memory
/// of animations; layout reads it and leaves what it presents in a log.
///
/// 1. **Resolve** (`Graph/`): each view's `body` is evaluated, recursively,
///    until only primitive views remain (shapes, stacks, frames, effects …),
///    which make `ViewNode`s. The environment, state and transactions flow
///    down here; a `Group`, `ForEach` or `TupleView` makes several nodes,
///    which the enclosing container lays out as siblings.
/// 2. **Layout** (`Layout/`): a parent proposes a size (`ProposedViewSize`)
///    and the child chooses its own (`sizeThatFits`); then, top down, each
///    node places its children in its frame (`placeChildren`), giving the
///    *placed tree* (`PlacedView`): every node's frame in the root's space,
///    its edges rounded to the pixel grid (SwiftUI rounds view positions "to
///    the nearest pixel to reduce blurriness").
/// 3. **Display list** (`DisplayList/`): the placed tree is lowered to a
///    `Sendable` value of paths, Canvas drawings and groups with effects.
/// 4. **Render** (`Render/`): the display list is drawn into a
///    `GraphicsContext`, on any thread; nothing is resolved or laid out then.
///
/// ## What layout costs
///
/// A stack sizes its children by asking each up to four times (its minimum,
/// maximum, ideal and an offered share), and a parent asks a stack again for
/// each proposal it tries, so without memory the leaves of a nest of `d`
/// stacks are asked about 4^d times — an 8-deep nest asked its leaves
/// 848,106 times to draw once. Nodes are made anew by every resolve, and
/// each keeps the answers of `sizeThatFits` per proposal for its life (one
/// pass), so a node computes its size once per distinct proposal. Three more
/// rules keep the distinct proposals few: placing re-sizes children from the
/// proposal the node was sized with (never from its frame, which would be a
/// new proposal at every level); a subtree without `alignmentGuide`s
/// answers guide queries at once (asking a child's guides otherwise sizes it
/// again at its own size, a new proposal); and a stack offered 0 or ∞ along
/// its axis gives every child exactly that, with no flexibility probes. The
/// 8-deep nest then computes its 9 leaves' sizes 75 times in all
/// (`Scripts/bench-view-graph` prints it). `placeChildren` runs once per node
/// and reads sizes from the cache; hit testing and drawing read the placed
/// tree.
///
/// What is left is linear in the nodes: a leaf under stacks of alternating
/// axes sees at most three lengths per axis (0, ∞ and its share), so at most
/// nine proposals; 100 leaves in five levels of stacks compute 2,894 sizes
/// in all, none more than nine, and lay out in about 0.4–0.8 ms in release.
/// At that scale the constant factors decide: the answers are kept inline
/// in the node (`SizeCache`), a stack writes its children's layout into
/// buffers it owns instead of new arrays, and the benchmarks' statistics are
/// not read unless installed.
class ViewNode {
  /// The identity of the view that made this node, and the transaction
  /// it resolved in: what its placed frame animates by (nil for nodes the
  /// layout makes itself, which don't animate).
  var layoutIdentity: ViewIdentity?
  var transaction = Transaction()

  /// The custom view types whose bodies made this node, innermost first:
  /// how tests and tools find a view's placed frame by its type.
  var viewTypes: [Any.Type] = []

  /// Records that a custom view's body made this node (`viewTypes`); a
  /// lazy container's rows record it on each row made, since the lazy node
  /// stands for them (LazyRows.swift).
  final func appendViewType(_ type: Any.Type) {
    if let rows = self as? LazyRowsNode { return rows.appendViewTypeToRows(type) }
    viewTypes.append(type)
  }

  /// This node with `transform` applied (a modifier wrapping it); a lazy
  /// container's rows are each transformed when made instead
  /// (LazyRows.swift), and a section's rows each (List.swift).
  final func mappingRows(_ transform: @escaping (ViewNode) -> ViewNode) -> ViewNode {
    if let rows = self as? LazyRowsNode { return rows.mappingEachRow(transform) }
    if let section = self as? SectionNode { return section.mappingEachRow(transform) }
    return transform(self)
  }

  // MARK: What passes and containers read about a node
  //
  // Where the layout pass, the stacks, lists, grids, preferences and
  // accessibility treat some nodes apart, they read data each node sets
  // when it is made (`role`, `traits`, the guide flags), not overridable
  // queries: the hooks below are only what every node answers (its size,
  // its children's places, its guides and spacing, its drawing, taps and
  // accessibility elements).

  /// What this node is, where a pass or a container treats it apart.
  final var role = NodeRole.plain

  /// What containers read about this view besides its size: set when the
  /// node is made (a modifier's are its child's, changed by the trait
  /// modifiers; a spacer's carry its minimum length).
  final var traits = LayoutTraits()

  /// Whether an `alignmentGuide` is set in this subtree where its guides
  /// can be seen: set when the node is made (a modifier's is its child's,
  /// a container's whether any child's is). Most subtrees have none, and
  /// answer guide queries at once.
  final var hasExplicitAlignments = false

  /// Whether this subtree holds text, whose lines give the text-baseline
  /// guides explicit values (or a symbol image sitting on a baseline): set
  /// as `hasExplicitAlignments` is, so the many subtrees without text
  /// answer baseline queries at once.
  final var hasTextBaselines = false

  /// Both guide flags from `children` (a container's), as the containers
  /// set them.
  final func takeGuides(from children: [ViewNode]) {
    hasExplicitAlignments = children.contains { $0.hasExplicitAlignments }
    hasTextBaselines = children.contains { $0.hasTextBaselines }
  }

  /// The accessibility elements of `placed` (this node's placement), in
  /// drawing order: by default its children's.
  func collectAccessibility(_ placed: PlacedView, into elements: inout [AccessibilityElement]) {
    for child in placed.children { child.node.collectAccessibility(child, into: &elements) }
  }

  /// The answers of `measure` so far, by proposal (a handful per node).
  private var sizes = SizeCache()

  /// The size this view chooses for `proposal`, computed once per proposal.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizes.answer(for: proposal) { return size }
    let size = measure(proposal)
    LayoutStatistics.current?.recordMeasure(of: self)
    sizes.insert(size, for: proposal)
    return size
  }

  /// Computes the size this view chooses for `proposal`; layout asks
  /// `sizeThatFits`, which remembers the answer.
  func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// The explicit value of an alignment guide, in a view of `size`: nil
  /// at once for a subtree without `alignmentGuide`s (most of them), else
  /// `computeExplicitAlignment`'s answer.
  final func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    hasExplicitAlignments || (key.isTextGuide && hasTextBaselines) ? computeExplicitAlignment(key, in: size) : nil
  }

  /// Computes the explicit value of an alignment guide in a view of `size`.
  func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  /// The view's dimensions at `size`, with its explicit guides.
  final func dimensions(in size: CGSize) -> ViewDimensions {
    guard hasExplicitAlignments || hasTextBaselines else { return ViewDimensions(size: size) }
    return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, in: size) }
  }

  /// The view's spacing preferences, which stacks read to space it from its
  /// neighbours (computed once; see `ViewSpacing`).
  lazy var spacingPreferences: ViewSpacing = computeSpacing()

  /// Computes the spacing preferences: a leaf states none.
  func computeSpacing() -> ViewSpacing { ViewSpacing() }

  /// Whether this view is a `Spacer` (possibly under modifiers).
  final var isSpacer: Bool { traits.spacerMinLength != nil }

  /// Places the children in `frame` (root space, pixel-rounded), the node
  /// having been offered `proposal` when it chose its size: the layout
  /// pass's step for this node. As SwiftUI's `placeSubviews(in:proposal:)`,
  /// children are sized again from `proposal` (answers the cache already
  /// holds), not from the frame. Leaves have no children.
  func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] { [] }

  /// Appends what this view draws, placed as `placed`, to `list`. By
  /// default: its children's drawing, in order.
  func lower(_ placed: PlacedView, into list: inout DisplayList) {
    for child in placed.children { child.lower(into: &list) }
  }

  /// The topmost tap handler for `tap` under `point` (root space), by
  /// default the children's, front to back.
  func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    for child in placed.children.reversed() {
      if let target = child.hitTest(point, tap) { return target }
    }
    return nil
  }

  /// Whether the view draws content under `point` (root space): what a tap
  /// gesture without a `contentShape` responds to.
  func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    placed.children.contains { $0.contentContains(point) }
  }
}

/// A node's answers to `sizeThatFits`, by proposal: the first four inline
/// (a stack asks a child at most four proposals per proposal it is asked;
/// most nodes see one to four), the rest in an array. Inline, a look-up
/// allocates nothing and needs no array metadata, which layout paid for on
/// every node.
struct SizeCache {
  private struct Entry {
    var proposal: ProposedViewSize
    var size: CGSize
  }
  private var count = 0
  private var e0 = Entry(proposal: .zero, size: .zero)
  private var e1 = Entry(proposal: .zero, size: .zero)
  private var e2 = Entry(proposal: .zero, size: .zero)
  private var e3 = Entry(proposal: .zero, size: .zero)
  private var more: [Entry] = []

  /// The size answered for `proposal`, if it was asked before. (Mutating
  /// only so that a node's cache is read in place, not copied out.)
  mutating func answer(for proposal: ProposedViewSize) -> CGSize? {
    if count > 0, e0.proposal == proposal { return e0.size }
    if count > 1, e1.proposal == proposal { return e1.size }
    if count > 2, e2.proposal == proposal { return e2.size }
    if count > 3, e3.proposal == proposal { return e3.size }
    if count > 4 {
      for entry in more where entry.proposal == proposal { return entry.size }
    }
    return nil
  }

  /// Remembers `size` as the answer for `proposal` (not yet asked).
  mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    let entry = Entry(proposal: proposal, size: size)
    switch count {
    case 0: e0 = entry
    case 1: e1 = entry
    case 2: e2 = entry
    case 3: e3 = entry
    default:
      if more.isEmpty { more.reserveCapacity(4) }
      more.append(entry)
    }
    count += 1
  }
}

/// A node wrapping one child and passing layout through to it; the child is
/// placed in the node's own frame.
class ModifierNode: ViewNode {
  let child: ViewNode

  init(_ child: ViewNode) {
    self.child = child
    super.init()
    traits = child.traits
    hasExplicitAlignments = child.hasExplicitAlignments
    hasTextBaselines = child.hasTextBaselines
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    child.explicitAlignment(key, in: size)
  }
  override func computeSpacing() -> ViewSpacing { child.spacingPreferences }
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    [pass.place(child, in: frame, proposal: proposal)]
  }
}

/// What a container reads about a child besides its size: data, set by
/// modifiers (`layoutPriority`, `zIndex`) and by `Spacer`, passed up
/// through every modifier that wraps the view.
struct LayoutTraits {
  /// Stacks give space to higher priorities first (default 0).
  var layoutPriority: Double = 0
  /// Drawing order within a ZStack (default 0).
  var zIndex: Double = 0
  /// A spacer's minimum length; nil for other views. Stacks size spacers
  /// after the other views of their priority.
  var spacerMinLength: CGFloat?
  /// Values set under key types: `layoutValue(key:value:)`'s, and the grid
  /// cell settings.
  var values: [ObjectIdentifier: Any] = [:]
}

/// `rect` with its edges rounded to the nearest pixel at `scale`.
func pixelRounded(_ rect: CGRect, scale: CGFloat) -> CGRect {
  guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
  func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
  let x = round(rect.minX)
  let y = round(rect.minY)
  return CGRect(x: x, y: y, width: max(round(rect.maxX) - x, 0), height: max(round(rect.maxY) - y, 0))
}

extension CGFloat {
  /// This length rounded up to a whole pixel at `scale`: a text's height
  /// (`TextNode`) and the lengths of its spacing (`ViewSpacing.text`). As
  /// SwiftUI sizes text's height: a 16-pt line (19.09 pt tall in SF Pro) is 19.33 pt at
  /// 3×, so a `.headline` label padded by 16 makes a 51.33-pt button on
  /// iOS 18.1 (marian-stanciulica/Foodybite at `.medium`: 154 px, where
  /// 51 pt made every view under it a pixel off). A thousandth of a pixel
  /// is forgiven, so lengths already on the grid stay there.
  func roundedUpToPixel(scale: CGFloat) -> CGFloat {
    guard isFinite, scale.isFinite, scale > 0 else { return self }
    return ((self * scale) - 0.001).rounded(.up) / scale
  }
}
