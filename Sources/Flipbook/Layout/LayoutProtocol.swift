import Foundation

// MARK: - Custom layouts
//
// SwiftUI's `Layout` protocol (iOS 16): a type that sizes itself from its
// subviews' answers and places them. Flipbook runs a layout in its layout
// pass as SwiftUI does: `sizeThatFits` when a parent asks the container's
// size (once per distinct proposal, like every node's answer), then
// `placeSubviews` once, with `bounds` in the root's space. A subview's
// `place(at:anchor:proposal:)` records where it goes; the pass then sizes
// it for that proposal and puts its anchor on the point.
//
// What a layout gets wrong is clamped, not trusted: a size that is NaN,
// infinite or negative counts as 0 in that dimension; a subview placed
// twice keeps its last placement; a subview never placed sits at the
// centre of the bounds at its size for an unspecified proposal (SwiftUI's
// documented default). The cache is made once per layout pass
// (`makeCache`); `updateCache` is not called, since each pass makes fresh
// nodes.

/// A type that lays out subviews, as SwiftUI's `Layout`. Use it as a view:
/// `MyLayout { … }`.
public protocol Layout: Animatable {
  /// Data the layout computes once and keeps across calls in one pass.
  associatedtype Cache = Void
  /// The subviews, as the layout sees them.
  typealias Subviews = LayoutSubviews

  /// The layout's properties (its stack orientation).
  static var layoutProperties: LayoutProperties { get }

  /// The size the container takes for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview within `bounds` (root space in Flipbook).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Makes the cache.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The container's spacing preferences (by default, the union of its subviews').
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// An explicit horizontal guide, or nil for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// An explicit vertical guide, or nil for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

/// A layout's properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks along, if it is a stack.
  public var stackOrientation: Axis?
  public init() {}
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return ViewSpacing() }
    var spacing = ViewSpacing.empty
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// Lays out `content`'s views with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Void { () }
}

/// A key for values a view gives its layout (`layoutValue(key:value:)`),
/// as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Gives the layout this view is in `value` under `key`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_TraitWritingModifier(write: .value(ObjectIdentifier(key), value)))
  }
}

/// The subviews of a layout, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let subviews: [LayoutSubview]
  /// Left to right (Flipbook lays out left to right).
  public var layoutDirection: LayoutDirection { .leftToRight }

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(subviews: indices.map { subviews[$0] })
  }
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.subviews == b.subviews }
}

/// One subview of a layout, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
  let node: ViewNode
  let index: Int
  let placements: PlacementLog

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  /// The subview's dimensions (with its guides) for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(in: node.sizeThatFits(proposal))
  }

  /// Its layout priority.
  public var priority: Double { node.traits.layoutPriority }

  /// Its spacing preferences.
  public var spacing: ViewSpacing { node.spacingPreferences }

  /// The value it gave under `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Places the subview: its `anchor` at `position` (root space), sized
  /// for `proposal`. Only `placeSubviews` may place; a second placement
  /// replaces the first.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    placements.entries[index] = (position, anchor, proposal)
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Where `placeSubviews` put each subview.
final class PlacementLog {
  var entries: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
}

/// A layout used as a view.
nonisolated struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var content = inputs.container
    content.stackAxis = L.layoutProperties.stackOrientation
    let children = Flipbook.resolve(self.content, content)
    // The built-in layouts lay out with their own nodes (the stacks').
    if let builtIn = layout as? any BuiltInLayout { return [builtIn.makeNode(children: children)] }
    return [LayoutNode(layout: layout, children: children)]
  }
}

/// A custom layout's node.
final class LayoutNode<L: Layout>: ViewNode {
  let layout: L
  let children: [ViewNode]
  private let log = PlacementLog()
  private var cache: L.Cache?

  init(layout: L, children: [ViewNode]) {
    self.layout = layout
    self.children = children
    super.init()
    // A custom layout may answer any guide (`explicitAlignment`).
    hasExplicitAlignments = true
  }

  private var subviews: LayoutSubviews {
    LayoutSubviews(subviews: children.enumerated().map { LayoutSubview(node: $1, index: $0, placements: log) })
  }

  private func withCache<T>(_ body: (inout L.Cache, LayoutSubviews) -> T) -> T {
    let subviews = self.subviews
    var cache = self.cache ?? layout.makeCache(subviews: subviews)
    defer { self.cache = cache }
    return body(&cache, subviews)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let size = withCache { cache, subviews in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  override func computeSpacing() -> ViewSpacing {
    withCache { cache, subviews in layout.spacing(subviews: subviews, cache: &cache) }
  }


  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    return withCache { cache, subviews in
      if key.axis == .horizontal {
        return layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
      }
      return layout.explicitAlignment(
        of: VerticalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
    }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    log.entries = [:]
    withCache { cache, subviews in
      layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }
    return children.enumerated().map { index, child in
      let placement = log.entries[index]
        ?? (CGPoint(x: frame.midX, y: frame.midY), UnitPoint.center, ProposedViewSize.unspecified)
      let size = child.sizeThatFits(placement.proposal)
      let width = clean(size.width), height = clean(size.height)
      var origin = CGPoint(
        x: placement.position.x - placement.anchor.x * width, y: placement.position.y - placement.anchor.y * height)
      if !origin.x.isFinite { origin.x = frame.minX }
      if !origin.y.isFinite { origin.y = frame.minY }
      return pass.place(child, in: CGRect(origin: origin, size: CGSize(width: width, height: height)),
        proposal: placement.proposal)
    }
  }

  private func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
}
