import CoreGraphics
import Foundation
import Flipbook
import UIKit

/// A stand-in for AppKit's `NSFont`, as `UIFont` under AppKit's names
/// (AppKit's system font size is 13 pt).
open class NSFont: Hashable, @unchecked Sendable {
  let platform: PlatformFont

  init(_ platform: PlatformFont) { self.platform = platform }

  /// The font named `fontName` at `size` (nil for an empty name).
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    platform = .named(fontName, size: fontSize)
  }

  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
    NSFont(.system(size: size, weight: weight.rawValue))
  }
  open class func systemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .regular) }
  open class func boldSystemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .bold) }
  open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
    NSFont(.system(size: size, weight: weight.rawValue, design: .monospaced))
  }
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
    systemFont(ofSize: size, weight: weight)
  }
  open class func labelFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size) }
  open class func messageFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size == 0 ? systemFontSize : size) }
  open class func preferredFont(forTextStyle style: UIFont.TextStyle, options: [String: Any] = [:]) -> NSFont {
    NSFont(UIFont.preferredFont(forTextStyle: style).platform)
  }

  public class var systemFontSize: CGFloat { 13 }
  public class var smallSystemFontSize: CGFloat { 11 }
  public class var labelFontSize: CGFloat { 10 }

  public var pointSize: CGFloat { platform.size }
  public var familyName: String? { platform.familyName }
  public var fontName: String { platform.fontName }
  public var ascender: CGFloat { platform.ascender }
  public var descender: CGFloat { platform.descender }
  public var capHeight: CGFloat { platform.capHeight }
  public var xHeight: CGFloat { platform.xHeight }

  public static func == (a: NSFont, b: NSFont) -> Bool { a.platform == b.platform }
  public func hash(into hasher: inout Hasher) { hasher.combine(platform) }

  /// AppKit's weights: UIKit's values.
  public typealias Weight = UIFont.Weight
  /// AppKit's text styles: UIKit's.
  public typealias TextStyle = UIFont.TextStyle
}

extension Font {
  /// The font an `NSFont` describes.
  ///
  /// Disfavoured beside UIKit's `Font(_: UIFont)`, as `Color(_: NSColor)`
  /// is: `Font(.systemFont(ofSize: 12))` in a file that sees both means
  /// UIKit's font.
  @_disfavoredOverload
  public init(_ font: NSFont) { self = font.platform.font }
}
