@_exported import CoreGraphics
@_exported import Foundation
import FlipbookFoundation

// `import EventKit` on Linux: the calendar and reminders a screen's model
// reads and writes. A render has no calendar database and no user to ask:
// access is `.notDetermined` until asked, then `.denied` (requests answer
// false); queries find nothing; saving throws
// `EKError(.eventStoreNotAuthorized)`. Events, reminders, alarms and
// recurrence rules are plain values a screen can build and show.
// Declared in Package.swift for Linux only. Swift-only imports.

/// What kind of item, as EventKit's `EKEntityType`.
public enum EKEntityType: UInt, Sendable { case event = 0, reminder = 1 }

/// The app's access, as EventKit's `EKAuthorizationStatus`.
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4
  /// Before iOS 17: full access.
  public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences a change applies to, as `EKSpan`.
public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents = 1 }

/// An EventKit failure, as `EKError`.
public struct EKError: Error, Equatable, Sendable, CustomStringConvertible {
  /// EventKit's error codes.
  public enum Code: Int, Sendable {
    case eventNotMutable = 0, noCalendar = 1, noStartDate = 2, noEndDate = 3, datesInverted = 4, internalFailure = 5
    case calendarReadOnly = 6, durationGreaterThanRecurrence = 7, alarmGreaterThanRecurrence = 8
    case startDateTooFarInFuture = 9, startDateCollidesWithOtherOccurrence = 10, objectBelongsToDifferentStore = 11
    case invitesCannotBeMoved = 12, invalidSpan = 13, calendarHasNoSource = 14, calendarSourceCannotBeModified = 15
    case calendarIsImmutable = 16, sourceDoesNotAllowCalendarAddDelete = 17, recurringReminderRequiresDueDate = 18
    case structuredLocationsNotSupported = 19, reminderLocationsNotSupported = 20, alarmProximityNotSupported = 21
    case calendarDoesNotAllowEvents = 22, calendarDoesNotAllowReminders = 23, sourceDoesNotAllowReminders = 24
    case sourceDoesNotAllowEvents = 25, priorityIsInvalid = 26, invalidEntityType = 27, procedureAlarmsNotMutable = 28
    case eventStoreNotAuthorized = 29, osNotSupported = 30, invalidInviteReplyCalendar = 31
    case notificationsCollectionFlagNotSet = 32, sourceMismatch = 33, notificationCollectionMismatch = 34
    case notificationSavedWithoutCollection = 35, reminderAlarmContainsEmailOrUrl = 36
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "EKErrorDomain"
  public var description: String { "EKErrorDomain error \(code.rawValue)" }
}

/// A calendar, as EventKit's `EKCalendar`.
open class EKCalendar: NSObject, @unchecked Sendable {
  open var title = ""
  open var cgColor: CGColor = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  open var allowsContentModifications: Bool { false }
  public let calendarIdentifier = UUID().uuidString
  public let allowedEntityTypes: EKEntityType

  public init(for entityType: EKEntityType, eventStore: EKEventStore) { allowedEntityTypes = entityType }
}

/// An alarm, as EventKit's `EKAlarm`.
open class EKAlarm: NSObject, @unchecked Sendable {
  open var relativeOffset: TimeInterval
  open var absoluteDate: Date?
  public init(relativeOffset offset: TimeInterval) {
    relativeOffset = offset
    absoluteDate = nil
  }
  public init(absoluteDate date: Date) {
    relativeOffset = 0
    absoluteDate = date
  }
}

/// How often something repeats, as `EKRecurrenceFrequency`.
public enum EKRecurrenceFrequency: Int, Sendable { case daily = 0, weekly = 1, monthly = 2, yearly = 3 }

/// When a recurrence ends, as `EKRecurrenceEnd`.
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
  public let endDate: Date?
  public let occurrenceCount: Int
  public init(end endDate: Date) {
    self.endDate = endDate
    occurrenceCount = 0
  }
  public init(occurrenceCount: Int) {
    endDate = nil
    self.occurrenceCount = occurrenceCount
  }
}

