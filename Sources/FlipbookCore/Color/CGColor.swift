import Foundation

#if !canImport(Darwin)
/// A Core Graphics colour, as `CGColor` (Linux has no Core Graphics): sRGB
/// components and alpha, what `UIColor.cgColor`, `Color(cgColor:)` and
/// `Color.cgColor` pass around. Grey colours have two components (grey,
/// alpha), as Core Graphics' generic grey space does.
///
/// Not here: colour spaces beyond sRGB and grey, patterns, conversion.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The components: red, green, blue and alpha, or grey and alpha.
  public let components: [CGFloat]?

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A colour from sRGB components, as `CGColor(srgbRed:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey.
  public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

  /// A resolved SwiftUI colour.
  package convenience init(_ resolved: Color.Resolved) {
    self.init(
      red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity))
  }

  /// How many components there are (alpha included).
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The alpha.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// This colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var components, !components.isEmpty else { return nil }
    components[components.count - 1] = alpha
    return components.count == 2
      ? CGColor(gray: components[0], alpha: alpha)
      : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// The sRGB red, green, blue and alpha.
  var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
    guard let components else { return (0, 0, 0, 0) }
    switch components.count {
    case 2: return (components[0], components[0], components[0], components[1])
    case 4: return (components[0], components[1], components[2], components[3])
    default: return (0, 0, 0, 0)
    }
  }

  /// Black, white and clear, as `CGColor.black` …
  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  public var description: String { "CGColor(\(components ?? []))" }
  public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension Color {
  /// The colour of a Core Graphics colour, as SwiftUI's `Color(cgColor:)`.
  public init(cgColor: CGColor) {
    let (r, g, b, a) = cgColor.rgba
    self.init(.sRGB, red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
  }

  /// The Core Graphics colour of a concrete colour, as SwiftUI's
  /// `Color.cgColor`: nil for one that depends on the environment (a
  /// system, named or adaptive colour), as in SwiftUI.
  public var cgColor: CGColor? {
    guard case .resolved(let resolved) = storage else { return nil }
    return CGColor(resolved)
  }
}
#endif
