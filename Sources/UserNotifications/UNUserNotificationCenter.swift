import FlipbookFoundation
import Foundation

/// The notification center's delegate, as
/// `UNUserNotificationCenterDelegate` (never called here: nothing is
/// delivered).
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) { completionHandler([]) }
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) { completionHandler() }
  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The app's notification center, as `UNUserNotificationCenter` (see the
/// module's note for its answers).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {  // its state is kept under a lock
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private let requests = PermissionRequests<UNAuthorizationStatus>()
  private var categories = Set<UNNotificationCategory>()

  open weak var delegate: UNUserNotificationCenterDelegate?
  /// Whether content extensions run: no.
  open var supportsContentExtensions: Bool { false }

  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  private var status: UNAuthorizationStatus { requests.hasAsked(.authorized) ? .denied : .notDetermined }

  /// Asks for permission: answered `false` (declined), no error.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void
  ) {
    requests.ask(.authorized)
    completionHandler(false, nil)
  }

  /// Asks for permission: `false`.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    requests.ask(.authorized)
    return false
  }

  /// The settings: `.notDetermined` until asked, then `.denied`.
  open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings(authorizationStatus: status))
  }

  /// The settings.
  open func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: status)
  }

  /// Schedules `request`: fails with `UNError(.notificationsNotAllowed)`.
  open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(UNError(.notificationsNotAllowed))
  }

  /// Schedules `request`: throws `UNError(.notificationsNotAllowed)`.
  open func add(_ request: UNNotificationRequest) async throws {
    throw UNError(.notificationsNotAllowed)
  }

  /// The scheduled requests: none.
  open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
    completionHandler([])
  }
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

  /// The delivered notifications: none.
  open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler([]) }
  open func deliveredNotifications() async -> [UNNotification] { [] }

  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
  open func removeAllPendingNotificationRequests() {}
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  open func removeAllDeliveredNotifications() {}

  /// Keeps the app's categories.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    lock.lock()
    self.categories = categories
    lock.unlock()
  }

  /// The categories set.
  open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
    lock.lock()
    let categories = categories
    lock.unlock()
    completionHandler(categories)
  }
  open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

  /// Sets the app icon's badge (iOS 17): not allowed, as notifications
  /// are not.
  open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(UNError(.notificationsNotAllowed))
  }
  open func setBadgeCount(_ newBadgeCount: Int) async throws { throw UNError(.notificationsNotAllowed) }
}
