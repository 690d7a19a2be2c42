import CoreGraphics
import Foundation
import Flipbook
import UIKit

/// The screen, as AppKit's `NSScreen`: the same screen as `UIScreen.main`.
public final class NSScreen: @unchecked Sendable {
  /// The screen of the render whose code is running.
  public static var main: NSScreen? { NSScreen() }
  /// Every screen (one).
  public static var screens: [NSScreen] { [NSScreen()] }
  /// The screen in points.
  public var frame: CGRect { UIScreen.main.bounds }
  /// The screen less the menu bar and Dock (none here).
  public var visibleFrame: CGRect { UIScreen.main.bounds }
  /// Pixels per point.
  public var backingScaleFactor: CGFloat { UIScreen.main.scale }
}
