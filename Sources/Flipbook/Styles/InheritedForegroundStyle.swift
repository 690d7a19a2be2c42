import Foundation

// `.foregroundStyle(.foreground)` and `.foregroundStyle(.foreground.secondary)`
// name the foreground the view inherits: SwiftUI resolves `.foreground`
// against the environment above the modifier. Stored as it is, the new
// foreground would resolve against itself and recurse until the stack ran
// out (Big Mountain Studio's ForegroundStyle_Semantic crashed the process).
// So a style that reads the foreground is stored together with the
// foreground it replaces, and drawn in an environment that has that one
// back. Styles that don't read it are stored as they are, so code that
// looks at the stored style's type (materials, gradients that animate)
// still sees it.

/// A style that may read the environment's foreground style when drawn.
protocol _ForegroundReadingStyle {
  /// Whether drawing this style reads `EnvironmentValues.foregroundStyle`.
  var readsForeground: Bool { get }
}

extension ForegroundStyle: _ForegroundReadingStyle {
  var readsForeground: Bool { true }
}

extension AnyShapeStyle: _ForegroundReadingStyle {
  var readsForeground: Bool { styleReadsForeground(base) }
}

extension _OpacityShapeStyle: _ForegroundReadingStyle {
  var readsForeground: Bool { styleReadsForeground(style) }
}

extension _BlendModeShapeStyle: _ForegroundReadingStyle {
  var readsForeground: Bool { styleReadsForeground(base) }
}

extension _ShadowShapeStyle: _ForegroundReadingStyle {
  var readsForeground: Bool { styleReadsForeground(style) }
}

/// Whether `style` may read the foreground style when drawn: the built-in
/// wrappers ask what they wrap; a style of your own (one that resolves to
/// another) may return `.foreground`, so it counts as reading it.
func styleReadsForeground(_ style: any ShapeStyle) -> Bool {
  if let reading = style as? any _ForegroundReadingStyle { return reading.readsForeground }
  return !isBuiltIn(style)
}

/// Whether `style` is one of Flipbook's own styles (drawn through
/// `_shading`), not a custom one whose `resolve(in:)` may read anything.
func isBuiltIn<S: ShapeStyle>(_ style: S) -> Bool { S.Resolved.self == Never.self }

/// A foreground style drawn with the foreground it replaced restored.
nonisolated struct _InheritedForegroundStyle: ShapeStyle {
  let style: AnyShapeStyle
  let outer: AnyShapeStyle?
  let outerLevels: [AnyShapeStyle]

  private func restored(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.foregroundStyle = outer
    environment.hierarchicalForegroundStyles = outerLevels
    return environment
  }

  func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style._shading(in: bounds, environment: restored(environment))
  }

  func _color(in environment: EnvironmentValues) -> Color? { style._color(in: restored(environment)) }

  func _blendMode(in environment: EnvironmentValues) -> BlendMode? { style._blendMode(in: restored(environment)) }
}

extension AnyShapeStyle {
  /// This style as a new foreground set in `environment`: a hierarchical
  /// style (`.secondary` …) is the enclosing foreground's level; one that
  /// reads the foreground is anchored to the foreground it replaces.
  func asForeground(settingIn environment: EnvironmentValues) -> AnyShapeStyle {
    if let level = base as? HierarchicalShapeStyle { return level.style(in: environment) }
    guard readsForeground else { return self }
    return AnyShapeStyle(_InheritedForegroundStyle(
      style: self, outer: environment.foregroundStyle,
      outerLevels: environment.hierarchicalForegroundStyles))
  }
}
