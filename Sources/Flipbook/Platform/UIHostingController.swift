#if os(Linux)
import Foundation
import UIKit

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
    // The view shows the controller's current root view, so
    // `assertSnapshot(of: controller.view, as: .image)` renders it.
    hostedContentProvider = { [weak self] in self?.hostingContent }
    view = UIView(frame: UIScreen.main.bounds)
    view.hostedContentProvider = { [weak self] in self?.hostingContent }
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

  private var hostingContent: AnyView {
    let style = overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : view.overrideUserInterfaceStyle
    guard style != .unspecified else { return AnyView(rootView) }
    return AnyView(rootView.environment(\.colorScheme, style == .dark ? .dark : .light))
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
}

extension UIResponder {
  /// The SwiftUI view this view or controller shows, when a hosting
  /// controller is behind it.
  package var hostedView: AnyView? { hostedContent as? AnyView }
}
#endif
