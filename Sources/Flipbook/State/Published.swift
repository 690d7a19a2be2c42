import Foundation

/// A property of an `ObservableObject` whose changes update views.
///
/// Its value lives in a box the graph can see, so a write carries its own
/// transaction as `@State`'s do: `model.o = 1; withAnimation { model.o = 0.3 }`
/// shows 1 at once, then animates 1 → 0.3 (issue #17, "transactions per
/// write"). Outside a graph's action (an object used on its own) a write
/// just sets the value.
@propertyWrapper
public struct Published<Value> {
  private let box: StateStore.Box
  private let subscribers = SubscriberList<Value, Never>()

  /// A published property with an initial value.
  public init(wrappedValue: Value) { box = StateStore.Box(value: wrappedValue, store: nil) }

  /// The value; setting it announces the change in the current transaction
  /// and sends the new value to `$property`'s subscribers.
  public var wrappedValue: Value {
    get { box.value as! Value }
    nonmutating set {
      subscribers.send(newValue)
      if let store = StateStore.current {
        store.write(newValue, to: box, transaction: Transaction.current)
      } else {
        box.value = newValue
      }
    }
  }

  /// The property's values as a publisher (`$count`), as Combine's
  /// `Published.Publisher`: the current value when subscribed, then each
  /// new one as it is set.
  public var projectedValue: Publisher { Publisher(box: box, subscribers: subscribers) }

  /// The values of a published property.
  public struct Publisher: Flipbook.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: StateStore.Box
    let subscribers: SubscriberList<Value, Never>

    public func _subscribe(
      _ receive: @escaping (Value) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      if let value = box.value as? Value { receive(value) }
      return subscribers.add(receive, complete)
    }
  }
}
