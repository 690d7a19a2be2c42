import Foundation

/// How a pushed or presented screen comes in, as iOS 18's
/// `NavigationTransition`. Flipbook's films push with the standard slide
/// whatever the transition: the zoom from a source view is accepted and
/// not drawn (a still frame, a preview or a snapshot shows the screen at
/// rest, the same in either).
@MainActor @preconcurrency public protocol NavigationTransition {}

/// The platform's transition: a push slides in, a sheet rises.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A screen that zooms out of the view marked with
/// `matchedTransitionSource(id:in:)` (drawn as the standard transition).
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms from the source view with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

/// How a transition's source view looks while it zooms, as SwiftUI's
/// `MatchedTransitionSourceConfiguration`.
@MainActor @preconcurrency public protocol MatchedTransitionSourceConfiguration {}

/// A source's look, built by `background(_:)`, `clipShape(_:)` and
/// `shadow(…)` (kept; not drawn, see `NavigationTransition`).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  var background: Color?
  var cornerRadius: CGFloat?

  /// The source's background while it zooms.
  public func background(_ style: Color) -> EmptyMatchedTransitionSourceConfiguration {
    var copy = self
    copy.background = style
    return copy
  }

  /// The source's clip shape while it zooms.
  public func clipShape(_ shape: RoundedRectangle) -> EmptyMatchedTransitionSourceConfiguration {
    var copy = self
    copy.cornerRadius = shape.cornerSize.width
    return copy
  }

  /// The source's shadow while it zooms.
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> EmptyMatchedTransitionSourceConfiguration
  { self }
}

nonisolated extension View {
  /// Sets how this screen comes in when pushed or presented, as iOS 18's
  /// `navigationTransition(_:)` (a film slides it in; see
  /// `NavigationTransition`).
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

  /// Marks this view as the source a zoom transition with `id` in
  /// `namespace` comes out of, as iOS 18's `matchedTransitionSource(id:in:)`
  /// (drawn as it is).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

  /// Marks this view as a zoom transition's source with a look while it
  /// zooms (drawn as it is).
  public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
  ) -> some View { self }
}
