import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`: its
/// look comes from the button style in the environment (`.automatic`,
/// which is `.borderless` on iOS, unless `.buttonStyle(_:)` sets another).
///
/// In a film, a `tap` step on the button runs the action; a tap held with
/// `pressDuration` shows the style's pressed look meanwhile and runs the
/// action when it lifts. A disabled button (`.disabled(true)`) draws dimmed
/// and lets taps through to what is behind it.
nonisolated public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// A button that runs `action`, showing `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role (a destructive button's label is red).
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: some View {
    _ButtonStyled(configuration: PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(label), action: action))
  }
}

extension Button where Label == Text {
  /// A button labelled with a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button labelled with a string, shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, labelled with a localized title.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Flipbook.Label<Text, Image> {
  /// A button labelled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Flipbook.Label(titleKey, systemImage: systemImage) }
  }

  /// A button labelled with a string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Flipbook.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labelled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Flipbook.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style's configuration describes, drawn with
  /// the style around this one (`.automatic` inside a custom style).
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.role = configuration.role
    self.action = configuration.action
    self.label = configuration.label
  }
}

/// A button drawn by the style in the environment.
nonisolated struct _ButtonStyled: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.buttonStyle) private var style

  var body: some View {
    // Buttons inside the style's body get the default style, so a style
    // that wraps `Button(configuration)` does not recurse.
    style.makeBody(configuration).environment(\.buttonStyle, .automatic)
  }
}
