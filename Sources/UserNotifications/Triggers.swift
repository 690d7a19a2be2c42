import Foundation

/// When a notification fires, as `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it fires again after firing.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger after a time interval, as `UNTimeIntervalNotificationTrigger`.
///
/// Apple's raises an exception for an interval that is not positive, or
/// under 60 s when repeating; here such an interval is clamped (to 1 s, or
/// 60 s when repeating; not-a-number and infinity to those minimums too),
/// so bad input never stops a render.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// Seconds from scheduling to firing.
  public let timeInterval: TimeInterval
  private let scheduled = Date()

  public init(timeInterval: TimeInterval, repeats: Bool) {
    let minimum: TimeInterval = repeats ? 60 : 1
    self.timeInterval = timeInterval.isFinite ? max(timeInterval, minimum) : minimum
    super.init(repeats: repeats)
  }

  /// When it fires next: the interval after it was made.
  open func nextTriggerDate() -> Date? { scheduled.addingTimeInterval(timeInterval) }
}

/// A trigger at calendar dates, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match ("every day at 9:00" is hour 9,
  /// minute 0).
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next date after now matching the components, in their calendar
  /// (the current one when they name none); nil when none matches.
  open func nextTriggerDate() -> Date? {
    let calendar = dateComponents.calendar ?? Calendar.current
    var components = dateComponents
    components.calendar = nil
    return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
  }
}

/// A trigger sent from a server, as `UNPushNotificationTrigger`.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// A request to show a notification, as `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// A delivered notification, as `UNNotification` (none is delivered here).
open class UNNotification: NSObject, @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest
  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The user's answer to a notification, as `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// A response with text the user typed, as `UNTextInputNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
  public let userText: String = ""
}

/// The action identifier of opening the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing it.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How an action behaves, as `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// How a category behaves, as `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// An action's icon, as `UNNotificationActionIcon`.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  public convenience init(systemImageName: String) { self.init(name: systemImageName) }
  public convenience init(templateImageName: String) { self.init(name: templateImageName) }
}

/// A button on a notification, as `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public let icon: UNNotificationActionIcon?

  public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.icon = icon
  }
}

/// An action that asks for text, as `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String

  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil,
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options, icon: icon)
  }
}

/// A kind of notification with its actions, as `UNNotificationCategory`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public let hiddenPreviewsBodyPlaceholder: String

  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String = "", options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
  }

  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, hiddenPreviewsBodyPlaceholder: "", options: options)
  }
}
