import Foundation

/// A button that opens a menu of actions, as SwiftUI's `Menu`: drawn as
/// its label in the button style (the tint, by default). A film can't open
/// the menu, so its items are never drawn and a tap runs nothing (a
/// `primaryAction`, when given, runs, as a tap on such a menu does on iOS).
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  /// Made by `init(_ configuration:)` in a style's body: drawn in the
  /// default style.
  var drawsDefault = false

  /// A menu of `content` behind `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu whose tap runs `primaryAction` (a long press opens it on iOS).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  /// The menu, drawn by the menu style in the environment (`menuStyle(_:)`;
  /// every built-in style draws the label as a button in the button style).
  public var body: some View {
    let configuration = MenuStyleConfiguration(
      label: MenuStyleConfiguration.Label(content: AnyView(label)),
      content: MenuStyleConfiguration.Content(content: AnyView(content)), primaryAction: primaryAction)
    if drawsDefault {
      DefaultMenuStyle().makeBody(configuration: configuration)
    } else {
      _MenuStyled(configuration: configuration)
    }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style's configuration describes, in the default style (a
  /// style that restyles a menu writes `Menu(configuration)`).
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.primaryAction = configuration.primaryAction
    drawsDefault = true
  }
}

/// A menu's look, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency public protocol MenuStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` draws from.
public struct MenuStyleConfiguration {
  /// The menu's label, type-erased.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The menu's items, type-erased (never drawn: a film can't open a menu).
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// The label as a button, in the button style in the environment: a tap
/// runs the primary action, if any.
nonisolated struct _MenuButton: View {
  let configuration: MenuStyleConfiguration
  var body: some View { Button(action: { configuration.primaryAction?() }, label: { configuration.label }) }
}

/// The platform's menu: on iOS, its label as a button.
nonisolated public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _MenuButton(configuration: configuration) }
}

/// A menu drawn as a button, styled by the button style in the environment
/// (`.buttonStyle(.bordered)` around it draws a bordered button).
nonisolated public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _MenuButton(configuration: configuration) }
}

/// A menu drawn as a borderless button (iOS draws the default menu so).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _MenuButton(configuration: configuration) }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's menu.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button in the button style.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style in the environment, erased.
struct AnyMenuStyle {
  let makeBody: (MenuStyleConfiguration) -> AnyView
  init<S: MenuStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: AnyMenuStyle { AnyMenuStyle(DefaultMenuStyle()) }
}

extension EnvironmentValues {
  var menuStyle: AnyMenuStyle {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the menus in this view, as SwiftUI's `menuStyle(_:)`.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environment(\.menuStyle, AnyMenuStyle(style))
  }
}

/// A menu drawn by the style in the environment.
nonisolated struct _MenuStyled: View {
  let configuration: MenuStyleConfiguration
  @Environment(\.menuStyle) private var style
  var body: some View { style.makeBody(configuration) }
}

extension Menu where Label == Text {
  /// A menu titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == Flipbook.Label<Text, Image> {
  /// A menu titled with a localized string and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Flipbook.Label(titleKey, systemImage: systemImage) }
  }
}

/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`,
/// in the tint.
nonisolated public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  /// "Edit" while the edit mode is inactive, a semibold "Done" (UIKit's
  /// done-style bar item) while it is active or transient; a tap turns it
  /// on or off, animated. With no edit mode in the environment (outside a
  /// navigation stack, unless set) it reads "Edit" and does nothing.
  public var body: some View {
    let editing = editMode?.wrappedValue.isEditing ?? false
    Button {
      withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
    } label: {
      if editing { Text("Done").fontWeight(.semibold) } else { Text("Edit") }
    }
  }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: by default
/// "Share" with the share symbol, in the tint. A film can't show the share
/// sheet: a tap changes nothing.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label

  public var body: some View { Button(action: {}, label: { label }) }
}

extension ShareLink where Label == Flipbook.Label<Text, Image> {
  /// A link sharing `item`, labelled "Share".
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = Flipbook.Label("Share", systemImage: "square.and.arrow.up")
  }

  /// A link sharing `item`, titled with a localized string.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = Flipbook.Label(titleKey, systemImage: "square.and.arrow.up")
  }

  /// A link sharing `item`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = Flipbook.Label(title, systemImage: "square.and.arrow.up")
  }
}

extension ShareLink {
  /// A link sharing `item` behind `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}
