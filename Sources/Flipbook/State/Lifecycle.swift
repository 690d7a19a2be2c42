import Foundation

extension View {
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

struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let animator = inputs.animator, !inputs.seeding {
      animator.appear(at: inputs.identity, onAppear: onAppear, onDisappear: onDisappear)
    }
    return content(inputs)
  }
}

extension View {
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

struct _ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let animator = inputs.animator, !inputs.seeding {
      animator.observe(value, at: inputs.identity, initial: initial, action: action)
    }
    return content(inputs)
  }
}
