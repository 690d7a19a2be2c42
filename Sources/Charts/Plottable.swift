import Flipbook
import Foundation

/// A value a chart can place on an axis, as Swift Charts' `Plottable`:
/// numbers (quantitative), strings (categories) and dates (time). Your
/// own types conform by naming the primitive value they stand for; a
/// `RawRepresentable` enum whose raw value is plottable conforms with no
/// code (`enum Flavor: String, Plottable`).
public protocol Plottable {
  /// The primitive value (`String`, a number, `Date`) this value plots as.
  associatedtype PrimitivePlottable: Plottable
  /// This value as its primitive.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value a primitive stands for (nil: none).
  init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A primitive's place on a scale.
protocol PlotPrimitive {
  var plotValue: PlotValue { get }
  static func fromPlotValue(_ value: PlotValue) -> Self?
}

extension Plottable where PrimitivePlottable == Self {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: Plottable, PlotPrimitive {
  public typealias PrimitivePlottable = String
  var plotValue: PlotValue { .category(self) }
  static func fromPlotValue(_ value: PlotValue) -> String? {
    switch value {
    case .category(let name): name
    case .number(let number): PlotValue.label(number)
    case .date: nil
    }
  }
}

extension Date: Plottable, PlotPrimitive {
  public typealias PrimitivePlottable = Date
  var plotValue: PlotValue { .date(self) }
  static func fromPlotValue(_ value: PlotValue) -> Date? {
    if case .date(let date) = value { return date }
    return nil
  }
}

/// Numbers plot as quantities. `CGFloat` is not plottable, as in Swift
/// Charts (Apple's primitive plottables are the standard library's number
/// types, `Date` and `String`): code that overloads a function on `Date`
/// and `CGFloat` relies on it to pick the date in `.value(_:_:)`.
protocol PlotNumber: PlotPrimitive {
  var doubleValue: Double { get }
  init?(plotDouble: Double)
}

extension PlotNumber {
  var plotValue: PlotValue { .number(doubleValue) }
  static func fromPlotValue(_ value: PlotValue) -> Self? {
    if case .number(let number) = value { return Self(plotDouble: number) }
    return nil
  }
}

extension PlotNumber where Self: BinaryInteger {
  var doubleValue: Double { Double(self) }
  init?(plotDouble: Double) {
    guard plotDouble.isFinite else { return nil }
    self.init(exactly: plotDouble.rounded())
  }
}

extension PlotNumber where Self: BinaryFloatingPoint {
  var doubleValue: Double { Double(self) }
  init?(plotDouble: Double) { self.init(plotDouble) }
}

extension Int: Plottable, PlotNumber { public typealias PrimitivePlottable = Int }
extension Int8: Plottable, PlotNumber { public typealias PrimitivePlottable = Int8 }
extension Int16: Plottable, PlotNumber { public typealias PrimitivePlottable = Int16 }
extension Int32: Plottable, PlotNumber { public typealias PrimitivePlottable = Int32 }
extension Int64: Plottable, PlotNumber { public typealias PrimitivePlottable = Int64 }
extension UInt: Plottable, PlotNumber { public typealias PrimitivePlottable = UInt }
extension UInt8: Plottable, PlotNumber { public typealias PrimitivePlottable = UInt8 }
extension UInt16: Plottable, PlotNumber { public typealias PrimitivePlottable = UInt16 }
extension UInt32: Plottable, PlotNumber { public typealias PrimitivePlottable = UInt32 }
extension UInt64: Plottable, PlotNumber { public typealias PrimitivePlottable = UInt64 }
extension Double: Plottable, PlotNumber { public typealias PrimitivePlottable = Double }
extension Float: Plottable, PlotNumber { public typealias PrimitivePlottable = Float }

extension Decimal: Plottable, PlotNumber {
  public typealias PrimitivePlottable = Decimal
  var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
  init?(plotDouble: Double) {
    guard plotDouble.isFinite else { return nil }
    self.init(plotDouble)
  }
}

/// Where a value falls: a quantity, a category or an instant.
enum PlotValue: Hashable {
  case number(Double)
  case category(String)
  case date(Date)

