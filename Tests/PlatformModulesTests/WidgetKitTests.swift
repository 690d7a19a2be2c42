import Flipbook
import FlipbookTesting
import Foundation
import Testing
import WidgetKit

// A widget as Xcode 15's widget template writes it.

struct EmojiProvider: TimelineProvider {
  func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: Date(), emoji: "😀") }

  func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> Void) {
    completion(EmojiEntry(date: Date(), emoji: "😀"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    var entries: [EmojiEntry] = []
    let currentDate = Date()
    for hourOffset in 0..<5 {
      let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
      entries.append(EmojiEntry(date: entryDate, emoji: "😀"))
    }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct EmojiEntry: TimelineEntry {
  let date: Date
  let emoji: String
}

struct EmojiWidgetEntryView: View {
  var entry: EmojiProvider.Entry
  @Environment(\.widgetFamily) var family

  var body: some View {
    VStack {
      Text("Emoji:")
      Text(entry.emoji)
      Text(family == .systemSmall ? "small" : "other").font(.caption)
    }
  }
}

struct EmojiWidget: Widget {
  let kind: String = "EmojiWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: EmojiProvider()) { entry in
      if #available(iOS 17.0, *) {
        EmojiWidgetEntryView(entry: entry)
          .containerBackground(.fill.tertiary, for: .widget)
      } else {
        EmojiWidgetEntryView(entry: entry)
          .padding()
          .background()
      }
    }
    .configurationDisplayName("My Widget")
    .description("This is an example widget.")
  }
}

#Preview("emoji widget", as: .systemSmall) {
  EmojiWidget()
} timeline: {
  EmojiEntry(date: .now, emoji: "😀")
  EmojiEntry(date: .now, emoji: "🤩")
}

/// iOS 14's widget preview.
struct EmojiWidget_Previews: PreviewProvider {
  static var previews: some View {
    EmojiWidgetEntryView(entry: EmojiEntry(date: Date(), emoji: "🤩"))
      .containerBackground(.fill.tertiary, for: .widget)
      .previewContext(WidgetPreviewContext(family: .systemMedium))
  }
}

@Suite struct WidgetKitTests {
  /// `.previewContext(WidgetPreviewContext(family:))` shows the view as a
  /// medium widget: 338 × 158 in a 16-pt canvas border, sized to fit.
  @Test func aPreviewContextShowsTheWidget() throws {
    let preview = try #require(PreviewRegistry.all.first { $0.providerName?.contains("EmojiWidget_Previews") ?? false })
    #expect(preview.traits.layout == .sizeThatFits)
    let image = try #require(ImageRenderer(content: AnyView(preview.makeView())).bitmap)
    #expect(image.width == 370 && image.height == 190, "\(image.width)×\(image.height)")
  }

  /// The provider's timeline and the center's answers.
  @Test func timelinesAndTheCenter() async throws {
    let timeline = await withCheckedContinuation { continuation in
      EmojiProvider().getTimeline(in: TimelineProviderContext(family: .systemMedium)) { continuation.resume(returning: $0) }
    }
    #expect(timeline.entries.count == 5 && timeline.policy == .atEnd)
    WidgetCenter.shared.reloadAllTimelines()
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    #expect(WidgetFamily.systemMedium.size == CGSize(width: 338, height: 158))
  }

  /// The template's preview is found and renders the first entry in a
  /// small widget: 158 pt with 16-pt canvas borders, the tertiary fill
  /// behind the content to the widget's edges, white canvas corners outside
  /// its rounded shape.
  @Test func theTemplatePreviewRenders() throws {
    let preview = try #require(PreviewRegistry.all.first { $0.name == "emoji widget" })
    let image = try #require(ImageRenderer(content: AnyView(preview.makeView())).bitmap)
    #expect(image.width == 190 && image.height == 190, "\(image.width)×\(image.height)")
    let corner = image.pixel(x: 17, y: 17)  // inside the widget's square, outside its rounded corner
    let canvas = image.pixel(x: 4, y: 4)
    #expect(corner == canvas, "the corner shows the canvas: \(corner) vs \(canvas)")
    let fill = image.pixel(x: 30, y: 95)  // inside the widget, left of the text
    #expect(fill != canvas && fill.alpha == 255, "the container background fills the widget: \(fill)")
    expectGolden(of: AnyView(preview.makeView()), named: "emoji-widget", scale: 2)
  }
}
