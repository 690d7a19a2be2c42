import Foundation

/// A class whose changes update the views that read it, as the
/// `ObservableObject` SwiftUI takes from Combine (which Linux lacks).
///
/// Flipbook re-evaluates the whole tree at every frame of a film, so views
/// always see an object's current values; what a change must announce is
/// its transaction. `@Published` properties do so when set, and so does
/// `objectWillChange.send()`: a change inside `withAnimation` animates.
public protocol ObservableObject: AnyObject {
  /// Announces changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an observable object is about to change.
public final class ObservableObjectPublisher {
  public init() {}

  let subscribers = SubscriberList<Void, Never>()

  /// Announces a change, in the current transaction, to the views and to
  /// this publisher's subscribers.
  public func send() {
    subscribers.send(())
    StateStore.current?.recordChange(Transaction.current)
  }
}