/// A repetition, as `EKRecurrenceRule`.
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
  public let frequency: EKRecurrenceFrequency
  public let interval: Int
  open var recurrenceEnd: EKRecurrenceEnd?
  public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
    frequency = type
    self.interval = max(interval, 1)
    recurrenceEnd = end
  }
}

/// An event or reminder, as `EKCalendarItem`.
open class EKCalendarItem: NSObject, @unchecked Sendable {
  open var title: String! = ""
  open var notes: String?
  open var url: URL?
  open var location: String?
  open var calendar: EKCalendar!
  open private(set) var alarms: [EKAlarm]?
  open var recurrenceRules: [EKRecurrenceRule]?
  open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
  public let calendarItemIdentifier = UUID().uuidString
  open var creationDate: Date? = Date()
  open var lastModifiedDate: Date?
  open var timeZone: TimeZone?

  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
  open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
  open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
  open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// An event, as EventKit's `EKEvent`.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
  open var startDate: Date!
  open var endDate: Date!
  open var isAllDay = false
  open var eventIdentifier: String! { calendarItemIdentifier }
  open var availability = 0
  public init(eventStore: EKEventStore) {}
  /// Orders events by start date, as `compareStartDate(with:)`.
  open func compareStartDate(with other: EKEvent) -> ComparisonResult {
    let a = startDate ?? .distantPast, b = other.startDate ?? .distantPast
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }
}

/// A reminder, as EventKit's `EKReminder`.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
  open var startDateComponents: DateComponents?
  open var dueDateComponents: DateComponents?
  open var isCompleted = false {
    didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
  }
  open var completionDate: Date?
  open var priority = 0
  public init(eventStore: EKEventStore) {}
}

/// The calendar database, as EventKit's `EKEventStore` (see the file's
/// note for its answers).
open class EKEventStore: NSObject, @unchecked Sendable {  // holds no state of its own
  private static let requests = PermissionRequests<EKEntityType>()

  public override init() { super.init() }

  /// `.notDetermined` until the app asks for `entityType`, then `.denied`.
  open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
    requests.hasAsked(entityType) ? .denied : .notDetermined
  }

  /// Records the request; answers false (declined).
  private func ask(_ type: EKEntityType) -> Bool {
    Self.requests.ask(type)
    return false
  }

  open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, Error?) -> Void) {
    completion(ask(entityType), nil)
  }
  open func requestAccess(to entityType: EKEntityType) async throws -> Bool { ask(entityType) }
  open func requestFullAccessToEvents(completion: @escaping (Bool, Error?) -> Void) { completion(ask(.event), nil) }
  open func requestFullAccessToEvents() async throws -> Bool { ask(.event) }
  open func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, Error?) -> Void) { completion(ask(.event), nil) }
  open func requestWriteOnlyAccessToEvents() async throws -> Bool { ask(.event) }
  open func requestFullAccessToReminders(completion: @escaping (Bool, Error?) -> Void) { completion(ask(.reminder), nil) }
  open func requestFullAccessToReminders() async throws -> Bool { ask(.reminder) }

  /// No calendars.
  open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
  open var defaultCalendarForNewEvents: EKCalendar? { nil }
  open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
  open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }

  /// A predicate for events in a range (matches nothing: there are none).
  open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate(block: { _, _ in false })
  }
  open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(block: { _, _ in false }) }
  open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate(block: { _, _ in false })
  }
  open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate(block: { _, _ in false })
  }

  /// Events matching `predicate`: none.
  open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
  open func event(withIdentifier identifier: String) -> EKEvent? { nil }
  open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
  /// Reminders matching `predicate`: none, told at once.
  @discardableResult
  open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
    completion([])
    return NSObject()
  }

  /// Throws `EKError(.eventStoreNotAuthorized)`.
  open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
  open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
  open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func save(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func commit() throws {}
  open func reset() {}
  open func refreshSourcesIfNecessary() {}
}

extension Notification.Name {
  /// Posted when the calendar database changes (never here).
  public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
