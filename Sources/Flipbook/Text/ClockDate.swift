import Foundation

/// A date a view shows as a distance from now (the `.relative`, `.offset`
/// and `.timer` styles, `Text(timerInterval:)`), placed on the film's
/// timeline.
///
/// Flipbook's "now" is the film's start date (`Film.startDate`, fixed so
/// renders repeat), but a view's dates are mostly made from the real clock
/// (`Date()`, `Date.now.addingTimeInterval(-120)` in a preview's sample
/// data), which Flipbook cannot redirect. Measured against the fixed start,
/// "2 minutes ago" would read "3 yr, 2 mths". So a date within
/// `clockWindow` of the real clock when the text is made is taken as made
/// from it: it keeps its distance from the clock (rounded to the second,
/// so the moments between the view's `Date()` and this one's don't show),
/// now counted from the film's "now". iOS shows the same distance, and the
/// render repeats. Any other date (a fixed one, `Date(timeIntervalSince1970:)`)
/// is taken as it is, against the film's start.
struct ClockDate: Hashable, Sendable {
  enum Anchor: Hashable, Sendable {
    case fixed(Date)
    case fromClock(TimeInterval)
  }

  /// How near the real clock a date must be to count as made from it: 8
  /// days, so "a week ago" and "in 3 days" do, and sample dates fixed in
  /// earlier years don't.
  static let clockWindow: TimeInterval = 8 * 24 * 3600

  let anchor: Anchor

  /// `date`, judged against the real clock's `clock` (default: now).
  init(_ date: Date, clock: Date = Date()) {
    let distance = date.timeIntervalSince(clock)
    anchor = distance.isFinite && abs(distance) <= Self.clockWindow ? .fromClock(distance.rounded()) : .fixed(date)
  }

  /// The date on a timeline whose present is `now`.
  func date(now: Date) -> Date {
    switch anchor {
    case .fixed(let date): date
    case .fromClock(let distance): now.addingTimeInterval(distance)
    }
  }

  /// How far the date lies after `now` (negative: before).
  func distance(from now: Date) -> TimeInterval { date(now: now).timeIntervalSince(now) }
}

/// An interval whose ends a view made together (`Text(timerInterval:)`,
/// `ProgressView(timerInterval:)`), each placed as a `ClockDate` from one
/// reading of the real clock.
struct ClockInterval: Hashable, Sendable {
  let start: ClockDate
  let end: ClockDate

  init(_ interval: ClosedRange<Date>, clock: Date = Date()) {
    start = ClockDate(interval.lowerBound, clock: clock)
    end = ClockDate(interval.upperBound, clock: clock)
  }

  /// The interval on a timeline whose present is `now` (an end placed
  /// before the start is taken as the start).
  func bounds(now: Date) -> (start: Date, end: Date) {
    let start = start.date(now: now)
    return (start, max(start, end.date(now: now)))
  }

  /// The share of the interval passed at `at`, 0 … 1 (an empty interval is
  /// all passed).
  func passed(at: Date, now: Date) -> Double {
    let (start, end) = bounds(now: now)
    let length = end.timeIntervalSince(start)
    guard length > 0 else { return 1 }
    return min(max(at.timeIntervalSince(start) / length, 0), 1)
  }
}
