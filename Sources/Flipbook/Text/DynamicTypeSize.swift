import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: text styles scale
/// with it, by iOS's table (Human Interface Guidelines, "Typography",
/// Dynamic Type sizes for iOS, in points):
///
/// | style       | xS | S  | M  | L  | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |-------------|----|----|----|----|----|-----|------|-----|-----|-----|-----|-----|
/// | largeTitle  | 31 | 32 | 33 | 34 | 36 | 38  | 40   | 44  | 48  | 52  | 56  | 60  |
/// | title       | 25 | 26 | 27 | 28 | 30 | 32  | 34   | 38  | 43  | 48  | 53  | 58  |
/// | title2      | 19 | 20 | 21 | 22 | 24 | 26  | 28   | 34  | 39  | 44  | 50  | 56  |
/// | title3      | 17 | 18 | 19 | 20 | 22 | 24  | 26   | 31  | 37  | 43  | 49  | 55  |
/// | headline    | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | body        | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | callout     | 13 | 14 | 15 | 16 | 18 | 20  | 22   | 26  | 32  | 38  | 44  | 51  |
/// | subheadline | 12 | 13 | 14 | 15 | 17 | 19  | 21   | 25  | 30  | 36  | 42  | 49  |
/// | footnote    | 12 | 12 | 12 | 13 | 15 | 17  | 19   | 23  | 27  | 33  | 38  | 44  |
/// | caption     | 11 | 11 | 11 | 12 | 14 | 16  | 18   | 22  | 26  | 32  | 37  | 43  |
/// | caption2    | 11 | 11 | 11 | 11 | 13 | 15  | 17   | 20  | 24  | 29  | 34  | 40  |
///
/// `.large` is the default. A custom font `relativeTo` a style scales by
/// that style's ratio to its `.large` size; a fixed size never scales.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

  /// The table above, by text style.
  static let sizes: [Font.TextStyle: [CGFloat]] = [
    .largeTitle: DynamicTypeScale.sizes(.largeTitle), .title: DynamicTypeScale.sizes(.title),
    .title2: DynamicTypeScale.sizes(.title2), .title3: DynamicTypeScale.sizes(.title3),
    .headline: DynamicTypeScale.sizes(.headline), .body: DynamicTypeScale.sizes(.body),
    .callout: DynamicTypeScale.sizes(.callout), .subheadline: DynamicTypeScale.sizes(.subheadline),
    .footnote: DynamicTypeScale.sizes(.footnote), .caption: DynamicTypeScale.sizes(.caption),
    .caption2: DynamicTypeScale.sizes(.caption2),
  ]
}

extension DynamicTypeSize {
  /// The distance between one line's baseline and the next in each text
  /// style, by Dynamic Type size: the "Leading" column of the Human
  /// Interface Guidelines' Dynamic Type tables for iOS (Typography), in
  /// points, in the order of `sizes`. SwiftUI sets a text style's lines this
  /// far apart; a single line stays as tall as the font (ascent plus
  /// descent: 20.29 points for body). Measured on iOS's own pixels: a
  /// four-line `Text` in body (TextBuilder's multiline reference at 2×,
  /// Benchmarks/TextReferences) puts its baselines 44 px (22 points)
  /// apart and is 173 px tall, 20.29 + 3 × 22 points rounded up to the
  /// pixel.
  static let linePitches: [Font.TextStyle: [CGFloat]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 46, 52, 58, 64],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 43, 50, 56, 62],
    .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 47, 56, 62],
    .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 47, 56, 62],
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]
}

extension Font.TextStyle {
  /// The distance between baselines of the style's lines at
  /// `dynamicTypeSize` (`DynamicTypeSize.linePitches`).
  func linePitch(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    DynamicTypeSize.linePitches[self]?[dynamicTypeSize.rawValue] ?? size * 1.3
  }

  /// The style's size in points at `dynamicTypeSize` (for benchmarks).
  @_spi(Instrumentation) public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    size(at: dynamicTypeSize)
  }

  /// The style's size at `dynamicTypeSize`.
  func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    DynamicTypeSize.sizes[self]?[dynamicTypeSize.rawValue] ?? size
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The Dynamic Type size text styles scale to (`.large` by default).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the Dynamic Type size of the text in this view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size of the text in this view to `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let low = all.first, let high = all.last else { return }
      size = min(max(size, low), high)
    }
  }
}

/// The older name of a Dynamic Type size, as SwiftUI's `ContentSizeCategory`
/// (iOS 13; `DynamicTypeSize` replaced it in iOS 15). Reading and writing
/// `EnvironmentValues.sizeCategory` reads and writes `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility categories.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.allCases[dynamicTypeSize.rawValue]
  }

  /// The category of a UIKit content size category (nil for unspecified).
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard uiSizeCategory != .unspecified else { return nil }
    self.init(uiSizeCategory.dynamicTypeSize)
  }
}

extension ContentSizeCategory: Comparable {
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a content size category.
  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
  }
}

extension EnvironmentValues {
  /// The Dynamic Type size by its older name (SwiftUI's deprecated
  /// `sizeCategory`): the same value as `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}
