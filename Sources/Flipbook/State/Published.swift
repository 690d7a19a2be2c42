import Foundation

/// A property of an `ObservableObject` whose changes update views.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property with an initial value.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// The value; setting it announces the change in the current transaction.
  public var wrappedValue: Value {
    get { value }
    set {
      StateStore.current?.recordChange(Transaction.current)
      value = newValue
    }
  }
}
