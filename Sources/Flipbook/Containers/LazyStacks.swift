import Foundation

/// A column that makes its views as they scroll into view, as SwiftUI's
/// `LazyVStack`. Flipbook draws every view (a frame shows them all at
/// once), laid out as SwiftUI lays out a lazy stack: each child is offered
/// the stack's full width (not a share), and the stack is as wide as
/// offered. Pinned section views are accepted and drawn in place.
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
    VStack(alignment: alignment, spacing: spacing) { content }.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

/// A row that makes its views as they scroll into view, as SwiftUI's
/// `LazyHStack` (see `LazyVStack`): as tall as offered.
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
    HStack(alignment: alignment, spacing: spacing) { content }.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// Which section views stay pinned while a lazy container scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
