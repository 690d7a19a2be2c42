import Foundation

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// `Sendable`, as SwiftUI's is: a binding is handed to main-actor views
/// from wherever a film or a test makes it, and it reads and writes only
/// while the graph that owns the value runs (one thread at a time).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  /// The transaction writes through this binding use.
  public var transaction: Transaction

  /// A binding reading with `get` and writing with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = { value, _ in set(value) }
    self.transaction = Transaction()
  }

  /// A binding whose writes also receive the transaction they happen in.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getValue = get
    self.setValue = set
    self.transaction = Transaction()
  }

  /// A binding to an unchanging value; writes are ignored, as in SwiftUI.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value; setting it writes through, in the current transaction (or
  /// the binding's own, if it has an animation).
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set {
      let current = Transaction.current
      setValue(newValue, transaction.animation != nil && current.animation == nil ? transaction : current)
    }
  }

  /// The binding itself (`$value`).
  public var projectedValue: Binding<Value> { self }

  /// A binding from a projected value (`init(_ binding:)` in `@Binding var`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] }, set: { subject, transaction in
      var value = base.getValue()
      value[keyPath: keyPath] = subject
      base.setValue(value, transaction)
    })
  }

  /// This binding with writes animated by `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var binding = self
    binding.transaction.animation = animation
    return binding
  }

  /// This binding with writes in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}
