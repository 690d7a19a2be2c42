import Foundation

// `.tint(.tint.opacity(0.5))` names the tint the view inherits, as
// `.foregroundStyle(.foreground)` names the foreground
// (InheritedForegroundStyle.swift): SwiftUI resolves `.tint` against the
// environment above the modifier. Stored as it is, the new tint would
// resolve against itself and recurse until the stack ran out. So a style
// that reads the tint is stored with the tint it replaces and drawn in an
// environment that has that one back; `.tint(.tint)` itself keeps the
// inherited value. Styles that don't read it are stored as they are, so
// code that looks at the stored style's type (a gauge's gradient tint)
// still sees it.

protocol _TintReadingStyle {
  var readsTint: Bool { get }
}

extension TintShapeStyle: _TintReadingStyle {
  var readsTint: Bool { true }
}

extension SelectionShapeStyle: _TintReadingStyle {
  var readsTint: Bool { true }
}

extension AnyShapeStyle: _TintReadingStyle {
  var readsTint: Bool { styleReadsTint(base) }
}

extension _OpacityShapeStyle: _TintReadingStyle {
  var readsTint: Bool { styleReadsTint(style) }
}

extension _BlendModeShapeStyle: _TintReadingStyle {
  var readsTint: Bool { styleReadsTint(base) }
}

extension _ShadowShapeStyle: _TintReadingStyle {
  var readsTint: Bool { styleReadsTint(style) }
}

/// Whether `style` reads the environment's tint: the tint and the
/// selection styles, the modified forms of one, and any custom style
/// (whose `resolve(in:)` may read it); colours, gradients and materials
/// don't.
func styleReadsTint(_ style: any ShapeStyle) -> Bool {
  if let reading = style as? any _TintReadingStyle { return reading.readsTint }
  return !isBuiltIn(style)
}

/// A tint that reads the tint it replaced: `style` drawn with `outer` (the
/// tint set above, nil: the accent colour) as the environment's tint.
nonisolated struct _InheritedTintStyle: ShapeStyle {
  let style: AnyShapeStyle
  let outer: AnyShapeStyle?

  private func restored(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.tint = outer
    return environment
  }

  func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style._shading(in: bounds, environment: restored(environment))
  }

  func _color(in environment: EnvironmentValues) -> Color? { style._color(in: restored(environment)) }

  func _blendMode(in environment: EnvironmentValues) -> BlendMode? { style._blendMode(in: restored(environment)) }
}
