import Flipbook
import Foundation

// # Scales
//
// A scale maps one channel's values to a fraction of the plot's length
// (0 at the leading edge for x, at the bottom for y), as Swift Charts'
// scales do:
//
// - **Categories** (strings) take equal bands in order of first
//   appearance; a mark sits at its band's middle. On y the first category
//   is at the top.
// - **Numbers** are linear (or log) from the data's extent, widened to
//   include zero unless the domain says otherwise (Swift Charts'
//   `AutomaticScaleDomain` includes zero by default: a line of values
//   95…105 is drawn from 0), then rounded out to the next "nice" tick.
// - **Dates** are linear in time; a value with a calendar `unit` stands for
//   that whole unit (a bar a day wide), and the domain covers its units.
//
// Bars and areas at the same place stack (`MarkStackingMethod`), so the
// value axis's extent is that of the stacks, not of single marks.

enum ScaleKind { case number, date, category }

struct ChartScale {
  var kind: ScaleKind
  var lower: Double = 0
  var upper: Double = 1
  var categories: [String] = []
  var reversed = false
  var logarithmic = false
  /// The axis runs top to bottom (y) and categories start at the top.
  var isVertical = false
  /// The width of one unit band in domain units (a date's unit, a numeric
  /// bar's spacing): nil when marks are points.
  var band: Double?
  /// The "nice" step of a number axis's ticks.
  var step: Double?
  /// Padding in points at the start and end of the plot's length.
  var padding: (start: CGFloat, end: CGFloat) = (0, 0)
  /// A visible window (a scrolling chart): the domain shown.
  var window: (Double, Double)?

