import Foundation

// Scroll behaviours (iOS 17). A still shows a scroll view at rest at its
// start; a film's drag scrolls it, and `scrollTargetBehavior` then decides
// where it settles when released (ScrollView.swift): `.paging` on a
// multiple of the scroll view's size (the next page in the direction of a
// flick faster than 300 pt/s, else the nearest), `.viewAligned` on the
// leading edge of the content's view nearest to where the glide would have
// stopped (at most one view on from where the drag began with
// `limitBehavior: .always`). Bounce behaviour changes nothing drawn (no
// rubber band). Content margins do change the picture: they inset the
// scrolled content.

/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// Where a released scroll view settles (see the essay above).
enum ScrollSnap: Equatable {
  case paging
  case viewAligned(limitedToOne: Bool)
}

private struct ScrollSnapKey: EnvironmentKey {
  static var defaultValue: ScrollSnap? { nil }
}

extension EnvironmentValues {
  /// How scroll views here settle when released (nil: where they glide to).
  var scrollSnap: ScrollSnap? {
    get { self[ScrollSnapKey.self] }
    set { self[ScrollSnapKey.self] = newValue }
  }
}

/// Settles on the views of a `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may go.
  public struct LimitBehavior: Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
  }
  let limitBehavior: LimitBehavior

  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// How a scroll view bounces, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

nonisolated extension View {
  /// Sets how scroll views here settle when a film's drag releases them
  /// (see the essay above).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
    let snap: ScrollSnap? =
      behavior is PagingScrollTargetBehavior ? .paging
      : (behavior as? ViewAlignedScrollTargetBehavior).map { .viewAligned(limitedToOne: $0.limitBehavior.name == "always") }
    return transformEnvironment(\.scrollSnap) { $0 = snap }
  }

  /// Marks this layout's views as the targets a view-aligned scroll
  /// settles on.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Binds the ID of the view at a scroll view's `anchor` (a render
  /// shows the start: the binding is not written).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

  /// Lets a scroll view's content draw outside it (Flipbook clips as at rest).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Sets when scroll views here bounce.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }


  /// Insets the content of scroll views here by `length` on `edges` (the
  /// system's default when nil), as SwiftUI's `contentMargins`: Flipbook
  /// applies it as safe-area padding, which insets the scrolled content
  /// the same way at rest. Margins only for the indicators change nothing
  /// drawn.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    safeAreaPadding(placement == .scrollIndicators ? [] : edges, length)
  }

  /// Insets the content of scroll views here by `insets`.
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    let kept = placement == .scrollIndicators ? Edge.Set() : edges
    return safeAreaPadding(EdgeInsets(
      top: kept.contains(.top) ? insets.top : 0, leading: kept.contains(.leading) ? insets.leading : 0,
      bottom: kept.contains(.bottom) ? insets.bottom : 0, trailing: kept.contains(.trailing) ? insets.trailing : 0))
  }
}
