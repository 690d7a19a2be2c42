import Foundation

/// A key for an accessibility element's custom content, as SwiftUI's
/// `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
  let label: String
  let id: String

  /// A key labelled `label`, identified by `id` (the label's own text when
  /// nil).
  public init(_ label: Text, id: String) {
    self.label = label.string
    self.id = id
  }

  /// A key with a localized label, its key as the identifier.
  public init(_ labelKey: LocalizedStringKey) {
    label = Text(labelKey).string
    id = label
  }
}

/// How important custom content is, as SwiftUI's
/// `AXCustomContent.Importance`.
public enum AXCustomContentImportance: Hashable, Sendable {
  case `default`, high
}

nonisolated extension View {
  /// The order VoiceOver reads this element in among its siblings, as
  /// SwiftUI's `accessibilitySortPriority(_:)`. Flipbook lists elements in
  /// drawing order (top to bottom, leading to trailing within a row, as
  /// VoiceOver's default); the priority is accepted and the order kept.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

  /// Other names Voice Control accepts for this element, as SwiftUI's
  /// `accessibilityInputLabels(_:)` (the element's label is unchanged).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

  /// Other names Voice Control accepts (localized keys).
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

  /// Other names Voice Control accepts (strings).
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

  /// Shows this view enlarged in the Large Content Viewer, as SwiftUI's
  /// `accessibilityShowsLargeContentViewer()` (shown on a long press only).
  public func accessibilityShowsLargeContentViewer() -> some View { self }

  /// Shows `largeContentView` in the Large Content Viewer (on a long press
  /// only).
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

  /// Extra content VoiceOver reads on request, as SwiftUI's
  /// `accessibilityCustomContent(_:_:importance:)` (the element's label,
  /// value and hint are unchanged).
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContentImportance = .default
  ) -> some View { self }

  /// Extra content under a localized label (see
  /// `accessibilityCustomContent(_:_:importance:)`).
  public func accessibilityCustomContent(
    _ label: LocalizedStringKey, _ value: Text, importance: AXCustomContentImportance = .default
  ) -> some View { self }

  /// Extra content under a localized label, a string value.
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(
    _ label: LocalizedStringKey, _ value: V, importance: AXCustomContentImportance = .default
  ) -> some View { self }
}
