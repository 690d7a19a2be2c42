import Foundation

/// A type that publishes a property marked with an attribute, as
/// Combine's `@Published`.
///
/// Setting the property sends, in this order and before the value is
/// stored, `objectWillChange` of the enclosing `ObservableObject` and the
/// new value to `$property`'s subscribers, as Combine does (both run in the
/// property's `willSet`).
///
/// The value lives in a box Flipbook can see: a write during a film's
/// action is logged with the transaction it is made in, so `model.o = 1;
/// withAnimation { model.o = 0.3 }` shows 1 at once, then animates 1 → 0.3,
/// as with `@State` (Flipbook issue #17, "transactions per write").
/// Outside a film a write just stores the value.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  /// A published property with an initial value (Combine's older spelling).
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value; see the type's description for what setting it does.
  public var wrappedValue: Value {
    get { storage.value as! Value }
    nonmutating set { storage.set(newValue) }
  }

  /// The property's values as a publisher (`$count`): the current value
  /// when subscribed, then each new one as it is set.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    nonmutating set {}
  }

  /// The publisher of a published property's values, as Combine's
  /// `Published.Publisher`.
  public struct Publisher: OpenCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: PublishedStorage<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      Just(storage.value as! Value).append(storage.subject).receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Failure == Never {
  /// Republishes this publisher's values through a published property,
  /// as Combine's `assign(to:)`: the subscription lasts as long as the
  /// property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.assignment = sink { [weak storage] value in storage?.set(value) }
  }
}

/// The storage of a published value, as Flipbook sees it: the value, and
/// the publisher of the object it belongs to once installed.
public class _PublishedBox: @unchecked Sendable {
  /// The value (Flipbook replays writes through it).
  public var value: Any
  /// The enclosing object's `objectWillChange`, installed on first use.
  var objectWillChange: ObservableObjectPublisher?

  init(value: Any) { self.value = value }
}

final class PublishedStorage<Value>: _PublishedBox, @unchecked Sendable {
  let subject = PassthroughSubject<Value, Never>()
  var assignment: AnyCancellable?

  init(_ value: Value) { super.init(value: value) }

  func set(_ newValue: Value) {
    objectWillChange?.send()
    subject.send(newValue)
    // The running graph stores the write with its transaction; else the
    // value is simply stored.
    if _FilmContexts.current?.publishedWrite(newValue, to: self) != true { value = newValue }
  }
}

/// A `@Published` field, found by reflection when `objectWillChange` is
/// synthesized.
protocol PublishedField { var box: _PublishedBox { get } }

extension Published: PublishedField {
  var box: _PublishedBox { storage }
}
