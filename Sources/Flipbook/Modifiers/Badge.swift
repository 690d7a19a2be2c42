import Foundation

nonisolated struct _BadgeModifier: ViewModifier, NodeModifier {
  let label: Text?
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    guard let label else { return node }
    return ContainerValueNode(node, BadgeValue.self, label)
  }
}

nonisolated extension View {
  /// A count shown beside the view, as iOS draws it: in a `List` row, at
  /// the row's trailing end in the secondary colour; on a tab of a
  /// `TabView`, white on a red capsule at its icon's corner. Zero shows no
  /// badge.
  public func badge(_ count: Int) -> some View {
    modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)")))
  }

  /// A text badge (nil shows none).
  public func badge(_ label: Text?) -> some View { modifier(_BadgeModifier(label: label)) }

  /// A localized text badge.
  public func badge(_ key: LocalizedStringKey?) -> some View { modifier(_BadgeModifier(label: key.map { Text($0) })) }

  /// A string badge.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(_BadgeModifier(label: label.map { Text($0) })) }

  /// A menu shown on a long press, as SwiftUI's `contextMenu`. A film's
  /// taps don't open it, so the view draws as it is at rest.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// A menu with a preview, shown on a long press (see `contextMenu(menuItems:)`).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    self
  }

  /// A context menu made beforehand (iOS 13's `contextMenu(_:)`); nil for
  /// none. Drawn as `contextMenu(menuItems:)` is: not at rest.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

  /// A menu for the selected items of a list or table, with an action for
  /// a double tap (iOS 16's `contextMenu(forSelectionType:menu:primaryAction:)`):
  /// not at rest, like the others.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View { self }

  /// Help text: on iOS, the accessibility hint; nothing is drawn.
  public func help(_ text: Text) -> some View { accessibilityHint(text) }

  /// Help text from a localized key.
  public func help(_ key: LocalizedStringKey) -> some View { help(Text(key)) }

  /// Help text from a string.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }
}

/// A context menu's items made beforehand, as iOS 13's `ContextMenu`
/// (deprecated in SwiftUI, still compiled): given to `contextMenu(_:)`.
nonisolated public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  /// A menu of the items `menuItems` makes.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
