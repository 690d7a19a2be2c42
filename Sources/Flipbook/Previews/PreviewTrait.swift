/// A setting of a `#Preview`, as SwiftUI's `PreviewTrait`:
/// `#Preview(traits: .sizeThatFitsLayout) { … }`.
public struct PreviewTrait<T>: @unchecked Sendable {
  let apply: (inout PreviewTraits) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's full screen (the default).
  public static var defaultLayout: PreviewTrait { layout(.device) }
  /// The size the content picks when offered the device's safe area.
  public static var sizeThatFitsLayout: PreviewTrait { layout(.sizeThatFits) }
  /// A fixed size in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    layout(.fixed(width: width, height: height))
  }
  /// The device upright (the default).
  public static var portrait: PreviewTrait { orientation(.portrait) }
  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait { orientation(.portraitUpsideDown) }
  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait { orientation(.landscapeLeft) }
  /// The device turned with its top to the right.
  public static var landscapeRight: PreviewTrait { orientation(.landscapeRight) }

  static func layout(_ layout: PreviewLayout) -> PreviewTrait { PreviewTrait { $0.layout = layout } }
  static func orientation(_ orientation: InterfaceOrientation) -> PreviewTrait {
    PreviewTrait { $0.orientation = orientation }
  }
}

/// A preview's settings, from its traits and the preview modifiers on its
/// content: each unset field takes the default when the preview renders.
public struct PreviewTraits: Hashable, Sendable {
  /// The name shown for the preview (`previewDisplayName`).
  public var displayName: String?
  /// The layout (default `.device`).
  public var layout: PreviewLayout?
  /// The device (default `PreviewDevice.default`).
  public var device: PreviewDevice?
  /// The orientation (default portrait).
  public var orientation: InterfaceOrientation?
  /// The colour scheme (`preferredColorScheme`; default light).
  public var colorScheme: ColorScheme?

  public init(
    displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
    orientation: InterfaceOrientation? = nil, colorScheme: ColorScheme? = nil
  ) {
    self.displayName = displayName
    self.layout = layout
    self.device = device
    self.orientation = orientation
    self.colorScheme = colorScheme
  }

  /// These traits with `inner`'s set fields over them: a modifier closer to
  /// the content wins, as in SwiftUI.
  func overridden(by inner: PreviewTraits) -> PreviewTraits {
    PreviewTraits(
      displayName: inner.displayName ?? displayName, layout: inner.layout ?? layout, device: inner.device ?? device,
      orientation: inner.orientation ?? orientation, colorScheme: inner.colorScheme ?? colorScheme)
  }
}
