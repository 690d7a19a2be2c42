import Foundation

/// A column that makes its views as they scroll into view, as SwiftUI's
/// `LazyVStack`: in a vertical scroll view, a `ForEach`'s rows are built,
/// laid out and drawn only where the scroll view shows them, plus half a
/// screen (their `onAppear` runs then; LazyRows.swift, LazyStackNode.swift).
/// Laid out as SwiftUI lays out a lazy stack: each child is offered the
/// stack's full width (not a share), and the stack is as wide as offered.
/// A section's header, rows and footer are entries of the stack; pinned
/// section views are accepted and drawn in place.
nonisolated public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    _LazyStack(axis: .vertical, alignment: alignment.key, spacing: spacing, content: content)
      .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

/// A row that makes its views as they scroll into view, as SwiftUI's
/// `LazyHStack` (see `LazyVStack`; in a horizontal scroll view): as tall
/// as offered.
nonisolated public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    _LazyStack(axis: .horizontal, alignment: alignment.key, spacing: spacing, content: content)
      .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// A lazy stack's views: resolved with their `ForEach`es' rows left to
/// make (LazyRows.swift), laid out by a `LazyStackNode`.
nonisolated struct _LazyStack<Content: View>: View, PrimitiveView {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let content: Content
  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var contentInputs = inputs.container
    contentInputs.stackAxis = axis
    contentInputs.lazyRows = true
    var nodes = Flipbook.resolve(content, contentInputs)
    let entries = LazyEntries(nodes)
    if entries.hasSections {
      // A section's header, rows and footer are the stack's own entries,
      // spaced by the stack along its axis (a `LazyHStack`'s header a
      // column before its rows); headers are drawn in place, not pinned.
      // Every row of a sectioned stack is made.
      nodes = (0..<entries.count).flatMap { entries.nodes($0) }.flatMap { $0.role.listSection?.all ?? [$0] }
      return [LazyStackNode(axis: axis, alignment: alignment, spacing: spacing, entries: LazyEntries(nodes), memory: LazyStackMemory())]
    }
    let memory = inputs.memory?.lazyStacks.memory(at: inputs.identity) ?? LazyStackMemory()
    return [LazyStackNode(axis: axis, alignment: alignment, spacing: spacing, entries: entries, memory: memory)]
  }
}

/// Which section views stay pinned while a lazy container scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
