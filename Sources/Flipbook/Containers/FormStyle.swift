import Foundation

/// A form's look, as SwiftUI's `FormStyle` (`formStyle(_:)`).
@MainActor @preconcurrency public protocol FormStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = FormStyleConfiguration
}

/// What a `FormStyle` draws from.
public struct FormStyleConfiguration {
  /// A form's content, type-erased: its sections and rows.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The form's content.
  public let content: Content
}

/// Rows in sections of inset, rounded cards on the grouped background:
/// `Form`'s look on iOS (see the essay in List.swift).
nonisolated public struct GroupedFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    List<Never, FormStyleConfiguration.Content>(look: .insetGrouped, content: configuration.content)
  }
}

/// The platform's form: on iOS, `GroupedFormStyle`.
nonisolated public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GroupedFormStyle().makeBody(configuration: configuration)
  }
}

/// A form that does not scroll, its rows one under another, as SwiftUI's
/// `ColumnsFormStyle`. Flipbook stacks the rows leading-aligned, 8 pt
/// apart, each section's header over its rows; the trailing-aligned
/// column of labels macOS draws beside the values is not modelled.
nonisolated public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) { configuration.content }
  }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form (grouped on iOS).
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
  /// Rows in inset, rounded cards.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
  /// Rows one under another, not scrolling.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form style in the environment, erased.
struct AnyFormStyle {
  let makeBody: (FormStyleConfiguration) -> AnyView
  init<S: FormStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct FormStyleKey: EnvironmentKey {
  static var defaultValue: AnyFormStyle { AnyFormStyle(AutomaticFormStyle()) }
}

extension EnvironmentValues {
  var formStyle: AnyFormStyle {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the forms in this view, as SwiftUI's `formStyle(_:)`.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formStyle, AnyFormStyle(style))
  }
}

/// A form drawn by the style in the environment; forms inside it get the
/// automatic style.
nonisolated struct _FormStyled: View {
  let configuration: FormStyleConfiguration
  @Environment(\.formStyle) private var style
  var body: some View {
    style.makeBody(configuration).environment(\.formStyle, AnyFormStyle(AutomaticFormStyle()))
  }
}
