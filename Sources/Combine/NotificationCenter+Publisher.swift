import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` posted to this center
  /// (from `object`, if given), as Combine's
  /// `NotificationCenter.publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The notifications of one name, as Combine's
  /// `NotificationCenter.Publisher`.
  public struct Publisher: OpenCombine.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The center posted to.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object they come from, or nil for any.
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      nonisolated(unsafe) let observer = token
      let center = self.center
      subject.handleEvents(receiveCancel: { center.removeObserver(observer) }).receive(subscriber: subscriber)
    }
  }
}
