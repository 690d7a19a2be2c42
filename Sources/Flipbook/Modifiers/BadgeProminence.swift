import Foundation

/// How prominent a badge is, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
  let name: String
  /// The style's badge: in a list row, the count in the secondary colour.
  public static let standard = BadgeProminence(name: "standard")
  /// A badge that calls for attention: in a list row, white on a red
  /// capsule, as a tab's badge.
  public static let increased = BadgeProminence(name: "increased")
  /// A quieter badge: in a list row, as the standard one (already
  /// secondary).
  public static let decreased = BadgeProminence(name: "decreased")
}

private struct BadgeProminenceKey: EnvironmentKey {
  static var defaultValue: BadgeProminence { .standard }
}

extension EnvironmentValues {
  /// The prominence of badges here, as SwiftUI's `badgeProminence`.
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the prominence of the badges in this view, as SwiftUI's
  /// `badgeProminence(_:)`.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }
}
