import Flipbook
import Foundation
import UIKit

/// A stand-in for AppKit's `NSColor` (see PlatformStandIns.swift), for the
/// `#else` branch of `#if os(iOS)` that compiles on Linux: it holds a
/// `Color`, with `UIColor`'s initializers under AppKit's labels.
///
/// Flipbook draws what iOS draws, so AppKit's semantic colours draw as
/// their iOS counterparts (`windowBackgroundColor` as `systemBackground`,
/// `labelColor` as `label`, `controlAccentColor` as the accent colour …):
/// both branches of `#if os(iOS) Color(uiColor: .systemBackground) #else
/// Color(nsColor: .windowBackgroundColor) #endif` render the same.
///
/// Not here: catalog colours by list (`NSColorList`), patterns, colour
/// spaces beyond sRGB and Display P3, `NSAppearance` beyond light and dark.
open class NSColor: Hashable, CustomStringConvertible, @unchecked Sendable, _ExpressibleByColorLiteral {
  /// The colour.
  public let color: Color

  /// The colour `color` holds, as SwiftUI's `NSColor(_ color: Color)`.
  public init(_ color: Color) { self.color = color }

  /// A colour from sRGB components, as `NSColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A colour from sRGB components.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from calibrated RGB components (treated as sRGB).
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from device RGB components (treated as sRGB).
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) { color = Color(.sRGB, white: Double(white), opacity: Double(alpha)) }

  /// A grey (calibrated white, treated as sRGB).
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

  /// A colour from hue, saturation and brightness.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
  }

  /// A colour from calibrated hue, saturation and brightness.
  public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
  }

  /// A colour from Display P3 components.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A colour from a Core Graphics colour.
  public init?(cgColor: CGColor) { color = Color(cgColor: cgColor) }

  /// A colour for each appearance, as AppKit's
  /// `NSColor(name:dynamicProvider:)`: asked for the light (`.aqua`) and
  /// the dark (`.darkAqua`) appearance when made.
  public init(name: String? = nil, dynamicProvider provider: @escaping (NSAppearance) -> NSColor) {
    color = Color(lightScheme: provider(NSAppearance(named: .aqua)!).color, darkScheme: provider(NSAppearance(named: .darkAqua)!).color)
  }

  /// A colour named in an asset catalog, looked up when drawn: as
  /// `UIColor(named:)`, nil only for an empty name, and a name found
  /// nowhere draws clear with one warning.
  public init?(named name: String, bundle: Bundle? = nil) {
    guard !name.isEmpty else { return nil }
    color = Color(name, bundle: bundle)
  }

  public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    color = Color(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour at `alpha` times its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(color.opacity(Double(alpha))) }

  /// This colour in the sRGB space (it always is).
  public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }

  private var lightComponents: Color.Resolved { color.resolve(in: EnvironmentValues()) }
  /// The sRGB components in the light appearance.
  public var redComponent: CGFloat { CGFloat(lightComponents.red) }
  public var greenComponent: CGFloat { CGFloat(lightComponents.green) }
  public var blueComponent: CGFloat { CGFloat(lightComponents.blue) }
  public var alphaComponent: CGFloat { CGFloat(lightComponents.opacity) }

  /// The sRGB components in the light appearance.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) {
    let resolved = lightComponents
    red?.pointee = CGFloat(resolved.red)
    green?.pointee = CGFloat(resolved.green)
    blue?.pointee = CGFloat(resolved.blue)
    alpha?.pointee = CGFloat(resolved.opacity)
  }

  /// The Core Graphics colour, in the light appearance.
  public var cgColor: CGColor { CGColor(lightComponents) }

  public var description: String { "NSColor(\(color))" }
  public static func == (a: NSColor, b: NSColor) -> Bool { a.color == b.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// A colour space, as AppKit's `NSColorSpace` (colours here are sRGB).
public final class NSColorSpace: Sendable {
  public static let sRGB = NSColorSpace()
  public static let deviceRGB = NSColorSpace()
  public static let genericRGB = NSColorSpace()
  public static let displayP3 = NSColorSpace()
}

/// An appearance, as AppKit's `NSAppearance`: light (`aqua`) or dark
/// (`darkAqua`).
public final class NSAppearance: Sendable {
  /// An appearance's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name("NSAppearanceNameAqua")
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
  }

  /// The appearance's name.
  public let name: Name

  /// The appearance named `name`.
  public init?(named name: Name) { self.name = name }

  /// The best match among `names` for this appearance.
  public func bestMatch(from names: [Name]) -> Name? {
    let dark = name == .darkAqua || name == .vibrantDark
    return names.first { ($0 == .darkAqua || $0 == .vibrantDark) == dark }
  }

  /// The appearance current code draws in (light).
  public static var current: NSAppearance { NSAppearance(named: .aqua)! }
}

extension Color {
  /// The colour an `NSColor` holds, as SwiftUI's `Color(_:)` for an NSColor.
  ///
  /// Disfavoured beside UIKit's `Color(_: UIColor)`: where a file sees both
  /// (a target importing AppKit for the `#else` branches of its
  /// `#if os(iOS)`), `Color(.systemBlue)` means UIKit's colour, as it does
  /// in the iOS build, rather than being ambiguous. Both draw alike.
  @_disfavoredOverload
  public init(_ color: NSColor) { self = color.color }

  /// The colour an `NSColor` holds, as SwiftUI's `Color(nsColor:)`.
  public init(nsColor: NSColor) { self = nsColor.color }
}
