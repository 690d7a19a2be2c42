import Foundation

/// The persistent state of a view tree, keyed by view identity and
/// property name; records each write with its transaction.
final class StateStore {
  init() {}

  /// Where a box lives: the view's identity and which of its slots.
  struct Key: Hashable {
    let identity: ViewIdentity
    let property: Property
  }

  /// The slots a view keeps state in.
  enum Property: Hashable {
    /// A dynamic property (`@State`, `@StateObject` …) by its stored
    /// property's label.
    case stored(label: String)
    /// The task a `.task` modifier runs (its id and cancellation).
    case task
    /// An `onReceive` subscription.
    case onReceive
    /// A `TabView`'s own selection when none is bound.
    case selection
    /// A film's root state.
    case filmRoot
    /// A `ScrollView`'s content offset, moved by a film's drag.
    case scrollOffset
    /// A representable's UIKit view and coordinator.
    case representable
  }

  /// Storage a write replays through: a box, or a `@Published` value's.
  protocol ValueBox: AnyObject {
    var value: Any { get set }
  }

  final class Box: ValueBox {
    var value: Any
    weak var store: StateStore?
    init(value: Any, store: StateStore?) {
      self.value = value
      self.store = store
    }
  }

  private var boxes: [Key: (box: Box, pass: Int)] = [:]
  private var pass = 0
  /// One change: a box's new value with its transaction, or (box nil) a
  /// change an observable object announced.
  struct Write {
    let box: (any ValueBox)?
    let value: Any?
    /// The box's value before this write.
    var previous: Any? = nil
    let transaction: Transaction
  }

  /// Writes since the last `takeWrites()`, in order.
  private(set) var writes: [Write] = []

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

  /// The scene's `@SceneStorage` values, by key: shared by every view of
  /// the scene that uses the key, and kept while the graph runs (not
  /// dropped when a view leaves).
  private var sceneBoxes: [String: Box] = [:]

  /// The scene storage box for `key`, made with `initial` the first time.
  func sceneBox(for key: String, initial: Any) -> Box {
    if let box = sceneBoxes[key] { return box }
    let box = Box(value: initial, store: self)
    sceneBoxes[key] = box
    return box
  }

  /// Starts a pass: boxes not asked for until `endPass` belong to views
  /// that left the tree.
  func beginPass() { pass += 1 }

  /// Drops the state of views that left the tree, so a view inserted
  /// again starts from its initial values, as in SwiftUI.
  func endPass() {
    if boxes.contains(where: { $0.value.pass != pass }) { boxes = boxes.filter { $0.value.pass == pass } }
  }

  func write(_ value: Any, to box: any ValueBox, transaction: Transaction) {
    let previous = box.value
    box.value = value
    writes.append(Write(box: box, value: value, previous: previous, transaction: transaction))
  }

  /// Records a change made outside any box (an observable object's).
  func recordChange(_ transaction: Transaction) { writes.append(Write(box: nil, value: nil, transaction: transaction)) }

  /// Whether writes are waiting for a pass.
  var hasWrites: Bool { !writes.isEmpty }

  /// The writes since the last call, in order.
  func takeWrites() -> [Write] {
    defer { writes = [] }
    return writes
  }
}
