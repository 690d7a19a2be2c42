import Foundation

/// A split view of two or three columns, as SwiftUI's `NavigationSplitView`.
///
/// Flipbook draws it as an iPhone does, collapsed: a navigation stack of
/// one column, the sidebar unless `preferredCompactColumn` asks for the
/// content or the detail ("In compact size classes … the split view
/// collapses into a single stack", SwiftUI's documentation). Column
/// visibility, widths and the split view style only matter side by side,
/// which Flipbook does not draw; they are accepted and kept.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// The column a collapsed split view shows.
  public var body: some View {
    switch preferredCompactColumn?.wrappedValue ?? .sidebar {
    case .detail: NavigationStack { AnyView(detail) }
    case .content: NavigationStack { content.map { AnyView($0) } ?? AnyView(sidebar) }
    default: NavigationStack { AnyView(sidebar) }
    }
  }

  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view showing the columns `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view that shows `preferredCompactColumn` collapsed.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(),
      content: content(), detail: detail())
  }

  /// A three-column split view that shows `preferredCompactColumn` collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(),
      detail: detail())
  }

  init(
    columnVisibility: Binding<NavigationSplitViewVisibility>?, preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
    sidebar: Sidebar, content: Content?, detail: Detail
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view showing the columns `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view that shows `preferredCompactColumn` collapsed.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil,
      detail: detail())
  }

  /// A two-column split view that shows `preferredCompactColumn` collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
  }
}

/// Which columns of a split view show, as SwiftUI's
/// `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice for the size offered.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns (of three), or sidebar and detail.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The middle column of three.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The trailing column.
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// A split view's look, as SwiftUI's `NavigationSplitViewStyle`: how the
/// columns share a wide screen (not drawn: see `NavigationSplitView`).
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a `NavigationSplitViewStyle` draws from (opaque, as SwiftUI's).
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's split: on iPad, the detail prominent in portrait.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Columns side by side, the detail narrowed to make room.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail kept at full size, the leading columns over it.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

nonisolated extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's split.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail at full size.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
  /// Sets how split views here share a wide screen, as SwiftUI's
  /// `navigationSplitViewStyle(_:)` (a collapsed split view looks the same
  /// in every style).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

  /// A split view column's width, as SwiftUI's
  /// `navigationSplitViewColumnWidth(_:)` (columns side by side only).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// A split view column's width range, as SwiftUI's
  /// `navigationSplitViewColumnWidth(min:ideal:max:)` (columns side by side
  /// only).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
