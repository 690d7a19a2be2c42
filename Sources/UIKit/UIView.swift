import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIView`: a frame, a background colour,
/// subviews placed by autoresizing masks or constraints at `layoutIfNeeded`
/// (UIView+Layout.swift); what code around a hosting controller sets. A
/// snapshot draws it as its SwiftUI counterpart (Flipbook's
/// UIViewRepresentable.swift and UIKitHierarchy.swift).
open class UIView: UIResponder, @unchecked Sendable {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  /// The transform about the view's centre, as UIKit's: a representable's
  /// view is drawn rotated, scaled and moved by it (its frame stays the
  /// untransformed one here; a hierarchy's subviews are placed untransformed).
  open var transform: CGAffineTransform = .identity
  open var tintColor: UIColor!
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The layer, made when first asked for.
  var layerStorage: CALayer?
  /// How the view fills its bounds (kept for the views that read it).
  open var contentMode: ContentMode = .scaleToFill
  /// Whether the view's frame comes from its autoresizing mask (true) or
  /// from constraints (false), as UIKit's.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask = []
  /// The safe area's insets: a snapshot's screen sets them on the root
  /// view; other views have none.
  open var safeAreaInsets: UIEdgeInsets = .zero
  /// The margins inside the view (8 points a side, as UIKit's default).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The constraints installed here (`NSLayoutConstraint.isActive`).
  var installedConstraints: [NSLayoutConstraint] = []
  /// The guides added with `addLayoutGuide`.
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaGuideStorage: UILayoutGuide?
  var marginsGuideStorage: UILayoutGuide?
  /// The bounds' size at the last layout (autoresizing works from it).
  var lastLayoutSize: CGSize?

  /// How a view fills its bounds, as UIKit's `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  /// A view from an archive (a storyboard or nib), as UIKit's required
  /// `init?(coder:)`, which a subclass's `required init?(coder:)` calls:
  /// Linux has no archives, so it is a view of zero frame.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }

  /// The view this one was added to (weak, as UIKit's).
  open private(set) weak var superview: UIView?
  /// The window whose root controller shows this view (set by the window).
  weak var rootOfWindow: UIWindow?

  /// The window the view is in: the top of its superview chain when that
  /// is a window, or the window whose root controller's view heads the
  /// chain; nil for a view in no window, as UIKit's.
  open var window: UIWindow? {
    var top: UIView = self
    while let parent = top.superview { top = parent }
    return (top as? UIWindow) ?? top.rootOfWindow
  }
  /// The views added to this one, back to front.
  open private(set) var subviews: [UIView] = []

  /// Adds `view` on top of this view's subviews (kept, as UIKit's
  /// hierarchy; a representable draws its own view's counterpart only).
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// What `intrinsicContentSize` answers along an axis with no natural size.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target for `systemLayoutSizeFitting(_:)` that asks for the
  /// smallest size.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// Measures a view that Flipbook draws as SwiftUI content offered a
  /// size: a hosting controller's view (its SwiftUI content), a label (its
  /// text), a spinner, a field; nil for a view with no content of its own
  /// (set by Flipbook, which lays that content out).
  nonisolated(unsafe) package static var counterpartSizeThatFits: ((UIView, CGSize) -> CGSize?)?

  /// The view's natural size: a hosting controller's view's is its SwiftUI
  /// content's ideal size, in points as layout computes it, a label's its
  /// text's on one line (or as many as `numberOfLines` allows), an image
  /// view's its image's; a plain view has none (`noIntrinsicMetric` both
  /// ways), as UIKit's.
  open var intrinsicContentSize: CGSize {
    Self.counterpartSizeThatFits?(self, CGSize(width: CGFloat.infinity, height: .infinity))
      ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// The size the view would pick within `size`: a hosting view's content
  /// or a label's text offered it; a plain view keeps its size, as UIKit's
  /// default.
  open func sizeThatFits(_ size: CGSize) -> CGSize { Self.counterpartSizeThatFits?(self, size) ?? bounds.size }

  /// The size that fits `targetSize` (a dimension of 0, as
  /// `layoutFittingCompressedSize` has, asks for the smallest: the
  /// content's ideal length there).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    func offered(_ value: CGFloat) -> CGFloat { value > 0 ? value : .infinity }
    return Self.counterpartSizeThatFits?(self, CGSize(width: offered(targetSize.width), height: offered(targetSize.height)))
      ?? bounds.size
  }

  /// Resizes the view to `sizeThatFits` its current size.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// Lays out the view and every view under it now: each view's
  /// `layoutSubviews()` (overrides included), its layer's
  /// `layoutSublayers()`, then its subviews' (UIView+Layout.swift).
  open func layoutIfNeeded() { layoutSubviewsNow() }
  /// Layout happens at `layoutIfNeeded` (and when a snapshot is taken).
  open func setNeedsLayout() {}
  /// Places the direct subviews by their constraints and autoresizing
  /// masks; override to place them (and sublayers) yourself.
  open func layoutSubviews() { placeSubviews() }

  /// Draws the view's own content into the current graphics context
  /// (`UIGraphicsGetCurrentContext()`, the view's bounds): nothing unless
  /// overridden, as UIKit's. A snapshot draws it under the view's layers
  /// and subviews each time it draws the view.
  open func draw(_ rect: CGRect) {}
  /// The class of the view's layer: `CALayer` unless overridden (a view
  /// whose layer is a `CAGradientLayer` or `CAShapeLayer` says so here).
  open class var layerClass: AnyClass { CALayer.self }
  /// Nothing to schedule: `draw(_:)` runs for every snapshot.
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Moves a subview to `index` in the back-to-front order.
  func moveSubview(_ view: UIView, to index: Int) {
    guard let at = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: at)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
  }
}

