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

  /// A published property with an initial value.
  public init(wrappedValue: Value) { box = StateStore.Box(value: wrappedValue, store: nil) }

  /// The value; setting it announces the change in the current transaction.
  public var wrappedValue: Value {
    get { box.value as! Value }
    nonmutating set {
      if let store = StateStore.current {
        store.write(newValue, to: box, transaction: Transaction.current)
      } else {
        box.value = newValue
      }
    }
  }
}
