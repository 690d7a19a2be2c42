import Foundation

// Scroll behaviours (iOS 17). A render shows a scroll view at rest at its
// start, so how it would snap, bounce or report its position changes
// nothing drawn; these modifiers are kept so the code compiles. Content
// margins do change the picture: they inset the scrolled content.

/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// Settles on the views of a `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may go.
  public struct LimitBehavior: Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
  }
  public init(limitBehavior: LimitBehavior = .automatic) {}
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

extension View {
  /// Sets how scroll views here settle (at rest in a render).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }

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

  /// The point a scroll view starts at (Flipbook shows the start).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

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
