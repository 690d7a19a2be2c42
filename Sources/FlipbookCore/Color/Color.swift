import Foundation

/// A colour, as in SwiftUI: a description that resolves to concrete sRGB
/// components only when it is drawn, in an environment (so `.blue` is a
/// different blue in the dark colour scheme, and `Color("Pink")` is looked up
/// in an asset catalog).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  indirect enum Storage: Hashable, Sendable {
    case resolved(Resolved)
    case system(SystemColor)
    case named(String, bundlePath: String?)
    case opacity(Storage, Double)
    /// One colour in the light appearance, another in the dark (a
    /// `UIColor { traits in … }` provider, evaluated for both).
    case adaptive(light: Storage, dark: Storage)
    /// Two colours blended when resolved (`mix(with:by:in:)`).
    case mix(Storage, Storage, fraction: Double, perceptual: Bool)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// The colour spaces a colour can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB space with its gamma curve (SwiftUI's default).
    case sRGB
    /// sRGB primaries with linear components.
    case sRGBLinear
    /// Display P3 with the sRGB gamma curve; components outside sRGB are
    /// clamped when drawn, since Flipbook renders into sRGB.
    case displayP3
  }

  /// A colour from red, green and blue components (0...1) in `colorSpace`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    storage = .resolved(
      Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)))
  }

  /// A grey from a white level (0 black ... 1 white) in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness (each 0...1; hue 0 and 1
  /// are red), converted to sRGB as Core Graphics does.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A concrete resolved colour.
  public init(_ resolved: Resolved) { storage = .resolved(resolved) }

  /// `light` in the light colour scheme and `dark` in the dark one (what a
  /// platform colour's dynamic provider gives for each appearance). Not
  /// `init(light:dark:)`: apps declare that one on `Color` themselves
  /// (gonzalezreal/swift-markdown-ui's themes), and a package-visible one
  /// of the same name made their calls ambiguous inside this package.
  package init(lightScheme light: Color, darkScheme dark: Color) {
    storage = light == dark ? light.storage : .adaptive(light: light.storage, dark: dark.storage)
  }

  /// A colour named in an asset catalog, as `Color("Pink")` in SwiftUI.
  ///
  /// The name is looked up when the colour is drawn: in the catalog of
  /// `bundle` when given, otherwise in the environment's asset catalogs
  /// (`EnvironmentValues.assetCatalog`). A name found nowhere draws as clear,
  /// as in SwiftUI, and is reported on standard error once.
  public init(_ name: String, bundle: Bundle? = nil) {
    storage = .named(name, bundlePath: bundle?.bundlePath)
  }

  /// This colour with its opacity multiplied by `opacity` (0...1).
  public func opacity(_ opacity: Double) -> Color {
    Color(storage: .opacity(storage, opacity))
  }

  public var description: String {
    switch storage {
    case .resolved(let resolved): resolved.description
    case .system(let system): system.rawValue
    case .named(let name, _): "NamedColor(name: \"\(name)\")"
    case .opacity(let base, let opacity): "\(Color(storage: base)) \(opacity) opacity"
    case .adaptive(let light, let dark): "AdaptiveColor(light: \(Color(storage: light)), dark: \(Color(storage: dark)))"
    case .mix(let a, let b, let fraction, let perceptual):
      "MixedColor(\(Color(storage: a)), \(Color(storage: b)), fraction: \(fraction)\(perceptual ? "" : ", device"))"
    }
  }

  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    guard s > 0, hue.isFinite else { return (v, v, v) }
    var h = hue.truncatingRemainder(dividingBy: 1)
    if h < 0 { h += 1 }
    let sector = h * 6
    let i = Int(sector) % 6
    let f = sector - Double(Int(sector))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}
