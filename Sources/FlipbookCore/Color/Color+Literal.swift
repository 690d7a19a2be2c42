import Foundation

// `#colorLiteral(red:green:blue:alpha:)`: Xcode's colour literal. Swift
// gives the literal the type `_ColorLiteralType` names where nothing else
// decides (UIKit names `UIColor`); Flipbook names `Color`, and both
// `Color` and the `UIColor` stand-in accept literals, so
// `Color(#colorLiteral(…))` and `.fill(#colorLiteral(…))` compile as they
// do on iOS. Components are sRGB, as Xcode's literals are.

/// The type a `#colorLiteral` has where nothing else decides it.
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
  /// A colour from a colour literal's sRGB components.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

/// A stand-in for UIKit's `UIColor`, which SwiftUI code on iOS reaches
/// through `import SwiftUI`: `Color(.systemGray6)`,
/// `Color(UIColor(red: …))`, `Color(uiColor: .label)`. It holds a `Color`;
/// the system colours are UIKit's adaptive ones (the HIG's light and dark
/// values, as `Color`'s own). Only what SwiftUI code uses to make colours
/// is here; it is not UIKit.
public struct UIColor: Hashable, Sendable, _ExpressibleByColorLiteral {
  /// The colour.
  public let color: Color

  init(_ color: Color) { self.color = color }

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

  /// A colour named in an asset catalog.
  public init?(named name: String) { color = Color(name) }

  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    color = Color(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour at `alpha` times its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

  public static var black: UIColor { UIColor(Color.black) }
  public static var white: UIColor { UIColor(Color.white) }
  public static var clear: UIColor { UIColor(Color.clear) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  public static var systemRed: UIColor { UIColor(Color.red) }
  public static var systemOrange: UIColor { UIColor(Color.orange) }
  public static var systemYellow: UIColor { UIColor(Color.yellow) }
  public static var systemGreen: UIColor { UIColor(Color.green) }
  public static var systemMint: UIColor { UIColor(Color.mint) }
  public static var systemTeal: UIColor { UIColor(Color.teal) }
  public static var systemCyan: UIColor { UIColor(Color.cyan) }
  public static var systemBlue: UIColor { UIColor(Color.blue) }
  public static var systemIndigo: UIColor { UIColor(Color.indigo) }
  public static var systemPurple: UIColor { UIColor(Color.purple) }
  public static var systemPink: UIColor { UIColor(Color.pink) }
  public static var systemBrown: UIColor { UIColor(Color.brown) }
  public static var systemGray: UIColor { UIColor(Color.gray) }
  public static var systemGray2: UIColor { UIColor(.semantic(.systemGray2)) }
  public static var systemGray3: UIColor { UIColor(.semantic(.systemGray3)) }
  public static var systemGray4: UIColor { UIColor(.semantic(.systemGray4)) }
  public static var systemGray5: UIColor { UIColor(.semantic(.systemGray5)) }
  public static var systemGray6: UIColor { UIColor(.semantic(.systemGray6)) }
  public static var label: UIColor { UIColor(Color.primary) }
  public static var secondaryLabel: UIColor { UIColor(Color.secondary) }
  public static var tertiaryLabel: UIColor { UIColor(.semantic(.tertiaryLabel)) }
  public static var quaternaryLabel: UIColor { UIColor(.semantic(.quaternaryLabel)) }
  public static var placeholderText: UIColor { UIColor(.semantic(.placeholderText)) }
  public static var link: UIColor { UIColor(.semantic(.link)) }
  public static var separator: UIColor { UIColor(.semantic(.separator)) }
  public static var opaqueSeparator: UIColor { UIColor(.semantic(.opaqueSeparator)) }
  public static var systemFill: UIColor { UIColor(.semantic(.systemFill)) }
  public static var secondarySystemFill: UIColor { UIColor(.semantic(.secondarySystemFill)) }
  public static var tertiarySystemFill: UIColor { UIColor(.semantic(.tertiarySystemFill)) }
  public static var quaternarySystemFill: UIColor { UIColor(.semantic(.quaternarySystemFill)) }
  public static var systemBackground: UIColor { UIColor(.semantic(.systemBackground)) }
  public static var secondarySystemBackground: UIColor { UIColor(.semantic(.secondarySystemBackground)) }
  public static var tertiarySystemBackground: UIColor { UIColor(.semantic(.tertiarySystemBackground)) }
  public static var systemGroupedBackground: UIColor { UIColor(.semantic(.systemGroupedBackground)) }
  public static var secondarySystemGroupedBackground: UIColor { UIColor(.semantic(.secondarySystemGroupedBackground)) }
  public static var tertiarySystemGroupedBackground: UIColor { UIColor(.semantic(.tertiarySystemGroupedBackground)) }
}

extension Color {
  /// The colour a `UIColor` holds, as SwiftUI's `Color(_:)` for a UIColor.
  public init(_ color: UIColor) { self = color.color }

  /// The colour a `UIColor` holds, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self = uiColor.color }
}
