#if os(Linux)
import Foundation

// # Foundation's list formatter on Linux
//
// swift-corelibs-foundation has no `ListFormatter`; Apple's tutorial app
// Scrumdinger (and its many copies) lists a meeting's attendees with
// `ListFormatter.localizedString(byJoining:)`. This one joins items as
// CLDR's standard "and" list pattern for the formatter's language says,
// the patterns Apple's formatter follows:
//
// | language | two | three or more |
// |---|---|---|
// | English (US and most regions) | a and b | a, b, and c |
// | English (UK, Australia, India …) | a and b | a, b and c |
// | French | a et b | a, b et c |
// | German | a und b | a, b und c |
// | Spanish | a y b | a, b y c |
// | Italian, Portuguese | a e b | a, b e c |
// | Dutch | a en b | a, b en c |
// | Swedish, Danish, Norwegian | a och/og b | a, b och/og c |
// | Japanese | a、b | a、b、c |
// | Chinese | a和b | a、b和c |
// | Korean | a 및 b | a, b 및 c |
// | Russian | a и b | a, b и c |
//
// Other languages get the English pattern (a documented fallback). One
// item is itself; none is the empty string.

/// Joins items into a list for a locale, as Foundation's `ListFormatter`.
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The language the conjunction is in (default: the current locale).
  open var locale: Locale! = .current
  /// Formats each item before joining (default: each item's description).
  open var itemFormatter: Formatter?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `strings` joined in the current locale.
  open class func localizedString(byJoining strings: [String]) -> String {
    ListFormatter().join(strings)
  }

  /// `items` joined, each formatted by `itemFormatter` or described; nil
  /// when the item formatter can't format one.
  open func string(from items: [Any]) -> String? {
    var texts: [String] = []
    for item in items {
      if let itemFormatter {
        guard let text = itemFormatter.string(for: item) else { return nil }
        texts.append(text)
      } else {
        texts.append("\(item)")
      }
    }
    return join(texts)
  }

  /// An array of items joined; nil for anything else.
  open override func string(for obj: Any?) -> String? {
    guard let items = obj as? [Any] else { return nil }
    return string(from: items)
  }

  func join(_ items: [String]) -> String {
    let pattern = ListPattern(locale ?? .current)
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return items[0] + pattern.pair + items[1]
    default:
      return items.dropLast().joined(separator: pattern.middle) + pattern.end + items[items.count - 1]
    }
  }
}

/// CLDR's standard "and" list pattern for a locale: the separator of two
/// items, of middle items, and before the last of three or more.
struct ListPattern {
  let pair: String
  let middle: String
  let end: String

  init(_ locale: Locale) {
    let identifier = locale.identifier.replacingOccurrences(of: "-", with: "_")
    let language = identifier.split(separator: "_").first.map(String.init) ?? "en"
    let region = identifier.split(separator: "_").dropFirst().first.map(String.init)
    func and(_ word: String) -> ListPattern { ListPattern(pair: " \(word) ", middle: ", ", end: " \(word) ") }
    switch language {
    case "en":
      let serialComma = !["GB", "AU", "IN", "IE", "NZ", "ZA"].contains(region ?? "US")
      self = ListPattern(pair: " and ", middle: ", ", end: serialComma ? ", and " : " and ")
    case "fr": self = and("et")
    case "de": self = and("und")
    case "es": self = and("y")
    case "it", "pt": self = and("e")
    case "nl": self = and("en")
    case "sv": self = and("och")
    case "da", "nb", "no": self = and("og")
    case "ru": self = and("и")
    case "ko": self = ListPattern(pair: " 및 ", middle: ", ", end: " 및 ")
    case "ja": self = ListPattern(pair: "、", middle: "、", end: "、")
    case "zh": self = ListPattern(pair: "和", middle: "、", end: "和")
    default: self = ListPattern(pair: " and ", middle: ", ", end: ", and ")
    }
  }

  init(pair: String, middle: String, end: String) {
    self.pair = pair
    self.middle = middle
    self.end = end
  }
}
#endif
