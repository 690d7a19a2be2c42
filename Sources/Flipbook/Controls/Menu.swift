import Foundation

/// A button that opens a menu of actions, as SwiftUI's `Menu`: drawn as
/// its label in the button style (the tint, by default). A film can't open
/// the menu, so its items are never drawn and a tap runs nothing (a
/// `primaryAction`, when given, runs, as a tap on such a menu does on iOS).
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

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

  public var body: some View {
    Button(action: { primaryAction?() }, label: { label })
  }
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

/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`:
/// "Edit" in the tint. A film has no edit mode: a tap changes nothing.
nonisolated public struct EditButton: View {
  public init() {}

  public var body: some View { Button("Edit") {} }
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
}

extension ShareLink {
  /// A link sharing `item` behind `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}
