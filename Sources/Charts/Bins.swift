import Flipbook
import Foundation

/// A bin's range, as Swift Charts' `ChartBinRange`: plotted as a span (a
/// histogram's bar from its lower to its upper bound).
public struct ChartBinRange<Bound: Comparable>: Hashable where Bound: Hashable {
  public let lowerBound: Bound
  public let upperBound: Bound

  public init(lowerBound: Bound, upperBound: Bound) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  public func contains(_ value: Bound) -> Bool { value >= lowerBound && value < upperBound }
}

extension PlottableValue {
  /// A bin, as a span from its lower to its upper bound.
  public static func value<P: Plottable & Comparable & Hashable>(_ label: LocalizedStringKey, _ range: ChartBinRange<P>) -> PlottableValue<ChartBinRange<P>>
  where Value == ChartBinRange<P> {
    PlottableValue<ChartBinRange<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol, P: Plottable & Comparable & Hashable>(_ label: S, _ range: ChartBinRange<P>)
    -> PlottableValue<ChartBinRange<P>>
  where Value == ChartBinRange<P> {
    PlottableValue<ChartBinRange<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }
}

/// Equal bins over a range of numbers, as Swift Charts' `NumberBins`: a
/// "nice" bin size giving about the count asked, bins aligned to it.
public struct NumberBins<Value: BinaryFloatingPoint & Plottable & Hashable>: RandomAccessCollection, Hashable {
  /// The first bin's lower bound.
  public let lowerBound: Value
  /// Each bin's width.
  public let binSize: Value
  public let count: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> ChartBinRange<Value> {
    ChartBinRange(lowerBound: lowerBound + Value(position) * binSize, upperBound: lowerBound + Value(position + 1) * binSize)
  }

  /// The bins of width `size` covering `range` (from a multiple of `size`).
  public init(size: Value, range: ClosedRange<Value>? = nil) {
    let size = size.isFinite && size > 0 ? size : 1
    binSize = size
    guard let range, range.lowerBound.isFinite, range.upperBound.isFinite else {
      lowerBound = 0
      count = 1
      return
    }
    lowerBound = (range.lowerBound / size).rounded(.down) * size
    let bins = ((range.upperBound - lowerBound) / size).rounded(.up)
    // At most 10,000 bins (a tiny size over a huge range is clamped, not
    // converted past Int's range).
    let wanted = Double(bins)
    count = wanted.isFinite ? Int(Swift.max(1, Swift.min(10_000, wanted))) : 10_000
  }

  /// About `desiredCount` nice bins covering `range`.
  public init(range: ClosedRange<Value>, desiredCount: Int? = nil, minimumBinSize: Value? = nil, maximumBinSize: Value? = nil) {
    let desired = Swift.max(1, Swift.min(desiredCount ?? 10, 10_000))
    var size = Value(NiceNumbers.step(low: Double(range.lowerBound), high: Double(range.upperBound), count: desired))
    if let minimumBinSize, size < minimumBinSize { size = minimumBinSize }
    if let maximumBinSize, size > maximumBinSize { size = maximumBinSize }
    self.init(size: size, range: range)
  }

  /// Exactly `count` bins spanning `range`.
  public init(range: ClosedRange<Value>, count: Int) {
    let count = Swift.max(1, Swift.min(count, 10_000))
    let width = range.upperBound - range.lowerBound
    binSize = width > 0 && width.isFinite ? width / Value(count) : 1
    lowerBound = range.lowerBound.isFinite ? range.lowerBound : 0
    self.count = count
  }

  /// About `desiredCount` nice bins covering `data`.
  public init(data: [Value], desiredCount: Int? = nil, minimumBinSize: Value? = nil, maximumBinSize: Value? = nil) {
    let finite = data.filter(\.isFinite)
    let low = finite.min() ?? 0
    let high = finite.max() ?? 1
    self.init(range: low...Swift.max(high, low), desiredCount: desiredCount, minimumBinSize: minimumBinSize, maximumBinSize: maximumBinSize)
  }

  /// The index of the bin `value` falls in (clamped to the bins).
  public func index(for value: Value) -> Int {
    guard value.isFinite, binSize > 0 else { return 0 }
    let position = Double(((value - lowerBound) / binSize).rounded(.down))
    guard position.isFinite else { return position > 0 ? count - 1 : 0 }
    return Int(Swift.max(0, Swift.min(Double(count - 1), position)))
  }

  /// The bins' bounds, lowest first.
  public var thresholds: [Value] { (0...count).map { lowerBound + Value($0) * binSize } }
}

/// Calendar bins over dates, as `DateBins`: one per `unit` (or `count`
/// units) from the start of the range's first unit.
public struct DateBins: RandomAccessCollection, Hashable {
  let starts: [Date]

  public var startIndex: Int { 0 }
  public var endIndex: Int { Swift.max(0, starts.count - 1) }

  public subscript(position: Int) -> ChartBinRange<Date> {
    ChartBinRange(lowerBound: starts[position], upperBound: starts[position + 1])
  }

  public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
    let step = Swift.max(1, step)
    var starts: [Date] = []
    var date = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
    while starts.count < 10_000 {
      starts.append(date)
      guard date <= range.upperBound, let next = calendar.date(byAdding: unit, value: step, to: date), next > date else { break }
      date = next
    }
    if starts.count < 2 { starts.append(calendar.date(byAdding: unit, value: step, to: starts[0]) ?? starts[0].addingTimeInterval(86_400)) }
    self.starts = starts
  }

  public init(unit: Calendar.Component, by step: Int = 1, data: [Date], calendar: Calendar = .current) {
    let low = data.min() ?? Date(timeIntervalSinceReferenceDate: 0)
    let high = data.max() ?? low
    self.init(unit: unit, by: step, range: low...high, calendar: calendar)
  }

  public func index(for value: Date) -> Int {
    guard let index = starts.lastIndex(where: { $0 <= value }) else { return 0 }
    return Swift.max(0, Swift.min(count - 1, index))
  }

  public var thresholds: [Date] { starts }
}