/// A stand-in for UIKit's `UIViewController`: a view, a title, the
/// appearance override; what a test builds before snapshotting it.
open class UIViewController: UIResponder, @unchecked Sendable {
  /// The controller's view, loaded when first asked for, as UIKit's:
  /// `loadView()` makes it (a plain view the screen's size, unless a
  /// subclass makes its own), then `viewDidLoad()` runs. So a controller
  /// that builds its hierarchy in `viewDidLoad` (adding a hosting
  /// controller's view as a subview) has it when a snapshot reads `view`.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set { viewStorage = newValue }
  }
  /// The view if it is loaded (nil before, without loading it).
  open var viewIfLoaded: UIView? { viewStorage }
  /// Whether the view is loaded.
  open var isViewLoaded: Bool { viewStorage != nil }
  private var viewStorage: UIView?
  private var isLoadingView = false
  open var title: String?
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The style the controller draws in: its own override, else its view's.
  package var overriddenStyle: UIUserInterfaceStyle {
    overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : view.overrideUserInterfaceStyle
  }
  open var traitCollection: UITraitCollection { .current }
  /// Insets added to the safe area the controller's view gets.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// The nib's name and bundle the controller was made with (kept; there
  /// are no nibs here, the controller's view is made in code).
  open private(set) var nibName: String?
  open private(set) var nibBundle: Bundle?

  /// UIKit's designated initializer; subclasses call it (`super.init(nibName:
  /// nil, bundle: nil)`).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }
  /// A controller without a nib. A convenience initializer, as UIKit's: a
  /// subclass's own `init()` calls `super.init(nibName: nil, bundle: nil)`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// A controller from an archive (a storyboard), as UIKit's required
  /// `init?(coder:)`, which a subclass's `required init?(coder:)` calls:
  /// Linux has no archives, so it is a controller without a nib.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The bar items and title a navigation bar shows for this controller
  /// (kept; the SwiftUI content's own `NavigationStack` draws bars).
  open private(set) lazy var navigationItem = UINavigationItem()
  /// The items a navigation controller's toolbar shows (kept).
  open var toolbarItems: [UIBarButtonItem]?
  /// The item a tab bar controller shows for this controller (kept).
  open lazy var tabBarItem = UITabBarItem()
  /// Whether a pushed controller hides the tab bar (kept).
  open var hidesBottomBarWhenPushed = false

  // MARK: Containment, as UIKit's: the parent keeps its children; their
  // views are placed wherever the parent's view hierarchy puts them.

  /// The controllers added with `addChild`.
  open private(set) var children: [UIViewController] = []
  /// The controller this one was added to.
  open private(set) weak var parent: UIViewController?

  /// Adds a child controller (calling its `willMove(toParent:)`, as UIKit).
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Takes the controller out of its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  // MARK: Presentation, kept as UIKit keeps it (nothing is shown: a
  // snapshot draws the controller it is given).

  /// The controller this one presented.
  open private(set) var presentedViewController: UIViewController?
  /// The controller that presented this one.
  open private(set) weak var presentingViewController: UIViewController?
  /// The navigation controller this one is in.
  open var navigationController: UINavigationController? {
    var parent = self.parent
    while let current = parent {
      if let navigation = current as? UINavigationController { return navigation }
      parent = current.parent
    }
    return nil
  }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The popover a presentation in `.popover` style (or on an iPad, as the
  /// share sheet) would use; made when first asked for, as UIKit's is for
  /// such controllers.
  open private(set) lazy var popoverPresentationController: UIPopoverPresentationController? =
    UIPopoverPresentationController()
  /// The presentation controller that manages (or will manage) this
  /// controller's presentation, as UIKit's: made when first asked for, so a
  /// delegate set before `present` stays (the popover's in `.popover`
  /// style).
  open var presentationController: UIPresentationController? {
    let controller: UIPresentationController
    if modalPresentationStyle == .popover, let popover = popoverPresentationController {
      controller = popover
    } else {
      controller = storedPresentationController ?? UIPresentationController(presentedViewController: self, presenting: nil)
      storedPresentationController = controller
    }
    controller.presentedViewController = self
    controller.presentingViewController = presentingViewController
    return controller
  }
  private var storedPresentationController: UIPresentationController?
  open var isModalInPresentation = false

  /// Presents `controller` (recorded; `completion` runs at once).
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    controller.presentingViewController = self
    completion?()
  }

  /// Dismisses what this controller presented, or this controller from
  /// its presenter (`completion` runs at once).
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenter = presentingViewController {
      presenter.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// Makes the controller's view: a plain view the screen's size, as
  /// UIKit's for a controller without a nib. Subclasses set `view` here.
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  /// Loads the view if it isn't: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard viewStorage == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if viewStorage == nil { viewStorage = UIView(frame: UIScreen.main.bounds) }
    isLoadingView = false
    viewDidLoad()
  }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance transition, as UIKit's (what snapshot helpers
  /// call around adding a view): calls `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearanceTransition = (isAppearing, animated)
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
  }

  /// Ends the transition begun: calls `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`, with the `animated` it began with.
  open func endAppearanceTransition() {
    guard let (appearing, animated) = appearanceTransition else { return }
    appearanceTransition = nil
    if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
  }
  private var appearanceTransition: (appearing: Bool, animated: Bool)?

  /// Shown by a visible window: the appearance calls now; the hosted
  /// SwiftUI view's appearance (`appearanceHandler`) at the run loop's
  /// turn (`WindowAppearance`); the same for the children, and for a
  /// navigation controller's top controller.
  package func appearInWindow(_ shared: WindowAppearance? = nil) {
    let appearance = shared ?? WindowAppearance()
    windowAppearance = appearance
    view?.windowAppearance = appearance
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
    if let handler = appearanceHandler { appearance.atTurn(handler) }
    for child in appearingChildren { child.appearInWindow(appearance) }
    if shared == nil { appearance.scheduleTurn() }
  }

  /// The controllers that appear with this one.
  package var appearingChildren: [UIViewController] { children }
}

