import Foundation

/// The system font's automatic tracking, by point size.
///
/// SF Pro spaces its letters by size: looser below 12 points, tighter from
/// 13 to 23, looser again from 24 (its `trak` table, which Core Text applies
/// to the system font unasked). Apple's Human Interface Guidelines
/// (Typography, "Tracking values", SF Pro on iOS) list the values in
/// thousandths of an em: +12 at 10 pt, 0 at 12, −6 at 13, −26 at 17
/// (−0.43 points on a body line), −23 at 20, +14 at 28, 0 from 80. Flipbook
/// applies the table to its stand-in for the system font (Inter), so a
/// system-font word is as wide as iOS sets it: the segment-control post's
/// 17-point "offline" is 67 px wide at 1.5 px a point in its recordings,
/// 71 px in Inter untracked and 67 px tracked. Custom fonts and the serif
/// and monospaced designs have no automatic tracking. Sizes between the
/// table's rows are interpolated linearly; sizes outside it take the
/// nearest row.
enum SystemTracking {
  /// (size in points, tracking in thousandths of an em).
  private static let table: [(size: CGFloat, milliEm: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
    (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -17), (22, -12), (23, -4), (24, 3),
    (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 13), (32, 13), (33, 12), (35, 11), (36, 10),
    (40, 9), (44, 8), (48, 7), (52, 6), (56, 5), (60, 4), (64, 3), (68, 2), (76, 1), (80, 0),
  ]

  /// The tracking of the system font at `size` points, in points.
  static func points(forSize size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    return SizeTable.value(table.map { ($0.size, $0.milliEm) }, at: size) / 1000 * size
  }
}

/// A value given at some sizes, read at any: linear between the rows
/// either side, the first or last row's value beyond the table's ends.
/// SystemTracking's table and the stand-ins' calibration
/// (Font+Calibration.swift) are read this way.
enum SizeTable {
  /// The value at `size` of `rows` (sizes ascending; 0 when empty).
  static func value(_ rows: [(size: CGFloat, value: CGFloat)], at size: CGFloat) -> CGFloat {
    guard let first = rows.first, let last = rows.last else { return 0 }
    if size <= first.size { return first.value }
    guard size < last.size, let upper = rows.firstIndex(where: { $0.size >= size }) else { return last.value }
    let a = rows[upper - 1], b = rows[upper]
    return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
  }
}
