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

  /// The SwiftUI view this view shows (a hosting controller's view), for
  /// the snapshot strategies; nil for a plain view.
  package var hostedView: AnyView? { nil }
}

/// A hosting controller's view: it shows the controller's current root
/// view, so `assertSnapshot(of: controller.view, as: .image)` renders it.
final class HostingView: UIView, @unchecked Sendable {
  let root: () -> AnyView?

  init(frame: CGRect, root: @escaping () -> AnyView?) {
    self.root = root
    super.init(frame: frame)
  }

  override var hostedView: AnyView? { root() }
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

  /// The SwiftUI view this controller shows (a hosting controller's root
  /// view), for the snapshot strategies; nil for a plain controller.
  package var hostedView: AnyView? { nil }
}

/// A view controller showing a SwiftUI view, as SwiftUI's
/// `UIHostingController`: what swift-snapshot-testing tests snapshot
/// (`assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))`).
/// `FlipbookSnapshotTesting` renders its root view on the configured
/// device; `sizeThatFits(in:)` measures it with Flipbook's layout.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
  /// The root view.
  public var rootView: Content

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
    view = HostingView(frame: UIScreen.main.bounds) { [weak self] in self?.hostedView }
  }

  /// The size the root view picks when offered `size` (a dimension that is
  /// not finite is unspecified, as UIKit's `.infinity`).
  open func sizeThatFits(in size: CGSize) -> CGSize {
    func offered(_ value: CGFloat) -> CGFloat? { value.isFinite && value >= 0 ? value : nil }
    let renderer = ImageRenderer(content: rootView)
    renderer.proposedSize = ProposedViewSize(width: offered(size.width), height: offered(size.height))
    guard let bitmap = renderer.bitmap else { return .zero }
    return CGSize(width: CGFloat(bitmap.width), height: CGFloat(bitmap.height))
  }

  package override var hostedView: AnyView? {
    let style = overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : view.overrideUserInterfaceStyle
    guard style != .unspecified else { return AnyView(rootView) }
    return AnyView(rootView.environment(\.colorScheme, style == .dark ? .dark : .light))
  }
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

  package override var hostedView: AnyView? { topViewController?.hostedView }
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

  package override var hostedView: AnyView? { rootViewController?.hostedView }
}

/// A view controller showing a SwiftUI view, as SwiftUI's
/// `NSHostingController` (the `#else` branch's hosting controller).
open class NSHostingController<Content: View>: UIHostingController<Content>, @unchecked Sendable {}

/// A view showing a SwiftUI view, as SwiftUI's `UIHostingConfiguration`'s
/// and `NSHostingView`'s hosts.
open class NSHostingView<Content: View>: UIView, @unchecked Sendable {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }
}
