#if os(Linux)
import UIKit

extension Font {
  /// The font a `UIFont` describes, as SwiftUI's `Font(_:)` for a UIFont
  /// (a `CTFont` there).
  public init(_ font: UIFont) { self = font.platform.font }
}

extension PlatformFont {
  /// The SwiftUI font this UIKit or AppKit font describes: a named font at
  /// its size, a text style where the size is that style's, else the
  /// system font at the size, weight and design.
  ///
  /// A name no font answers to, here or on iOS, is the system font: there
  /// `UIFont(name:size:)` is nil for it, and the app's own fallback (most
  /// often `?? .systemFont(ofSize:)`) draws, not `Font.custom`'s Helvetica.
  package var font: Font {
    var font: Font
    let weight = self.weight.swiftUI
    let design: Font.Design? = switch self.design {
    case .default: nil
    case .monospaced: .monospaced
    case .rounded: .rounded
    case .serif: .serif
    }
    if let name, FontLibrary.shared.face(named: name) != nil || AppleFontFamilies.iOSHas(name) {
      font = .custom(name, size: size)
    } else if let style = textStyle?.swiftUI, size == style.size {
      font = .system(style, design: design, weight: weight == style.weight ? nil : weight)
    } else {
      font = .system(size: size, weight: weight, design: design)
    }
    if isItalic { font = font.italic() }
    return font
  }
}

extension UIFont.Weight {
  /// SwiftUI's weight of the same name (the nearest, for a weight between
  /// UIKit's nine).
  var swiftUI: Font.Weight {
    switch PlatformFont.weight(rawValue) {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    default: .regular
    }
  }
}

extension UIFont.TextStyle {
  /// SwiftUI's text style of the same name (body for a style UIKit lacks).
  var swiftUI: Font.TextStyle {
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
#endif
