import Foundation

/// How control groups look, as SwiftUI's `ControlGroupStyle` (iOS 15):
/// `makeBody(configuration:)` draws one group from its controls and label.
/// Set with `controlGroupStyle(_:)`.
@MainActor @preconcurrency public protocol ControlGroupStyle {
  /// The view a control group becomes.
  associatedtype Body: View
  /// The view for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ControlGroupStyleConfiguration
}

/// One control group, as a style sees it.
public struct ControlGroupStyleConfiguration {
  /// The group's controls.
  nonisolated public struct Content: View {
    let view: AnyView
    public var body: some View { view }
  }

  /// The group's label (empty when it has none).
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: some View { view }
  }

  /// The group's controls.
  public let content: Content
  /// The group's label.
  public let label: Label
}

/// The platform's look: on iOS the controls side by side in one rounded
/// `tertiarySystemFill` capsule.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { _ControlGroupBody(content: AnyView(configuration.content)) }
}

/// The look of a navigation bar's groups: the controls side by side, 16
/// points apart, with no capsule.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 16) { configuration.content } }
}

/// The group as a menu behind its label.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Menu { configuration.content } label: { configuration.label }
  }
}

/// The group as a compact menu behind its label (drawn as `.menu`: the
/// compact form differs once the menu is open, which a render never shows).
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { MenuControlGroupStyle().makeBody(configuration: configuration) }
}

/// The group as a palette of its controls in a row (inside a menu on iOS;
/// outside one drawn as the automatic capsule).
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's look.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A navigation bar's look.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu behind the label.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu behind the label.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of the controls.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// A control group style with its type erased, as the environment holds it.
struct AnyControlGroupStyle {
  let makeBody: (ControlGroupStyleConfiguration) -> AnyView
}

private struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: AnyControlGroupStyle? { nil }
}

extension EnvironmentValues {
  /// The style control groups here are drawn in (nil: the automatic look).
  var controlGroupStyle: AnyControlGroupStyle? {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the control groups in this view.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    let erased = AnyControlGroupStyle { configuration in
      assumingMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
    return environment(\.controlGroupStyle, erased)
  }
}
