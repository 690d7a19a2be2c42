import Foundation

/// A gesture recogniser, as UIKit's `UIGestureRecognizer`: kept with its
/// view, never recognising (a render has no touches).
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
  /// A recogniser's state, as UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
    /// A discrete gesture's recognition: `ended`.
    public static var recognized: State { .ended }
  }

  /// Always `.possible`: nothing is recognised.
  open var state: State { .possible }
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open weak var view: UIView?
  open var name: String?

  public override init() { super.init() }
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// A container of two or three columns, as UIKit's
/// `UISplitViewController`: it keeps its controllers and settings (the
/// SwiftUI content's own `NavigationSplitView` draws columns).
open class UISplitViewController: UIViewController, @unchecked Sendable {
  /// How the columns are shown.
  public enum DisplayMode: Int, Sendable {
    case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3, twoBesideSecondary = 4
    case twoOverSecondary = 5, twoDisplaceSecondary = 6
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }
  /// Whether the display-mode button shows.
  public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }
  /// How columns move aside.
  public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
  /// A column.
  public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4 }
  /// How many columns.
  public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
  /// Which side the primary column is on.
  public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
  /// The primary column's background.
  public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }
  /// Whether the controller is expanded or collapsed (iOS 26).
  public enum LayoutEnvironment: Int, Sendable { case none = 0, expanded = 1, collapsed = 2 }

  public let style: Style
  open var viewControllers: [UIViewController] = []
  open var preferredDisplayMode: DisplayMode = .automatic
  open var displayMode: DisplayMode { preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode }
  open var preferredSplitBehavior: SplitBehavior = .automatic
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
  open var primaryEdge: PrimaryEdge = .leading
  open var primaryBackgroundStyle: BackgroundStyle = .none
  open var preferredPrimaryColumnWidthFraction: CGFloat = -1
  open var preferredPrimaryColumnWidth: CGFloat = -1
  open var isCollapsed: Bool { false }

  private var columns: [Column: UIViewController] = [:]

  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public init() {
    style = .unspecified
    super.init(nibName: nil, bundle: nil)
  }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// Puts `viewController` in `column`.
  open func setViewController(_ viewController: UIViewController?, for column: Column) {
    columns[column] = viewController
  }
  /// The controller in `column`.
  open func viewController(for column: Column) -> UIViewController? { columns[column] }
  open func show(_ column: Column) {}
  open func hide(_ column: Column) {}
}
