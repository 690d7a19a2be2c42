import Foundation

// MARK: - Timelines on film time
//
// A `TimelineView` redraws its content on a schedule, given the date of
// the schedule's latest entry. Flipbook's dates are film time: a film has a
// start date (`Film.startDate`, fixed by default so renders repeat), and
// the date at film time t is the start date plus t. Every frame of a film
// resolves the tree again, so the content is rebuilt at each frame with
// the entry due by then:
//
// - `.animation` gives every frame's own date; with `minimumInterval`, the
//   last multiple of it; `paused` holds the start date.
// - `.periodic(from:by:)` gives `from + k·interval`, the last one due (or
//   `from` itself before it); `.everyMinute` the start of the minute.
// - `.explicit(dates)` and custom schedules give the latest of their
//   entries not after the frame's date (the first one before any is due),
//   reading at most 100,000 entries of an endless schedule.
//
// An `ImageRenderer` still, or a preview, shows the start date.

/// A view that rebuilds its content from the date of its schedule's latest
/// entry, as SwiftUI's `TimelineView`; in Flipbook the dates run on film
/// time (see the essay above).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  /// What the content is given: the entry's date and how often they come.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A timeline on `schedule`, building `content` for each entry.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let start = inputs.environment.timelineStartDate
    let now = start.addingTimeInterval(inputs.time)
    let (date, cadence) = schedule.entryDate(at: now, start: start)
    var child = inputs.child(.index(0))
    // A new entry is an update of its own, not animated: when it falls at
    // the instant of an animated state change, the content doesn't take
    // that change's animation (SwiftUI scopes a transaction to the
    // change's own dependents).
    if let memory = inputs.memory, !inputs.seeding, memory.lifecycle.watch(date, at: inputs.identity) {
      child.transaction.animation = nil
    }
    return Flipbook.resolve(
      content(TimelineViewDefaultContext(date: date, cadence: TimelineViewDefaultContext.Cadence(cadence))), child)
  }
}

/// A schedule of dates, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The entries from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a timeline is updating often or sparingly (Flipbook always
/// renders `.normal`).
public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

extension TimelineSchedule {
  /// The latest entry due at `now` for a timeline that started at
  /// `start`, read from `entries` (at most 100,000 of them).
  func entryDate(at now: Date, start: Date) -> (Date, TimelineCadence) {
    if let known = self as? any BuiltInTimelineSchedule { return known.entryDate(at: now, start: start) }
    var latest: Date?
    var first: Date?
    for (index, entry) in entries(from: start, mode: .normal).enumerated() {
      if index >= 100_000 || entry.timeIntervalSince(now) > dateSlack { break }
      if first == nil { first = entry }
      latest = entry
    }
    if latest == nil {
      latest = entries(from: start, mode: .normal).first { _ in true }
    }
    return (latest ?? now, .live)
  }
}

/// A date is a double of seconds since 2001, so `start + 0.3` is off by up
/// to 10⁻⁷ s: an entry this close to a frame's date counts as due.
let dateSlack = 1e-6

/// The cadence, without its generic view.
enum TimelineCadence { case live, seconds, minutes }

/// What a `TimelineView`'s content is given, as SwiftUI's
/// `TimelineViewDefaultContext` (`TimelineView.Context`): not generic, so
/// a content closure's type is inferred from its body.
public struct TimelineViewDefaultContext {
  /// How often entries come.
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }

  /// The date of the entry being shown.
  public let date: Date
  /// How often entries come.
  public let cadence: Cadence
}

extension TimelineViewDefaultContext.Cadence {
  init(_ cadence: TimelineCadence) {
    switch cadence {
    case .live: self = .live
    case .seconds: self = .seconds
    case .minutes: self = .minutes
    }
  }
}

/// The built-in schedules, whose latest entry is computed, not searched.
protocol BuiltInTimelineSchedule {
  func entryDate(at now: Date, start: Date) -> (Date, TimelineCadence)
}

/// Every frame, or every `minimumInterval`, as SwiftUI's
/// `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, BuiltInTimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// A schedule of every frame (at most one entry each `minimumInterval`
  /// seconds); `paused` holds the first entry.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let step = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1.0 / 120
    var next = startDate
    return AnyIterator {
      defer { next = next.addingTimeInterval(step) }
      return paused && next != startDate ? nil : next
    }
  }

  func entryDate(at now: Date, start: Date) -> (Date, TimelineCadence) {
    guard !paused else { return (start, .live) }
    guard let interval = minimumInterval, interval.isFinite, interval > 0 else { return (now, .live) }
    let elapsed = now.timeIntervalSince(start)
    return (start.addingTimeInterval((elapsed / interval + dateSlack).rounded(.down) * interval), .live)
  }
}

/// Entries at a fixed interval from a date, as SwiftUI's
/// `PeriodicTimelineSchedule`. An interval that is not finite and
/// positive gives the one entry at `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, BuiltInTimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Entries from `startDate` every `interval` seconds.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    var next: Date? = self.startDate
    let interval = self.interval
    return AnyIterator {
      defer { next = interval.isFinite && interval > 0 ? next?.addingTimeInterval(interval) : nil }
      return next
    }
  }

  func entryDate(at now: Date, start: Date) -> (Date, TimelineCadence) {
    let cadence: TimelineCadence = interval >= 60 ? .minutes : (interval >= 1 ? .seconds : .live)
    guard interval.isFinite, interval > 0, now > startDate else { return (startDate, cadence) }
    let steps = (now.timeIntervalSince(startDate) / interval + dateSlack).rounded(.down)
    return (startDate.addingTimeInterval(steps * interval), cadence)
  }
}

/// An entry at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, BuiltInTimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    // The start, then each minute's beginning after it.
    var next = startDate
    return AnyIterator {
      defer {
        let minute = (next.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        next = Date(timeIntervalSinceReferenceDate: minute + 60)
      }
      return next
    }
  }

  func entryDate(at now: Date, start: Date) -> (Date, TimelineCadence) {
    let minute = (now.timeIntervalSinceReferenceDate / 60 + dateSlack).rounded(.down) * 60
    return (max(Date(timeIntervalSinceReferenceDate: minute), start), .minutes)
  }
}

/// Entries at the dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  /// Entries at `dates`.
  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most one entry each `minimumInterval` seconds;
  /// `paused` holds the first entry.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries from `startDate` every `interval` seconds.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// An entry at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

private struct TimelineStartDateKey: EnvironmentKey {
  /// 18 September 2023, 09:41 UTC (iOS 17's release day, at Apple's
  /// favourite minute): a fixed start, so renders repeat.
  static var defaultValue: Date { Date(timeIntervalSince1970: 1_695_030_060) }
}

extension EnvironmentValues {
  /// The date at film time 0 (`Film.startDate`).
  var timelineStartDate: Date {
    get { self[TimelineStartDateKey.self] }
    set { self[TimelineStartDateKey.self] = newValue }
  }
}
