import Foundation

/// A translucent material that blurs what is behind it, as SwiftUI's
/// `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// Drawn as iOS composes a blur effect: what is behind the shape is
/// blurred (a Gaussian of the radius below, in points), its saturation
/// raised (×1.8, iOS's vibrancy), and a tint laid over it: white in light
/// mode, (28, 28, 30) in dark, at the opacity below.
///
/// | material   | blur | light tint | dark tint |
/// |------------|------|------------|-----------|
/// | ultraThin  | 10   | 0.30       | 0.40      |
/// | thin       | 12   | 0.45       | 0.55      |
/// | regular    | 14   | 0.60       | 0.70      |
/// | thick      | 16   | 0.75       | 0.82      |
/// | ultraThick | 18   | 0.88       | 0.92      |
/// | bar        | 14   | 0.75       | 0.80      |
///
/// Apple publishes none of these numbers; they are Flipbook's estimates of
/// iOS 17's look (a thicker material is more opaque and blurs more), not
/// measurements. As a style for text or a stroke, a material draws its
/// tint.
nonisolated public struct Material: ShapeStyle, Hashable, Sendable {
  let thickness: Int

  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  public static let ultraThick = Material(thickness: 4)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(thickness: 5)

  private static let blurRadii: [CGFloat] = [10, 12, 14, 16, 18, 14]
  private static let lightTint: [Double] = [0.30, 0.45, 0.60, 0.75, 0.88, 0.75]
  private static let darkTint: [Double] = [0.40, 0.55, 0.70, 0.82, 0.92, 0.80]

  /// The blur, saturation and tint for `environment`'s colour scheme.
  func look(in environment: EnvironmentValues) -> (blurRadius: CGFloat, saturation: Double, tint: Color) {
    let dark = environment.colorScheme == .dark
    let base = dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : Color.white
    let opacity = (dark ? Self.darkTint : Self.lightTint)[thickness]
    return (Self.blurRadii[thickness], 1.8, base.opacity(opacity))
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(look(in: environment).tint)
  }

  /// Nil: a material is not one colour (and must not become one by
  /// animating), though it draws its tint where a colour is needed.
  public func _color(in environment: EnvironmentValues) -> Color? { nil }
}

nonisolated extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