/// A stack of view controllers, as UIKit's `UINavigationController`: what a
/// snapshot test wraps a screen in. It shows its top controller's view
/// (its navigation bar is not drawn: the SwiftUI content's own
/// `NavigationStack` draws bars).
open class UINavigationController: UIViewController, @unchecked Sendable {
  /// The controllers, root first.
  open var viewControllers: [UIViewController] = []
  /// The delegate (kept; no transition runs in a render).
  open weak var delegate: UINavigationControllerDelegate?

  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
  }

  /// A navigation controller with no controllers yet.
  public init() { super.init(nibName: nil, bundle: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller shown.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown (no modal presentation is drawn here).
  open var visibleViewController: UIViewController? { topViewController }
  /// The controller's navigation bar: its settings, kept (not drawn).
  public let navigationBar = UINavigationBar()
  /// Whether the navigation bar is hidden (kept).
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden (true, as UIKit's default; kept).
  open var isToolbarHidden = true

  /// Hides or shows the navigation bar (kept; changes at once).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// Hides or shows the toolbar (kept; changes at once).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
  /// Replaces the stack (at once).
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
  /// Pops every controller above the root, returning them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = Array(viewControllers.prefix(1))
    return popped
  }
  /// Pops the controllers above `controller`, returning them.
  @discardableResult
  open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    viewControllers = Array(viewControllers[...index])
    return popped
  }

  open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }

  package override var hostedContent: Any? { topViewController?.hostedContent }
  package override var appearingChildren: [UIViewController] {
    (topViewController.map { [$0] } ?? []) + children.filter { $0 !== topViewController }
  }
}

