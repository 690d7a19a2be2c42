import Foundation

/// How prominent a view is, as SwiftUI's `Prominence`: what
/// `headerProminence(_:)` sets for a list's section headers.
public enum Prominence: Hashable, Sendable {
  /// The standard prominence.
  case standard
  /// More prominent than standard.
  case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
  /// The prominence of section headers here (default `.standard`), as
  /// SwiftUI's `headerProminence`.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the prominence of the section headers in this view, as SwiftUI's
  /// `headerProminence(_:)`. In a list, an `.increased` header is drawn as
  /// UIKit's prominent inset-grouped header: in `title3`, bold, in the
  /// primary colour and as written (not uppercased), where a standard one
  /// is a secondary footnote (uppercase before iOS 26). Its place above
  /// the card is the standard header's (not measured against iOS apart).
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}

nonisolated extension View {
  /// Actions for the section this view is in, as SwiftUI's
  /// `sectionActions(content:)` (iOS 18): a sidebar shows them beside the
  /// section's header when the pointer is over it; an iPhone's list shows
  /// none, so nothing drawn changes.
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
