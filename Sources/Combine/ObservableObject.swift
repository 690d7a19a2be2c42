import Foundation

/// A type of object with a publisher that emits before the object has
/// changed, as Combine's `ObservableObject`.
///
/// By default `objectWillChange` is synthesized: one
/// `ObservableObjectPublisher` shared by the object's `@Published`
/// properties, which sends before any of them changes. A class with no
/// published property gets a new publisher at each access, as in Combine;
/// such a class announces its changes with its own publisher.
///
/// In Flipbook a view that observes the object (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`) is re-evaluated at every frame, so
/// it always sees current values; what a change announces is its
/// transaction (see `Published`).
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties share, installed
  /// in them on first use.
  public var objectWillChange: ObservableObjectPublisher {
    var fields: [_PublishedBox] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let field = child.value as? PublishedField else { continue }
        if let installed = field.box.objectWillChange { return installed }
        fields.append(field.box)
      }
      mirror = current.superclassMirror
    }
    let publisher = ObservableObjectPublisher()
    for field in fields { field.objectWillChange = publisher }
    return publisher
  }
}

/// A publisher that publishes changes from observable objects, as
/// Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// Creates an observable object publisher.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  /// Announces that the object is about to change.
  public func send() {
    // Before the subscribers hear it: the running graph records the change
    // in the current transaction.
    _FilmContexts.current?.objectWillChange()
    subject.send(())
  }
}
