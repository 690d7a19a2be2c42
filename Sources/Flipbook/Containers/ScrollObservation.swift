import Foundation

// iOS 18's scroll observation: `onScrollGeometryChange`,
// `onScrollVisibilityChange` and `onScrollPhaseChange`. The first two are
// read from layout, as a `GeometryReader` would read them: the scroll view
// puts a reader behind its content when a geometry observer is set on it
// (an environment value the modifier sets), and a view watching its own
// visibility reads its frame against the innermost scroll view's. Each
// action runs after the layout that changed its value, so state written
// there lays the screen out again, as in SwiftUI.

/// A scroll view's geometry, as SwiftUI's `ScrollGeometry` (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: the visible rectangle's origin in
  /// the content's space.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The insets the scroll view gives its content (Flipbook reports zero:
  /// it insets the content by the safe area it reaches into, not measured
  /// here).
  public var contentInsets: EdgeInsets
  /// The scroll view's size.
  public var containerSize: CGSize
  /// The part of the content that shows, in the content's space.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds: its visible rectangle.
  public var bounds: CGRect { visibleRect }

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// A scroll view's phase, as SwiftUI's `ScrollPhase` (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
  /// At rest.
  case idle
  /// A finger is down, not yet moving it.
  case tracking
  /// A finger is moving it.
  case interacting
  /// Gliding after the finger lifted.
  case decelerating
  /// Scrolling programmatically, animated.
  case animating

  /// Whether the scroll view is moving.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change comes with, as SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry.
  public var geometry: ScrollGeometry
  /// Its velocity, when it is moving.
  public var velocity: CGVector?
}

/// An observer of a scroll view's geometry: the view it puts behind the
/// content to read it.
struct ScrollGeometryObserver {
  let reader: (ScrollGeometry) -> AnyView
}

private struct ScrollGeometryObserversKey: EnvironmentKey {
  static var defaultValue: [ScrollGeometryObserver] { [] }
}

extension EnvironmentValues {
  /// The geometry observers set on the scroll view here (its content's
  /// own scroll views get none of them).
  var scrollGeometryObservers: [ScrollGeometryObserver] {
    get { self[ScrollGeometryObserversKey.self] }
    set { self[ScrollGeometryObserversKey.self] = newValue }
  }
}

/// What a scroll view puts behind its content when its geometry is
/// observed: the geometry read from the content's frame in the scroll
/// view's space.
nonisolated struct _ScrollGeometryReader: View {
  let observers: [ScrollGeometryObserver]

  var body: some View {
    GeometryReader { proxy in
      let frame = proxy.frame(in: .scrollView)
      let container = proxy.bounds(of: .scrollView)?.size ?? proxy.size
      let geometry = ScrollGeometry(
        contentOffset: CGPoint(x: -frame.minX, y: -frame.minY), contentSize: proxy.size, contentInsets: EdgeInsets(),
        containerSize: container)
      ZStack {
        ForEach(observers.indices, id: \.self) { observers[$0].reader(geometry) }
      }
    }
  }
}

nonisolated extension View {
  /// Calls `action` when a value read from this scroll view's geometry
  /// changes, as iOS 18's `onScrollGeometryChange(for:of:action:)`: once
  /// laid out (old and new values both the first), and as it scrolls.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    let observer = ScrollGeometryObserver { geometry in
      AnyView(Color.clear.onChange(of: transform(geometry), initial: true) { old, new in action(old, new) })
    }
    return transformEnvironment(\.scrollGeometryObservers) { $0.append(observer) }
  }

  /// Calls `action` when this view's visibility in the innermost scroll
  /// view crosses `threshold` (the fraction of its area showing), as iOS
  /// 18's `onScrollVisibilityChange(threshold:_:)`: with `true` once it
  /// shows when laid out, then at each crossing.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    background(GeometryReader { proxy in
      let visible = Self.fractionShowing(proxy) >= min(max(threshold.isFinite ? threshold : 0.5, 0), 1)
      Color.clear.onChange(of: visible, initial: true) { old, new in
        if old != new || new { action(new) }
      }
    })
  }

  /// Calls `action` when this scroll view's phase changes, as iOS 18's
  /// `onScrollPhaseChange(_:)`. Flipbook's scroll views are at rest in a
  /// still frame and scroll under a film's drag without reporting phases:
  /// the action does not run.
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
    self
  }

  /// Calls `action` with the phase change's context (see
  /// `onScrollPhaseChange(_:)`).
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
  ) -> some View { self }
}

nonisolated extension View {
  /// The fraction of the reader's area inside the innermost scroll view's
  /// visible frame (1 outside any scroll view).
  fileprivate static func fractionShowing(_ proxy: GeometryProxy) -> Double {
    guard let visible = proxy.bounds(of: .scrollView) else { return 1 }
    let own = CGRect(origin: .zero, size: proxy.size)
    let area = own.width * own.height
    guard area > 0 else { return visible.contains(own.origin) ? 1 : 0 }
    let shown = own.intersection(visible)
    return shown.isNull ? 0 : Double(shown.width * shown.height / area)
  }
}
