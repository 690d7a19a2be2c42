import Foundation

/// The variants of SF Symbols an image shows, as SwiftUI's
/// `SymbolVariants`: an enclosure (`circle`, `square`, `rectangle`),
/// `fill` and `slash`, combined as `.circle.fill`.
///
/// `symbolVariant(_:)` adds variants to the ones around (SwiftUI's rule);
/// an `Image(systemName:)` inside is drawn as the name with the variants
/// appended in SF Symbols' order (`bell` + slash, circle, fill is
/// `bell.slash.circle.fill`), skipping parts the name already has. A
/// composed name that isn't a symbol falls back to fewer parts (without
/// the enclosure, then without fill, then the name as written), as SwiftUI
/// falls back to a symbol that exists.
public struct SymbolVariants: Hashable, Sendable {
  enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

  var enclosure: Enclosure?
  var isFilled = false
  var isSlashed = false
  /// `none`: shows the symbols as named, whatever is set around.
  var isNone = false

  /// No variant: symbols as named.
  public static let none = SymbolVariants(isNone: true)
  public static let circle = SymbolVariants(enclosure: .circle)
  public static let square = SymbolVariants(enclosure: .square)
  public static let rectangle = SymbolVariants(enclosure: .rectangle)
  public static let fill = SymbolVariants(isFilled: true)
  public static let slash = SymbolVariants(isSlashed: true)

  public var circle: SymbolVariants { with { $0.enclosure = .circle } }
  public var square: SymbolVariants { with { $0.enclosure = .square } }
  public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether these variants include all of `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.enclosure == nil || other.enclosure == enclosure) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    copy.isNone = false
    change(&copy)
    return copy
  }

  /// These variants with `other`'s added (`none` clears them).
  func adding(_ other: SymbolVariants) -> SymbolVariants {
    if other.isNone { return .none }
    var merged = self
    merged.isNone = false
    merged.enclosure = other.enclosure ?? enclosure
    merged.isFilled = isFilled || other.isFilled
    merged.isSlashed = isSlashed || other.isSlashed
    return merged
  }

  /// The symbol name to draw for `name`: the first of the composed names
  /// that `exists`, else `name`.
  func symbolName(for name: String, exists: (String) -> Bool) -> String {
    guard !isNone, enclosure != nil || isFilled || isSlashed else { return name }
    let parts = Set(name.split(separator: ".").map(String.init))
    func compose(enclosure: Enclosure?, fill: Bool) -> String {
      var composed = name
      if isSlashed, !parts.contains("slash") { composed += ".slash" }
      if let enclosure, !parts.contains(enclosure.rawValue) { composed += "." + enclosure.rawValue }
      if fill, !parts.contains("fill") { composed += ".fill" }
      return composed
    }
    let candidates = [
      compose(enclosure: enclosure, fill: isFilled), compose(enclosure: nil, fill: isFilled),
      compose(enclosure: enclosure, fill: false),
    ]
    return candidates.first(where: { $0 != name && exists($0) }) ?? name
  }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { SymbolVariants() }
}

extension EnvironmentValues {
  /// The symbol variants images inside show, as SwiftUI's `symbolVariants`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Shows the SF Symbols inside with `variant` added, as SwiftUI's
  /// `symbolVariant(_:)`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(_EnvironmentModifier { $0.symbolVariants = $0.symbolVariants.adding(variant) })
  }
}
