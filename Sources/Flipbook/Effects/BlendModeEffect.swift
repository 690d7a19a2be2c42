import Foundation

/// How a view's colours combine with what is behind it, as SwiftUI's
/// `BlendMode` (the `blendMode(_:)` modifier's argument).
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  var graphicsBlendMode: GraphicsContext.BlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

/// Composites its content once, as a group, with a blend mode: what
/// `.blendMode` applies.
nonisolated public struct _BlendModeEffect: ViewModifier, EffectModifier, Equatable {
  /// How the content combines with what is behind it.
  public var blendMode: BlendMode

  /// An effect compositing with `blendMode`.
  public init(blendMode: BlendMode) { self.blendMode = blendMode }

  public func body(content: Content) -> Never { primitiveBody() }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    list.append(.blendMode(blendMode.graphicsBlendMode), content)
  }
}

nonisolated extension View {
  /// Composites the view as a group with `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_BlendModeEffect(blendMode: blendMode))
  }
}
