@_exported import Flipbook
import Foundation

// `import WidgetKit` on Linux: a widget's timeline, configuration and views,
// so widget files compile as written and their views render (the reason
// to have them here: golden tests of widgets). A render runs no widget
// extension: nothing asks a provider for a timeline, `WidgetCenter`'s
// reloads do nothing and it reports no configured widgets. The Xcode 15
// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` renders the
// first entry in the widget's own content view at the family's size, inside
// the widget's rounded shape with its container background and content
// margins (WidgetPreview.swift). Declared in Package.swift for Linux only.

/// A moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
  /// When WidgetKit shows the entry.
  var date: Date { get }
  /// How relevant the entry is (for Smart Stacks).
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// An entry's relevance, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Equatable, Sendable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When WidgetKit asks for the next timeline, as `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case atEnd, never, after(Date) }
  let kind: Kind
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  public static let never = TimelineReloadPolicy(kind: .never)
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and a reload policy, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// A widget's size class, as WidgetKit's `WidgetFamily`. Sizes (points) are
/// an iPhone 15's home screen: small 158 × 158, medium 338 × 158, large
/// 338 × 354, extra large (iPad) 715 × 354; Lock Screen circular 72 × 72,
/// rectangular 160 × 72, inline 257 × 26.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline

  /// The widget's size on the home or Lock Screen.
  public var size: CGSize {
    switch self {
    case .systemSmall: CGSize(width: 158, height: 158)
    case .systemMedium: CGSize(width: 338, height: 158)
    case .systemLarge: CGSize(width: 338, height: 354)
    case .systemExtraLarge: CGSize(width: 715, height: 354)
    case .accessoryCircular: CGSize(width: 72, height: 72)
    case .accessoryRectangular: CGSize(width: 160, height: 72)
    case .accessoryInline: CGSize(width: 257, height: 26)
    }
  }

  /// Whether the family is a home-screen one (rounded, with a background
  /// and content margins).
  var isSystem: Bool { rawValue <= WidgetFamily.systemExtraLarge.rawValue }

  public var description: String {
    ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular",
     "accessoryInline"][rawValue]
  }
}

/// What a provider is asked in, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  public let family: WidgetFamily
  public let isPreview: Bool
  public let displaySize: CGSize
  public init(family: WidgetFamily, isPreview: Bool = true) {
    self.family = family
    self.isPreview = isPreview
    displaySize = family.size
  }
}

/// Supplies a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Reloads and lists widgets, as WidgetKit's `WidgetCenter`: a render runs
/// no widgets, so reloads do nothing and none is configured.
public final class WidgetCenter: @unchecked Sendable {
  public static let shared = WidgetCenter()
  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
  public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
    completion(.success([]))
  }
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }
  public func invalidateConfigurationRecommendations() {}
}

/// A configured widget, as WidgetKit's `WidgetInfo` (none exist here).
public struct WidgetInfo: Sendable {
  public let kind: String
  public let family: WidgetFamily
}
