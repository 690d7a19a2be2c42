import Foundation
import Synchronization

/// What the app has asked permission for, for the Linux stand-ins of the
/// frameworks that ask (Photos, Core Location, UserNotifications, Speech,
/// EventKit): each answers `.notDetermined` until the app asks and `.denied`
/// after, as a device whose user declined. One set per framework, kept for
/// the process under a lock (requests come from any thread).
package final class PermissionRequests<Kind: Hashable & Sendable>: Sendable {
  private let asked = Mutex(Set<Kind>())

  package init() {}

  /// Whether the app has asked for `kind`.
  package func hasAsked(_ kind: Kind) -> Bool { asked.withLock { $0.contains(kind) } }

  /// Records that the app asks for `kind`; true the first time.
  @discardableResult
  package func ask(_ kind: Kind) -> Bool { asked.withLock { $0.insert(kind).inserted } }
}
