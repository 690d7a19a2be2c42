import Foundation

/// Views shown one at a time under a tab bar, as SwiftUI's `TabView`.
///
/// Each view the content resolves to is a tab: its `.tabItem` (a `Label`,
/// or an image and a text) is its button in the bar, its `.tag` (or
/// `ForEach` ID; else its position) the selection value it stands for. The
/// selected tab fills the space above the bar; a tap on a button selects
/// its tab. Every tab stays resolved, so each keeps its `@State` while
/// another shows, as in SwiftUI.
///
/// The bar, as iOS 17 draws it: 49 pt tall, the buttons sharing its
/// width, each the icon (centred 18.5 pt below the bar's top) over the
/// title in 10 pt medium (its baseline 45 pt below), in the tint when
/// selected and `gray` (systemGray) otherwise, the symbols in their fill
/// variant (as SwiftUI applies `.symbolVariant(.fill)` to tab items on
/// iOS); over content that doesn't scroll under it the bar has no
/// background (iOS 15's scroll-edge appearance). In the page style (`.tabViewStyle(.page)`)
/// the tabs are pages with dots instead (TabViewStyle.swift).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs selected through `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let tabInputs = inputs.child(.index(0))
    let nodes = Flipbook.resolve(content, tabInputs)
    let tabs = nodes.enumerated().map { index, node in
      TabEntry(node: node, tag: node.tag(below: tabInputs.identity) ?? AnyHashable(index), item: node.tabItem)
    }
    // Without a binding the view keeps the selection itself, in state keyed
    // under its own identity (a primitive view's properties aren't linked).
    let store = inputs.stateStore
    let box = store?.box(for: StateStore.Key(identity: inputs.identity, property: .selection), initial: AnyHashable?.none)
    let current: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? (box?.value as? AnyHashable?) ?? nil
    let selectedIndex = tabs.firstIndex { tab in current.map { PickerOption.matches(tab.tag, $0) } ?? false } ?? 0
    let selection = self.selection
    let choose: (AnyHashable) -> Void = { tag in
      if let selection {
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      } else if let box {
        box.store?.write(Optional(tag) as Any, to: box, transaction: Transaction.current)
      }
    }
    if let page = inputs.environment.tabViewPageStyle {
      return Flipbook.resolve(_PageTabViewBody(tabs: tabs, selectedIndex: selectedIndex, style: page, choose: choose), inputs.child(.index(1)))
    }
    return Flipbook.resolve(_TabViewBody(tabs: tabs, selectedIndex: selectedIndex, choose: choose), inputs.child(.index(1)))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, starting at the first.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// One tab, resolved.
struct TabEntry {
  let node: ViewNode
  let tag: AnyHashable
  let item: AnyView?
}

nonisolated struct _TabItemModifier: ViewModifier, NodeModifier {
  let item: AnyView

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { ContainerValueNode(node, TabItemValue.self, item) }
}

extension ViewNode {
  /// The `.tabItem` of the view, if it has one.
  var tabItem: AnyView? { traits[TabItemValue.self] }
}

nonisolated extension View {
  /// The view's button in a `TabView`'s bar: a `Label`, or an image and a text.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(item: Self.tabItemLabel(label())))
  }

  /// A tab item's content as the tab bar shows it. iOS builds the bar item
  /// from the content's image and text, so the older form
  /// `tabItem { Image(systemName:); Text(_:) }` is the same `Label` as
  /// `tabItem { Label(_:systemImage:) }`: icon over a 10-pt title; a text
  /// alone is a title under an empty icon's room.
  private static func tabItemLabel<V: View>(_ content: V) -> AnyView {
    if let pair = content as? TupleView<(Image, Text)> {
      return AnyView(Label { pair.value.1 } icon: { pair.value.0 })
    }
    if let pair = content as? TupleView<(Text, Image)> {
      return AnyView(Label { pair.value.0 } icon: { pair.value.1 })
    }
    if let text = content as? Text {
      return AnyView(Label { text } icon: { Color.clear.frame(width: 1) })
    }
    if content is any _LabelLike { return AnyView(content) }
    var parts = TabItemParts()
    parts.collect(content, depth: 0)
    switch (parts.image, parts.text) {
    case let (image?, text?): return AnyView(Label { text } icon: { image })
    case let (nil, text?): return AnyView(Label { text } icon: { Color.clear.frame(width: 1) })
    case let (image?, nil): return AnyView(Label { EmptyView() } icon: { image })
    case (nil, nil): return AnyView(content)
    }
  }
}

