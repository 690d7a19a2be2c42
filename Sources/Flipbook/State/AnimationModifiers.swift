import Foundation

nonisolated extension View {
  /// Animates changes in this view with `animation` whenever `value`
  /// changes, as SwiftUI's `.animation(_:value:)`: in a pass where `value`
  /// differs from the previous pass's, the transaction of this subtree (and
  /// only this subtree) takes `animation`, replacing the one the state
  /// change came with; `nil` makes those changes immediate. When `value` is
  /// unchanged, or the transaction disables animations, the transaction
  /// passes through untouched.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_ValueAnimationModifier(animation: animation, value: value))
  }

  /// Animates every change in this view with `animation` (the iOS 13 form,
  /// deprecated in iOS 15 in favour of `.animation(_:value:)`): the
  /// subtree's transaction always takes `animation`, unless it disables
  /// animations.
  public func animation(_ animation: Animation?) -> some View {
    transaction { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }

  /// Changes the transaction of this subtree: `transform` receives the
  /// transaction in effect and may change its animation or disable the
  /// animations set further down.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier(transform: transform))
  }
}

nonisolated struct _ValueAnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: V

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    var inputs = inputs
    if let memory = inputs.memory, !inputs.seeding,
      memory.lifecycle.watch(value, at: inputs.identity), !inputs.transaction.disablesAnimations {
      inputs.transaction.animation = animation
    }
    return content(inputs)
  }
}

nonisolated struct _TransactionModifier: ViewModifier, PrimitiveModifier {
  let transform: (inout Transaction) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    var inputs = inputs
    transform(&inputs.transaction)
    return content(inputs)
  }
}
