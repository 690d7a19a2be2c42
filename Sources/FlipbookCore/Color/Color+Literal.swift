import Foundation

// `#colorLiteral(red:green:blue:alpha:)`: Xcode's colour literal. Swift
// gives the literal the type `_ColorLiteralType` names where nothing else
// decides (UIKit names `UIColor`); Flipbook names `Color`, and both
// `Color` and the `UIColor` stand-in (Flipbook's Platform/) accept literals, so
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

extension Color {
  /// The same colour: a colour literal kept in a constant
  /// (`let snow = #colorLiteral(…)`) is a `UIColor` in an iOS file and a
  /// `Color` here, and the `Color(snow)` that iOS code writes to use it
  /// compiles as it does there.
  @_disfavoredOverload
  public init(_ color: Color) { self = color }
}
