import CoreGraphics
import FlipbookCore
import Foundation

/// The app, as UIKit's `UIApplication`: what SwiftUI code reaches for
/// around its views. A render has no other apps, no notifications and no
/// windows to manage: `open(_:)` opens nothing (its completion is told
/// false), `canOpenURL(_:)` is false, and the badge number and idle timer
/// are kept, not shown.
///
/// Not here: `sendAction(_:to:from:for:)`, whose `#selector` argument needs
/// the Objective-C runtime Linux Swift lacks (so `#selector(...)` itself
/// does not compile there).
public final class UIApplication: @unchecked Sendable {
  /// The app.
  public static let shared = UIApplication()

  /// The app's icon badge number (kept, not shown).
  public var applicationIconBadgeNumber = 0
  /// Whether the screen may dim (kept).
  public var isIdleTimerDisabled = false
  /// The app's state: active while a render runs.
  public let applicationState: State = .active

  /// An app's state, as UIKit's `UIApplication.State`.
  public enum State: Int, Sendable { case active, inactive, background }

  /// Options for opening a URL, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The settings app's URL string, as UIKit's.
  public static let openSettingsURLString = "app-settings:"

  /// Opens nothing: a render has no other app; `completion` is told false.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Whether an app can open `url`: none can in a render.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Registers for remote notifications (none come in a render).
  public func registerForRemoteNotifications() {}
}

// Appearance proxies, as UIKit's `UIAppearance`: real SwiftUI code sets
// them in an `init()` (`UIPageControl.appearance().currentPageIndicatorTintColor
// = .systemBlue`). `appearance()` returns one object per class whose
// settings are kept; the page dots of `TabView`'s page style draw with
// UIPageControl's, as on iOS. The others are accepted and not drawn.
//
// Each render is its own app: code running in a film or preview sets and
// reads that render's proxies, so renders running side by side don't see
// each other's settings; code outside any render shares one set.

/// The appearance proxies of one app (a render's, or the process's).
package final class AppearanceProxies: @unchecked Sendable {
  let pageControl = UIPageControl()
  let navigationBar = UINavigationBar()
  let tabBar = UITabBar()
  let tableView = UITableView()
  let segmentedControl = UISegmentedControl()
  let scrollView = UIScrollView()

  /// The proxies of the render whose code is running (nil outside one).
  @TaskLocal package static var current: AppearanceProxies?
  /// The proxies of code outside any render.
  package static let process = AppearanceProxies()
  /// The proxies in effect.
  package static var effective: AppearanceProxies { current ?? process }

  package init() {}
}

/// Page dots, as UIKit's `UIPageControl`: a control apps wrap in a
/// representable (`numberOfPages`, `currentPage`, the dots' tints), and the
/// appearance proxy whose tints the dots of `TabView`'s page style take,
/// as on iOS. Drawn as those dots (UIViewRepresentable.swift in Flipbook).
open class UIPageControl: UIControl, @unchecked Sendable {
  /// The appearance (the running render's).
  public static func appearance() -> UIPageControl { AppearanceProxies.effective.pageControl }

  /// How many dots.
  open var numberOfPages = 0
  /// The current page's dot (clamped to the pages, as UIKit's).
  open var currentPage = 0 {
    didSet { currentPage = max(0, min(currentPage, numberOfPages - 1)) }
  }
  /// Whether a single page shows no dot.
  open var hidesForSinglePage = false
  /// The current page's dot (nil: white).
  open var currentPageIndicatorTintColor: UIColor?
  /// The other dots (nil: white at 30 %).
  open var pageIndicatorTintColor: UIColor?
  /// The dots' background style.
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Whether a tap on a dot moves the page continuously (kept).
  open var allowsContinuousInteraction = true

  /// A page control's background, as UIKit's `UIPageControl.BackgroundStyle`.
  public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

  /// The size the dots of `pageCount` pages take: 16 pt a dot less the
  /// last gap, plus 10 pt each side, 26 pt tall (see the dots' drawing).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 - 9 + 20 : 0, height: 26)
  }
}

/// A navigation bar's appearance, as UIKit's `UINavigationBar` (its proxy;
/// kept, not drawn).
public final class UINavigationBar: @unchecked Sendable {
  /// The appearance (the running render's).
  public static func appearance() -> UINavigationBar { AppearanceProxies.effective.navigationBar }

  public var tintColor: UIColor?
  public var barTintColor: UIColor?
  public var backgroundColor: UIColor?
  public var isTranslucent = true
  public var prefersLargeTitles = false
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var standardAppearance = UINavigationBarAppearance()
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactAppearance: UINavigationBarAppearance?
  public func setBackgroundImage(_ image: UIImage?, for metrics: UIBarMetrics) {}
  public var shadowImage: UIImage?
}

/// Bar metrics, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A bar appearance, as UIKit's `UIBarAppearance` (kept, not drawn).
open class UIBarAppearance: @unchecked Sendable {
  public init() {}
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  public var backgroundEffect: Any?
  public func configureWithOpaqueBackground() {}
  public func configureWithTransparentBackground() {}
  public func configureWithDefaultBackground() {}
}

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance`.
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`.
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {}

/// A tab bar's appearance, as UIKit's `UITabBar` (its proxy; kept, not drawn).
public final class UITabBar: @unchecked Sendable {
  /// The appearance (the running render's).
  public static func appearance() -> UITabBar { AppearanceProxies.effective.tabBar }

  public var tintColor: UIColor?
  public var unselectedItemTintColor: UIColor?
  public var barTintColor: UIColor?
  public var backgroundColor: UIColor?
  public var isTranslucent = true
  public var standardAppearance = UITabBarAppearance()
  public var scrollEdgeAppearance: UITabBarAppearance?
}

/// A table's appearance, as UIKit's `UITableView` (its proxy; kept, not
/// drawn: SwiftUI's `List` draws its own background, see
/// `scrollContentBackground(_:)`).
public final class UITableView: @unchecked Sendable {
  /// The appearance (the running render's).
  public static func appearance() -> UITableView { AppearanceProxies.effective.tableView }

  public var backgroundColor: UIColor?
  public var separatorStyle: SeparatorStyle = .singleLine
  public var separatorColor: UIColor?
  public var showsVerticalScrollIndicator = true
  public var contentInset = UIEdgeInsets()

  /// A table's separator style, as UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
}

/// A segmented control's appearance, as UIKit's `UISegmentedControl` (its
/// proxy; kept, not drawn).
public final class UISegmentedControl: @unchecked Sendable {
  /// The appearance (the running render's).
  public static func appearance() -> UISegmentedControl { AppearanceProxies.effective.segmentedControl }

  public var selectedSegmentTintColor: UIColor?
  public var backgroundColor: UIColor?
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// Insets, as UIKit's `UIEdgeInsets` (top, left, bottom, right).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets()
}

extension NSAttributedString.Key {
  /// UIKit's foreground colour attribute.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// UIKit's font attribute.
  public static let font = NSAttributedString.Key("NSFont")
}
