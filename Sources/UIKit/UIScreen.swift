import CoreGraphics
import FlipbookCore
import Foundation

/// The device's screen, as UIKit's `UIScreen`, which SwiftUI code reads for
/// sizes (`UIScreen.main.bounds.width * 0.8`).
///
/// It is the screen of the render whose code is running: a film's or a
/// preview's canvas in points, at its scale, while its views resolve and
/// its actions run. Elsewhere (code run outside any render) it is the
/// screen of the default preview device, `PreviewDevice.default` (iPhone
/// 16 Pro: 402 × 874 points at 3×). A canvas that fits its content (a
/// preview with the `.sizeThatFits` layout) has no screen of its own: the
/// default device's is used.
public final class UIScreen: @unchecked Sendable {
  /// The screen of the render whose code is running.
  public static var main: UIScreen { current ?? standard }

  /// The screen outside a render.
  /// The screen outside a render: the default preview device's, an
  /// iPhone 16 Pro (402 × 874 pt at 3×; PreviewDevice.default, which
  /// `PlatformModulesTests` checks against this).
  package static let standard = UIScreen(bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)

  /// The screen a running render set (nil outside one).
  @TaskLocal package static var current: UIScreen?

  /// The screen in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat

  package init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen of a canvas `size` in points at `scale` (the standard one
  /// where a dimension is not finite and positive).
  package static func screen(size: CGSize?, scale: CGFloat) -> UIScreen {
    guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return standard }
    return UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale.isFinite && scale > 0 ? scale : 3)
  }

  /// The screen in pixels.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
  /// Pixels per point of the physical display.
  public var nativeScale: CGFloat { scale }
  /// The screen's traits.
  public var traitCollection: UITraitCollection { .current }
}

