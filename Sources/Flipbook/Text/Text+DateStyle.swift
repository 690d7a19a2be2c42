import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date, long: "November 26, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time, short: "2:05 PM".
    public static let time = DateStyle(kind: .time)
    /// The distance from now in its two largest units: "2 hr, 15 min".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now in its largest unit: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A timer's reading of the distance from now, counting up from a
  /// past date and down to a future one: "2:15:03", "4:07".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`, in the environment's locale, calendar and
  /// time zone (UTC unless set). The relative styles count from "now",
  /// which in Flipbook is the film's start date (`Film.startDate`; a
  /// still's too): they don't tick on as the film plays. A date made from
  /// the clock (`Date()`, `.now.addingTimeInterval(-120)`) keeps its
  /// distance from the clock (see `ClockDate`): "2 min" ago, as iOS shows
  /// it, not years from the film's fixed start.
  public init(_ date: Date, style: DateStyle) {
    let shown = ClockDate(date)
    let format: (LocalizedNumber.FormatContext) -> String = { context in
      switch style.kind {
      case .date:
        var format = Date.FormatStyle(date: .long, time: .omitted, locale: context.locale, calendar: context.calendar)
        format.timeZone = context.timeZone
        return format.format(date)
      case .time:
        var format = Date.FormatStyle(date: .omitted, time: .shortened, locale: context.locale, calendar: context.calendar)
        format.timeZone = context.timeZone
        return format.format(date)
      case .relative: return Self.relative(shown.distance(from: context.now))
      case .offset: return Self.offset(shown.distance(from: context.now))
      case .timer: return Self.timer(shown.distance(from: context.now))
      }
    }
    self.init(formattedInContext: format)
  }

  /// Shows the interval `dates` ("2:05 PM – 3:10 PM" within a day, else
  /// dates).
  public init(_ dates: ClosedRange<Date>) {
    let format: (LocalizedNumber.FormatContext) -> String = { context in
      var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: context.locale, calendar: context.calendar)
      style.timeZone = context.timeZone
      return style.format(dates.lowerBound..<dates.upperBound)
    }
    self.init(formattedInContext: format)
  }

  /// Shows the interval `interval`, as the range from its start to its end.
  public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

  /// A timer over `timerInterval`, as SwiftUI's
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` (iOS 16): at
  /// `pauseTime`, or else now (the film's start date, as for the `.timer`
  /// style), the time left to the interval's end ("4:07"), or with
  /// `countsDown` false the time since its start, clamped to the interval.
  /// With `showsHours` false the minutes run past 59 ("75:00") instead of
  /// an hours field.
  /// Dates made from the clock keep their distance from it, as in
  /// `init(_:style:)`.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let clock = Date()
    let interval = ClockInterval(timerInterval, clock: clock)
    let pause = pauseTime.map { ClockDate($0, clock: clock) }
    let format: (LocalizedNumber.FormatContext) -> String = { context in
      let (start, end) = interval.bounds(now: context.now)
      let at = pause?.date(now: context.now) ?? context.now
      let clamped = min(max(at, start), end)
      let shown = countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)
      return Self.timer(shown, showsHours: showsHours)
    }
    self.init(formattedInContext: format)
  }

  /// Text that `format` writes in its context (locale, calendar, time
  /// zone, now), its reference string the en_US/UTC one.
  private init(formattedInContext format: @escaping (LocalizedNumber.FormatContext) -> String) {
    let reference = format(.reference)
    self.init(segments: [Segment(string: reference, number: LocalizedNumber(reference: reference, format: format))])
  }

  /// Whole seconds of `interval` in units, largest first: (value, short
  /// name, long name) for each non-zero unit. NaN and infinities count as 0.
  private static func units(_ interval: TimeInterval) -> [(Int, String, String)] {
    guard interval.isFinite else { return [] }
    var seconds = Int(min(abs(interval), 1e15).rounded(.down))
    let table: [(Int, String, String)] = [(31_536_000, "yr", "year"), (86_400, "day", "day"), (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second")]
    var result: [(Int, String, String)] = []
    for (size, short, long) in table where seconds >= size {
      result.append((seconds / size, short, long))
      seconds %= size
    }
    return result
  }

  static func relative(_ interval: TimeInterval) -> String {
    let parts = units(interval).prefix(2)
    guard !parts.isEmpty else { return "0 sec" }
    return parts.map { value, short, _ in "\(value) \(short == "day" && value != 1 ? "days" : short)" }.joined(separator: ", ")
  }

  static func offset(_ interval: TimeInterval) -> String {
    guard let (value, _, long) = units(interval).first else { return "+0 seconds" }
    return "\(interval < 0 ? "-" : "+")\(value) \(long)\(value == 1 ? "" : "s")"
  }

  static func timer(_ interval: TimeInterval, showsHours: Bool = true) -> String {
    let total = interval.isFinite ? Int(min(abs(interval), 1e15).rounded(.down)) : 0
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    guard showsHours else { return "\(total / 60):\(String(format: "%02d", s))" }
    return h > 0 ? "\(h):\(String(format: "%02d:%02d", m, s))" : "\(m):\(String(format: "%02d", s))"
  }
}

extension LocalizedNumber.FormatContext {
  /// The context of a text's reference string (its `string` before it
  /// resolves): en_US, Gregorian, UTC, now at the films' default start.
  static var reference: Self {
    Self(
      locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC")!,
      now: EnvironmentValues().timelineStartDate)
  }
}
