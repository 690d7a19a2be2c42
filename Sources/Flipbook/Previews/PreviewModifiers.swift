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
  /// `preferredColorScheme(_:)`. SwiftUI sets it for the whole window;
  /// Flipbook sets it for this view's subtree, and for the whole image
  /// when the view is a preview's content (nil keeps the default).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreviewTraitsModifier(traits: PreviewTraits(colorScheme: colorScheme)))
  }
}

/// Carries preview settings on a view; draws the view unchanged (with the
/// colour scheme in its environment when one is preferred).
nonisolated public struct PreviewTraitsModifier: ViewModifier {
  let traits: PreviewTraits

  public func body(content: Content) -> some View {
    content.transformEnvironment(\.colorScheme) { scheme in
      if let preferred = traits.colorScheme { scheme = preferred }
    }
  }
}
