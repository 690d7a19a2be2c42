import Foundation

/// A value a gesture sets while it goes on, back to its initial value when
/// the gesture ends, as SwiftUI's `@GestureState`: set it from
/// `.updating($state) { value, state, transaction in … }`. Views can't set
/// it; they read it, and it is kept like `@State`'s across a film's frames.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let location: StateLocation<Value>
  /// How the value goes back: reset to the initial value, with the given
  /// transaction.
  let resetAction: (Value, inout Transaction) -> Void

  /// A gesture state starting at, and returning to, `wrappedValue`.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

  /// A gesture state starting at, and returning to, `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state that returns to its initial value with `resetTransaction`
  /// (an animation there animates the return).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    location = StateLocation(wrappedValue)
    resetAction = { _, transaction in transaction = resetTransaction }
  }

  /// A gesture state that calls `reset` with its value and the return's
  /// transaction when the gesture ends.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    location = StateLocation(wrappedValue)
    resetAction = reset
  }

  /// The value.
  public var wrappedValue: Value { location.value }

  /// The state itself, for `.updating($state)`.
  public var projectedValue: GestureState<Value> { self }

  func set(_ value: Value, transaction: Transaction) { location.set(value, transaction: transaction) }

  func reset() {
    var transaction = Transaction()
    resetAction(location.value, &transaction)
    location.set(location.initial, transaction: transaction)
  }

  func link(to store: StateStore, key: StateStore.Key) { location.link(to: store, key: key) }
}

extension GestureState: StateLinkable {}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil, returning with `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }

  /// A gesture state starting at nil, returning through `reset`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}
