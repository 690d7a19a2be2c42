import Foundation

/// A box grouping views under an optional label, as SwiftUI's `GroupBox`:
/// drawn by the group box style in the environment (`groupBoxStyle(_:)`;
/// `.automatic`: see `DefaultGroupBoxStyle`).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  /// Made by `init(_ configuration:)` in a style's body: drawn in the
  /// default style, so a style can add to the default box.
  var drawsDefault = false

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A box of `content` under `label`: the iOS 14 form, which SwiftUI
  /// deprecates for `init(content:label:)` and draws the same.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: label.map { AnyView($0) }),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
    if drawsDefault {
      DefaultGroupBoxStyle().makeBody(configuration: configuration)
    } else {
      _GroupBoxStyled(configuration: configuration)
    }
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The box a style's configuration describes (a style that restyles the
  /// default box writes `GroupBox(configuration)`).
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.content = configuration.content
    self.label = configuration.label
    drawsDefault = true
  }
}

/// A group box's look, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws from.
public struct GroupBoxStyleConfiguration {
  /// A box's label, type-erased (nothing for a box without one).
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView?
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { content.map { Flipbook.resolve($0, inputs) } ?? [] }
  }

  /// A box's content, type-erased.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The default group box on iOS (as Flipbook reads it): the label in
/// `headline` over the content, 8 pt apart, inset 16 pt in a rounded
/// rectangle (radius 8) of `secondarySystemBackground`.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      if configuration.label.content != nil { configuration.label.font(.headline) }
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.semantic(.secondarySystemBackground)))
  }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style in the environment, erased.
struct AnyGroupBoxStyle {
  let makeBody: (GroupBoxStyleConfiguration) -> AnyView
  init<S: GroupBoxStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

extension EnvironmentValues {
  var groupBoxStyle: AnyGroupBoxStyle {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the group boxes in this view, as SwiftUI's
  /// `groupBoxStyle(_:)`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
  }
}

/// A box drawn by the style in the environment, which boxes in its
/// content keep.
nonisolated struct _GroupBoxStyled: View {
  let configuration: GroupBoxStyleConfiguration
  @Environment(\.groupBoxStyle) private var style
  var body: some View { style.makeBody(configuration) }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A label that shows or hides its content, as SwiftUI's
/// `DisclosureGroup`: the label leading and a chevron (›, in the tint)
/// trailing that points down while expanded, the content below it when
/// expanded. A tap on the label row toggles it, animated as SwiftUI does
/// (`.default`). Without an `isExpanded` binding the group keeps its own
/// state, starting collapsed.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false
  /// Made by `init(_ configuration:)` in a style's body: drawn in the
  /// automatic style.
  var drawsAutomatic = false

  /// A group that starts collapsed and keeps its own state.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  /// The group, drawn by the style in the environment
  /// (`disclosureGroupStyle(_:)`; `.automatic`: see
  /// `AutomaticDisclosureGroupStyle`), with the binding given or the
  /// group's own state.
  public var body: some View {
    let configuration = DisclosureGroupStyleConfiguration(
      label: DisclosureGroupStyleConfiguration.Label(content: AnyView(label)),
      content: DisclosureGroupStyleConfiguration.Content(content: AnyView(content)),
      isExpanded: isExpanded ?? $ownExpanded)
    if drawsAutomatic {
      AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
    } else {
      _DisclosureGroupStyled(configuration: configuration)
    }
  }
}

extension DisclosureGroup
where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
  /// The group a style's configuration describes, in the automatic style.
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    drawsAutomatic = true
  }
}

/// A disclosure group's look, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` draws from.
public struct DisclosureGroupStyleConfiguration {
  /// The label, type-erased.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The content, type-erased.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
  /// Whether the content shows.
  @Binding public var isExpanded: Bool
}

/// iOS's disclosure group: the label leading and a chevron (›, in the
/// tint) trailing that points down while expanded, the content 8 pt below
/// when expanded; a tap on the label row toggles it, animated (`.default`).
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        configuration.label
        Spacer()
        Image(systemName: "chevron.right")
          .imageScale(.small)
          .foregroundStyle(.tint)
          .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
      }
      .contentShape(Rectangle())
      .onTapGesture {
        withAnimation { configuration.isExpanded.toggle() }
      }
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style in the environment, erased.
struct AnyDisclosureGroupStyle {
  let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView
  init<S: DisclosureGroupStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
  static var defaultValue: AnyDisclosureGroupStyle { AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle()) }
}

extension EnvironmentValues {
  var disclosureGroupStyle: AnyDisclosureGroupStyle {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the disclosure groups in this view, as SwiftUI's
  /// `disclosureGroupStyle(_:)`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
  }
}

/// A group drawn by the style in the environment, which groups in its
/// content (an outline's nested groups) keep.
nonisolated struct _DisclosureGroupStyled: View {
  let configuration: DisclosureGroupStyleConfiguration
  @Environment(\.disclosureGroupStyle) private var style
  var body: some View { style.makeBody(configuration) }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localized string, keeping its own state.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a string, keeping its own state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled with a localized string, expanded while `isExpanded`.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled with a string, expanded while `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// What a view shows when it has nothing to show, as iOS 17's
/// `ContentUnavailableView`: centred, a large symbol in `secondary` over
/// the title in `title2` bold and the description in `callout`
/// `secondary`, then any actions (Flipbook's reading of iOS's layout:
/// symbol 48 pt, 16 pt under it, 8 pt between title and description).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 8) {
      label
      description.font(.callout).foregroundStyle(.secondary)
      actions.padding(.top, 8)
    }
    .multilineTextAlignment(.center)
    .padding(32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The label of a `ContentUnavailableView`: symbol over title.
nonisolated public struct _ContentUnavailableLabel: View {
  let title: Text
  let systemImage: String?

  public var body: some View {
    VStack(spacing: 16) {
      if let systemImage {
        Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(.secondary)
      }
      title.font(.title2.bold())
    }
  }
}

extension ContentUnavailableView where Label == _ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
  /// A view titled with a localized string, a symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { _ContentUnavailableLabel(title: Text(title), systemImage: name) }, description: { description })
  }

  /// A view titled with a string, a symbol and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { _ContentUnavailableLabel(title: Text(title), systemImage: name) }, description: { description })
  }

  /// The search's "No Results" view.
  public static var search: ContentUnavailableView<_ContentUnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// The search's "No Results for “text”" view.
  public static func search(text: String) -> ContentUnavailableView<_ContentUnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}
