import FlipbookCore
import Foundation
import Synchronization

/// Laid-out paragraphs by paragraph, offered width and offered height, for
/// the whole process: a film measures the same text at the same width in
/// every frame, and shapes it once.
///
/// At most `capacity` layouts are kept; when full, the least recently used
/// half goes. Registering a font empties the cache (the fonts a paragraph
/// resolves to may have changed).
final class TextLayoutCache: Sendable {
  static let shared = TextLayoutCache()

  private struct Key: Hashable {
    var paragraph: TextParagraph
    var width: CGFloat?
    var height: CGFloat?
  }

  /// What the lock guards.
  private struct Store {
    var entries: [Key: (layout: TextLayout, used: Int)] = [:]
    var clock = 0
    var generation = 0
    var shapings = 0
    /// Shapings by the hash of the paragraph's text, for tests that run
    /// beside others (a hash, not the text: a megabyte string is not kept).
    var shapingsByText: [Int: Int] = [:]
  }
  private let store = Mutex(Store())
  let capacity = 4096

  func layout(_ paragraph: TextParagraph, width: CGFloat?, height: CGFloat?) -> TextLayout {
    // Infinite and NaN proposals are no limit, as nil is.
    let width = width.flatMap { $0.isFinite ? $0 : nil }
    let height = height.flatMap { $0.isFinite ? $0 : nil }
    let key = Key(paragraph: paragraph, width: width, height: height)
    let fonts = FontLibrary.shared.generation
    if let hit = store.withLock({ store -> TextLayout? in
      if store.generation != fonts {
        store.entries.removeAll()
        store.generation = fonts
      }
      store.clock += 1
      guard let entry = store.entries[key] else { return nil }
      store.entries[key]?.used = store.clock
      return entry.layout
    }) {
      return hit
    }
    // A height only matters when the lines at this width do not fit in
    // it: the unlimited layout (cached by width alone) serves every height
    // it fits, so stacks' probes at several heights shape nothing new.
    // When they do not, the layout depends only on how many lines fit,
    // so it is cached under that line limit (unless the text may shrink,
    // which changes how many fit).
    var layout: TextLayout
    if let height {
      let full = self.layout(paragraph, width: width, height: nil)
      let shrinks = paragraph.minimumScaleFactor.isFinite && paragraph.minimumScaleFactor < 1
      if full.lines.count <= 1 || full.size.height <= height + 0.001 {
        layout = full
      } else if !shrinks {
        let fitting = max(full.lines.prefix { $0.top + $0.ascent + $0.descent <= height + 0.001 }.count, 1)
        var limited = paragraph
        limited.lineLimit = min(paragraph.lineLimit.map { max($0, 1) } ?? Int.max, fitting)
        layout = self.layout(limited, width: width, height: nil)
      } else {
        layout = TextLayout.layOut(paragraph, width: width, height: height)
      }
    } else {
      layout = TextLayout.layOut(paragraph, width: width, height: nil)
    }
    let capacity = self.capacity
    let made = layout
    store.withLock { store in
      if store.entries.count >= capacity {
        let keep = store.entries.sorted { $0.value.used > $1.value.used }.prefix(capacity / 2)
        store.entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
      }
      store.clock += 1
      store.entries[key] = (made, store.clock)
    }
    return layout
  }

  func recordShaping(of text: String) {
    let hash = text.hashValue
    store.withLock { store in
      store.shapings += 1
      store.shapingsByText[hash, default: 0] += 1
    }
  }

  /// How many Pango layouts have been made so far.
  var shapingCount: Int { store.withLock { $0.shapings } }

  /// How many Pango layouts have been made of paragraphs reading `text`.
  func shapingCount(of text: String) -> Int {
    let hash = text.hashValue
    return store.withLock { $0.shapingsByText[hash] ?? 0 }
  }
}

extension TextLayout {
  /// How many times text has been shaped (Pango layouts made) in this
  /// process: what shows that a film re-shapes nothing between frames.
  /// An implementation detail for benchmarks and tests.
  public static var _shapingCount: Int { TextLayoutCache.shared.shapingCount }

  /// How many times paragraphs reading `text` have been shaped.
  public static func _shapingCount(of text: String) -> Int { TextLayoutCache.shared.shapingCount(of: text) }
}
