import Foundation

nonisolated extension View {
  /// Runs `action` after the pass in which this view first appears in a
  /// running graph (a film), as SwiftUI's `onAppear`. State it changes,
  /// inside `withAnimation` or not, takes effect at the same instant.
  /// `ImageRenderer` renders a still and runs no actions.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` after the pass in which this view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(onAppear: nil, onDisappear: action))
  }
}

nonisolated struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, !inputs.seeding {
      memory.lifecycle.appear(at: inputs.identity, onAppear: onAppear, onDisappear: onDisappear)
    }
    return content(inputs)
  }
}

nonisolated extension View {
  /// Runs `action` with the new value after a pass in which `value`
  /// changed, as SwiftUI's iOS 14 `onChange(of:perform:)`. State it
  /// changes takes effect at the same instant. (Deprecated in iOS 17 for
  /// the two-value form; both work.)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modifier(_ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action(oldValue, newValue)` after a pass in which `value`
  /// changed (and once when the view appears, with `initial`), as SwiftUI's
  /// `onChange(of:initial:_:)` (iOS 17).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after a pass in which `value` changed (and once when the
  /// view appears, with `initial`), as SwiftUI's `onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}

nonisolated struct _ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, !inputs.seeding {
      memory.lifecycle.observe(value, at: inputs.identity, initial: initial, action: action)
    }
    return content(inputs)
  }
}

nonisolated extension View {
  /// Starts `action` as a task when this view appears and cancels it when
  /// the view disappears, as SwiftUI's `task(priority:_:)`. In a film the
  /// task runs on the film's thread, on film time: `try await
  /// Task.sleep(for: .seconds(1))` resumes one film second later (see
  /// Films.md). `ImageRenderer` renders a still and starts no task.
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Starts `action` as a task when this view appears, and again (after
  /// cancelling the running one) whenever `value` changes; cancels it when
  /// the view disappears, as SwiftUI's `task(id:priority:_:)`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}

nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, let store = inputs.stateStore, !inputs.seeding {
      let key = StateStore.Key(identity: inputs.identity, property: .task)
      if let running = store.box(for: key, make: { RunningTask() }).value as? RunningTask {
        let (priority, action) = (priority, action)
        let origin = "the `.task` of \(inputs.identity.enclosingViewName ?? "the root view")"
        memory.lifecycle.appear(
          at: inputs.identity, onAppear: { running.start(priority: priority, origin: origin, action) },
          onDisappear: { running.cancel() })
        memory.lifecycle.observe(id, at: inputs.identity, initial: false) { _, _ in
          running.cancel()
          running.start(priority: priority, origin: origin, action)
        }
      }
    }
    return content(inputs)
  }
}

/// The task a `.task` modifier started, to cancel when its view leaves or
/// its id changes.
final class RunningTask {
  private var task: Task<Void, Never>?

  /// Starts `action`; in a film, named by `origin` (which view's `.task`
  /// it is) for the messages of `FilmScheduler`.
  func start(priority: TaskPriority, origin: String, _ action: @escaping @Sendable () async -> Void) {
    let scheduler = FilmScheduler.current
    task = FilmTaskOrigin.$name.withValue(origin) {
      Task(priority: priority) {
        scheduler?.taskBegan(origin)
        await action()
        scheduler?.taskEnded(origin)
      }
    }
  }

  func cancel() {
    task?.cancel()
    task = nil
  }
}
