import Flipbook
import Foundation

/// How the system draws a widget, as WidgetKit's `WidgetRenderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable {
  let name: String
  /// Full colour (the home screen).
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Tinted in one accent colour.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// Desaturated and translucent (the Lock Screen).
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The family of the widget the view is in.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
  /// How the widget is drawn (full colour here).
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }
  /// Whether the widget's container background shows (true on the home
  /// screen).
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }
  /// The margins WidgetKit puts around a widget's content: 16 pt on the
  /// home screen, none on the Lock Screen or when the configuration
  /// disables them.
  public var widgetContentMargins: EdgeInsets {
    self[WidgetContentMarginsDisabledKey.self] || !widgetFamily.isSystem ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  }
  var widgetContentMarginsDisabled: Bool {
    get { self[WidgetContentMarginsDisabledKey.self] }
    set { self[WidgetContentMarginsDisabledKey.self] = newValue }
  }
}

extension ContainerBackgroundPlacement {
  /// A widget's background: it fills the widget's rounded shape behind the
  /// content margins.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
  /// The URL a tap on the widget opens (kept; nothing opens in a render).
  public func widgetURL(_ url: URL?) -> some View { self }
  /// Marks the view for the accent colour in the accented rendering mode
  /// (drawn as it is in full colour).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// A label for the widget's Smart Stack (accepted).
  public func widgetLabel<V: View>(@ViewBuilder label: () -> V) -> some View { self }
  public func widgetLabel(_ label: String) -> some View { self }
  /// Whether the widget's container background may be removed (accepted).
  public func containerBackgroundRemovable(_ removable: Bool = true) -> some View { self }
}

/// The Lock Screen widgets' standard backdrop, as WidgetKit's
/// `AccessoryWidgetBackground`: a translucent circle or rounded rectangle.
nonisolated public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family
  public init() {}
  public var body: some View {
    if family == .accessoryCircular {
      Circle().fill(Color.gray.opacity(0.3))
    } else {
      RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.gray.opacity(0.3))
    }
  }
}

/// A widget shown as the home screen shows it: `content` laid out at the
/// family's size inside its content margins, the container background it
/// names filling the widget's rounded shape (system families; corners of
/// 22 pt, continuous), white when it names none. What widget previews and
/// `WidgetContainer` tests show.
nonisolated public struct WidgetContainer<Content: View>: View {
  let family: WidgetFamily
  let content: Content

  public init(family: WidgetFamily, @ViewBuilder content: () -> Content) {
    self.family = family
    self.content = content()
  }

  public var body: some View {
    MarginedWidgetContent(content: content)
      .frame(width: family.size.width, height: family.size.height)
      .backgroundPreferenceValue(ContainerBackgroundPreference.self) { backgrounds in
        if let background = backgrounds[.widget] {
          background
        } else if family.isSystem {
          Color(uiColor: .systemBackground)
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: family.isSystem ? 22 : 0, style: .continuous))
      .environment(\.widgetFamily, family)
  }
}

/// The content inside the environment's widget content margins.
nonisolated struct MarginedWidgetContent<Content: View>: View {
  let content: Content
  @Environment(\.widgetContentMargins) private var margins
  var body: some View {
    content.frame(maxWidth: .infinity, maxHeight: .infinity).padding(margins)
  }
}

/// Builds a widget preview's entries.
@resultBuilder
public enum __WidgetTimelineBuilder {
  public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [E] { [entry] }
  public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [E] { entries }
  public static func buildBlock<E: TimelineEntry>(_ parts: [E]...) -> [E] { parts.flatMap { $0 } }
  public static func buildArray<E: TimelineEntry>(_ parts: [[E]]) -> [E] { parts.flatMap { $0 } }
  public static func buildOptional<E: TimelineEntry>(_ part: [E]?) -> [E] { part ?? [] }
  public static func buildEither<E: TimelineEntry>(first: [E]) -> [E] { first }
  public static func buildEither<E: TimelineEntry>(second: [E]) -> [E] { second }
}

/// What a widget `#Preview` shows: the widget's view of the timeline's
/// first entry in a `WidgetContainer`, on a grey canvas with a 16-pt
/// border (the other entries are what a film of the preview would step
/// through; a still shows the first).
nonisolated public struct __WidgetPreviewContent: View {
  let family: WidgetFamily
  let entryView: AnyView?

  public init<W: Widget, E: TimelineEntry>(
    family: WidgetFamily, widget: () -> W, @__WidgetTimelineBuilder timeline: () -> [E]
  ) {
    self.family = family
    let configuration = widget().body
    entryView = timeline().first.flatMap { configuration._entryView(for: $0) }
  }

  public init<W: Widget, P: TimelineProvider>(family: WidgetFamily, widget: () -> W, timelineProvider: () -> P) {
    self.family = family
    let entry = timelineProvider().placeholder(in: TimelineProviderContext(family: family))
    entryView = widget().body._entryView(for: entry)
  }

  public var body: some View {
    WidgetPreviewCanvas(family: family, content: entryView ?? AnyView(EmptyView()))
  }
}

/// A widget on the preview canvas, as Xcode's canvas shows one: the
/// widget in its `WidgetContainer`, a 16-pt border of the grouped
/// background around it.
nonisolated struct WidgetPreviewCanvas<Content: View>: View {
  let family: WidgetFamily
  let content: Content

  var body: some View {
    WidgetContainer(family: family) { content }
      .padding(16)
      .background(Color(uiColor: .systemGroupedBackground))
  }
}

/// Xcode 15's widget preview: `#Preview(as: .systemSmall) { MyWidget() }
/// timeline: { Entry(date: .now) }`, found by Flipbook's golden tests and
/// renderer as any `#Preview`.
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: () -> W, @__WidgetTimelineBuilder timeline: () -> [E]
) = #externalMacro(module: "FlipbookMacros", type: "WidgetPreviewMacro")

/// A widget preview whose entry is the provider's placeholder.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: () -> W, timelineProvider: () -> P
) = #externalMacro(module: "FlipbookMacros", type: "WidgetPreviewMacro")

/// A widget preview's family, as WidgetKit's `WidgetPreviewContext`
/// (iOS 14's `.previewContext(WidgetPreviewContext(family: .systemSmall))`).
public struct WidgetPreviewContext: Sendable {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

extension View {
  /// Shows the view as a widget of the context's family, as Xcode's
  /// widget previews do: in a `WidgetContainer` on the preview canvas,
  /// the preview sized to fit it.
  public func previewContext(_ context: WidgetPreviewContext) -> some View {
    WidgetPreviewCanvas(family: context.family, content: self).previewLayout(.sizeThatFits)
  }
}
