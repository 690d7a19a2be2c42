import FlipbookCore
import Foundation

/// Laid-out paragraphs by paragraph, offered width and offered height, for
/// the whole process: a film measures the same text at the same width in
/// every frame, and shapes it once.
///
/// At most `capacity` layouts are kept; when full, the least recently used
/// half goes. Registering a font empties the cache (the fonts a paragraph
/// resolves to may have changed).
final class TextLayoutCache: @unchecked Sendable {
  static let shared = TextLayoutCache()

  private struct Key: Hashable {
    var paragraph: TextParagraph
    var width: CGFloat?
    var height: CGFloat?
  }

  private let lock = NSLock()
  private var entries: [Key: (layout: TextLayout, used: Int)] = [:]
  private var clock = 0
  private var generation = 0
  private var shapings = 0
  let capacity = 4096

  func layout(_ paragraph: TextParagraph, width: CGFloat?, height: CGFloat?) -> TextLayout {
    let key = Key(paragraph: paragraph, width: width.map(Self.bucket), height: height.map(Self.bucket))
    let fonts = FontLibrary.shared.generation
    if let hit = lock.withLock({ () -> TextLayout? in
      if generation != fonts {
        entries.removeAll()
        generation = fonts
      }
      clock += 1
      guard let entry = entries[key] else { return nil }
      entries[key]?.used = clock
      return entry.layout
    }) {
      return hit
    }
    let layout = TextLayout.layOut(paragraph, width: width, height: height)
    lock.withLock {
      if entries.count >= capacity {
        let keep = entries.sorted { $0.value.used > $1.value.used }.prefix(capacity / 2)
        entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
      }
      clock += 1
      entries[key] = (layout, clock)
    }
    return layout
  }

  /// A proposal as the cache keys it: NaN and infinities as one value
  /// each, so equal proposals hit.
  private static func bucket(_ value: CGFloat) -> CGFloat { value.isNaN ? .infinity : value }

  /// Shapings by the paragraph's text, for tests that run beside others.
  private var shapingsByText: [String: Int] = [:]

  func recordShaping(of text: String) {
    lock.withLock {
      shapings += 1
      shapingsByText[text, default: 0] += 1
    }
  }

  /// How many Pango layouts have been made so far.
  var shapingCount: Int { lock.withLock { shapings } }

  /// How many Pango layouts have been made of paragraphs reading `text`.
  func shapingCount(of text: String) -> Int { lock.withLock { shapingsByText[text] ?? 0 } }
}

extension TextLayout {
  /// How many times text has been shaped (Pango layouts made) in this
  /// process: what shows that a film re-shapes nothing between frames.
  /// An implementation detail for benchmarks and tests.
  public static var _shapingCount: Int { TextLayoutCache.shared.shapingCount }

  /// How many times paragraphs reading `text` have been shaped.
  public static func _shapingCount(of text: String) -> Int { TextLayoutCache.shared.shapingCount(of: text) }
}
