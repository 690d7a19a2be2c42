@_exported import Foundation

// `import UserNotifications` on Linux: the notification center a reminder
// or habit screen's model talks to. A render has no notification system
// and no user to ask, so it answers as a device whose user declined:
// settings say `.notDetermined` until the app asks, then `.denied`;
// `requestAuthorization` answers `false`; adding a request fails with
// `UNError(.notificationsNotAllowed)`, so nothing is ever pending or
// delivered, and the delegate is never called. Triggers compute their next
// dates as Apple's do (`UNCalendarNotificationTrigger.nextTriggerDate()`
// through the calendar), so code that shows "next reminder at …" works.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
//
// This module imports Foundation alone, so that another package's `#if
// canImport(UserNotifications)` can load it: swift-custom-dump's
// conformances read the option sets and enums below by Apple's cases.

/// What the app asks permission for, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// The app's permission, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

/// How alerts are shown, as `UNAlertStyle`.
public enum UNAlertStyle: Int, Sendable { case none = 0, banner = 1, alert = 2 }

/// Whether a kind of presentation is on, as `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable { case notSupported = 0, disabled = 1, enabled = 2 }

/// When previews show, as `UNShowPreviewsSetting`.
public enum UNShowPreviewsSetting: Int, Sendable { case always = 0, whenAuthenticated = 1, never = 2 }

/// How urgently a notification is presented, as
/// `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive = 0, active = 1, timeSensitive = 2, critical = 3 }

/// How a notification is presented while the app is in front, as
/// `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A notification failure, as `UNError`.
public struct UNError: Error, Equatable, Sendable, CustomStringConvertible {
  /// UserNotifications' error codes.
  public enum Code: Int, Sendable {
    case notificationsNotAllowed = 1, attachmentInvalidURL = 100, attachmentUnrecognizedType = 101
    case attachmentInvalidFileSize = 102, attachmentNotInDataStore = 103, attachmentMoveIntoDataStoreFailed = 104
    case attachmentCorrupt = 105, notificationInvalidNoDate = 1400, notificationInvalidNoContent = 1401
    case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid = 1501, badgeInputInvalid = 1600
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "UNErrorDomain"
  public var description: String {
    code == .notificationsNotAllowed ? "Notifications are not allowed for this application" : "UNErrorDomain error \(code.rawValue)"
  }
}

/// The app's notification settings, as `UNNotificationSettings`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
  private var setting: UNNotificationSetting { authorizationStatus == .notDetermined ? .notSupported : .disabled }
  open var soundSetting: UNNotificationSetting { setting }
  open var badgeSetting: UNNotificationSetting { setting }
  open var alertSetting: UNNotificationSetting { setting }
  open var notificationCenterSetting: UNNotificationSetting { setting }
  open var lockScreenSetting: UNNotificationSetting { setting }
  open var carPlaySetting: UNNotificationSetting { .notSupported }
  open var criticalAlertSetting: UNNotificationSetting { .notSupported }
  open var announcementSetting: UNNotificationSetting { .notSupported }
  open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
  open var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
  open var directMessagesSetting: UNNotificationSetting { .notSupported }
  open var alertStyle: UNAlertStyle { .none }
  open var showPreviewsSetting: UNShowPreviewsSetting { .always }
  open var providesAppNotificationSettings: Bool { false }
}