  /// A plottable value's place, through its primitives (an enum's raw
  /// value, a wrapper's number).
  init(_ value: any Plottable) {
    var current: any Plottable = value
    for _ in 0..<8 {
      if let primitive = current as? any PlotPrimitive {
        self = primitive.plotValue
        return
      }
      current = current.primitivePlottable
    }
    self = .category(String(describing: value))
  }

  /// A number as an axis labels it: no trailing zeros, grouped thousands.
  static func label(_ number: Double, locale: Locale = Locale(identifier: "en_US")) -> String {
    guard number.isFinite else { return "" }
    if number.rounded() == number, abs(number) < 1e15 {
      return Int64(number).formatted(.number.locale(locale))
    }
    return number.formatted(.number.precision(.fractionLength(0...3)).locale(locale))
  }
}

/// A value with its label, as a mark's `x:`, `y:` or `series:` argument
/// takes it: `.value("Month", item.month)`.
public struct PlottableValue<Value> {
  let channel: PlotChannel

  init(label: Text, value: PlotValue, unit: Calendar.Component? = nil, calendar: Calendar = .current) {
    channel = PlotChannel(label: label, value: value, unit: unit, calendar: calendar)
  }

  init(label: Text, range: ClosedRange<PlotValue>) {
    channel = PlotChannel(label: label, value: range.lowerBound, end: range.upperBound)
  }
}

extension PlottableValue where Value: Plottable {
  /// `value`, labelled `label`.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), value: PlotValue(value))
  }

  /// `value`, labelled `label`.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), value: PlotValue(value))
  }

  /// `value`, labelled `label`.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, value: PlotValue(value))
  }
}

extension PlottableValue where Value == Date {

  /// An instant that stands for the whole `unit` it falls in (a bar a day
  /// wide, a point at the middle of its month).
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), value: .date(value), unit: unit, calendar: calendar)
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), value: .date(value), unit: unit, calendar: calendar)
  }

  public static func value(
    _ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: label, value: .date(value), unit: unit, calendar: calendar)
  }
}

extension PlottableValue {
  /// A range of values (a histogram's bin), as a bar's start and end.
  public static func value<P: Plottable>(_ label: LocalizedStringKey, _ range: Range<P>) -> PlottableValue<Range<P>>
  where Value == Range<P> {
    PlottableValue<Range<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol, P: Plottable>(_ label: S, _ range: Range<P>) -> PlottableValue<Range<P>>
  where Value == Range<P> {
    PlottableValue<Range<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }

  public static func value<P: Plottable>(_ label: LocalizedStringKey, _ range: ClosedRange<P>) -> PlottableValue<ClosedRange<P>>
  where Value == ClosedRange<P> {
    PlottableValue<ClosedRange<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }

  @_disfavoredOverload
  public static func value<S: StringProtocol, P: Plottable>(_ label: S, _ range: ClosedRange<P>) -> PlottableValue<ClosedRange<P>>
  where Value == ClosedRange<P> {
    PlottableValue<ClosedRange<P>>(label: Text(label), range: PlotValue(range.lowerBound)...PlotValue(range.upperBound))
  }
}

extension PlotValue: Comparable {
  static func < (lhs: PlotValue, rhs: PlotValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): a < b
    case (.date(let a), .date(let b)): a < b
    case (.category(let a), .category(let b)): a < b
    default: false
    }
  }
}

/// One channel of a mark: its label, where it falls, and for a date the
/// calendar unit it stands for; a range's end when it spans one.
struct PlotChannel {
  var label: Text
  var value: PlotValue
  var end: PlotValue? = nil
  var unit: Calendar.Component? = nil
  var calendar: Calendar = .current

  /// The category name of a channel used for style (a number or date as
  /// its label).
  var categoryName: String {
    switch value {
    case .category(let name): name
    case .number(let number): PlotValue.label(number)
    case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
    }
  }
}
