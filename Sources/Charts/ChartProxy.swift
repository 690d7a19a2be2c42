import Flipbook
import Foundation

/// The chart's scales and plot area, as Swift Charts' `ChartProxy` gives
/// them to `chartOverlay`/`chartBackground`: positions are in the plot
/// area's coordinates (add the plot frame's origin for the chart's), values
/// read back from positions.
public struct ChartProxy {
  let geometry: ChartGeometry
  let globalOrigin: CGPoint

  /// The plot area's frame, in the root's space (read it in a
  /// `GeometryReader`: `geometry[proxy.plotAreaFrame]`).
  public var plotAreaFrame: Anchor<CGRect> {
    Anchor(rootSpaceValue: geometry.plot.offsetBy(dx: globalOrigin.x, dy: globalOrigin.y))
  }

  /// The plot's frame (iOS 17's name).
  public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

  /// The frame of the plot with its axes.
  public var plotContainerFrame: Anchor<CGRect>? {
    Anchor(rootSpaceValue: CGRect(origin: globalOrigin, size: geometry.size))
  }

  /// The plot area's size.
  public var plotAreaSize: CGSize { geometry.plot.size }
  /// The plot's size (iOS 17's name).
  public var plotSize: CGSize { geometry.plot.size }

  /// Where `value` falls along x, from the plot area's leading edge.
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    geometry.xPosition(PlotValue(value)).map { $0 - geometry.plot.minX }
  }

  /// Where `value` falls along y, from the plot area's top.
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    geometry.yPosition(PlotValue(value)).map { $0 - geometry.plot.minY }
  }

  /// Where a pair of values falls, in the plot area's coordinates.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
    guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// The band a category or unit occupies along x.
  public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
    guard let center = position(forX: value) else { return nil }
    let band = geometry.band(of: PlotChannel(label: Text(""), value: PlotValue(value)), isX: true) ?? 0
    return (center - band / 2)...(center + band / 2)
  }

  public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
    guard let center = position(forY: value) else { return nil }
    let band = geometry.band(of: PlotChannel(label: Text(""), value: PlotValue(value)), isX: false) ?? 0
    return (center - band / 2)...(center + band / 2)
  }

  /// The x value at `position` (from the plot area's leading edge).
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    let scale = geometry.xScale
    let length = geometry.plot.width - scale.padding.start - scale.padding.end
    guard length > 0, position.isFinite else { return nil }
    let value = scale.value(atFraction: Double((position - scale.padding.start) / length))
    return value.flatMap { AxisValue(value: $0, index: 0, count: 1).as(P.self) }
  }

  /// The y value at `position` (from the plot area's top).
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    let scale = geometry.yScale
    let length = geometry.plot.height - scale.padding.start - scale.padding.end
    guard length > 0, position.isFinite else { return nil }
    let value = scale.value(atFraction: Double((geometry.plot.height - scale.padding.start - position) / length))
    return value.flatMap { AxisValue(value: $0, index: 0, count: 1).as(P.self) }
  }

  /// The values at `location`.
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
    guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
    return (x, y)
  }

  /// The angle of `location` about the plot's centre, clockwise from the
  /// top (a pie's selection).
  public func angle(at location: CGPoint) -> Angle {
    let dx = location.x - geometry.plot.width / 2
    let dy = location.y - geometry.plot.height / 2
    var radians = atan2(Double(dy), Double(dx)) + .pi / 2
    if radians < 0 { radians += 2 * .pi }
    return .radians(radians)
  }

  /// Selection from a gesture (a still frame has none): no effect.
  public func selectXValue(at position: CGFloat) {}
  public func selectYValue(at position: CGFloat) {}
  public func selectXRange(from start: CGFloat, to end: CGFloat) {}
  public func selectYRange(from start: CGFloat, to end: CGFloat) {}
  public func selectAngleValue(at angle: Angle) {}
}
