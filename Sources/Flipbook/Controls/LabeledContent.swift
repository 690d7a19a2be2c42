import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: on iOS the label
/// leading, the content trailing in the secondary style, across the width
/// offered (the automatic style's look in a list row or a stack).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Made by `init(_ configuration:)` in a style's body: drawn in the
  /// automatic style.
  var drawsAutomatic = false

  /// The content labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The labelled content, drawn by the style in the environment
  /// (`labeledContentStyle(_:)`; `.automatic`: see
  /// `AutomaticLabeledContentStyle`).
  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(
      label: LabeledContentStyleConfiguration.Label(content: AnyView(label)),
      content: LabeledContentStyleConfiguration.Content(content: AnyView(content)))
    if drawsAutomatic {
      AutomaticLabeledContentStyle().makeBody(configuration: configuration)
    } else {
      _LabeledContentStyled(configuration: configuration)
    }
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The labelled content a style's configuration describes, drawn in the
  /// automatic style (a style that adds to the default writes
  /// `LabeledContent(configuration)`).
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawsAutomatic = true
  }
}

/// A labelled content's look, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency public protocol LabeledContentStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` draws from.
public struct LabeledContentStyleConfiguration {
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
}

/// iOS's labelled content: the label leading, the content trailing in the
/// secondary style, on the label's first baseline, across the width
/// offered; the content alone under `labelsHidden()`.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _AutomaticLabeledContent(configuration: configuration)
  }
}

nonisolated struct _AutomaticLabeledContent: View {
  let configuration: LabeledContentStyleConfiguration
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      configuration.content
    } else {
      HStack(alignment: .firstTextBaseline) {
        configuration.label
        Spacer(minLength: 8)
        configuration.content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
      }
    }
  }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labelled-content style in the environment, erased.
struct AnyLabeledContentStyle {
  let makeBody: (LabeledContentStyleConfiguration) -> AnyView
  init<S: LabeledContentStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabeledContentStyle { AnyLabeledContentStyle(AutomaticLabeledContentStyle()) }
}

extension EnvironmentValues {
  var labeledContentStyle: AnyLabeledContentStyle {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the labelled contents in this view, as SwiftUI's
  /// `labeledContentStyle(_:)`.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environment(\.labeledContentStyle, AnyLabeledContentStyle(style))
  }
}

/// Labelled content drawn by the style in the environment, which
/// labelled contents inside it keep.
nonisolated struct _LabeledContentStyled: View {
  let configuration: LabeledContentStyleConfiguration
  @Environment(\.labeledContentStyle) private var style
  var body: some View { style.makeBody(configuration) }
}

extension LabeledContent where Label == Text {
  /// `content` labelled with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// `content` labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value string labelled with a localized title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value string labelled with a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value, formatted, labelled with a localized title.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}
