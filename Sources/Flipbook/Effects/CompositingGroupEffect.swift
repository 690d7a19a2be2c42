import Foundation

/// Composites its content as one group before later effects (opacity,
/// shadow, blend mode) apply to it: what `.compositingGroup()` and
/// `.drawingGroup()` apply.
nonisolated public struct _CompositingGroupEffect: ViewModifier, EffectModifier, Equatable {
  /// A compositing group.
  public init() {}

  public func body(content: Content) -> Never { primitiveBody() }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    list.append(.compositingGroup, content)
  }
}

/// How drawing groups store colour, as in SwiftUI (accepted; Flipbook
/// renders 8-bit sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

nonisolated extension View {
  /// Composites the view's drawing as one group before later effects
  /// (opacity, shadow, blend mode) apply to it.
  public func compositingGroup() -> some View { modifier(_CompositingGroupEffect()) }

  /// Renders the view offscreen as one image, then composites it. Flipbook
  /// always rasterizes into 8-bit sRGB, so this equals `compositingGroup()`
  /// whatever `opaque` and `colorMode` say, except in a snapshot drawn as
  /// swift-snapshot-testing draws on iOS: there its content is drawn as the
  /// screen shows it (it clears `snapshotRendersLayers`), so the colour
  /// effects inside are drawn, as SwiftUI's own rasterization draws them,
  /// where outside a drawing group they are not (ColorFilterEffect.swift).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    environment(\.snapshotRendersLayers, false).compositingGroup()
  }
}
