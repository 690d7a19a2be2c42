import Foundation

/// A level of the current foreground style, as SwiftUI's
/// `HierarchicalShapeStyle`: `.primary` is the foreground style itself,
/// `.secondary` … `.quinary` fainter versions of it.
///
/// Where the foreground is the default (the label colour), the levels are
/// UIKit's label colours: `secondaryLabel` (60, 60, 67) at 60 %,
/// `tertiaryLabel` at 30 %, `quaternaryLabel` at 18 % (16 % dark), and half
/// that for the fifth (UIKit has none). Where `foregroundStyle(_:_:_:)`
/// gave a level its own style, that style draws. Otherwise the level is the
/// foreground style at the label levels' opacities (60 %, 30 %, 18 %, 9 %).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  /// 0 for primary, 1 for secondary …
  let level: Int

  /// The first level: the foreground style.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  static let labelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.09]

  /// The style this level draws with in `environment`.
  func style(in environment: EnvironmentValues) -> AnyShapeStyle {
    if level == 0 { return environment.foregroundStyle ?? AnyShapeStyle(Color.primary) }
    if level < environment.hierarchicalForegroundStyles.count {
      return environment.hierarchicalForegroundStyles[level]
    }
    guard let base = environment.foregroundStyle else {
      let labels: [Color.SystemColor] = [.primary, .secondary, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]
      return AnyShapeStyle(Color.semantic(labels[min(level, 4)]))
    }
    return AnyShapeStyle(base.opacity(Self.labelOpacities[min(level, 4)]))
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style(in: environment)._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? {
    style(in: environment)._color(in: environment)
  }
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground style's first level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The foreground style's second level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The foreground style's third level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The foreground style's fourth level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The foreground style's fifth level.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

nonisolated extension ShapeStyle {
  /// This style's second level, as SwiftUI's `ShapeStyle.secondary`
  /// instance property (iOS 17): the style at the opacity the second
  /// level of a foreground style takes (60 %).
  public var secondary: _OpacityShapeStyle<Self> { opacity(HierarchicalShapeStyle.labelOpacities[1]) }
  /// This style's third level (30 %).
  public var tertiary: _OpacityShapeStyle<Self> { opacity(HierarchicalShapeStyle.labelOpacities[2]) }
  /// This style's fourth level (18 %).
  public var quaternary: _OpacityShapeStyle<Self> { opacity(HierarchicalShapeStyle.labelOpacities[3]) }
  /// This style's fifth level (9 %).
  public var quinary: _OpacityShapeStyle<Self> { opacity(HierarchicalShapeStyle.labelOpacities[4]) }

  /// This style at `opacity` (0 ... 1) times its own, as SwiftUI's
  /// `ShapeStyle.opacity(_:)`.
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(style: self, opacity: opacity) }
}

/// A style drawn at a fraction of its opacity.
nonisolated public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle {
  var style: Style
  var opacity: Double

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style._shading(in: bounds, environment: environment).resolved(in: environment).multiplyingOpacity(by: opacity)
  }

  public func _color(in environment: EnvironmentValues) -> Color? {
    style._color(in: environment).map { $0.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)) }
  }
}

private struct HierarchicalForegroundStylesKey: EnvironmentKey {
  static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`
  /// gave the hierarchical levels (primary first); empty otherwise.
  var hierarchicalForegroundStyles: [AnyShapeStyle] {
    get { self[HierarchicalForegroundStylesKey.self] }
    set { self[HierarchicalForegroundStylesKey.self] = newValue }
  }
}
