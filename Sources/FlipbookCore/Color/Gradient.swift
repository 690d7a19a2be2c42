import Foundation

/// Colours at locations along a gradient's axis (0 start ... 1 end), as in SwiftUI.
public struct Gradient: Hashable, Sendable {
  /// One colour at one location.
  public struct Stop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop lies, 0 ... 1 along the gradient.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from 0 to 1 (one colour is a
  /// single stop at 0, drawing that colour everywhere).
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The stops resolved in `environment`, sorted by location (stably, so
  /// equal locations keep their order and make a hard edge), with non-finite
  /// locations dropped and the rest clamped to 0 ... 1.
  public func resolvedStops(in environment: EnvironmentValues) -> [(location: Double, color: Color.Resolved)] {
    stops.enumerated()
      .filter { $0.element.location.isFinite }
      .map { (offset: $0.offset, location: Double(min(max($0.element.location, 0), 1)), color: $0.element.color) }
      .sorted { ($0.location, $0.offset) < ($1.location, $1.offset) }
      .map { (location: $0.location, color: $0.color.resolve(in: environment)) }
  }
}
