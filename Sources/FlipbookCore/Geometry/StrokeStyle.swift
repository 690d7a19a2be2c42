import Foundation

/// The characteristics of a stroke, with SwiftUI's defaults: width 1, butt
/// caps, miter joins, miter limit 10, no dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The stroke's width in points. Zero draws the thinnest line the device
  /// can show (one device pixel), as in Core Graphics.
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  /// The ratio of miter length to line width past which a miter join is bevelled.
  public var miterLimit: CGFloat
  /// Alternating lengths of painted and unpainted segments, in points; empty is solid.
  public var dash: [CGFloat]
  /// How far into the dash pattern the stroke starts, in points.
  public var dashPhase: CGFloat

  /// Creates a stroke style; every argument has SwiftUI's default.
  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](),
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
