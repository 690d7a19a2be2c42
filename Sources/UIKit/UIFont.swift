import CoreGraphics
import FlipbookCore
import Foundation

/// What UIKit's and AppKit's font objects describe: a family (the system
/// font or a named one), a size, a weight and a design.
package struct PlatformFont: Hashable, Sendable {
  /// A family's design, as `UIFontDescriptor.SystemDesign`.
  package enum Design: Hashable, Sendable { case `default`, monospaced, rounded, serif }

  package var name: String?
  package var size: CGFloat
  /// The weight, one of UIKit's nine named weights.
  package var weight: UIFont.Weight
  package var design: Design
  package var isItalic = false
  package var textStyle: UIFont.TextStyle?

  /// The size, clamped: not finite or negative is 0 (UIKit gives such a
  /// font no height; a render draws nothing with it).
  package static func clamped(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }

  /// The system font at `size` and a weight on UIKit's scale.
  package static func system(size: CGFloat, weight: CGFloat, design: Design = .default) -> PlatformFont {
    PlatformFont(name: nil, size: clamped(size), weight: Self.weight(weight), design: design)
  }

  /// The font named `name` at `size`.
  package static func named(_ name: String, size: CGFloat) -> PlatformFont {
    PlatformFont(name: name, size: clamped(size), weight: .regular, design: .default)
  }

  // SF Pro's vertical metrics per point (ascender 0.952, descender
  // −0.241, cap height 0.705, x-height 0.517: UIKit's figures for
  // `UIFont.systemFont(ofSize: 17)`, 16.19 / −4.10 / 11.99 / 8.79, over 17).
  package var ascender: CGFloat { size * 0.952 }
  package var descender: CGFloat { -size * 0.241 }
  package var capHeight: CGFloat { size * 0.705 }
  package var xHeight: CGFloat { size * 0.517 }
  package var lineHeight: CGFloat { ascender - descender }
  package var familyName: String { name ?? (design == .monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont") }
  package var fontName: String { name ?? (design == .monospaced ? ".SFUIMono-Regular" : ".SFUI-Regular") }

  /// UIKit's and AppKit's weight scale (−1 … 1) snapped to the nearest of its nine named weights.
  package static func weight(_ value: CGFloat) -> UIFont.Weight {
    let steps: [(CGFloat, UIFont.Weight)] = [
      (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
      (0.4, .bold), (0.56, .heavy), (0.62, .black),
    ]
    guard value.isFinite else { return .regular }
    return steps.min { abs($0.0 - value) < abs($1.0 - value) }!.1
  }
}

/// A stand-in for UIKit's `UIFont` (see PlatformStandIns.swift): a font
/// description that `Font(_:)` turns into SwiftUI's font, with SF Pro's
/// metrics (`lineHeight`, `ascender` …) for the code that measures with
/// them. Text is drawn with Flipbook's stand-in families.
///
/// Not here: font descriptors and their attributes, glyph access
/// (`UIFontMetrics`, in UIFontMetrics.swift, scales sizes and fonts).
open class UIFont: Hashable, @unchecked Sendable {
  package let platform: PlatformFont

  package init(_ platform: PlatformFont) { self.platform = platform }

  /// The font named `fontName` at `size`: nil for an empty name, as UIKit
  /// returns for a name it lacks (the name is kept; a family Flipbook lacks
  /// draws in the system font, as `Font.custom` does).
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    platform = .named(fontName, size: fontSize)
  }

  /// The system font at `size` and `weight`.
  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: size, weight: weight.rawValue))
  }
  open class func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
  open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    var font = systemFont(ofSize: size).platform
    font.isItalic = true
    return UIFont(font)
  }
  open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: size, weight: weight.rawValue, design: .monospaced))
  }
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  /// The font of a text style at the default Dynamic Type size (`body` is
  /// 17 pt regular, `headline` 17 pt semibold …).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(
      PlatformFont(name: nil, size: style.size, weight: style == .headline ? .semibold : .regular, design: .default,
        textStyle: style))
  }
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The size of `UIFont.systemFontSize` and friends, as UIKit's.
  public class var systemFontSize: CGFloat { 14 }
  public class var smallSystemFontSize: CGFloat { 12 }
  public class var labelFontSize: CGFloat { 17 }
  public class var buttonFontSize: CGFloat { 18 }

  /// This font at another size.
  open func withSize(_ size: CGFloat) -> UIFont {
    var font = platform
    font.size = PlatformFont.clamped(size)
    return UIFont(font)
  }

  public var pointSize: CGFloat { platform.size }
  public var familyName: String { platform.familyName }
  public var fontName: String { platform.fontName }
  public var ascender: CGFloat { platform.ascender }
  public var descender: CGFloat { platform.descender }
  public var capHeight: CGFloat { platform.capHeight }
  public var xHeight: CGFloat { platform.xHeight }
  public var lineHeight: CGFloat { platform.lineHeight }
  public var leading: CGFloat { 0 }

  public static func == (a: UIFont, b: UIFont) -> Bool { a.platform == b.platform }
  public func hash(into hasher: inout Hasher) { hasher.combine(platform) }

  /// A weight on UIKit's scale (−1 … 1), as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// A Dynamic Type text style, as `UIFont.TextStyle` (its raw values are
  /// UIKit's).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// SwiftUI's text style (`body` for one UIKit lacks).
    /// The point size at the default content size category (iOS's type
    /// scale, as SwiftUI's text styles).
    package var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }
}


