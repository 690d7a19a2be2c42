import Foundation

/// The view's tint: the colour `.tint(_:)` set, else the accent colour
/// (system blue), as SwiftUI's `TintShapeStyle`.
nonisolated public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}

  func style(in environment: EnvironmentValues) -> AnyShapeStyle {
    environment.tint ?? AnyShapeStyle(Color.accentColor)
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style(in: environment)._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { style(in: environment)._color(in: environment) }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
  /// The view's tint (the accent colour unless `.tint(_:)` set one).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background a view sits on, as SwiftUI's `BackgroundStyle`: the
/// system background colour (white, or black in dark mode) unless
/// `.backgroundStyle(_:)` set another.
nonisolated public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}

  func style(in environment: EnvironmentValues) -> AnyShapeStyle {
    environment.backgroundStyle ?? AnyShapeStyle(Color.semantic(.systemBackground))
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style(in: environment)._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { style(in: environment)._color(in: environment) }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
  /// The background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle`: UIKit's
/// `separator`, (60, 60, 67) at 29 % (dark: (84, 84, 88) at 60 %).
nonisolated public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(Color.semantic(.separator))
  }

  public func _color(in environment: EnvironmentValues) -> Color? { Color.semantic(.separator) }
}

nonisolated extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The separator colour.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

private struct BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  /// The tint `.tint(_:)` set; nil means the accent colour.
  public var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The style `.backgroundStyle(_:)` set; nil means the system background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Tints the view's controls and `.tint` styles with `tint` (nil: the
  /// accent colour), as SwiftUI's `tint(_:)`.
  /// (`.tint(.tint)` keeps the tint inherited from above.)
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    transformEnvironment(\.tint) { current in
      guard let tint else { current = nil; return }
      let style = AnyShapeStyle(tint)
      if style.base is TintShapeStyle { return }
      // A style reading the tint reads the one it replaces
      // (InheritedTintStyle.swift).
      current = style.readsTint ? AnyShapeStyle(_InheritedTintStyle(style: style, outer: current)) : style
    }
  }

  /// Tints the view's controls with `tint` (nil: the accent colour).
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint.map { AnyShapeStyle($0) })
  }

  /// Sets the accent colour of the view's controls (SwiftUI's older name
  /// for `tint(_:)`).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

  /// Sets the style `.background` draws with in this view.
  /// (`.backgroundStyle(.background)` keeps the one inherited from above.)
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    transformEnvironment(\.backgroundStyle) { current in
      let style = AnyShapeStyle(style)
      if style.base is BackgroundStyle { return }
      current = style
    }
  }
}

/// The style that marks a selection, as SwiftUI's `SelectionShapeStyle`:
/// "On iPhone, this will always fill with the environment's accent color"
/// (SwiftUI's documentation of `ShapeStyle.selection`), so the tint, else
/// the accent colour; a film has no key window or focus to dim it.
nonisolated public struct SelectionShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    TintShapeStyle()._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { TintShapeStyle()._color(in: environment) }
}

nonisolated extension ShapeStyle where Self == SelectionShapeStyle {
  /// The selection style: the accent colour on iPhone.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The style of links, as SwiftUI's `LinkShapeStyle` (iOS 17): UIKit's
/// `link` colour, (0, 122, 255) (dark: (9, 132, 255)).
nonisolated public struct LinkShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(Color.semantic(.link))
  }

  public func _color(in environment: EnvironmentValues) -> Color? { Color.semantic(.link) }
}

nonisolated extension ShapeStyle where Self == LinkShapeStyle {
  /// The link colour.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}
