import CoreGraphics
import FlipbookCore
import Foundation

// The UIKit views SwiftUI code wraps most often in a `UIViewRepresentable`,
// as data: what the code sets on them. Flipbook draws each as its SwiftUI
// counterpart (UIViewRepresentable.swift in Flipbook).

/// A spinner, as UIKit's `UIActivityIndicatorView` (drawn as SwiftUI's
/// circular `ProgressView`).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
  /// The spinner's size, as UIKit's.
  public enum Style: Int, Sendable { case medium = 100, large = 101, white = 1, whiteLarge = 0, gray = 2 }

  open var style: Style
  open var color: UIColor!
  open var hidesWhenStopped = true
  open private(set) var isAnimating = false

  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
  }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }

  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

/// A blur, as UIKit's `UIBlurEffect`.
open class UIVisualEffect: @unchecked Sendable {
  public init() {}
}

/// A blur of a given material, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The materials, as UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, extraDark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }

  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// A view showing a visual effect, as UIKit's `UIVisualEffectView` (a blur
/// is drawn as SwiftUI's material of the same thickness).
open class UIVisualEffectView: UIView, @unchecked Sendable {
  open var effect: UIVisualEffect?
  /// The view to put content in (kept, not drawn).
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A label, as UIKit's `UILabel` (drawn as SwiftUI's `Text`).
open class UILabel: UIView, @unchecked Sendable {
  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
}

/// A text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How a label breaks or truncates a line, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// An image view, as UIKit's `UIImageView` (drawn as SwiftUI's `Image`).
open class UIImageView: UIView, @unchecked Sendable {
  open var image: UIImage?

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
