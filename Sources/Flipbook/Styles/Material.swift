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
///
/// UIKit's older blur styles (`UIBlurEffect.Style.regular`, `.light`,
/// `.dark`, iOS 8–10), which apps still wrap in a `UIViewRepresentable`,
/// are not these materials: measured on iOS 18.1 (Foodybite's restaurant
/// details, 3×, a `.regular` blur over a flat (199, 199, 204) and over a
/// pure blue photo), `.regular` lays white at 0.30 over the backdrop with
/// no vibrancy in light mode (iOS: 216, 216, 219 and 77, 77, 255; 0.30
/// white gives 215.8, 219.3 and 76.5, where the 1.8 saturation would make
/// the grey's blue 222) and a neutral (28, 28, 28) at 0.73 in dark (iOS,
/// over (72, 72, 74) and the blue: 39, 39, 40 and 20, 20, 89; the model
/// gives 39.9, 40.5, 20.4 and 89.3), far thinner in light than
/// `.systemMaterial` (233 over that grey). `.light` and
/// `.dark` are that look in their scheme. Its blur radius is not measured
/// (a flat backdrop does not show it) and is the regular material's.
/// `.extraLight`, `.extraDark` and `.prominent` are not measured either and
/// draw as the system materials they resemble.
nonisolated public struct Material: ShapeStyle, Hashable, Sendable {
  let thickness: Int

  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  public static let ultraThick = Material(thickness: 4)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(thickness: 5)
  /// UIKit's `UIBlurEffect.Style.regular` (and `.light`, `.dark` in their
  /// schemes): see the note above. Not SwiftUI API.
  static let uiKitRegularBlur = Material(thickness: 6)

  private static let blurRadii: [CGFloat] = [10, 12, 14, 16, 18, 14, 14]
  private static let lightTint: [Double] = [0.30, 0.45, 0.60, 0.75, 0.88, 0.75, 0.30]
  private static let darkTint: [Double] = [0.40, 0.55, 0.70, 0.82, 0.92, 0.80, 0.73]

  /// The blur, saturation and tint for `environment`'s colour scheme.
  func look(in environment: EnvironmentValues) -> (blurRadius: CGFloat, saturation: Double, tint: Color) {
    let dark = environment.colorScheme == .dark
    let uiKit = self == .uiKitRegularBlur
    let base =
      !dark ? Color.white
      : uiKit ? Color(red: 28 / 255, green: 28 / 255, blue: 28 / 255)
      : Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
    let opacity = (dark ? Self.darkTint : Self.lightTint)[thickness]
    return (Self.blurRadii[thickness], uiKit ? 1 : 1.8, base.opacity(opacity))
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
