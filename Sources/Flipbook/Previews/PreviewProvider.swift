/// A type that produces previews, as SwiftUI's `PreviewProvider`:
///
/// ```swift
/// struct PlayButton_Previews: PreviewProvider {
///   static var previews: some View {
///     PlayButton { print("Hello World!") }
///       .frame(width: 128, height: 128)
///   }
/// }
/// ```
///
/// Each view at the top of `previews` (the children of a `Group` or a
/// `ForEach` there) is a preview of its own, as in Xcode's canvas, with the
/// preview modifiers on it (`previewDisplayName`, `previewLayout`,
/// `previewDevice`, `previewInterfaceOrientation`). Flipbook finds the
/// conforming types in the running program (`PreviewRegistry`); generic
/// ones, which Xcode cannot show either, are skipped.
@MainActor @preconcurrency public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for (nil: the package's).
  static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// A platform previews run on, as SwiftUI's `PreviewPlatform`. Flipbook
/// draws every platform's previews the same way, on the named device.
public enum PreviewPlatform: Sendable, Hashable {
  case iOS
  case macOS
  case tvOS
  case watchOS
  case visionOS
}
