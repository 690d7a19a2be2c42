import Foundation

// WidgetKit's widget protocols. On Apple platforms `Widget`,
// `WidgetBundle` and `WidgetConfiguration` are declared in SwiftUI (code
// writes `struct MyWidget: SwiftUI.Widget`) and WidgetKit re-exports them;
// so here they are Flipbook's, and the WidgetKit module holds timelines,
// providers, families and `StaticConfiguration`.

/// A widget, as SwiftUI's and WidgetKit's `Widget`: its `body` is a configuration.
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
  /// A widget extension's entry point: a render launches no extension.
  public static func main() {}
}

/// A set of widgets in one extension, as WidgetKit's `WidgetBundle`.
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  public static func main() {}
}

/// A widget's configuration, as WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
  /// The view of an entry (WidgetKit's door for previews and tests).
  func _entryView(for entry: Any) -> AnyView?
}

/// A configuration of no widget.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public init() {}
  public func _entryView(for entry: Any) -> AnyView? { nil }
}

/// Builds a widget's configuration, as WidgetKit's
/// `WidgetConfigurationBuilder`.
@resultBuilder
public enum WidgetConfigurationBuilder {
  public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Several widgets of a bundle.
public struct _WidgetList: Widget {
  public init() {}
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a bundle's widgets, as WidgetKit's `WidgetBundleBuilder`.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetList { _WidgetList() }
  public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetList { _WidgetList() }
  public static func buildEither<W: Widget>(first: W) -> _WidgetList { _WidgetList() }
  public static func buildEither<W: Widget>(second: W) -> _WidgetList { _WidgetList() }
  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetList { _WidgetList() }
}
