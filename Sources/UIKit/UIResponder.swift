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
///
/// As on iOS it is an `NSObject`: responders compare and hash by identity,
/// and coordinators and delegates written `NSObject, UIKitProtocol` mix
/// with them.
open class UIResponder: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// What shows a SwiftUI view here (a hosting controller and its view),
  /// set by the controller, holding it weakly; for the snapshot strategies.
  package var hostedContentProvider: (() -> Any?)?
  /// What this shows, for the snapshot strategies: a SwiftUI view
  /// (`AnyView`) when a hosting controller is behind it (Flipbook reads it
  /// as `hostedView`); nil for a plain view or controller.
  package var hostedContent: Any? { hostedContentProvider?() }

  /// Runs when a visible window shows this controller (set by a hosting
  /// controller: its SwiftUI view appears, see `UIHostingController`).
  package var appearanceHandler: (() -> Void)?
  /// The last time a window showed this (a controller, or a hosting
  /// controller's view), and whether the main actor has run since: what a
  /// snapshot taken now shows (see `WindowAppearance`).
  package var windowAppearance: WindowAppearance?

  // MARK: Accessibility, as NSObject's informal UIAccessibility protocols
  // on iOS (kept; a render has no assistive technology, so focus never
  // moves and these are never called by Flipbook).

  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityElementsHidden = false
  open var accessibilityViewIsModal = false
  open var shouldGroupAccessibilityChildren = false
  /// Called when assistive technology focuses the element (never here).
  open func accessibilityElementDidBecomeFocused() {}
  /// Called when assistive technology's focus leaves the element.
  open func accessibilityElementDidLoseFocus() {}
  /// Whether assistive technology focuses the element (false: none runs).
  open func accessibilityElementIsFocused() -> Bool { false }

  // MARK: Events, as UIResponder's (a render delivers none: nobody
  // touches, shakes or presses; the "shake to open a debug menu" idiom
  // overrides `motionEnded(_:with:)` in an extension of `UIWindow`, which
  // compiles and is never called).

  /// A motion began (a shake).
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion ended.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion was cancelled.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Touches began.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Whether this responder can become first responder (false).
  open var canBecomeFirstResponder: Bool { false }
  /// Becomes first responder: refused, as nothing here takes input.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Gives up first responder status.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Whether this is first responder (never).
  open var isFirstResponder: Bool { false }

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

/// A window showing a controller, as a snapshot strategy needs to know it.
///
/// On iOS a window made key and visible shows its root controller's view
/// at the run loop's next turn: the hosted SwiftUI view appears (`onAppear`
/// runs, `.task`s start) and what the main queue and the main actor hold
/// runs. A test that awaits something after `makeKeyAndVisible()` lets
/// that turn happen, so its snapshot shows what the tasks did; a test that
/// snapshots straight away shows the view as it appeared. Here the turn is
/// a main-actor job queued when the window showed the controller: it runs
/// the hosted views' appearances, then marks `turned`, so a snapshot knows
/// which of the two moments to draw.
package final class WindowAppearance: @unchecked Sendable {
  // Safe: the state is read and written under `lock` only, and the
  // actions run once, on the main actor.
  private let lock = NSLock()
  private var turnedValue = false
  private var actions: [() -> Void] = []

  package init() {}

  /// Whether the run loop has turned since the window showed the controller.
  package var turned: Bool { lock.withLock { turnedValue } }

  /// Runs `action` at the turn (a hosted view's appearance).
  package func atTurn(_ action: @escaping () -> Void) { lock.withLock { actions.append(action) } }

  /// Queues the turn on the main actor.
  package func scheduleTurn() {
    Task { @MainActor in self.turn() }
  }

  private func turn() {
    let due = lock.withLock {
      defer { actions = [] }
      return actions
    }
    for action in due { action() }
    lock.withLock { turnedValue = true }
  }
}

/// An event UIKit delivers to responders, as UIKit's `UIEvent` (a render
/// delivers none).
open class UIEvent: NSObject, @unchecked Sendable {
  /// What kind of event, as UIKit's `UIEvent.EventType`.
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
  /// The event's subtype, as UIKit's `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
  }
  /// The event's type.
  open var type: EventType { .touches }
  /// The event's subtype.
  open var subtype: EventSubtype { .none }
  /// When it happened, in seconds since boot.
  open var timestamp: TimeInterval { 0 }
  /// Its touches (none).
  open var allTouches: Set<UITouch>? { nil }
}

/// A finger on the screen, as UIKit's `UITouch` (a render has none).
open class UITouch: NSObject, @unchecked Sendable {
  /// Where the touch is in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// Where it was at the previous event.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
  /// How many times it tapped.
  open var tapCount: Int { 0 }
}
