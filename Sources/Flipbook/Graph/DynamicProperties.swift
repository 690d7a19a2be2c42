import Foundation

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
