/// How a preview is sized, as SwiftUI's `PreviewLayout`.
///
/// - `device`: the whole screen of the preview's device, the content laid
///   out in the screen's safe area (SwiftUI's default).
/// - `sizeThatFits`: the content offered the device's safe area, and the
///   image the size it picks.
/// - `fixed(width:height:)`: the content offered exactly that size, centred
///   in it.
public enum PreviewLayout: Sendable, Hashable {
  /// The preview device's full screen.
  case device
  /// The size the content picks when offered the device's safe area.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}
