import CoreGraphics
import FlipbookCore
import Foundation

/// A scrolling view, as UIKit's `UIScrollView`: what code sets on one (a web
/// view's `scrollView`, `UIScrollView.appearance().bounces = false` in an
/// app's start-up), kept as data. SwiftUI's `ScrollView` draws and scrolls
/// itself; a plain `UIScrollView` in a representable is drawn as a plain
/// view (its background colour).
open class UIScrollView: UIView, @unchecked Sendable {
  /// The appearance proxy (the running render's; its settings are kept, not
  /// applied: SwiftUI's scroll views take theirs from modifiers).
  public static func appearance() -> UIScrollView { AppearanceProxies.effective.scrollView }

  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var bouncesZoom = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var scrollsToTop = true
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var zoomScale: CGFloat = 1
  open var decelerationRate: DecelerationRate = .normal
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open weak var delegate: UIScrollViewDelegate?
  /// Whether the user is dragging or the view decelerating: never, in a render.
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }
  open var isTracking: Bool { false }

  /// Moves the visible area (at once: a render has no scrolling animation
  /// to show for a UIKit scroll view).
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  open func flashScrollIndicators() {}

  /// How quickly scrolling slows, as UIKit's `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// When dragging dismisses the keyboard, as UIKit's.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

  /// How the safe area adjusts the content inset, as UIKit's.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}

/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate` (every
/// method optional; a render scrolls no UIKit view, so none is called).
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
