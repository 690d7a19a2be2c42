import Foundation

/// The spacing between a list's sections, as SwiftUI's
/// `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  /// The gap, nil for the style's own.
  let points: CGFloat?

  /// The style's spacing: 35 points above a section without a header, a
  /// header 34.67 below the card above it (iOS 17–18; see List.swift).
  public static let `default` = ListSectionSpacing(points: nil)
  /// A tighter spacing. iOS's figure is not measured here: Flipbook uses
  /// 20 points, the gap a card keeps from the list's sides.
  public static let compact = ListSectionSpacing(points: 20)
  /// `spacing` points between sections.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

private struct ListSectionSpacingKey: EnvironmentKey {
  static var defaultValue: ListSectionSpacing { .default }
}

private struct ListRowSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// `listSectionSpacing(_:)`'s spacing.
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// `listRowSpacing(_:)`'s spacing (nil: rows touch).
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the spacing between the sections of lists here, as iOS 17's
  /// `listSectionSpacing(_:)`: the gap from one section's card (or footer)
  /// to the next section's header, or to its card when it has none. Not
  /// finite or negative spacing is clamped to 0.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    var spacing = spacing
    if let points = spacing.points, !(points.isFinite && points >= 0) { spacing = .custom(0) }
    return environment(\.listSectionSpacing, spacing)
  }

  /// Sets the spacing between the sections of lists here, in points (see
  /// `listSectionSpacing(_:)`).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    listSectionSpacing(.custom(spacing))
  }

  /// Sets the spacing between the rows of lists here, as SwiftUI's
  /// `listRowSpacing(_:)`: in a grouped list, rows spaced apart are cells
  /// of their own, each with the card's rounded corners, without
  /// separators between them; in a plain list the gap opens between the
  /// rows (nil, or 0: rows touch, as by default). Not finite or negative
  /// spacing is clamped to 0.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    let clamped = spacing.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    return environment(\.listRowSpacing, clamped == 0 ? nil : clamped)
  }
}
