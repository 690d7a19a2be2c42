import Foundation

extension Color {
  /// A concrete colour: gamma-encoded sRGB components and an opacity, as
  /// SwiftUI's `Color.Resolved`. Components are kept unclamped (extended
  /// range) and clamped to 0...1 when drawn.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The red component, sRGB gamma-encoded.
    public var red: Float
    /// The green component, sRGB gamma-encoded.
    public var green: Float
    /// The blue component, sRGB gamma-encoded.
    public var blue: Float
    /// The opacity, 0 (clear) ... 1 (opaque).
    public var opacity: Float

    /// A resolved colour from components in `colorSpace`, stored as sRGB.
    /// Non-finite components become 0 and extended-range ones are clamped
    /// to ±`componentLimit`, so a NaN or an infinity never reaches a pixel.
    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      func finite(_ x: Float) -> Float { x.isFinite ? x : 0 }
      // Extended-range components are kept, within ±64 (beyond any
      // display's headroom): linearizing a larger one (x^2.4) overflows
      // Float, and every later blend would be infinite or NaN.
      func bounded(_ x: Float) -> Float { min(max(finite(x), -Self.componentLimit), Self.componentLimit) }
      let (r, g, b) = (bounded(red), bounded(green), bounded(blue))
      switch colorSpace {
      case .sRGB:
        (self.red, self.green, self.blue) = (r, g, b)
      case .sRGBLinear:
        (self.red, self.green, self.blue) = (Self.encode(r), Self.encode(g), Self.encode(b))
      case .displayP3:
        // Display P3 → linear sRGB (both D65), then the sRGB curve.
        let (lr, lg, lb) = (Self.decode(r), Self.decode(g), Self.decode(b))
        self.red = Self.encode(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb)
        self.green = Self.encode(-0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb)
        self.blue = Self.encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
      }
      self.opacity = min(max(finite(opacity), 0), 1)
    }

    /// The largest magnitude a component keeps (extended-range colours
    /// beyond it are clamped; non-finite components are 0).
    public static let componentLimit: Float = 64

    /// The red component in linear light.
    public var linearRed: Float { Self.decode(red) }
    /// The green component in linear light.
    public var linearGreen: Float { Self.decode(green) }
    /// The blue component in linear light.
    public var linearBlue: Float { Self.decode(blue) }

    /// The sRGB transfer function: linear light → gamma-encoded (sign-symmetric).
    static func encode(_ linear: Float) -> Float {
      let x = abs(linear)
      let e = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
      return linear < 0 ? -e : e
    }

    /// The inverse sRGB transfer function: gamma-encoded → linear light.
    static func decode(_ encoded: Float) -> Float {
      let x = abs(encoded)
      let l = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
      return encoded < 0 ? -l : l
    }

    /// The colour as 8-bit straight-alpha RGBA, clamped and rounded.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      // Components outside 0…1 are clamped; NaN counts as 0.
      func byte(_ x: Float) -> UInt8 { x.isNaN ? 0 : UInt8((min(max(x, 0), 1) * 255).rounded()) }
      return (byte(red), byte(green), byte(blue), byte(opacity))
    }

    public var description: String {
      let (r, g, b, a) = rgba8
      return String(format: "#%02X%02X%02X%02X", r, g, b, a)
    }
  }

  /// Resolves this colour to concrete components in an environment (its
  /// colour scheme and asset catalogs), as SwiftUI's `resolve(in:)`.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Self.resolve(storage, in: environment)
  }

  private static func resolve(_ storage: Storage, in environment: EnvironmentValues) -> Resolved {
    switch storage {
    case .resolved(let resolved):
      return resolved
    case .system(let system):
      return system.resolved(in: environment.colorScheme, look: environment.platformLook)
    case .named(let name, let bundlePath):
      return environment.assetCatalog.color(named: name, bundlePath: bundlePath, in: environment.colorScheme)
    case .adaptive(let light, let dark):
      return resolve(environment.colorScheme == .dark ? dark : light, in: environment)
    case .mix(let a, let b, let fraction, let perceptual):
      return resolve(a, in: environment).mixed(with: resolve(b, in: environment), by: fraction, perceptual: perceptual)
    case .opacity(let base, let opacity):
      var resolved = resolve(base, in: environment)
      let factor = opacity.isFinite ? Float(min(max(opacity, 0), 1)) : 0
      resolved.opacity *= factor
      return resolved
    }
  }
}
