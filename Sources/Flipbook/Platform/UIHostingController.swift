#if os(Linux)
import Foundation
import UIKit

/// A view controller showing a SwiftUI view, as SwiftUI's
/// `UIHostingController`: what swift-snapshot-testing tests snapshot
/// (`assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))`).
/// `FlipbookSnapshotTesting` renders its root view on the configured
/// device; `sizeThatFits(in:)` measures it with Flipbook's layout.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
  /// The root view, kept where the controller's view can read it after
  /// the controller is gone (`assertSnapshot(of: UIHostingController(rootView:
  /// row).view, as: .image)` keeps only the view).
  private final class Root {
    var view: Content
    init(_ view: Content) { self.view = view }
  }
  private let root: Root

  /// The root view.
  public var rootView: Content {
    get { root.view }
    set { root.view = newValue }
  }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    root = Root(rootView)
    super.init(nibName: nil, bundle: nil)
    Self.installMeasuring
    // The view shows the controller's current root view, so
    // `assertSnapshot(of: controller.view, as: .image)` renders it, with
    // the controller's interface style while it lives.
    hostedContentProvider = { [weak self] in self?.hostingContent }
    appearanceHandler = { [weak self] in self?.appearInWindow() }
  }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }

  /// The hosting view, made when first asked for (a subclass's
  /// `viewDidLoad` runs then, as on iOS): the screen's size, showing the
  /// root view on `systemBackground`, the background UIKit gives a hosting
  /// controller's view (white, black in dark mode: what shows through a
  /// transparent image in a container's snapshot).
  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    let root = self.root
    view.hostedContentProvider = { [weak self, weak view] in
      self?.hostingContent ?? Self.content(root.view, style: view?.overrideUserInterfaceStyle ?? .unspecified)
    }
    self.view = view
  }

  /// The SwiftUI view appears in the window showing the controller, at the
  /// run loop's turn (`WindowAppearance`): a session of it at the view's
  /// size runs its `onAppear` actions and lets its `.task`s run up to
  /// their first wait on film time, as the turn lets them run on iOS. So a
  /// test that hosts a view in a window and awaits what its `.task` does
  /// goes on (it waited for ever). Nothing is drawn; a snapshot taken
  /// after the turn replays the same appearance in its own session (the
  /// view's objects are the test's, so their state is what the appearance
  /// left; its `@State` starts afresh and comes to the same values).
  private func appearInWindow() {
    let bounds = view.bounds.size
    let size = bounds.width > 0 && bounds.height > 0 ? bounds : UIScreen.main.bounds.size
    guard
      let session = try? RenderSession(
        screen: hostingContent, name: String(describing: Content.self), size: size, safeAreaInsets: EdgeInsets(),
        scale: UIScreen.main.scale, environment: EnvironmentValues(), settleTime: 0, afterFirstTurn: true)
    else { return }
    // A view that can't be played fails its snapshot, which says why.
    _ = try? session.snapshot(at: 0)
  }

  /// The size the root view picks when offered `size`, in points as
  /// layout computes it (iOS answers 10.5 × 48.5 where an image would be
  /// 11 × 49 pixels); a dimension that is not finite is unspecified, as
  /// UIKit's `.infinity`.
  open func sizeThatFits(in size: CGSize) -> CGSize { Self.measure(AnyView(_HostingRoot(content: rootView)), size) }

  private var hostingContent: AnyView { Self.content(rootView, style: overriddenStyle) }

  private static func content(_ rootView: Content, style: UIUserInterfaceStyle) -> AnyView {
    AnyView(_HostingRoot(content: rootView).overridingStyle(style))
  }

  /// The size `view` picks offered `size` (not finite, or not positive
  /// for a fitting target: unspecified).
  static func measure(_ view: AnyView, _ size: CGSize) -> CGSize {
    func offered(_ value: CGFloat) -> CGFloat? { value.isFinite && value >= 0 ? value : nil }
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: offered(size.width), height: offered(size.height))
    return (try? renderer.layoutSize()) ?? .zero
  }

  /// How a hosting view's `intrinsicContentSize`, `sizeThatFits(_:)` and
  /// `systemLayoutSizeFitting(_:)` measure its SwiftUI content (UIKit
  /// can't see Flipbook's layout itself).
  private static var installMeasuring: Void { UIKitCounterpart.installMeasuring }
}

/// A hosting controller's root view: several views (a root view that is a
/// view list) stack in a column with no space between them, as a hosting
/// controller on iOS stacks them (a plain root stacks with the default
/// spacing).
nonisolated struct _HostingRoot<Content: View>: View, PrimitiveView {
  let content: Content
  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let nodes = Flipbook.resolve(content, inputs)
    guard nodes.count > 1 else { return nodes }
    return [StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0, children: nodes)]
  }
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
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }
}

extension UIResponder {
  /// The SwiftUI view this view or controller shows, when a hosting
  /// controller is behind it.
  package var hostedView: AnyView? { hostedContent as? AnyView }
}
#endif
