import Foundation

extension ResolveInputs {
  /// The value to present for an animatable attribute `name` of this view.
  /// Without a film running animations, the model value itself.
  @_disfavoredOverload
  func animated<T: VectorArithmetic>(_ value: T, _ name: String) -> T {
    animator?.present(value, at: identity, name: name) ?? value
  }

  /// The value to present for an animatable attribute `name` of this view.
  func animated<T: Animatable>(_ value: T, _ name: String) -> T {
    guard let animator else { return value }
    var presented = value
    presented.animatableData = animator.present(value.animatableData, at: identity, name: name)
    return presented
  }

  /// The shape with its `animatableData` presented.
  func animatedShape<S: Shape>(_ shape: S) -> S { animated(shape, "shape") }
}

/// Supplies presented values for animatable attributes: a film's
/// animation state (see `Film`), keyed by view identity and attribute.
protocol Animator: AnyObject {
  func present<T: VectorArithmetic>(_ value: T, at identity: ViewIdentity, name: String) -> T
}
