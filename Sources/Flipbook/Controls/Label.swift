import Foundation

/// A title with an icon, as SwiftUI's `Label`: drawn by the label style in
/// the environment (`.automatic`: the icon, then the title).
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    _LabelStyled(configuration: LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a title string and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style's configuration describes.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// A label's look, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws from.
public struct LabelStyleConfiguration {
  /// A label's title, type-erased.
  nonisolated public struct Title: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// A label's icon, type-erased.
  nonisolated public struct Icon: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The icon and title of `TitleAndIconLabelStyle`, `labelIconToTitleSpacing`
/// apart (8 points unless set).
nonisolated struct _TitleAndIcon: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelIconToTitleSpacing) private var spacing

  var body: some View {
    HStack(alignment: .labelIcon, spacing: spacing ?? 8) {
      configuration.icon.alignmentGuide(.labelIcon) { $0[VerticalAlignment.center] }
      configuration.title.alignmentGuide(.labelIcon) { d in
        d[explicit: .firstTextBaseline].map { $0 * TitleAndIconLabelStyle.capsMiddle } ?? d[VerticalAlignment.center]
      }
    }
  }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// `labelIconToTitleSpacing(_:)`'s spacing (nil: the style's 8 points).
  var labelIconToTitleSpacing: CGFloat? {
    get { self[LabelIconToTitleSpacingKey.self] }
    set { self[LabelIconToTitleSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the gap between a label's icon and its title in the labels here,
  /// as iOS 26's `labelIconToTitleSpacing(_:)` (not finite or negative:
  /// the style's own 8 points).
  public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
    environment(\.labelIconToTitleSpacing, spacing.isFinite && spacing >= 0 ? spacing : nil)
  }
}

/// The icon, then the title, 8 points apart, the icon's middle on the
/// middle of the title's first line of capitals: a title that wraps keeps
/// its icon beside its first line, as iOS draws a label
/// (fespinoza/sample-json-app's genre label at accessibilityExtraExtraLarge,
/// iOS 17). A one-line title sits as if centred (its caps' middle is within
/// a tenth of a point of its middle).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _TitleAndIcon(configuration: configuration) }

  /// Where the capitals' middle is, as a fraction of the way down to the
  /// baseline of a line of the system font: (ascender − cap height / 2) ÷
  /// ascender, SF Pro's (1950 − 1443 / 2) ÷ 1950 units.
  static let capsMiddle: CGFloat = (1950 - 1443 / 2) / 1950
}

extension VerticalAlignment {
  /// A label's icon against its title's first line.
  fileprivate enum LabelIcon: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
  }
  fileprivate static let labelIcon = VerticalAlignment(LabelIcon.self)
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style in the current context: the icon and the
/// title, but the icon alone in a bar's items (a toolbar item or a
/// bottom-bar item: "unless we're in a particular context (e.g., a
/// navigation bar), both Label's title and image are displayed"; on iOS a
/// `Label("Refresh", systemImage: "arrow.clockwise")` or a
/// `Button("Add", systemImage: "plus")` in `.toolbar` shows its symbol).
/// A style set explicitly applies in a bar too.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _AutomaticLabel(configuration: configuration) }
}

/// The default style's body: icon and title, or the icon alone in a bar.
nonisolated struct _AutomaticLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isBarItem) private var isBarItem

  var body: some View {
    if isBarItem {
      IconOnlyLabelStyle().makeBody(configuration: configuration)
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

private struct IsBarItemKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the views here are a navigation bar's or a bottom toolbar's
  /// items, where the default label style shows the icon alone.
  var isBarItem: Bool {
    get { self[IsBarItemKey.self] }
    set { self[IsBarItemKey.self] = newValue }
  }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: the icon and the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style in the environment, erased.
struct AnyLabelStyle {
  let makeBody: (LabelStyleConfiguration) -> AnyView
  init<S: LabelStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the labels in this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}

nonisolated struct _LabelStyled: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelStyle) private var style
  var body: some View { style.makeBody(configuration).environment(\.labelStyle, AnyLabelStyle(DefaultLabelStyle())) }
}
