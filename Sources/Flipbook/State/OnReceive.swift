import Foundation

// `onReceive(_:perform:)`: a view's subscription to a Combine publisher.
// It subscribes when its view appears in a running graph, performs with
// the latest closure the view made (so it sees the view's current state),
// and cancels when the view leaves; an `ImageRenderer` still subscribes to
// nothing. A timer publisher connected inside a film fires on film time
// (the Combine module's Timer+Publish.swift).

nonisolated extension View {
  /// Performs `action` with each value `publisher` sends while this view
  /// is in a running graph (see the essay above).
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// The subscription an `onReceive` holds, with the latest action.
final class ReceiveSubscription<Output> {
  var action: (Output) -> Void
  var cancellable: AnyCancellable?

  init(action: @escaping (Output) -> Void) { self.action = action }
}

nonisolated struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, let store = inputs.stateStore, !inputs.seeding {
      let key = StateStore.Key(identity: inputs.identity, property: .onReceive)
      let action = self.action
      if let subscription = store.box(for: key, make: { ReceiveSubscription<P.Output>(action: action) }).value
        as? ReceiveSubscription<P.Output>
      {
        subscription.action = action
        let publisher = self.publisher
        memory.lifecycle.appear(
          at: inputs.identity,
          onAppear: { [weak subscription] in
            subscription?.cancellable = publisher.sink { value in subscription?.action(value) }
          },
          onDisappear: { [weak subscription] in
            subscription?.cancellable?.cancel()
            subscription?.cancellable = nil
          })
      }
    }
    return content(inputs)
  }
}
