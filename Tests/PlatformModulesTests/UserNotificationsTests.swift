import Flipbook
import Foundation
import Testing
import UserNotifications

/// A reminder scheduler as apps write one.
final class ReminderScheduler: ObservableObject {
  @Published var granted = false
  @Published var lastError: Error?

  func schedule(at hour: Int) async {
    let center = UNUserNotificationCenter.current()
    granted = (try? await center.requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    let content = UNMutableNotificationContent()
    content.title = "Drink water"
    content.sound = .default
    let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: hour, minute: 0), repeats: true)
    do {
      try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
    } catch {
      lastError = error
    }
  }
}

@Suite(.serialized) struct UserNotificationsTests {
  /// Asked, the center declines; adding fails with
  /// `notificationsNotAllowed`; nothing is pending; settings say denied.
  @Test func theCenterAnswersAsADeclinedDevice() async throws {
    let scheduler = ReminderScheduler()
    await scheduler.schedule(at: 9)
    #expect(!scheduler.granted)
    #expect((scheduler.lastError as? UNError)?.code == .notificationsNotAllowed)
    let center = UNUserNotificationCenter.current()
    #expect(await center.pendingNotificationRequests().isEmpty)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .denied && settings.alertSetting == .disabled)
  }

  /// Triggers compute their next dates: 9:00 matched by the calendar,
  /// intervals clamped where Apple's would raise.
  @Test func triggersComputeTheirNextDates() throws {
    let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    let next = try #require(trigger.nextTriggerDate())
    let parts = Calendar.current.dateComponents([.hour, .minute], from: next)
    #expect(parts.hour == 9 && parts.minute == 0 && next > Date() && next.timeIntervalSinceNow <= 86_400)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false).timeInterval == 1)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true).timeInterval == 60)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: .nan, repeats: false).timeInterval == 1)
    let content = UNMutableNotificationContent()
    content.body = "b"
    let copy = try #require(content.mutableCopy() as? UNMutableNotificationContent)
    #expect(copy.body == "b")
    #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "x", url: URL(fileURLWithPath: "/no/such/file.png")) }
  }
}
