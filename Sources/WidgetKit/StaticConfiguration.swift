import Flipbook
import Foundation

/// A widget with no user settings, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  let kind: String
  let content: (Any) -> Content?

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    self.content = { entry in (entry as? Provider.Entry).map(content) }
  }

  public func _entryView(for entry: Any) -> AnyView? { content(entry).map { AnyView($0) } }
}

/// A configuration with settings applied (`configurationDisplayName` …).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  let base: Base
  var marginsDisabled = false

  public func _entryView(for entry: Any) -> AnyView? {
    base._entryView(for: entry).map { view in AnyView(view.environment(\.widgetContentMarginsDisabled, marginsDisabled)) }
  }
}

extension WidgetConfiguration {
  private func modified(_ change: (inout _ModifiedWidgetConfiguration<Self>) -> Void) -> _ModifiedWidgetConfiguration<Self> {
    var modified = _ModifiedWidgetConfiguration(base: self)
    change(&modified)
    return modified
  }
  /// The name shown in the widget gallery.
  public func configurationDisplayName(_ displayName: String) -> _ModifiedWidgetConfiguration<Self> { modified { _ in } }
  public func configurationDisplayName(_ displayName: Text) -> _ModifiedWidgetConfiguration<Self> { modified { _ in } }
  /// The description shown in the widget gallery.
  public func description(_ description: String) -> _ModifiedWidgetConfiguration<Self> { modified { _ in } }
  public func description(_ description: Text) -> _ModifiedWidgetConfiguration<Self> { modified { _ in } }
  /// The families the widget offers (a preview or test names the family
  /// it shows, so the list is accepted and not checked).
  public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> {
    modified { _ in }
  }
  /// Content drawn to the widget's edges, without the default margins.
  public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration<Self> { modified { $0.marginsDisabled = true } }
  /// Whether the widget is shown in the background of StandBy (accepted).
  public func disfavoredLocations(_ locations: [Any], for families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> {
    modified { _ in }
  }
}

