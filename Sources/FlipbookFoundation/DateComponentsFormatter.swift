#if os(Linux)
import Foundation

// # Foundation's duration formatter on Linux
//
// swift-corelibs-foundation declares `DateComponentsFormatter` but marks it
// unavailable, so a screen that shows a runtime as "3h 12m" does not
// compile. This one is declared in FlipbookFoundation (see
// FlipbookFoundation.swift), which FlipbookCore, Flipbook and a target's
// `import SwiftUI` re-export; a module's own declaration shadows the one of
// a module it imports, so the name resolves here wherever the file imports
// SwiftUI, and in Foundation-only files of a target that imports
// FlipbookFoundation implicitly (README).
//
// The text is English, as Apple's formatter writes it in the `en` locale
// (its other locales are not reproduced: a documented difference):
//
// | style | 11,520 s (hours, minutes) | 1 s |
// |---|---|---|
// | `.positional` | 3:12 | 0:01 (with minutes) |
// | `.abbreviated` | 3h 12m | 1s |
// | `.brief` | 3hr 12min | 1sec |
// | `.short` | 3 hr, 12 min | 1 sec |
// | `.full` | 3 hours, 12 minutes | 1 second |
// | `.spellOut` | three hours, twelve minutes | one second |
//
// A time interval is split into the allowed units from the largest down
// (a month is 30 days and a year 365, as Apple's formatter counts an
// interval without a reference date); the smallest shown unit is rounded
// to the nearest whole one unless `allowsFractionalUnits`. Zero units are
// dropped as `zeroFormattingBehavior` says (`.default`: every zero unit
// outside `.positional`, leading ones in it); `maximumUnitCount` keeps
// that many from the largest non-zero one, the last rounded down.

