import Foundation

/// A value a view owns, kept across re-evaluations of its body, as
/// SwiftUI's `@State`.
///
/// Storage lives outside the view struct: when a view is resolved inside a
/// running film, each `State` property is linked to the film's store under
/// the view's structural identity and the property's name, so the value
/// survives from frame to frame, and a write records the transaction it
/// happened in (which is how `withAnimation` animates). Outside a film
/// (`ImageRenderer`), the value is the initial one, as in a first render.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// A state with an initial value (`@State var x = 0`).
  public init(wrappedValue value: Value) { location = StateLocation(value) }

  /// A state with an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value; writing it updates the view.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the value (`$x`).
  public var projectedValue: Binding<Value> { location.binding }

  func link(to store: StateStore, key: StateStore.Key) { location.link(to: store, key: key) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

/// Properties the resolver prepares before evaluating a view's body
/// (`@State`, `@Environment`), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {}

/// Where a `State` reads and writes: its own initial value until linked to
/// a store's box.
final class StateLocation<Value> {
  let initial: Value
  private var box: StateStore.Box?
  private var local: Value

  init(_ value: Value) {
    initial = value
    local = value
  }

  func link(_ box: StateStore.Box) { self.box = box }

  /// Links to `store`'s box under `key`, made with the initial value the
  /// first time (`@State`, `@FocusState` and `@GestureState` alike).
  func link(to store: StateStore, key: StateStore.Key) { link(store.box(for: key, initial: initial)) }

  /// The box's value once linked, else the local one. (Unwrapping the box
  /// first matters for an optional `Value`: `nil as? Int?` succeeds, so
  /// an unlinked `@State var tab: Int? = 1` would read nil.)
  var value: Value {
    guard let box else { return local }
    return box.value as? Value ?? local
  }

  /// A binding that reads and writes here, each write in its transaction.
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.set($0, transaction: $1) }) }

  func set(_ newValue: Value, transaction: Transaction) {
    if let box {
      box.store?.write(newValue, to: box, transaction: transaction)
    } else {
      local = newValue
    }
  }
}
