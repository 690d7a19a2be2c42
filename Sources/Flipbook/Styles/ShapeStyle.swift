import Foundation

/// A colour or gradient to draw shapes with, as SwiftUI's `ShapeStyle`.
///
/// Gradient geometry given in `UnitPoint`s is relative to the frame of the
/// shape being drawn, as in SwiftUI.
///
/// Styles are `Sendable`, as SwiftUI's are (its `ShapeStyle` refines
/// `Sendable` since the iOS 17 SDK): a `static let` of a style, or of a
/// `Text` or `Image` that holds one, compiles in Swift 6 language mode.
///
/// A style of your own conforms by resolving to other styles in the
/// environment, as in SwiftUI (iOS 17): `func resolve(in environment:
/// EnvironmentValues) -> some ShapeStyle` (a colour for the colour scheme,
/// a gradient, a style with a blend mode); Flipbook draws what it resolves
/// to, each time it is drawn.
public protocol ShapeStyle: Sendable {
  /// What a style of your own resolves to (`Never` for the built-in ones).
  associatedtype Resolved: ShapeStyle = Never
  /// The style this one stands for in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The shading that draws this style over `bounds` (the shape's frame,
  /// in the drawing's coordinates). An implementation detail of Flipbook's.
  func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading
  /// The style's colour when it is one solid colour (which animates), nil
  /// for gradients. An implementation detail of Flipbook's.
  func _color(in environment: EnvironmentValues) -> Color?
  /// The blend mode a shape drawn with this style composites with (see
  /// `ShapeStyle.blendMode(_:)`), nil for most. An implementation detail.
  func _blendMode(in environment: EnvironmentValues) -> BlendMode?
}

nonisolated extension ShapeStyle {
  /// What the style resolves to draws it; a built-in style draws itself.
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    guard Resolved.self != Never.self else { return .color(.clear) }
    return resolve(in: environment)._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? {
    guard Resolved.self != Never.self else { return nil }
    return resolve(in: environment)._color(in: environment)
  }

  public func _blendMode(in environment: EnvironmentValues) -> BlendMode? {
    guard Resolved.self != Never.self else { return nil }
    return resolve(in: environment)._blendMode(in: environment)
  }
}

nonisolated extension ShapeStyle where Resolved == Never {
  /// A built-in style resolves to nothing else: it draws itself.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is drawn by Flipbook itself and resolves to no other style")
  }
}

/// `Never` is a style no value has: the `Resolved` type of the built-in
/// styles, as in SwiftUI.
extension Never: ShapeStyle {
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading { .color(.clear) }
}

/// A resolved colour is a style, as in SwiftUI (iOS 17): what a style's
/// `resolve(in:)` may return.
nonisolated extension Color.Resolved: ShapeStyle {
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading { .color(Color(self)) }
  public func _color(in environment: EnvironmentValues) -> Color? { Color(self) }
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved { self }
  public func _blendMode(in environment: EnvironmentValues) -> BlendMode? { nil }
}

/// A style drawn with a blend mode, as `ShapeStyle.blendMode(_:)` makes it.
nonisolated public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let mode: BlendMode

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    base._shading(in: bounds, environment: environment)
  }
  public func _color(in environment: EnvironmentValues) -> Color? { base._color(in: environment) }
  public func _blendMode(in environment: EnvironmentValues) -> BlendMode? { mode }
}

nonisolated extension ShapeStyle {
  /// This style composited with `mode` over what is behind the shape, as
  /// SwiftUI's `ShapeStyle.blendMode(_:)`: a shape filled or stroked with it
  /// is drawn as a group with that blend mode (text drawn with it blends
  /// normally).
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}

/// A type-erased shape style.
nonisolated public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Erases `style`'s type.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    base._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { base._color(in: environment) }

  public func _blendMode(in environment: EnvironmentValues) -> BlendMode? { base._blendMode(in: environment) }
}

/// The environment's foreground style (set by `foregroundColor` or
/// `foregroundStyle`; `.primary` unless set), as in SwiftUI.
nonisolated public struct ForegroundStyle: ShapeStyle {
  public init() {}

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? {
    (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._color(in: environment)
  }

  public func _blendMode(in environment: EnvironmentValues) -> BlendMode? {
    environment.foregroundStyle?._blendMode(in: environment)
  }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated extension Color: ShapeStyle {
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(self)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { self }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  /// The style shapes fill with by default; nil means `Color.primary`.
  public var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}

extension UnitPoint {
  /// The point at these unit coordinates of `rect`.
  func point(inFrame rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