/// Views a tab item shows as they are (a `Label` already is icon and
/// title).
protocol _LabelLike {}
extension Label: _LabelLike {}

/// The first image and the first text in a tab item's content, looked for
/// through tuples, conditionals (`if`/`else`, `if let`), groups and
/// modifiers: iOS builds a tab bar item (a `UITabBarItem`: an image and a
/// title) from them and drops the rest, so `tabItem { image.fontWeight(.black);
/// if badge { Text("●") } else { Text("Inbox") } }` is the `Label` of the
/// symbol and the chosen text. A view of the user's own type is not looked
/// into (what it shows is its body's, not its stored values'): the content
/// is then shown whole.
struct TabItemParts {
  var image: Image?
  var text: Text?

  mutating func collect(_ value: Any, depth: Int) {
    guard depth < 12, image == nil || text == nil else { return }
    if let found = value as? Image {
      if image == nil { image = found }
      return
    }
    if let found = value as? Text {
      if text == nil { text = found }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .tuple?, .optional?: break
    case .class?: return
    default:
      // Flipbook's own views, modifiers and their storage; a user's view
      // draws what its body says, so it is shown whole.
      guard String(reflecting: type(of: value)).hasPrefix("Flipbook.") else { return }
    }
    for child in mirror.children { collect(child.value, depth: depth + 1) }
  }
}

/// A tab bar button's label: icon over title.
nonisolated struct _TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 3) {
      configuration.icon.imageScale(.large).frame(height: 28)
      configuration.title.font(.system(size: 10, weight: .medium))
    }
  }
}

nonisolated struct _TabViewBody: View {
  let tabs: [TabEntry]
  let selectedIndex: Int
  let choose: (AnyHashable) -> Void

  var body: some View {
    VStack(spacing: 0) {
      if tabs.indices.contains(selectedIndex) {
        _ResolvedNodes(nodes: [tabs[selectedIndex].node]).frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Color.clear
      }
      HStack(spacing: 0) {
        ForEach(0..<tabs.count, id: \.self) { index in
          let tab = tabs[index]
          VStack(spacing: 2) {
            if let item = tab.item { item.labelStyle(_TabItemLabelStyle()) }
          }
          // iOS draws tab items' symbols filled (`house` as `house.fill`),
          // selected or not.
          .symbolVariant(.fill)
          .foregroundStyle(index == selectedIndex ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray))
          .overlay(alignment: .top) {
            // The badge's leading edge 5 pt right of the icon's middle: a
            // one-digit badge centred 14 pt right of it, a longer one
            // growing rightward, as UIKit's tab bar places it.
            if let badge = tab.node.traits[BadgeValue.self] {
              _TabBadge(label: badge).alignmentGuide(HorizontalAlignment.center) { _ in -5 }.offset(y: 1)
            }
          }
          // From the bar's top, not centred in it: the icon's middle
          // 18.5 pt down, the title's baseline 45 pt (iOS 17, iPhone 15:
          // Apple's "About Me" tutorial app's tab bar, person.fill,
          // book.fill, star.fill and hand.thumbsup.fill centred at 18.5 ±
          // 0.7, "Home" … "Fun Facts" on one baseline at 45.0).
          .padding(.top, 4.5)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .contentShape(Rectangle())
          .onTapGesture { choose(tab.tag) }
        }
      }
      .frame(height: 49)
    }
  }
}

/// A tab button's badge, as iOS draws it: white 13-pt text on a red
/// capsule at least 18 pt across, over the icon's top-trailing corner.
nonisolated struct _TabBadge: View {
  let label: Text

  var body: some View {
    // Sized by its text alone, not by the tab item it overlays ("NEW" is
    // wider than a heart).
    label.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Capsule().fill(Color.red))
      .fixedSize()
  }
}
