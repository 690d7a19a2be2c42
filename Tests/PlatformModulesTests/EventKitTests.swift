import EventKit
import EventKitUI
import Foundation
import Testing

@Suite(.serialized) struct EventKitTests {
  /// Asked, the store says no; queries find nothing; saving throws; the
  /// values a screen builds keep what it sets.
  @Test func theStoreAnswersAsADeclinedDevice() async throws {
    let store = EKEventStore()
    #expect(try await !store.requestFullAccessToEvents())
    #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
    let now = Date()
    #expect(store.events(matching: store.predicateForEvents(withStart: now, end: now.addingTimeInterval(86_400), calendars: nil)).isEmpty)
    let event = EKEvent(eventStore: store)
    event.title = "Stand-up"
    event.startDate = now
    event.endDate = now.addingTimeInterval(900)
    event.addAlarm(EKAlarm(relativeOffset: -300))
    event.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .daily, interval: 1, end: EKRecurrenceEnd(occurrenceCount: 5)))
    #expect(event.hasAlarms && event.recurrenceRules?.first?.recurrenceEnd?.occurrenceCount == 5)
    #expect(throws: EKError.self) { try store.save(event, span: .thisEvent) }
    let reminder = EKReminder(eventStore: store)
    reminder.isCompleted = true
    #expect(reminder.completionDate != nil)
    let editor = EKEventEditViewController()
    editor.event = event
    #expect(editor.event?.title == "Stand-up")
  }
}
