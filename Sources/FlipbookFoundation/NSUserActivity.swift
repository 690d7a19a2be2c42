#if os(Linux)
import Foundation

/// An activity the app offers for Handoff, Spotlight and Siri, as
/// Foundation's `NSUserActivity` (which swift-corelibs-foundation lacks).
/// Its values are kept; `becomeCurrent()` makes it current to nobody, as a
/// render has no system to tell.
open class NSUserActivity: NSObject, @unchecked Sendable {
  /// The activity's type, as the app declares it in its Info.plist.
  public let activityType: String
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open var requiredUserInfoKeys: Set<String>?
  open var keywords: Set<String> = []
  open var webpageURL: URL?
  open var referrerURL: URL?
  open var expirationDate: Date?
  open var targetContentIdentifier: String?
  open var persistentIdentifier: String?
  open var isEligibleForHandoff = true
  open var isEligibleForSearch = false
  open var isEligibleForPublicIndexing = false
  open var isEligibleForPrediction = false
  open var needsSave = false
  open weak var delegate: NSUserActivityDelegate?

  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Merges `otherDictionary` into `userInfo`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }
  open func becomeCurrent() {}
  open func resignCurrent() {}
  open func invalidate() {}
}

/// An activity's delegate, as Foundation's `NSUserActivityDelegate`.
public protocol NSUserActivityDelegate: AnyObject {
  func userActivityWillSave(_ userActivity: NSUserActivity)
  func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
  public func userActivityWillSave(_ userActivity: NSUserActivity) {}
  public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
#endif
