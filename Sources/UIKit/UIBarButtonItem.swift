import CoreGraphics
import Foundation

// Bar items, navigation items and the share sheet as UIKit declares them:
// what a view controller around SwiftUI content sets up in `viewDidLoad`
// (`navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem:
// .action, target: self, action: nil)`), kept as data. Nothing here is
// drawn: a snapshot draws the SwiftUI content, whose own `NavigationStack`
// draws bars. Nothing is ever tapped, so targets and actions are kept and
// never sent (`#selector` itself needs the Objective-C runtime, which Swift
// on Linux lacks; `Selector("name")` compiles).

/// A method's name, as the Objective-C runtime's `Selector` (Foundation on
/// Linux has none): kept by the bar items and controls that take one.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

/// An item on a bar, as UIKit's `UIBarItem`.
open class UIBarItem: NSObject, @unchecked Sendable {
  open var title: String?
  open var image: UIImage?
  open var landscapeImagePhone: UIImage?
  open var isEnabled = true
  open var tag = 0
  open var accessibilityLabel: String?
  open var accessibilityIdentifier: String?
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public override init() { super.init() }

  /// Sets the title's text attributes for `state` (kept).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes
  }
  /// The title's text attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
  /// How the item is drawn, as UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2, prominent = 3 }

  /// The system's items, as UIKit's `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    case writingTools
  }

  open var style: Style = .plain
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  open var customView: UIView?
  open var tintColor: UIColor?
  open var width: CGFloat = 0
  open var isSelected = false
  open var isHidden = false
  /// The system item the button was made as, if any.
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target
    self.action = action
  }

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space between items.
  open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
  /// A space of `width` points between items.
  open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }
}

/// A menu, as UIKit's `UIMenu`: a title and its children (kept).
open class UIMenu: NSObject, @unchecked Sendable {
  public let title: String
  public let image: UIImage?
  public let children: [AnyObject]
  public init(title: String = "", image: UIImage? = nil, children: [AnyObject] = []) {
    self.title = title
    self.image = image
    self.children = children
    super.init()
  }
}

/// A tab bar's item for a controller, as UIKit's `UITabBarItem` (kept).
open class UITabBarItem: UIBarItem, @unchecked Sendable {
  open var badgeValue: String?
  open var badgeColor: UIColor?
  open var selectedImage: UIImage?

  public override init() { super.init() }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }
}

/// What a navigation bar shows for a controller, as UIKit's
/// `UINavigationItem` (kept, not drawn).
open class UINavigationItem: NSObject, @unchecked Sendable {
  /// How the title is set, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

  open var title: String?
  open var prompt: String?
  open var titleView: UIView?
  open var backButtonTitle: String?
  open var backBarButtonItem: UIBarButtonItem?
  open var hidesBackButton = false
  open var leftItemsSupplementBackButton = false
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var standardAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactAppearance: UINavigationBarAppearance?

  public override init() { super.init() }
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The first item on the leading side.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first item on the trailing side.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// The share sheet, as UIKit's `UIActivityViewController`: it keeps what
/// it would share; presenting it shows nothing (there is no share service
/// here), and its completion is never called.
open class UIActivityViewController: UIViewController, @unchecked Sendable {
  /// A completion handler, as UIKit's.
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]?
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }
}

/// A service the share sheet offers, as UIKit's `UIActivity`.
open class UIActivity: NSObject, @unchecked Sendable {
  /// A service's identifier, as UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  public override init() { super.init() }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open func perform() {}
  open func activityDidFinish(_ completed: Bool) {}
}

/// What manages a presented controller on screen, as UIKit's
/// `UIPresentationController` (kept: a presented controller is not drawn
/// here, and no delegate method is called).
open class UIPresentationController: NSObject, @unchecked Sendable {
  /// The controller presented.
  open internal(set) weak var presentedViewController: UIViewController?
  /// The controller presenting it.
  open internal(set) weak var presentingViewController: UIViewController?
  /// The delegate asked how the presentation adapts (never asked here).
  open weak var delegate: UIAdaptivePresentationControllerDelegate?
  /// The view the presentation happens in (none here).
  open var containerView: UIView? { nil }
  /// The presented controller's view.
  open var presentedView: UIView? { presentedViewController?.view }

  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  public override init() { super.init() }
}

/// How a presentation adapts to the size class, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`: every method is optional
/// (defaults below); none is called here.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A popover presentation's delegate, as UIKit's
/// `UIPopoverPresentationControllerDelegate` (optional methods; none is
/// called here).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The running transition of a presentation, as UIKit's
/// `UIViewControllerTransitionCoordinator` (a type delegate methods name;
/// no transition runs here).
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  var isAnimated: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// Where a popover points, as UIKit's `UIPopoverPresentationController`
/// (kept: a presented controller is not drawn here).
open class UIPopoverPresentationController: UIPresentationController, @unchecked Sendable {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
  open var barButtonItem: UIBarButtonItem?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  public override init() { super.init() }
}

/// The sides a popover's arrow may point from, as UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
