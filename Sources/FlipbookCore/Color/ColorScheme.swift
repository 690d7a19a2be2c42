/// The light or dark appearance a view renders in, as in SwiftUI.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  /// The light appearance: dark content on a light background.
  case light
  /// The dark appearance: light content on a dark background.
  case dark
}
