import Foundation

/// iOS's Dynamic Type type scale: each text style's point size at the
/// twelve sizes from extra small to accessibility 5 (Human Interface
/// Guidelines, "Typography", Dynamic Type sizes for iOS; the table is
/// printed in `DynamicTypeSize`'s documentation). SwiftUI's text styles
/// (`DynamicTypeSize`) and UIKit's `UIFontMetrics` both scale by it.
package enum DynamicTypeScale {
  /// A text style, in the order of the table's rows.
  package enum Style: Int, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
  }

  /// The style's sizes, in points, from extra small (index 0) through
  /// large (3, the default) to accessibility 5 (11).
  package static func sizes(_ style: Style) -> [CGFloat] { table[style.rawValue] }

  /// The style's size at `index` (clamped to the table).
  package static func size(_ style: Style, at index: Int) -> CGFloat {
    let row = table[style.rawValue]
    return row[min(max(index, 0), row.count - 1)]
  }

  /// The index of the default size, large.
  package static let defaultIndex = 3

  private static let table: [[CGFloat]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
  ]
}
