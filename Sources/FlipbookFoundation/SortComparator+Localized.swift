import Foundation

// Apple's Foundation names two string comparators for `sort(using:)`,
// `sorted(using:)` and `KeyPathComparator`: `.localizedStandard` (as the
// Finder sorts names: case- and diacritic-insensitive, digits compared as
// numbers, so "a2" before "a10") and `.localized` (the locale's order).
// swift-corelibs-foundation declares `String.Comparator` but neither name,
// so `domain.sort(using: .localizedStandard)` failed to compile.

extension SortComparator where Self == String.Comparator {
  /// Compares strings as the Finder sorts names: ignoring case and
  /// diacritics and comparing runs of digits by their value, as Apple's
  /// `localizedStandard` comparator does.
  public static var localizedStandard: String.Comparator {
    String.Comparator(options: [.caseInsensitive, .diacriticInsensitive, .numeric, .widthInsensitive])
  }

  /// Compares strings in the locale's order, as Apple's `localized`
  /// comparator (here, by Unicode scalar values, corelibs' order without
  /// locale tables).
  public static var localized: String.Comparator {
    String.Comparator(options: [])
  }
}
