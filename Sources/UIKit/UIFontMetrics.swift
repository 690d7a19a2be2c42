import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIFontMetrics`: sizes and fonts scaled with the
/// Dynamic Type category as a text style scales (iOS's type scale,
/// `DynamicTypeScale`): by the style's size at the category over its size
/// at the default, large. `UIFontMetrics(forTextStyle: .title1)` scales 28
/// to 34 at extra extra extra large; `default` scales as `body`.
///
/// Without a trait collection a value is scaled for the current traits
/// (`UITraitCollection.current`, large here: what a test process has), so
/// `scaledValue(for: 17)` is 17; `compatibleWith:` a trait collection
/// scales for its category. A SwiftUI view that wants its environment's
/// size uses `@ScaledMetric`, which reads the environment.
open class UIFontMetrics: @unchecked Sendable {
  /// Metrics that scale as the body style does.
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  private let textStyle: UIFont.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// `value` scaled for the current traits.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for `traitCollection`'s Dynamic Type category (the
  /// current one when nil or unspecified).
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * factor(for: traitCollection)
  }

  /// `font` at its size scaled for the current traits.
  open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

  /// `font` scaled for the current traits, no larger than `maximumPointSize`
  /// (0: no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s category.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s category, no larger than
  /// `maximumPointSize` (0: no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let scaled = font.pointSize * factor(for: traitCollection)
    return font.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
  }

  /// The style's size at the category over its size at large.
  private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
    var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
    let style = textStyle.scaleStyle
    let standard = DynamicTypeScale.size(style, at: DynamicTypeScale.defaultIndex)
    guard standard > 0 else { return 1 }
    return DynamicTypeScale.size(style, at: category.scaleIndex) / standard
  }
}

extension UIFont.TextStyle {
  /// The row of the type scale the style scales by (body for one UIKit
  /// lacks).
  package var scaleStyle: DynamicTypeScale.Style {
    switch self {
    case .largeTitle: .largeTitle
    case .title1: .title
    case .title2: .title2
    case .title3: .title3
    case .headline: .headline
    case .subheadline: .subheadline
    case .callout: .callout
    case .footnote: .footnote
    case .caption1: .caption
    case .caption2: .caption2
    default: .body
    }
  }
}

extension UIContentSizeCategory {
  /// The categories in the order of the type scale's columns.
  private static let scaleOrder: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The category's column of the type scale (large for unspecified).
  package var scaleIndex: Int { Self.scaleOrder.firstIndex(of: self) ?? DynamicTypeScale.defaultIndex }
}
