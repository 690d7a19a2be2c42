import Flipbook
import Foundation

/// What a mark holds (the chart's description of it).
public struct _ChartMarkStorage {
  var mark: ChartMark
}

/// A built-in mark: chart content, and a `View` in type only so that
/// `ForEach` takes it. Its modifiers are its own (see ChartModifiers.swift).
public protocol _ChartMark: ChartContent, View {
  var _storage: _ChartMarkStorage { get set }
}

extension _ChartMark {
  var chartMarks: [ChartMark] { [_storage.mark] }

  func changing(_ change: (inout ChartMark) -> Void) -> Self {
    var copy = self
    change(&copy._storage.mark)
    return copy
  }
}

/// A bar, as Swift Charts' `BarMark`: from zero (or its start) to its
/// value, a band wide on a category or date axis. Bars at the same place
/// stack (`stacking:`); `position(by:)` sets them side by side.
nonisolated public struct BarMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("BarMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<X, Y>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    self.init(ChartMark(kind: .bar, x: x.channel, y: y.channel, width: width, height: height, stacking: stacking))
  }

  public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .bar, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height))
  }

  public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width))
  }

  /// A bar across the plot's height (one value on x: a single stacked bar).
  public init<X>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    self.init(ChartMark(kind: .bar, x: x.channel, height: height, stacking: stacking))
  }

  public init<Y>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    self.init(ChartMark(kind: .bar, y: y.channel, width: width, stacking: stacking))
  }

  public init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .bar, xStart: xStart.channel, xEnd: xEnd.channel, height: height))
  }

  public init<Y>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .bar, yStart: yStart.channel, yEnd: yEnd.channel, width: width))
  }
}

/// A line through its series' points in x order, as `LineMark`. Marks of
/// one `series:` (or one `foregroundStyle(by:)` value) make one line.
nonisolated public struct LineMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("LineMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(ChartMark(kind: .line, x: x.channel, y: y.channel))
  }

  public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    self.init(ChartMark(kind: .line, x: x.channel, y: y.channel, series: series.channel))
  }
}

/// A symbol at a point, as `PointMark` (a circle unless `symbol` says).
nonisolated public struct PointMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("PointMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(ChartMark(kind: .point, x: x.channel, y: y.channel))
  }

  public init<X>(x: PlottableValue<X>) { self.init(ChartMark(kind: .point, x: x.channel)) }
  public init<Y>(y: PlottableValue<Y>) { self.init(ChartMark(kind: .point, y: y.channel)) }
}

/// The area under a series (or between two values), as `AreaMark`.
/// Areas at the same x stack, as bars do.
nonisolated public struct AreaMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("AreaMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    self.init(ChartMark(kind: .area, x: x.channel, y: y.channel, stacking: stacking))
  }

  public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
    self.init(ChartMark(kind: .area, x: x.channel, y: y.channel, series: series.channel, stacking: stacking))
  }

  public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartMark(kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel))
  }

  public init<X, Y, S>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
    self.init(ChartMark(kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, series: series.channel))
  }

  public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(ChartMark(kind: .area, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel))
  }
}

/// A straight line across the plot at a value, or between two, as
/// `RuleMark` (a target, an average).
nonisolated public struct RuleMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("RuleMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  /// A vertical rule at `x`, from `yStart` to `yEnd` (the plot's height
  /// when nil).
  public init<X>(x: PlottableValue<X>) { self.init(ChartMark(kind: .rule, x: x.channel)) }

  public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {
    self.init(ChartMark(kind: .rule, x: x.channel, yStart: yStart?.channel, yEnd: yEnd?.channel))
  }

  /// A horizontal rule at `y`, from `xStart` to `xEnd` (the plot's width
  /// when nil).
  public init<Y>(y: PlottableValue<Y>) { self.init(ChartMark(kind: .rule, y: y.channel)) }

  public init<X, Y>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {
    self.init(ChartMark(kind: .rule, y: y.channel, xStart: xStart?.channel, xEnd: xEnd?.channel))
  }

  /// A segment from (xStart, yStart) to (xEnd, yEnd).
  public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartMark(kind: .rule, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel))
  }
}

/// A rectangle at a point or over ranges, as `RectangleMark` (a heat
/// map's cell).
nonisolated public struct RectangleMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("RectangleMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .rectangle, x: x.channel, y: y.channel, width: width, height: height))
  }

  public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartMark(kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel))
  }

  public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .rectangle, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width))
  }

  public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .rectangle, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height))
  }

  public init<X>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .rectangle, x: x.channel, width: width))
  }

  /// A band across the plot's height from `xStart` to `xEnd`.
  public init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    self.init(ChartMark(kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel))
  }

  /// A band across the plot's width from `yStart` to `yEnd`.
  public init<Y>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartMark(kind: .rectangle, yStart: yStart.channel, yEnd: yEnd.channel))
  }

  public init<Y>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init(ChartMark(kind: .rectangle, y: y.channel, height: height))
  }
}

/// A slice of a pie or donut, as iOS 17's `SectorMark`: its angle is its
/// share of all sectors' values, clockwise from the top.
nonisolated public struct SectorMark: _ChartMark, PrimitiveChartContent {
  public var _storage: _ChartMarkStorage
  public var body: Never { return fatalError("SectorMark is chart content") }
  init(_ mark: ChartMark) { _storage = _ChartMarkStorage(mark: mark) }

  public init<A>(
    angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    self.init(
      ChartMark(
        kind: .sector, angle: angle.channel, innerRadius: innerRadius, outerRadius: outerRadius,
        angularInset: angularInset ?? 0))
  }
}
