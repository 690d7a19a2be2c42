import Foundation

// MARK: - iOS 18's tab API
//
// `TabView { Tab("Home", systemImage: "house", value: .home) { HomeView() } }`
// is iOS 18's way of writing what `HomeView().tabItem { Label("Home",
// systemImage: "house") }.tag(Tab.home)` wrote before, and iPhone draws the
// two alike: one bar button per tab, icon over title, the tab's value as
// the selection it stands for. So a `Tab` here is a view that is exactly
// that older form, and `TabView` reads it as it reads any tab: its label,
// tag and `.badge`. `TabSection`s group tabs in the iPad sidebar; on an
// iPhone's bar (what Flipbook draws) their tabs sit in the bar in order, the
// section's title unshown. A tab whose role is `.search` is an ordinary
// tab of the bar on iOS 18 (iOS 26 sets it apart at the trailing end, not
// drawn so here), labelled "Search" with a magnifying glass when it gives
// no label. Source: Apple's documentation of `Tab`, `TabSection` and
// `TabRole` (iOS 18), and WWDC24 "Elevate your tab and sidebar experience
// in iPadOS".

/// A tab's role: `.search` marks the tab that searches the app.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches the app.
  public static let search = TabRole(name: "search")
}

/// The label a `Tab` made from a title and an image shows: the title
/// beside (in the bar: under) the image, a `Label`.
nonisolated public struct DefaultTabLabel: View {
  let label: Label<Text, Image>

  public var body: some View { label }
}

/// A tab of a `TabView`, as SwiftUI's `Tab` (iOS 18): its content, the
/// label its bar button shows, and the selection value it stands for.
nonisolated public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: TabLabel
  var isHidden = false

  /// A tab of `content`, shown by `label`, selected by `value`.
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
    self.value = value
    self.role = role
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    if !isHidden {
      let item = content.tabItem { label }
      if let value { item.tag(value) } else { item }
    }
  }

  /// This tab, left out of the tab bar when `hidden` is true (SwiftUI's
  /// `TabContent.hidden(_:)`).
  public func hidden(_ hidden: Bool = true) -> Tab {
    var tab = self
    tab.isHidden = hidden
    return tab
  }
}

extension Tab where TabLabel == DefaultTabLabel {
  /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      DefaultTabLabel(label: Label(titleKey, systemImage: systemImage))
    }
  }

  /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      DefaultTabLabel(label: Label(String(title), systemImage: systemImage))
    }
  }

  /// A tab titled `titleKey` with the image `image` of the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) { DefaultTabLabel(label: Label(titleKey, image: image)) }
  }

  /// A tab titled `title` with the image `image` of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) { DefaultTabLabel(label: Label(String(title), image: image)) }
  }

  /// A tab with its role's label ("Search" and a magnifying glass for
  /// `.search`), selected by `value`.
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content) { DefaultTabLabel(label: Label("Search", systemImage: "magnifyingglass")) }
  }
}

extension Tab where Value == Never, TabLabel == DefaultTabLabel {
  /// A tab of a `TabView` without a selection, titled `titleKey` with the
  /// symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(label: Label(titleKey, systemImage: systemImage))
  }

  /// A tab of a `TabView` without a selection, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(label: Label(String(title), systemImage: systemImage))
  }

  /// A tab of a `TabView` without a selection, titled `titleKey` with the
  /// asset catalog's `image`.
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(label: Label(titleKey, image: image))
  }

  /// A tab with its role's label, in a `TabView` without a selection.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.role = role
    self.content = content()
    label = DefaultTabLabel(label: Label("Search", systemImage: "magnifyingglass"))
  }
}

extension Tab where Value == Never {
  /// A tab shown by `label`, in a `TabView` without a selection.
  public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
    self.value = nil
    self.role = role
    self.content = content()
    self.label = label()
  }
}

/// Tabs grouped under a title, as SwiftUI's `TabSection` (iOS 18): a group
/// in the iPad sidebar; in an iPhone's tab bar, its tabs in order.
nonisolated public struct TabSection<Header: View, Content: View, Footer: View>: View {
  let content: Content
  let header: Header

  /// Tabs under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
    self.content = content()
    self.header = header()
  }

  public var body: some View { Group { content } }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Tabs under the title `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Tabs under the title `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// Tabs under no title.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

/// Where an adaptable tab view shows a tab (its bar or its iPad sidebar).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Whether people may reorder or hide a tab in a customizable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
  public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// The tabs people moved or hid in a customizable tab view (kept by the
/// app in `@AppStorage`); a rendered tab view shows its default order.
public struct TabViewCustomization: Hashable, Codable, Sendable {
  public init() {}
  /// Resets the tabs' visibility to their defaults.
  public mutating func resetVisibility() {}
  /// Resets the sections' order to their defaults.
  public mutating func resetSectionOrder() {}
}

/// How a tab bar shrinks while content scrolls (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  public static let never = TabBarMinimizeBehavior(name: "never")
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

nonisolated extension View {
  /// The tab's identity for the customizations people make; a rendered tab
  /// view shows the default arrangement, so nothing drawn changes.
  public func customizationID(_ id: String) -> some View { self }

  /// Whether people may reorder or hide the tab; nothing drawn changes.
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...)
    -> some View
  { self }

  /// Whether the tab shows by default in `placements`: a tab hidden by
  /// default from the tab bar is left out of it.
  @ViewBuilder
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
    let inBar = placements.isEmpty || placements.contains(.tabBar) || placements.contains(.automatic)
    if visibility == .hidden, inBar { EmptyView() } else { self }
  }

  /// The customizations of the tab view's tabs; a rendered tab view shows
  /// its default arrangement.
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

  /// How the tab bar shrinks while content scrolls (iOS 26); a still frame
  /// shows the bar at rest.
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}

extension AppStorage where Value == TabViewCustomization {
  /// A stored tab view customization, as iOS 18's
  /// `@AppStorage("tabs") var customization: TabViewCustomization` (kept as
  /// its JSON encoding; a fresh one when nothing is stored or what is
  /// stored does not decode, as a customization left by another version).
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? Data).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) } },
      encode: { try? JSONEncoder().encode($0) })
  }
}

/// Where a tab view's bottom accessory sits, as iOS 26's
/// `TabViewBottomAccessoryPlacement`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// Above the tab bar, full width.
  case expanded
  /// Inline in the minimized tab bar.
  case inline
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
  /// Where the bottom accessory the views here are in sits (nil outside
  /// one), as iOS 26's `tabViewBottomAccessoryPlacement`.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}

nonisolated extension View {
  /// A view above the tab bar (a mini player), as iOS 26's
  /// `tabViewBottomAccessory(content:)`. Not drawn: Flipbook draws iOS 17–18's
  /// tab bar, which has no accessory (iOS 26's floating glass bar is not
  /// modelled).
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// A bottom accessory shown while `isEnabled` (see
  /// `tabViewBottomAccessory(content:)`).
  public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View { self }
}