  /// A value as a number on this scale's line (nil: a category).
  static func number(_ value: PlotValue) -> Double? {
    switch value {
    case .number(let number): number.isFinite ? number : nil
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  /// Where `value` falls, 0…1 of the plot's length (outside for values
  /// outside the domain), from the leading edge (x) or the bottom (y).
  func fraction(_ value: PlotValue) -> Double? {
    switch kind {
    case .category:
      let name: String
      switch value {
      case .category(let category): name = category
      case .number(let number): name = PlotValue.label(number)
      case .date(let date): name = date.formatted(date: .abbreviated, time: .omitted)
      }
      guard let index = categories.firstIndex(of: name), !categories.isEmpty else { return nil }
      let position = (Double(index) + 0.5) / Double(categories.count)
      return oriented(isVertical ? 1 - position : position)
    case .number, .date:
      guard let number = Self.number(value) else { return nil }
      return fraction(number: number)
    }
  }

  func fraction(number: Double) -> Double? {
    let (low, high) = window ?? (lower, upper)
    guard high > low else { return oriented(0.5) }
    var position: Double
    if logarithmic, low > 0, number > 0 {
      position = (log10(number) - log10(low)) / (log10(high) - log10(low))
    } else {
      position = (number - low) / (high - low)
    }
    guard position.isFinite else { return nil }
    position = max(-1e6, min(1e6, position))
    return oriented(position)
  }

  private func oriented(_ position: Double) -> Double { reversed ? 1 - position : position }

  /// A band's width as a fraction of the plot (a category's, a unit's).
  var bandFraction: Double? {
    switch kind {
    case .category: return categories.isEmpty ? nil : 1 / Double(categories.count)
    case .number, .date:
      guard let band else { return nil }
      let (low, high) = window ?? (lower, upper)
      return high > low ? band / (high - low) : nil
    }
  }

  /// The value at a fraction of the plot (for a chart proxy).
  func value(atFraction raw: Double) -> PlotValue? {
    guard raw.isFinite else { return nil }
    let position = reversed ? 1 - raw : raw
    switch kind {
    case .category:
      guard !categories.isEmpty else { return nil }
      let place = ((isVertical ? 1 - position : position) * Double(categories.count)).rounded(.down)
      let index = Int(max(0, min(Double(categories.count - 1), place)))
      return .category(categories[index])
    case .number, .date:
      let (low, high) = window ?? (lower, upper)
      let number = logarithmic && low > 0 ? pow(10, log10(low) + position * (log10(high) - log10(low))) : low + position * (high - low)
      return kind == .date ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
    }
  }
}

/// "Nice" numbers for a number axis: a step of 1, 2, 2.5 or 5 times a
/// power of ten giving about `count` intervals over `low…high`.
enum NiceNumbers {
  static func step(low: Double, high: Double, count: Int) -> Double {
    let span = high - low
    guard span.isFinite, span > 0, count > 0 else { return 1 }
    let raw = span / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where factor * magnitude >= raw * 0.999 {
      return factor * magnitude
    }
    return 10 * magnitude
  }

  /// The multiples of `step` from `low` to `high` (at most 200).
  static func ticks(low: Double, high: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, low.isFinite, high.isFinite, high >= low else { return [] }
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high + step * 1e-9, values.count < 200 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }
}

/// A date axis's stride: a calendar unit and a count, chosen so that about
/// `count` marks fit.
struct DateStride {
  var component: Calendar.Component
  var count: Int

  static func automatic(span: TimeInterval, count: Int) -> DateStride {
    let target = span / Double(max(1, count))
    let candidates: [(Calendar.Component, Int, TimeInterval)] = [
      (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
      (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
      (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_800), (.month, 3, 7_889_400),
      (.month, 6, 15_778_800), (.year, 1, 31_557_600), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
    ]
    for (component, count, length) in candidates where length >= target * 0.999 {
      return DateStride(component: component, count: count)
    }
    let years = (target / 31_557_600).rounded(.up)
    return DateStride(component: .year, count: years.isFinite ? Int(max(1, min(1_000_000, years))) : 1_000_000)
  }

  /// The stride's dates from `low` to `high`, each at the start of its unit.
  func dates(from low: Date, to high: Date, calendar: Calendar) -> [Date] {
    var start = calendar.dateInterval(of: component == .weekOfYear ? .weekOfYear : component, for: low)?.start ?? low
    if start < low { start = calendar.date(byAdding: component, value: 1, to: start) ?? low }
    var dates: [Date] = []
    var date = start
    while date <= high, dates.count < 200 {
      dates.append(date)
      guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
      date = next
    }
    return dates
  }

  /// How a label at a date of this stride reads (iOS's: "Jun 5", "Jun",
  /// "3 PM", "2024").
  func label(_ date: Date, previous: Date?, calendar: Calendar, locale: Locale) -> String {
    let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    switch component {
    case .year, .era: return date.formatted(style.year())
    case .month, .quarter:
      if previous == nil || calendar.component(.year, from: previous!) != calendar.component(.year, from: date),
        calendar.component(.month, from: date) == 1
      {
        return date.formatted(style.month(.abbreviated).year())
      }
      return date.formatted(style.month(.abbreviated))
    case .day, .weekOfYear, .weekOfMonth, .weekday, .weekdayOrdinal, .yearForWeekOfYear:
      if let previous, calendar.component(.month, from: previous) == calendar.component(.month, from: date) {
        return date.formatted(style.day())
      }
      return date.formatted(style.month(.abbreviated).day())
    case .hour: return date.formatted(style.hour())
    default: return date.formatted(style.hour().minute())
    }
  }

  /// A unit's length in seconds (for bands).
  static func length(of component: Calendar.Component) -> TimeInterval {
    switch component {
    case .second: 1
    case .minute: 60
    case .hour: 3_600
    case .day, .weekday, .weekdayOrdinal: 86_400
    case .weekOfYear, .weekOfMonth: 604_800
    case .month: 2_629_800
    case .quarter: 7_889_400
    case .year, .yearForWeekOfYear: 31_557_600
    default: 86_400
    }
  }
}
