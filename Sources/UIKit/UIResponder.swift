import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIResponder`, the root of UIKit's views and
/// controllers: what SwiftUI code takes from it is notification names
/// (`.onReceive(NotificationCenter.default.publisher(for:
/// UIResponder.keyboardWillShowNotification))`). A render posts none of
/// them (it has no keyboard and never goes to the background), so such
/// receivers stay quiet, as on a device nobody touches; a film may post
/// them itself with `NotificationCenter.default.post`.
open class UIResponder: @unchecked Sendable {
  public init() {}

  /// What shows a SwiftUI view here (a hosting controller and its view),
  /// set by the controller, holding it weakly; for the snapshot strategies.
  package var hostedContentProvider: (() -> Any?)?
  /// What this shows, for the snapshot strategies: a SwiftUI view
  /// (`AnyView`) when a hosting controller is behind it (Flipbook reads it
  /// as `hostedView`); nil for a plain view or controller.
  package var hostedContent: Any? { hostedContentProvider?() }

  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// The user-info key of the keyboard's final frame.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard animation's duration.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

extension UIApplication {
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension UIDevice {
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

extension NSValue {
  /// The rectangle boxed, as UIKit's `NSValue.cgRectValue` (keyboard
  /// frames come boxed so).
  public var cgRectValue: CGRect { rectValue }
  /// The point boxed, as UIKit's `NSValue.cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// The size boxed, as UIKit's `NSValue.cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }

  /// A rectangle boxed, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A point boxed, as UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A size boxed, as UIKit's `NSValue(cgSize:)`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
}
