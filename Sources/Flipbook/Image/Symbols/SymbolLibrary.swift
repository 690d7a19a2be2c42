import Foundation
import Synchronization

// MARK: - SF Symbols by name
//
// Apple's SF Symbols font cannot ship, so `Image(systemName:)` draws
// stand-ins: every name of SF Symbols 6 (6,404, and 484 older names it still
// answers to, such as `doc` and `mic`, from Apple's alias list) has a recipe in
// `Resources/Symbols/symbols.tsv`, made by `Scripts/generate-symbols` from
// the public list of names and open icon sets (Material Design Icons,
// Material Icons, Inter's digits and letters; licences in LICENSE).
//
// A recipe is a base glyph and the variants composed on it, because SF
// names are compositional: `bell.slash.circle.fill` is the bell, slashed,
// in a circle, filled. `SymbolComposer` draws the variants from the one base
// glyph as SF Symbols is designed: an enclosure (circle, rounded square,
// rounded rectangle) with the glyph inside, `fill` by knocking the glyph out
// of the solid enclosure, the slash with its gap, a badge with its margin.
// The glyphs are path data on a 24-unit square (`glyphs.tsv`), drawn as
// paths, so sizes, weights of strokes and layers come out of one model.
//
// A name that is not a symbol draws nothing and warns once, as iOS logs
// "No symbol named … found in system symbol set".

/// The symbol recipes and glyphs, read once per process from the module's
/// resources.
final class SymbolLibrary: Sendable {
  static let shared = SymbolLibrary()

  /// A symbol's recipe: its base and the variants composed on it.
  struct Recipe: Hashable, Sendable {
    enum Base: Hashable, Sendable {
      /// A glyph of `glyphs.tsv`.
      case glyph(String)
      /// Text set from the digits, letters and signs of `glyphs.tsv`.
      case text(String)
      /// A weather symbol drawn in layers (`SymbolComposer.weather`).
      case weather(String)
    }

    /// What a name's `badge` or `trianglebadge` part adds (`b=` in the table).
    enum Badge: Hashable, Sendable {
      /// One of SF's own marks at the bottom right: plus, minus, checkmark,
      /// xmark, exclamationmark, questionmark, clock, ellipsis (`b=plus`).
      case mark(String)
      /// Another symbol, small, at the bottom right (`b=sym:person.crop`).
      case symbol(String)
      /// A warning triangle at the bottom right, the mark cut out of it
      /// (`b=tri:exclamationmark`).
      case triangle(String)
      /// A plain `badge`: a dot at the top right (`b=dot`).
      case dot

      /// The badge a table entry's `b=` value names.
      init?(_ value: Substring) {
        if value == "dot" {
          self = .dot
        } else if value.hasPrefix("sym:") {
          self = .symbol(String(value.dropFirst(4)))
        } else if value.hasPrefix("tri:") {
          self = .triangle(String(value.dropFirst(4)))
        } else if SymbolComposer.marks.contains(String(value)) {
          self = .mark(String(value))
        } else {
          return nil
        }
      }
    }

    var base: Base
    var enclosure: SymbolVariants.Enclosure?
    var isFilled = false
    var isSlashed = false
    var badge: Badge?
    /// Quarter turns clockwise of the base glyph (`r=90`): SF's batteries
    /// lie on their side where the icon sets stand them up.
    var quarterTurns = 0
  }

  /// One glyph: its outline on the 24-unit square and its advance.
  struct Glyph: Sendable {
    var path: Path
    var advance: CGFloat
    /// The air a side of its ink in its image frame, where measured on
    /// iOS (nil: `SymbolTable.margin`).
    var margin: CGSize? = nil
    /// How much thicker the glyph's lines grow per 100 of font weight above
    /// regular, in units, where measured on iOS (nil: the stand-ins' rule,
    /// `ResolvedSymbol.emboldening(forWeight:)`).
    var growthPerWeight: CGFloat? = nil
  }

  private let recipes: [String: String]
  private let glyphData: [String: (advance: CGFloat, data: Substring)]
  private let glyphs = Mutex<[String: Glyph]>([:])

  private init() {
    recipes = Self.table(named: "symbols").reduce(into: [:]) { table, line in
      let fields = line.split(separator: "\t", maxSplits: 1)
      if fields.count == 2 { table[String(fields[0])] = String(fields[1]) }
    }
    glyphData = Self.table(named: "glyphs").reduce(into: [:]) { table, line in
      let fields = line.split(separator: "\t", maxSplits: 2)
      guard fields.count == 3, let advance = Double(fields[1]) else { return }
      table[String(fields[0])] = (CGFloat(advance), fields[2])
    }
  }

  /// The lines of resource `Symbols/name.tsv`, comments left out; none,
  /// with one warning, when the resource bundle is missing.
  private static func table(named name: String) -> [Substring] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Symbols"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      Warnings.once("Flipbook's SF Symbols data (Symbols/\(name).tsv) is missing from its resource bundle")
      return []
    }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  /// How many names have a recipe (SF Symbols 6's and the older aliases).
  var count: Int { recipes.count }

  /// Every name with a recipe.
  var names: Dictionary<String, String>.Keys { recipes.keys }

  /// Whether `name` is an SF Symbol Flipbook draws.
  func contains(_ name: String) -> Bool { recipes[name] != nil }

  /// The recipe of SF Symbol `name`, or nil when it is not a symbol.
  func recipe(named name: String) -> Recipe? {
    guard let text = recipes[name] else { return nil }
    var parts = text.split(separator: " ")
    guard !parts.isEmpty else { return nil }
    let head = parts.removeFirst()
    let base: Recipe.Base =
      head.hasPrefix("txt:") ? .text(String(head.dropFirst(4)))
      : head.hasPrefix("wx:") ? .weather(String(head.dropFirst(3))) : .glyph(String(head))
    var recipe = Recipe(base: base)
    for part in parts {
      switch part {
      case "f": recipe.isFilled = true
      case "s": recipe.isSlashed = true
      default:
        if part.hasPrefix("e=") { recipe.enclosure = SymbolVariants.Enclosure(rawValue: String(part.dropFirst(2))) }
        if part.hasPrefix("b=") { recipe.badge = Recipe.Badge(part.dropFirst(2)) }
        if part.hasPrefix("r="), let degrees = Int(part.dropFirst(2)) { recipe.quarterTurns = (degrees / 90) % 4 }
      }
    }
    return recipe
  }

  /// The glyph `id` (`mdi:heart`, `txt:7`, `own:globe`: one Flipbook
  /// draws, `DrawnGlyphs`), made once; nil when unknown.
  func glyph(_ id: String) -> Glyph? {
    if let known = glyphs.withLock({ $0[id] }) { return known }
    let glyph: Glyph
    if id.hasPrefix("own:") {
      guard let drawn = DrawnGlyphs.glyph(String(id.dropFirst(4))) else { return nil }
      glyph = drawn
    } else {
      guard let entry = glyphData[id], let path = try? Path(svgPathData: String(entry.data)) else { return nil }
      glyph = Glyph(path: path, advance: entry.advance)
    }
    glyphs.withLock { $0[id] = glyph }
    return glyph
  }
}
