import Foundation

/// A colour or gradient to draw shapes with, as SwiftUI's `ShapeStyle`.
///
/// Gradient geometry given in `UnitPoint`s is relative to the frame of the
/// shape being drawn, as in SwiftUI.
///
/// Styles are `Sendable`, as SwiftUI's are (its `ShapeStyle` refines
/// `Sendable` since the iOS 17 SDK): a `static let` of a style, or of a
/// `Text` or `Image` that holds one, compiles in Swift 6 language mode.
public protocol ShapeStyle: Sendable {
  /// The shading that draws this style over `bounds` (the shape's frame,
  /// in the drawing's coordinates). An implementation detail of Flipbook's.
  func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading
  /// The style's colour when it is one solid colour (which animates), nil
  /// for gradients. An implementation detail of Flipbook's.
  func _color(in environment: EnvironmentValues) -> Color?
}

nonisolated extension ShapeStyle {
  public func _color(in environment: EnvironmentValues) -> Color? { nil }
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
