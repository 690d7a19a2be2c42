import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself (a `CoreGraphics` module exists here too: Flipbook's)

/// How the ends of stroked open subpaths are drawn, as in Core Graphics.
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
  /// Squared off exactly at the end point.
  case butt
  /// A half circle of diameter `lineWidth` beyond the end point.
  case round
  /// Squared off half a `lineWidth` beyond the end point.
  case square
}

/// How the corners of stroked paths are joined, as in Core Graphics.
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
  /// A sharp corner, bevelled where it would pass the miter limit.
  case miter
  /// A rounded corner.
  case round
  /// A corner cut off flat.
  case bevel
}

#endif
