import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIColor` (see PlatformStandIns.swift): it holds
/// a `Color`. The system colours are UIKit's adaptive ones (the HIG's
/// light and dark values, as `Color`'s own); a dynamic provider
/// (`UIColor { traits in … }`) is asked for the light and the dark
/// appearance when made, and draws the one the environment's colour
/// scheme picks.
///
/// Not here: pattern colours, colour spaces beyond sRGB and Display P3,
/// trait changes other than the appearance.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable, _ExpressibleByColorLiteral {
  /// The colour.
  public let color: Color

  /// The colour `color` holds, as SwiftUI's `UIColor(_ color: Color)`.
  public init(_ color: Color) { self.color = color }

  /// A colour from sRGB components (0 ... 1; extended values allowed).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(.sRGB, white: Double(white), opacity: Double(alpha))
  }

  /// A colour from hue, saturation and brightness.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
  }

  /// A colour from Display P3 components.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A colour that `provider` gives for each appearance, as UIKit's
  /// `UIColor(dynamicProvider:)`.
  public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    color = Color(
      lightScheme: provider(UITraitCollection(userInterfaceStyle: .light)).color,
      darkScheme: provider(UITraitCollection(userInterfaceStyle: .dark)).color)
  }

  /// A colour named in an asset catalog, looked up when drawn.
  ///
  /// UIKit returns nil for a name its catalogs lack. Flipbook returns nil
  /// only for an empty name: a name found nowhere gives a colour that
  /// draws clear, with one warning on standard error (as `Color(_:)`),
  /// so that `UIColor(named: "Brand")!` doesn't trap on a machine without
  /// the app's catalog.
  public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
    guard !name.isEmpty else { return nil }
    color = Color(name, bundle: bundle)
  }

  /// A colour from a Core Graphics colour.
  public init(cgColor: CGColor) { color = Color(cgColor: cgColor) }

  public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    color = Color(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour at `alpha` times its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

  /// The colour for `traits`' appearance.
  public func resolvedColor(with traits: UITraitCollection) -> UIColor {
    var environment = EnvironmentValues()
    environment.colorScheme = traits.userInterfaceStyle.colorScheme ?? .light
    return UIColor(Color(color.resolve(in: environment)))
  }

  /// The sRGB components in the light appearance; true, as UIKit returns
  /// for colours convertible to RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = color.resolve(in: EnvironmentValues())
    red?.pointee = CGFloat(resolved.red)
    green?.pointee = CGFloat(resolved.green)
    blue?.pointee = CGFloat(resolved.blue)
    alpha?.pointee = CGFloat(resolved.opacity)
    return true
  }

  /// The hue, saturation, brightness and alpha in the light appearance.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = color.resolve(in: EnvironmentValues())
    let (h, s, v) = HSB(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue))
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(s)
    brightness?.pointee = CGFloat(v)
    alpha?.pointee = CGFloat(resolved.opacity)
    return true
  }

  /// The Core Graphics colour, in the light appearance.
  public var cgColor: CGColor { CGColor(color.resolve(in: EnvironmentValues())) }

  /// A spoken name for the colour, as VoiceOver says one ("dark blue",
  /// "light gray"): a hue name from the colour's hue, qualified by its
  /// brightness and saturation (Apple's wording is its own; this follows
  /// its pattern).
  public var accessibilityName: String {
    let resolved = color.resolve(in: EnvironmentValues())
    let (h, s, v) = HSB(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue))
    if v < 0.12 { return "black" }
    if s < 0.12 { return v > 0.9 ? "white" : v > 0.65 ? "light gray" : v > 0.35 ? "gray" : "dark gray" }
    let names: [(Double, String)] = [
      (15, "red"), (45, "orange"), (70, "yellow"), (160, "green"), (200, "cyan"), (255, "blue"), (290, "purple"), (335, "pink"), (360, "red"),
    ]
    let hue = names.first { h * 360 < $0.0 }?.1 ?? "red"
    let qualifier = v < 0.45 ? "dark " : (s < 0.45 ? "light " : (s > 0.85 && v > 0.85 ? "vibrant " : ""))
    return qualifier + hue
  }

  public var description: String { "UIColor(\(color))" }
  public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
  /// A dynamic colour, as UIKit's trailing-closure form.
  public convenience init(_ provider: @escaping (UITraitCollection) -> UIColor) { self.init(dynamicProvider: provider) }
}

/// Hue, saturation and brightness (0 ... 1) of sRGB components.
func HSB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
  let high = max(red, green, blue), low = min(red, green, blue), range = high - low
  guard range > 0 else { return (0, 0, high) }
  var hue: Double
  if high == red { hue = (green - blue) / range } else if high == green { hue = 2 + (blue - red) / range } else { hue = 4 + (red - green) / range }
  hue /= 6
  if hue < 0 { hue += 1 }
  return (hue, high == 0 ? 0 : range / high, high)
}

extension Color {
  /// The colour a `UIColor` holds, as SwiftUI's `Color(_:)` for a UIColor.
  public init(_ color: UIColor) { self = color.color }

  /// The colour a `UIColor` holds, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self = uiColor.color }
}