/// Formats a duration as text, as Foundation's `DateComponentsFormatter`
/// (English; see the table above).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written, as Foundation's.
  public enum UnitsStyle: Int, Sendable {
    case positional = 0, abbreviated, short, full, spellOut, brief
  }

  /// Which zero units are left out, as Foundation's.
  public struct ZeroFormattingBehavior: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = ZeroFormattingBehavior([])
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  open var unitsStyle: UnitsStyle = .positional
  /// The units shown; empty means Foundation's default set (years down to
  /// seconds).
  open var allowedUnits: NSCalendar.Unit = []
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units (0: no limit).
  open var maximumUnitCount = 0
  open var allowsFractionalUnits = false
  open var collapsesLargestUnit = false
  open var includesApproximationPhrase = false
  open var includesTimeRemainingPhrase = false
  open var calendar: Calendar? = Calendar(identifier: .gregorian)
  open var referenceDate: Date?
  open var formattingContext: Formatter.Context = .unknown

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `ti` seconds as text.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    return format(seconds: ti)
  }

  /// `components` as text (their total, in the allowed units).
  open func string(from components: DateComponents) -> String? {
    var seconds = 0.0
    for (unit, value) in [
      (Unit.year, components.year), (.month, components.month), (.week, components.weekOfMonth ?? components.weekOfYear),
      (.day, components.day), (.hour, components.hour), (.minute, components.minute), (.second, components.second),
    ] {
      seconds += Double(value ?? 0) * unit.seconds
    }
    return format(seconds: seconds)
  }

  /// The time from `startDate` to `endDate` as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  open override func string(for obj: Any?) -> String? {
    if let interval = obj as? TimeInterval { return string(from: interval) }
    if let components = obj as? DateComponents { return string(from: components) }
    return nil
  }

  /// `components` in `unitsStyle`, as Foundation's class method.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  enum Unit: CaseIterable {
    case year, month, week, day, hour, minute, second

    var seconds: Double {
      switch self {
      case .year: return 365 * 86_400
      case .month: return 30 * 86_400
      case .week: return 7 * 86_400
      case .day: return 86_400
      case .hour: return 3_600
      case .minute: return 60
      case .second: return 1
      }
    }

    var calendarUnits: NSCalendar.Unit {
      switch self {
      case .year: return .year
      case .month: return .month
      case .week: return [.weekOfMonth, .weekOfYear]
      case .day: return .day
      case .hour: return .hour
      case .minute: return .minute
      case .second: return .second
      }
    }

    /// Abbreviated, brief, short and full (singular, plural) names.
    var names: (abbreviated: String, brief: String, short: String, full: (String, String)) {
      switch self {
      case .year: return ("y", "yr", "yr", ("year", "years"))
      case .month: return ("mo", "mth", "mth", ("month", "months"))
      case .week: return ("w", "wk", "wk", ("week", "weeks"))
      case .day: return ("d", "d", "day", ("day", "days"))
      case .hour: return ("h", "hr", "hr", ("hour", "hours"))
      case .minute: return ("m", "min", "min", ("minute", "minutes"))
      case .second: return ("s", "sec", "sec", ("second", "seconds"))
      }
    }
  }

  private func format(seconds total: Double) -> String {
    let requested = allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
    var units = Unit.allCases.filter { !requested.intersection($0.calendarUnits).isEmpty }
    if units.isEmpty { units = [.second] }
    let negative = total < 0
    var remaining = abs(total)
    var values: [(Unit, Double)] = []
    for (index, unit) in units.enumerated() {
      if index == units.count - 1 {
        let value = remaining / unit.seconds
        values.append((unit, allowsFractionalUnits ? value : value.rounded()))
      } else {
        let value = (remaining / unit.seconds + 1e-9).rounded(.down)
        values.append((unit, value))
        remaining -= value * unit.seconds
      }
    }
    // Rounding the smallest unit up may fill a larger one (59.6 s → 1 min).
    for index in stride(from: values.count - 1, to: 0, by: -1) {
      let (unit, value) = values[index]
      let larger = values[index - 1].0
      let perLarger = (larger.seconds / unit.seconds).rounded()
      if value >= perLarger, unit != .month, larger != .month {
        values[index].1 = value - perLarger
        values[index - 1].1 += 1
      }
    }
    values = dropZeros(values)
    if maximumUnitCount > 0, values.count > maximumUnitCount {
      values = Array(values.prefix(maximumUnitCount))
    }
    var text = join(values)
    if negative { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private func dropZeros(_ values: [(Unit, Double)]) -> [(Unit, Double)] {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? .dropLeading : .dropAll
    }
    if behavior.contains(.pad) || behavior.isEmpty { return values }
    var result = values
    if behavior.contains(.dropLeading) {
      while result.count > 1, result.first?.1 == 0 { result.removeFirst() }
    }
    if behavior.contains(.dropTrailing) {
      while result.count > 1, result.last?.1 == 0 { result.removeLast() }
    }
    if behavior.contains(.dropMiddle), result.count > 2 {
      let middle = result[1..<(result.count - 1)].filter { $0.1 != 0 }
      result = [result[0]] + middle + [result[result.count - 1]]
    }
    if behavior == .dropAll {
      let nonZero = result.filter { $0.1 != 0 }
      result = nonZero.isEmpty ? [result.last!] : nonZero
    }
    return result
  }

  private func number(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    return String(format: "%g", value)
  }

  private func join(_ values: [(Unit, Double)]) -> String {
    switch unitsStyle {
    case .positional:
      var clock: [String] = []
      var prefix: [String] = []
      for (index, (unit, value)) in values.enumerated() {
        switch unit {
        case .year, .month, .week, .day:
          prefix.append(number(value) + unit.names.abbreviated)
        case .hour, .minute, .second:
          let digits = Int(value)
          clock.append(clock.isEmpty && prefix.isEmpty && index == 0 ? String(digits) : String(format: "%02d", digits))
        }
      }
      if clock.count == 1, let only = values.last, only.0 != .hour, prefix.isEmpty {
        // A lone minute or second value is written "0:05" as Foundation writes it.
        clock.insert("0", at: 0)
      }
      return (prefix + [clock.joined(separator: ":")].filter { !$0.isEmpty }).joined(separator: " ")
    case .abbreviated:
      return values.map { number($0.1) + $0.0.names.abbreviated }.joined(separator: " ")
    case .brief:
      return values.map { number($0.1) + $0.0.names.brief }.joined(separator: " ")
    case .short:
      return values.map { value in
        let name = value.0 == .day ? (value.1 == 1 ? "day" : "days") : value.0.names.short
        return number(value.1) + " " + name
      }.joined(separator: ", ")
    case .full:
      return values.map { number($0.1) + " " + ($0.1 == 1 ? $0.0.names.full.0 : $0.0.names.full.1) }.joined(separator: ", ")
    case .spellOut:
      let speller = NumberFormatter()
      speller.numberStyle = .spellOut
      speller.locale = Locale(identifier: "en_US")
      return values.map { value in
        let words = speller.string(from: NSNumber(value: value.1)) ?? number(value.1)
        return words + " " + (value.1 == 1 ? value.0.names.full.0 : value.0.names.full.1)
      }.joined(separator: ", ")
    }
  }
}
#endif
