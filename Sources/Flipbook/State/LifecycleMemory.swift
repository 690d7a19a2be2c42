import Foundation

/// What a running view graph remembers of its views' lifecycles (part of
/// its `GraphMemory`): which views have appeared (and their `onDisappear`),
/// the values `.animation(_:value:)` watches and `onChange(of:)` observes,
/// and the actions a pass queued to run after it.
final class LifecycleMemory {
  private var pass = 0
  private var watchedValues: [ViewIdentity: (value: Any, visited: Int)] = [:]
  private var observedValues: [ViewIdentity: (value: Any, visited: Int)] = [:]
  private var appeared: [ViewIdentity: (onDisappear: (() -> Void)?, visited: Int)] = [:]
  private var appearActions: [() -> Void] = []

  /// Starts pass number `pass`.
  func beginPass(_ pass: Int) {
    self.pass = pass
    appearActions = []
  }

  /// Ends the pass: forgets what was not visited and returns the actions
  /// to run (`onAppear` of views that appeared and `onChange` actions, in
  /// tree order, then `onDisappear` of those that left).
  func endPass() -> [() -> Void] {
    if watchedValues.contains(where: { $0.value.visited != pass }) {
      watchedValues = watchedValues.filter { $0.value.visited == pass }
    }
    if observedValues.contains(where: { $0.value.visited != pass }) {
      observedValues = observedValues.filter { $0.value.visited == pass }
    }
    var actions = appearActions
    for (identity, entry) in appeared where entry.visited != pass {
      if let onDisappear = entry.onDisappear { actions.append(onDisappear) }
      appeared[identity] = nil
    }
    appearActions = []
    return actions
  }

  /// Whether `value`, watched at `identity` (`.animation(_:value:)`),
  /// differs from the previous pass's. The first pass is no change.
  /// (Only an update pass can change it: frame passes re-read the model.)
  func watch<V: Equatable>(_ value: V, at identity: ViewIdentity) -> Bool {
    defer { watchedValues[identity] = (value, pass) }
    // The entry first: for an optional `V`, a missing entry would cast to
    // a previous nil and the first pass would count as a change.
    guard let entry = watchedValues[identity], let previous = entry.value as? V else { return false }
    return previous != value
  }

  /// Compares `value`, observed at `identity` (`onChange(of:)`), with the
  /// previous pass's; when it differs, `action(old, new)` is queued to run
  /// after the pass. With `initial`, the first pass queues it too, with
  /// the value as both.
  func observe<V: Equatable>(_ value: V, at identity: ViewIdentity, initial: Bool, action: @escaping (V, V) -> Void) {
    defer { observedValues[identity] = (value, pass) }
    if let entry = observedValues[identity], let old = entry.value as? V {
      if old != value { appearActions.append { action(old, value) } }
    } else if initial {
      appearActions.append { action(value, value) }
    }
  }

  /// Notes that the view at `identity` is in the tree; the first time, its
  /// `onAppear` action is queued to run after the pass.
  func appear(at identity: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    if appeared[identity] == nil, let onAppear { appearActions.append(onAppear) }
    appeared[identity] = (onDisappear, pass)
  }
}
