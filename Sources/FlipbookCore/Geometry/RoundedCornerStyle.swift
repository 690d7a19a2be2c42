/// The shape of a rounded rectangle's corners, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable, CaseIterable {
  /// Quarter circles (exact, as cubic Bézier approximations of circular arcs).
  case circular
  /// Apple's "squircle": the corner eases in from the straight edge with
  /// continuous curvature. See `Path.addRoundedRect(in:cornerSize:style:transform:)`.
  case continuous
}
