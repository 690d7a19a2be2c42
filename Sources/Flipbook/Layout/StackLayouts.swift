import Foundation

/// A layout the framework draws with its own node (the stack layouts,
/// `AnyLayout` over one): used as a view, it lays out exactly as the
/// matching stack view does.
protocol BuiltInLayout {
  func makeNode(children: [ViewNode]) -> ViewNode
}

extension BuiltInLayout {
  /// A node over `subviews` for answering the protocol's calls directly.
  func node(for subviews: LayoutSubviews) -> ViewNode { makeNode(children: subviews.map(\.node)) }
}

/// `HStack` as a `Layout` (for `AnyLayout` and composition), as SwiftUI's
/// `HStackLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  func makeNode(children: [ViewNode]) -> ViewNode {
    StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    node(for: subviews).sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    placeByNode(node(for: subviews), in: bounds, proposal: proposal, subviews: subviews)
  }
}

/// `VStack` as a `Layout`, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, BuiltInLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func makeNode(children: [ViewNode]) -> ViewNode {
    StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    node(for: subviews).sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    placeByNode(node(for: subviews), in: bounds, proposal: proposal, subviews: subviews)
  }
}

/// `ZStack` as a `Layout`, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, BuiltInLayout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  func makeNode(children: [ViewNode]) -> ViewNode { ZStackNode(alignment: alignment, children: children) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    node(for: subviews).sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    placeByNode(node(for: subviews), in: bounds, proposal: proposal, subviews: subviews)
  }
}

/// A built-in stack's node, which says where it puts its children for the
/// `Layout` that wraps it (`HStackLayout` …).
protocol StackPlacing: ViewNode {
  /// Each child's frame in `frame` and the proposal it was sized for.
  func childPlacements(in frame: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)]
}

/// Places `subviews` where `node` (a built-in layout's) puts its children.
private func placeByNode(_ node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
  let placements = (node as? any StackPlacing)?.childPlacements(in: bounds, proposal: proposal) ?? []
  for (subview, placement) in zip(subviews, placements) {
    subview.place(at: placement.frame.origin, anchor: .topLeading, proposal: placement.proposal)
  }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch a container's
/// layout (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`)
/// while its subviews keep their identity.
public struct AnyLayout: Layout, BuiltInLayout {
  let base: any Layout

  /// `layout`, erased.
  public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

  /// The erased layout's cache.
  public final class Cache {
    var value: Any?
    init(_ value: Any?) { self.value = value }
  }

  func makeNode(children: [ViewNode]) -> ViewNode {
    (base as? any BuiltInLayout)?.makeNode(children: children) ?? LayoutNode(layout: self, children: children)
  }

  public func makeCache(subviews: Subviews) -> Cache {
    func open<L: Layout>(_ layout: L) -> Any? { layout.makeCache(subviews: subviews) }
    return Cache(open(base))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    func open<L: Layout>(_ layout: L) -> CGSize {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }
    return open(base)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    func open<L: Layout>(_ layout: L) {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
    open(base)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func open<L: Layout>(_ layout: L) -> ViewSpacing {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      return layout.spacing(subviews: subviews, cache: &inner)
    }
    return open(base)
  }
}
