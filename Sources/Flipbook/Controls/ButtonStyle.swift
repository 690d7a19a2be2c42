import Foundation

/// A button's look, given whether it is pressed, as SwiftUI's
/// `ButtonStyle`: the button keeps its tap handling (the action runs on a
/// tap; `isPressed` is true while a film's tap holds it).
@MainActor @preconcurrency public protocol ButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The button's look for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
  /// A button's label, type-erased.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    init<V: View>(_ view: V) { content = (view as? AnyView) ?? AnyView(view) }
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolveButtonLabel(content, inputs) }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether a tap holds the button down.
  public let isPressed: Bool
}

/// A button's look and interaction, as SwiftUI's `PrimitiveButtonStyle`:
/// the style decides when the action runs (`configuration.trigger()`).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The button for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, type-erased.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    init<V: View>(_ view: V) { content = (view as? AnyView) ?? AnyView(view) }
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolveButtonLabel(content, inputs) }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void

  init(role: ButtonRole?, label: Label, action: @escaping () -> Void) {
    self.role = role
    self.label = label
    self.action = action
  }

  /// Runs the button's action.
  public func trigger() { action() }
}

/// A button style in the environment: either kind, erased.
struct AnyButtonStyle {
  let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

  init<S: PrimitiveButtonStyle>(primitive style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }

  /// A `ButtonStyle`: the button tracks its pressed state and runs the
  /// action on a tap; the style draws it.
  init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration in
      AnyView(_PressableControl(action: configuration.trigger) { isPressed in
        _StyledBody(style: style) {
          $0.makeBody(configuration: ButtonStyleConfiguration(
            role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label), isPressed: isPressed))
        }
      })
    }
  }

  static var automatic: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle()) }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { .automatic }
}

extension EnvironmentValues {
  /// The style buttons in this view draw with.
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
  }

  /// Sets the primitive style of the buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(primitive: style))
  }
}

/// A button's label as one view: several views side by side, centred, at
/// the default spacing, as an `HStack` sets them. A button is one control
/// on iOS, so `.padding().background(…)` on `Button { Image(…); Text(…) }`
/// surrounds both; Big Mountain Studio's SwiftUI Views Mastery, whose
/// pictures are iOS's, writes `Button { Text("Button With Symbol");
/// Image(systemName: "gift.fill") }` for a symbol beside its title and
/// wraps the two in a `VStack` only to put one over the other.
func resolveButtonLabel(_ content: AnyView, _ inputs: ResolveInputs) -> [ViewNode] {
  let nodes = resolve(content, inputs)
  guard nodes.count > 1 else { return nodes }
  return [StackNode(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil, children: nodes)]
}
