import Foundation

// MARK: - The built-in button styles
//
// iOS 17's looks, drawn from what UIKit publishes for its buttons (SwiftUI's
// bordered styles are `UIButton.Configuration`'s looks):
//
// | size       | font (unless the environment sets one) | insets (v, h) | corner radius |
// |------------|----------------------------------------|---------------|---------------|
// | mini       | caption (12)                           | 3, 8          | 4             |
// | small      | subheadline (15)                       | 5, 10         | 5             |
// | regular    | body (17)                              | 7, 12         | 6             |
// | large      | body (17)                              | 14, 20        | 12            |
// | extraLarge | body (17)                              | 16, 24        | 14            |
//
// The insets are `UIButton.Configuration`'s content insets for its small,
// medium and large sizes (mini and extra-large extrapolate); a regular
// bordered button is thus a body line (20.3) + 14 = 34.3 points tall. Colours: a borderless
// or bordered label is the tint (red for `.destructive`), or the foreground
// style set around the button when there is one; a bordered
// button's fill is the tint at 15 %; a prominent one's is the tint with a
// white label. A disabled button is `tertiaryLabel` on `tertiarySystemFill`.
// Pressed, a label dims to 20 % (UIKit's highlighted system button) and a
// bordered button to 50 %. Apple publishes no figures for SwiftUI's styles
// themselves: these are the UIKit ones they follow.

/// The default button style: on iOS, `.borderless`.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A label in the tint colour with no border, as SwiftUI's
/// `BorderlessButtonStyle`.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _PressableControl(action: configuration.trigger) { isPressed in
      _ButtonLook(configuration: configuration, kind: .borderless, isPressed: isPressed)
    }
  }
}

/// The label as it is, dimmed while pressed or disabled, as SwiftUI's `PlainButtonStyle`.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _PressableControl(action: configuration.trigger) { isPressed in
      _ButtonLook(configuration: configuration, kind: .plain, isPressed: isPressed)
    }
  }
}

/// A tinted label on a light tint fill, as SwiftUI's `BorderedButtonStyle`.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _PressableControl(action: configuration.trigger) { isPressed in
      _ButtonLook(configuration: configuration, kind: .bordered, isPressed: isPressed)
    }
  }
}

/// A white label on the tint, as SwiftUI's `BorderedProminentButtonStyle`.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _PressableControl(action: configuration.trigger) { isPressed in
      _ButtonLook(configuration: configuration, kind: .borderedProminent, isPressed: isPressed)
    }
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style (borderless on iOS).
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A tinted label with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted label on a light tint fill.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A white label on the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
nonisolated public struct ButtonBorderShape: Shape, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle, roundedRectangle(CGFloat?)
  }

  let kind: Kind

  /// The style's own shape (a rounded rectangle for the control size).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A rounded rectangle with `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  public func path(in rect: CGRect) -> Path { path(in: rect, defaultRadius: 6) }

  func path(in rect: CGRect, defaultRadius: CGFloat) -> Path {
    switch kind {
    case .automatic, .roundedRectangle(nil): Path(roundedRect: rect, cornerRadius: defaultRadius)
    case .roundedRectangle(let radius?): Path(roundedRect: rect, cornerRadius: radius)
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
  /// The shape bordered buttons draw.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the shape of bordered buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

/// One control size's button metrics (see the table atop this file).
struct ButtonMetrics {
  let font: Font
  let vertical: CGFloat
  let horizontal: CGFloat
  let cornerRadius: CGFloat

  init(_ size: ControlSize) {
    switch size {
    case .mini: (font, vertical, horizontal, cornerRadius) = (.caption, 3, 8, 4)
    case .small: (font, vertical, horizontal, cornerRadius) = (.subheadline, 5, 10, 5)
    case .regular: (font, vertical, horizontal, cornerRadius) = (.body, 7, 12, 6)
    case .large: (font, vertical, horizontal, cornerRadius) = (.body, 14, 20, 12)
    case .extraLarge: (font, vertical, horizontal, cornerRadius) = (.body, 16, 24, 14)
    }
  }
}

/// A built-in style's drawing of a button.
nonisolated struct _ButtonLook: View {
  enum Kind { case borderless, plain, bordered, borderedProminent }

  let configuration: PrimitiveButtonStyleConfiguration
  let kind: Kind
  let isPressed: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.font) private var font
  @Environment(\.buttonBorderShape) private var borderShape
  @Environment(\.foregroundStyle) private var foreground

  /// The label's colour: the tint, red for a destructive button, grey
  /// when disabled.
  private var accent: AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(Color.semantic(.tertiaryLabel)) }
    if configuration.role == .destructive { return AnyShapeStyle(Color.red) }
    return AnyShapeStyle(TintShapeStyle())
  }

  /// The label's style: a foreground style set around the button
  /// (`.foregroundColor`, `.foregroundStyle`) wins over the style's own
  /// colour, as on iOS, where `Button("Save") {}.foregroundColor(.white)`
  /// draws white text on any style and the tint shows only when no
  /// foreground was set; a disabled button stays grey.
  private var labelStyle: AnyShapeStyle {
    if isEnabled, let foreground { return foreground }
    return kind == .borderedProminent && isEnabled ? AnyShapeStyle(Color.white) : accent
  }

  private var fill: AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(Color.semantic(.tertiarySystemFill)) }
    let base = configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    return kind == .borderedProminent ? base : AnyShapeStyle(base.opacity(0.15))
  }

  var body: some View {
    switch kind {
    case .plain:
      // Disabled: half opacity, as iOS draws a disabled row (vault-ios's
      // settings form, iOS 26.5: black text 127, the chevron 226).
      configuration.label.opacity(isPressed ? 0.2 : (isEnabled ? 1 : 0.5))
    case .borderless:
      configuration.label.foregroundStyle(labelStyle).opacity(isPressed ? 0.2 : 1)
    case .bordered, .borderedProminent:
      let metrics = ButtonMetrics(controlSize)
      let shape = borderShape
      configuration.label
        .font(font ?? metrics.font)
        .foregroundStyle(labelStyle)
        .padding(.vertical, metrics.vertical)
        .padding(.horizontal, metrics.horizontal)
        .background(_BorderShape(shape: shape, radius: metrics.cornerRadius).fill(fill))
        .opacity(isPressed ? 0.5 : 1)
    }
  }
}

/// A border shape with its control size's default radius.
nonisolated struct _BorderShape: Shape {
  let shape: ButtonBorderShape
  let radius: CGFloat
  func path(in rect: CGRect) -> Path { shape.path(in: rect, defaultRadius: radius) }
}
