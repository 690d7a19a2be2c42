import Synchronization

/// The preview modifiers, as SwiftUI's: they set how the preview that
/// shows the view is rendered and do nothing to the view itself, wherever
/// else it appears. On a `Group` (or any container a preview's top level
/// is made of) they apply to each preview inside; one closer to a view
/// wins.
nonisolated extension View {
  /// The name a preview of this view is shown (and its golden stored) under.
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(displayName: value)))
  }

  /// The layout of a preview of this view.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(layout: value)))
  }

  /// The device a preview of this view is shown on; nil keeps the default.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(device: value)))
  }

  /// The orientation of the device a preview of this view is shown on.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(orientation: value)))
  }

  /// The colour scheme of the presentation this view is in, as SwiftUI's
  /// `preferredColorScheme(_:)`: the whole window takes it wherever the view
  /// is (a navigation stack's bar and the canvas too), the outermost
  /// preference winning; nil keeps the default.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(colorScheme: colorScheme)))
  }
}

/// Carries preview settings on a view; draws the view unchanged (with the
/// colour scheme in its environment when one is preferred).
nonisolated public struct PreviewTraitsModifier: ViewModifier {
  let traits: PreviewTraits

  public func body(content: Content) -> some View {
    if let preferred = traits.colorScheme { PreferredColorScheme.record(preferred) }
    return content.transformEnvironment(\.colorScheme) { scheme in
      if let preferred = traits.colorScheme { scheme = preferred }
    }
  }
}

/// The colour scheme a view in the graph prefers for its whole window
/// (`preferredColorScheme(_:)`), collected while a pass resolves: the graph
/// then resolves the whole tree in it, as SwiftUI applies the preference to
/// the presentation, bars and all (a `NavigationStack` whose content
/// prefers dark draws a dark bar: gerardgonzalez-io/goals' "Dark" preview
/// of its topic list). The outermost preference wins.
final class PreferredColorScheme: Sendable {
  private let recorded = Mutex<ColorScheme?>(nil)

  /// The outermost preference recorded (nil: none).
  var scheme: ColorScheme? { recorded.withLock { $0 } }

  @TaskLocal static var current: PreferredColorScheme?

  static func record(_ scheme: ColorScheme) {
    current?.recorded.withLock { if $0 == nil { $0 = scheme } }
  }
}

nonisolated extension View {
  /// Sets the colour scheme of this view and the views inside it, as
  /// SwiftUI's `colorScheme(_:)` (deprecated since iOS 17.0 for
  /// `preferredColorScheme(_:)` or `environment(\.colorScheme, _:)`): unlike
  /// the preference it reaches only this view's subtree, which is what it
  /// writes — the environment's `colorScheme`.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
