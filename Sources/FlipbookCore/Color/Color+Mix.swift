import Foundation

// Mixing two colours, as SwiftUI's `Color.mix(with:by:in:)` (iOS 18).
//
// The mix is a colour of its own, resolved when drawn: both colours are
// resolved in the drawing's environment (so `.blue.mix(with: .primary, …)`
// follows the colour scheme) and blended there. Blending is premultiplied,
// as CSS Color 4's `color-mix()` and Core Graphics blend: a half-clear
// colour pulls the mix towards itself by half as much, and a mix with
// `.clear` keeps the other colour's hue while it fades.

extension Color {
  /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`,
  /// between the two blended in `colorSpace` (default `.perceptual`, as in
  /// SwiftUI). Opacities are blended too, and the components premultiplied
  /// by them. A fraction outside 0…1 is clamped; NaN counts as 0.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let amount = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    return Color(storage: .mix(storage, rhs.storage, fraction: amount, perceptual: colorSpace == .perceptual))
  }
}

extension Color.Resolved {
  /// `self` and `other` blended by `fraction` (0 is `self`), premultiplied,
  /// in gamma-encoded sRGB or, when `perceptual`, in OKLab.
  func mixed(with other: Color.Resolved, by fraction: Double, perceptual: Bool) -> Color.Resolved {
    // The ends are the colours themselves (no round trip through OKLab).
    if fraction <= 0 { return self }
    if fraction >= 1 { return other }
    let t = Float(fraction)
    let alpha = opacity + (other.opacity - opacity) * t
    guard alpha > 0 else {
      return Color.Resolved(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
        blue: blue + (other.blue - blue) * t, opacity: 0)
    }
    let a = perceptual ? oklab : (red, green, blue)
    let b = perceptual ? other.oklab : (other.red, other.green, other.blue)
    func blend(_ x: Float, _ y: Float) -> Float { (x * opacity + (y * other.opacity - x * opacity) * t) / alpha }
    let mixed = (blend(a.0, b.0), blend(a.1, b.1), blend(a.2, b.2))
    if perceptual { return Color.Resolved(oklab: mixed, opacity: alpha) }
    return Color.Resolved(red: mixed.0, green: mixed.1, blue: mixed.2, opacity: alpha)
  }

  /// The colour in OKLab (L, a, b), from its linear sRGB components.
  var oklab: (Float, Float, Float) {
    let (r, g, b) = (linearRed, linearGreen, linearBlue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
  }

  /// A colour from OKLab components and an opacity.
  init(oklab: (Float, Float, Float), opacity: Float) {
    let (L, a, b) = oklab
    let l = pow3(L + 0.3963377774 * a + 0.2158037573 * b)
    let m = pow3(L - 0.1055613458 * a - 0.0638541728 * b)
    let s = pow3(L - 0.0894841775 * a - 1.2914855480 * b)
    self.init(
      colorSpace: .sRGBLinear,
      red: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      green: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      blue: -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
      opacity: opacity)
  }
}

private func pow3(_ x: Float) -> Float { x * x * x }
