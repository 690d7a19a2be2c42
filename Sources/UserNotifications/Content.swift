import Foundation

/// A notification sound's name, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// A notification's sound, as `UNNotificationSound`.
open class UNNotificationSound: NSObject, @unchecked Sendable {
  let name: UNNotificationSoundName?
  let critical: Bool
  init(name: UNNotificationSoundName?, critical: Bool) {
    self.name = name
    self.critical = critical
  }
  /// The system's sound.
  open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
  /// The system's critical-alert sound.
  open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
  /// The critical-alert sound at a volume.
  open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
  /// A sound file of the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }
  /// A critical sound file of the app's bundle.
  open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name, critical: true)
  }
}

/// A file shown with a notification, as `UNNotificationAttachment`.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
  public let identifier: String
  public let url: URL
  public let type: String

  /// An attachment of the file at `url`; throws
  /// `UNError(.attachmentInvalidURL)` when it is not a file that exists.
  public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      throw UNError(.attachmentInvalidURL)
    }
    self.identifier = identifier
    self.url = url
    type = url.pathExtension.isEmpty ? "public.data" : "dyn.ext:\(url.pathExtension.lowercased())"
  }
}

/// What a notification says, as `UNNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  open internal(set) var title = ""
  open internal(set) var subtitle = ""
  open internal(set) var body = ""
  open internal(set) var badge: NSNumber?
  open internal(set) var sound: UNNotificationSound?
  open internal(set) var userInfo: [AnyHashable: Any] = [:]
  open internal(set) var categoryIdentifier = ""
  open internal(set) var threadIdentifier = ""
  open internal(set) var targetContentIdentifier: String?
  open internal(set) var launchImageName = ""
  open internal(set) var attachments: [UNNotificationAttachment] = []
  open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
  open internal(set) var relevanceScore: Double = 0
  open internal(set) var filterCriteria: String?
  open internal(set) var summaryArgument = ""
  open internal(set) var summaryArgumentCount = 0

  public override init() { super.init() }

  /// A mutable copy.
  open override func mutableCopy() -> Any {
    let copy = UNMutableNotificationContent()
    copy.title = title
    copy.subtitle = subtitle
    copy.body = body
    copy.badge = badge
    copy.sound = sound
    copy.userInfo = userInfo
    copy.categoryIdentifier = categoryIdentifier
    copy.threadIdentifier = threadIdentifier
    copy.targetContentIdentifier = targetContentIdentifier
    copy.launchImageName = launchImageName
    copy.attachments = attachments
    copy.interruptionLevel = interruptionLevel
    copy.relevanceScore = relevanceScore
    copy.filterCriteria = filterCriteria
    return copy
  }
}

/// Content being written, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String { get { super.title } set { super.title = newValue } }
  open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
  open override var body: String { get { super.body } set { super.body = newValue } }
  open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
  open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
  open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { super.targetContentIdentifier }
    set { super.targetContentIdentifier = newValue }
  }
  open override var launchImageName: String {
    get { super.launchImageName }
    set { super.launchImageName = newValue }
  }
  open override var attachments: [UNNotificationAttachment] {
    get { super.attachments }
    set { super.attachments = newValue }
  }
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { super.interruptionLevel }
    set { super.interruptionLevel = newValue }
  }
  open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
  open override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
  open override var summaryArgument: String { get { super.summaryArgument } set { super.summaryArgument = newValue } }
  open override var summaryArgumentCount: Int {
    get { super.summaryArgumentCount }
    set { super.summaryArgumentCount = newValue }
  }
}
