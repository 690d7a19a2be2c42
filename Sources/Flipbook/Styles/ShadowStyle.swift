import Foundation

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle` (iOS 16):
/// `.fill(.white.shadow(.drop(radius: 2)))`.
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let offset: CGSize

  /// A shadow under the shape: `radius` sets the blur (a Gaussian of 0.95
  /// of it, as iOS draws shadows), the default colour black at 33 % in
  /// linear sRGB, as `shadow(color:…)`.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
  }

  /// A shadow inside the shape's edge: the shadow the outside casts,
  /// blurred by `radius` and moved by (`x`, `y`), kept inside what the shape
  /// draws and painted over it (`GraphicsContext`'s `.invertsAlpha`
  /// shadow). The default colour is black at 55 % in linear sRGB.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
  }
}

extension ShapeStyle {
  /// This style casting `shadow`: a shape filled or stroked with it draws
  /// a drop shadow under it, an inner shadow inside it. Text and symbols
  /// drawn in it are drawn in the style alone.
  public func shadow(_ shadow: ShadowStyle) -> _ShadowShapeStyle<Self> {
    _ShadowShapeStyle(style: self, shadows: [shadow])
  }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style casting `style`, as SwiftUI's static
  /// `ShapeStyle.shadow(_:)` (iOS 16): `.fill(.shadow(.inner(radius: 4)))`
  /// fills in the foreground style with an inner shadow.
  public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
    _ShadowShapeStyle(style: ForegroundStyle(), shadows: [style])
  }
}

/// A style with the shadows it casts.
nonisolated public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
  var style: Style
  var shadows: [ShadowStyle]

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    style._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { style._color(in: environment) }

  /// Another shadow on top (`.shadow(a).shadow(b)` casts both).
  public func shadow(_ shadow: ShadowStyle) -> _ShadowShapeStyle<Style> {
    _ShadowShapeStyle(style: style, shadows: shadows + [shadow])
  }
}

/// A style that casts shadows, seen from a shape view.
protocol ShadowCastingStyle {
  func shadowedNodes<C: Shape, S: ShapeStyle>(_ view: _ShapeView<C, S>, _ inputs: ResolveInputs) -> [ViewNode]
}

extension _ShadowShapeStyle: ShadowCastingStyle {
  /// The shape drawn in the plain style, with each shadow applied in the
  /// order given: a drop shadow as `.shadow(color:radius:x:y:)` applies
  /// it, an inner one as the same filter inverted (inside the ink).
  func shadowedNodes<C: Shape, S: ShapeStyle>(_ view: _ShapeView<C, S>, _ inputs: ResolveInputs) -> [ViewNode] {
    let drawing: _ShapeView<C, Style>.Drawing
    switch view.drawing {
    case .fill(let fill): drawing = .fill(fill)
    case .stroke(let stroke): drawing = .stroke(stroke)
    case .strokeBorder(let stroke, let antialiased, let inset): drawing = .strokeBorder(stroke, antialiased: antialiased, inset: inset)
    }
    var shaded = AnyView(_ShapeView<C, Style>(shape: view.shape, style: style, drawing: drawing))
    for shadow in shadows {
      shaded = AnyView(shaded.modifier(_ShadowEffect(
        color: shadow.color, radius: shadow.radius, offset: shadow.offset, isInner: shadow.kind == .inner)))
    }
    return Flipbook.resolve(shaded, inputs)
  }
}
