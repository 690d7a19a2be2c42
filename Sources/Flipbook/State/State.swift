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
  public var projectedValue: Binding<Value> {
    let location = self.location
    return Binding(get: { location.value }, set: { location.set($0, transaction: $1) })
  }

  func link(to store: StateStore, key: StateStore.Key) {
    location.link(store.box(for: key, initial: location.initial))
  }
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

  var value: Value { (box?.value as? Value) ?? local }

  func set(_ newValue: Value, transaction: Transaction) {
    if let box {
      box.store?.write(newValue, to: box, transaction: transaction)
    } else {
      local = newValue
    }
  }
}

/// The persistent state of a view tree, keyed by view identity and
/// property name; records each write with its transaction.
final class StateStore {
  struct Key: Hashable {
    let identity: ViewIdentity
    let property: String
  }

  final class Box {
    var value: Any
    weak var store: StateStore?
    init(value: Any, store: StateStore) {
      self.value = value
      self.store = store
    }
  }

  private var boxes: [Key: (box: Box, pass: Int)] = [:]
  private var pass = 0
  /// Writes since the last `takeWrites()`, with their transactions.
  private(set) var writes: [Transaction] = []

  /// The store of the graph whose actions are running (a film's tap, step
  /// or `onAppear`): where `@Published` and `objectWillChange` announce
  /// their changes.
  @TaskLocal static var current: StateStore?

  /// The box for `key`, made with `initial` the first time.
  func box<Value>(for key: Key, initial: Value) -> Box {
    if let entry = boxes[key] {
      boxes[key] = (entry.box, pass)
      return entry.box
    }
    let box = Box(value: initial, store: self)
    boxes[key] = (box, pass)
    return box
  }

  /// The box for `key`, its value made by `make` the first time only.
  func box(for key: Key, make: () -> Any) -> Box {
    if let entry = boxes[key] {
      boxes[key] = (entry.box, pass)
      return entry.box
    }
    let box = Box(value: make(), store: self)
    boxes[key] = (box, pass)
    return box
  }

  /// Starts a pass: boxes not asked for until `endPass` belong to views
  /// that left the tree.
  func beginPass() { pass += 1 }

  /// Drops the state of views that left the tree, so a view inserted
  /// again starts from its initial values, as in SwiftUI.
  func endPass() { boxes = boxes.filter { $0.value.pass == pass } }

  func write(_ value: Any, to box: Box, transaction: Transaction) {
    box.value = value
    writes.append(transaction)
  }

  /// Records a change made outside any box (an observable object's).
  func recordChange(_ transaction: Transaction) { writes.append(transaction) }

  /// Whether writes are waiting for a pass.
  var hasWrites: Bool { !writes.isEmpty }

  /// The transactions of the writes since the last call.
  func takeWrites() -> [Transaction] {
    defer { writes = [] }
    return writes
  }
}

/// Reads a value from the environment, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value in the view's environment (the default outside a body).
  public var wrappedValue: Value { (box.environment ?? EnvironmentValues())[keyPath: keyPath] }
}

final class EnvironmentBox {
  var environment: EnvironmentValues?
}

extension ResolveInputs {
  /// Links the view's `@State` properties to the store and gives its
  /// `@Environment` properties the environment, before its body runs.
  func prepareDynamicProperties<V>(of view: V) {
    for child in Mirror(reflecting: view).children {
      if let environment = child.value as? EnvironmentReader {
        environment.read(self.environment)
      } else if let store = stateStore, let state = child.value as? StateLinkable {
        state.link(to: store, key: StateStore.Key(identity: identity, property: child.label ?? ""))
      }
    }
  }
}

protocol StateLinkable {
  func link(to store: StateStore, key: StateStore.Key)
}

extension State: StateLinkable {}

protocol EnvironmentReader {
  func read(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentReader {
  func read(_ environment: EnvironmentValues) { box.environment = environment }
}
