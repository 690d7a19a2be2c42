import Foundation

extension ResolveInputs {
  /// Links the view's `@State` properties to the store and gives its
  /// `@Environment` properties the environment, before its body runs.
  /// A type found to have none is not reflected on again.
  func prepareDynamicProperties<V>(of view: V) {
    guard DynamicPropertyTypes.mayHaveDynamicProperties(V.self) else { return }
    var found = false
    for child in Mirror(reflecting: view).children {
      if let environment = child.value as? EnvironmentReader {
        environment.read(self.environment)
        found = true
      } else if let state = child.value as? StateLinkable {
        found = true
        if let stateStore { state.link(to: stateStore, key: StateStore.Key(identity: identity, property: child.label ?? "")) }
      }
    }
    if !found { DynamicPropertyTypes.noteHasNone(V.self) }
  }
}

/// The view and modifier types known to have no dynamic property (a memo of
/// what reflection found, shared by every graph: a type's fields never change).
enum DynamicPropertyTypes {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var withoutAny: Set<ObjectIdentifier> = []

  static func mayHaveDynamicProperties(_ type: Any.Type) -> Bool {
    lock.withLock { !withoutAny.contains(ObjectIdentifier(type)) }
  }

  static func noteHasNone(_ type: Any.Type) {
    _ = lock.withLock { withoutAny.insert(ObjectIdentifier(type)) }
  }
}

protocol StateLinkable {
  func link(to store: StateStore, key: StateStore.Key)
}

extension State: StateLinkable {}
