import Foundation

// iOS 17's `containerBackground(_:for:)`: a view names the background of
// the container it is placed in, rather than drawing one itself. The view
// draws nothing for it; the container that reads the placement draws it
// behind everything, edge to edge, past its content margins. WidgetKit's
// widget container reads `.widget` (a widget's background fills the
// widget's rounded shape). iOS 18's `.navigation` placement is accepted
// and, with no container here reading it, draws nothing (the navigation
// stack's own background shows), as SwiftUI draws nothing for a placement
// no container claims.

/// Where a container background goes, as SwiftUI's
/// `ContainerBackgroundPlacement` (`.widget` is WidgetKit's).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  /// The placement's name.
  package let name: String
  package init(name: String) { self.name = name }

  /// A navigation stack's or split view's background (iOS 18).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A navigation split view's background (iOS 18).
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

/// The container backgrounds a view tree names, by placement (the first
/// one in tree order wins, as in SwiftUI the outermost does).
package struct ContainerBackgroundPreference: PreferenceKey {
  package static var defaultValue: [ContainerBackgroundPlacement: AnyView] { [:] }
  package static func reduce(
    value: inout [ContainerBackgroundPlacement: AnyView], nextValue: () -> [ContainerBackgroundPlacement: AnyView]
  ) {
    value.merge(nextValue()) { first, _ in first }
  }
}

extension View {
  /// Names `style` as the background of the container at `placement`.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    preference(key: ContainerBackgroundPreference.self, value: [container: AnyView(Rectangle().fill(style))])
  }

  /// Names `content` as the background of the container at `placement`.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    preference(
      key: ContainerBackgroundPreference.self,
      value: [container: AnyView(ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity))])
  }
}
