import Foundation

extension ResolveInputs {
  /// The value to present for an animatable attribute `name` of this view:
  /// the model value outside a running graph; inside one, the value the
  /// animation in flight shows at this pass (see `Animator`).
  @_disfavoredOverload
  func animated<T: VectorArithmetic>(_ value: T, _ name: String) -> T {
    guard let animator else { return value }
    if seeding {
      animator.seed(value, at: identity, name: name)
      return value
    }
    return animator.present(value, at: identity, name: name, transaction: transaction)
  }

  /// The value with its `animatableData` presented.
  func animated<T: Animatable>(_ value: T, _ name: String) -> T {
    guard animator != nil else { return value }
    let data = value.animatableData
    let presentedData = animated(data, name)
    // Unchanged data leaves the value untouched (no conversion round trip).
    guard presentedData != data else { return value }
    var presented = value
    presented.animatableData = presentedData
    return presented
  }

  /// A layout length presented when it is set and finite (nil and
  /// infinity never animate: there is nothing to interpolate).
  func animatedLength(_ value: CGFloat?, _ name: String) -> CGFloat? {
    guard let value, value.isFinite else { return value }
    return animated(value, name)
  }

  /// The shape with its `animatableData` presented.
  func animatedShape<S: Shape>(_ shape: S) -> S { animated(shape, "shape") }

  /// A view conforming to `Animatable` with its `animatableData` presented,
  /// before its body is evaluated, as SwiftUI animates custom views.
  func animatedView<V: View>(_ view: V) -> V {
    // A shape animates as its `_ShapeView` body (the "shape" attribute):
    // animating it here too would animate its data twice over.
    guard animator != nil, !(view is any Shape), let animatable = view as? any Animatable else { return view }
    func present<A: Animatable>(_ value: A) -> V { animated(value, "view") as! V }
    return present(animatable)
  }
}
