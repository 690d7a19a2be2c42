import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIView`: a frame and a background colour, what
/// code around a hosting controller sets. Nothing lays it out or draws it.
open class UIView: UIResponder, @unchecked Sendable {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tintColor: UIColor!
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }

  /// Does nothing: there is no UIKit layout in a render.
  open func layoutIfNeeded() {}
  /// Does nothing: there is no UIKit layout in a render.
  open func setNeedsLayout() {}
}

/// A stand-in for UIKit's `UIViewController`: a view, a title, the
/// appearance override; what a test builds before snapshotting it.
open class UIViewController: UIResponder, @unchecked Sendable {
  /// The controller's view: the screen's size until set.
  open var view: UIView! = UIView(frame: UIScreen.main.bounds)
  open var title: String?
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection { .current }

  public override init() {}

  open func loadView() {}
  /// Loads the view if it isn't (it always is here).
  open func loadViewIfNeeded() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
}

/// A stack of view controllers, as UIKit's `UINavigationController`: what a
/// snapshot test wraps a screen in. It shows its top controller's view
/// (its navigation bar is not drawn: the SwiftUI content's own
/// `NavigationStack` draws bars).
open class UINavigationController: UIViewController, @unchecked Sendable {
  /// The controllers, root first.
  open var viewControllers: [UIViewController]

  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init()
  }

  /// The controller shown.
  open var topViewController: UIViewController? { viewControllers.last }

  open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }

  package override var hostedContent: Any? { topViewController?.hostedContent }
}

/// A window, as UIKit's `UIWindow`: tests set its root controller and make
/// it key before snapshotting; nothing is shown on a screen.
open class UIWindow: UIView, @unchecked Sendable {
  /// The controller whose view fills the window.
  open var rootViewController: UIViewController?
  /// Whether the window is the key window (after `makeKeyAndVisible`).
  public private(set) var isKeyWindow = false

  /// Makes the window key and visible (it has no screen to show on).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
  open func makeKey() { isKeyWindow = true }

  package override var hostedContent: Any? { rootViewController?.hostedContent }
}