/// A window, as UIKit's `UIWindow`: tests set its root controller and make
/// it key before snapshotting; nothing is shown on a screen.
open class UIWindow: UIView, @unchecked Sendable {
  /// The controller whose view fills the window.
  /// Set while the window is visible, the controller appears (as UIKit's
  /// window shows its new root).
  open var rootViewController: UIViewController? {
    didSet {
      if oldValue !== rootViewController, oldValue?.view?.rootOfWindow === self { oldValue?.view?.rootOfWindow = nil }
      rootViewController?.view?.rootOfWindow = self
      if isShowing, let controller = rootViewController, controller !== oldValue { controller.appearInWindow() }
    }
  }
  /// Whether the window is the key window (after `makeKeyAndVisible`).
  public private(set) var isKeyWindow = false
  /// The scene the window was made for (`UIWindow(windowScene:)`).
  open internal(set) weak var windowScene: UIWindowScene?
  /// Whether `makeKeyAndVisible()` has shown the window.
  private var isShowing = false

  /// Makes the window key and visible (it has no screen to show on): its
  /// root controller appears, as on iOS (`viewWillAppear(_:)` and
  /// `viewDidAppear(_:)` are called, and a hosting controller's SwiftUI
  /// view appears: its `onAppear` and `.task`s run when the main actor
  /// next runs, see `WindowAppearance`).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    guard !isShowing else { return }
    isShowing = true
    rootViewController?.appearInWindow()
  }
  open func makeKey() { isKeyWindow = true }

  package override var hostedContent: Any? { rootViewController?.hostedContent }
}


extension UIView {
  /// The view's layer (one per view).
  public var layer: CALayer {
    if let layer = layerStorage { return layer }
    let layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    layer.owner = self
    layerStorage = layer
    return layer
  }

  /// The layer if anything asked for it (drawing doesn't make one).
  /// A view whose class overrides `layerClass` makes its layer at once.
  package var layerIfMade: CALayer? {
    layerStorage ?? (ObjectIdentifier(type(of: self).layerClass) == ObjectIdentifier(CALayer.self) ? nil : layer)
  }

  /// Whether the view clips its content to its bounds (its layer's
  /// `masksToBounds`).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}

/// A navigation controller's delegate, as UIKit's (every method optional).
public protocol UINavigationControllerDelegate: AnyObject {}

/// How a controller is presented, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

// MARK: Animations

extension UIView {
  /// How an animation runs, as UIKit's `UIView.AnimationOptions` (kept;
  /// changes apply at once here).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Whether UIKit animates view changes (a snapshot suite turns it off in
  /// its setup). Kept: UIKit's views here change at once either way, as
  /// they would with animations off, and SwiftUI's animations follow
  /// SwiftUI's own rules (a snapshot draws the view at rest).
  public class var areAnimationsEnabled: Bool { AnimationSwitch.shared.enabled }
  public class func setAnimationsEnabled(_ enabled: Bool) { AnimationSwitch.shared.enabled = enabled }
  /// Runs `actions` at once, unanimated.
  public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Applies `animations` at once, then calls `completion` with true: the
  /// state a snapshot shows after the animation (here there is no render
  /// loop between; iOS calls the completion a run-loop turn later).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }
}

/// UIKit's process-wide animation switch. `@unchecked Sendable`: the flag
/// is read and written under the lock.
private final class AnimationSwitch: @unchecked Sendable {
  static let shared = AnimationSwitch()
  private let lock = NSLock()
  private var value = true
  var enabled: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
