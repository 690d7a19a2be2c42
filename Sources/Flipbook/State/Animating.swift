import Foundation

extension ResolveInputs {
  /// The value to present for `attribute` of this view: the model value
  /// outside a running graph; inside one, the value the animation in flight
  /// shows at this pass (see `Animator`).
  @_disfavoredOverload
  func animated<T: VectorArithmetic>(_ value: T, _ attribute: AnimatableAttribute) -> T {
    guard let memory else { return value }
    if seeding {
      memory.animations.seed(value, at: identity, attribute)
      return value
    }
    return memory.animations.present(value, at: identity, attribute, transaction: transaction)
  }

  /// The value with its `animatableData` presented.
  func animated<T: Animatable>(_ value: T, _ attribute: AnimatableAttribute) -> T {
    guard memory != nil else { return value }
    let data = value.animatableData
    let presentedData = animated(data, attribute)
    // Unchanged data leaves the value untouched (no conversion round trip).
    guard presentedData != data else { return value }
    var presented = value
    presented.animatableData = presentedData
    return presented
  }

  /// A style presented for animation: a colour interpolates (a shape's
  /// fill, a template image's tint), and so do a gradient's geometry and
  /// stops (ShapeStyle+Interpolation.swift); other styles are drawn as
  /// they are.
  func animatedStyle(_ style: AnyShapeStyle) -> AnyShapeStyle {
    guard memory != nil else { return style }
    if let color = style._color(in: environment) {
      return AnyShapeStyle(Color(animated(color.resolve(in: environment), .color)))
    }
    // A gradient's geometry and stops (ShapeStyle+Interpolation.swift).
    guard let interpolated = style.base as? any InterpolatedStyle else { return style }
    func present<S: InterpolatedStyle>(_ style: S) -> AnyShapeStyle? {
      let vector = style.styleVector(in: environment)
      let presented = animated(vector, .styleData(count: vector.count))
      // Any other length (the empty zero) is not this style's data: drawn as it is.
      return presented == vector || presented.count != vector.count ? nil : AnyShapeStyle(style.with(presented))
    }
    return present(interpolated) ?? style
  }

  /// A modifier with its `animatableData` presented: how every `Animatable`
  /// modifier animates, built-in effects and user modifiers alike.
  func animatedModifier<M: Animatable>(_ modifier: M) -> M { animated(modifier, .modifier(M.self)) }

  /// A view conforming to `Animatable` with its `animatableData` presented,
  /// before its body is evaluated, as SwiftUI animates custom views.
  func animatedView<V: View>(_ view: V) -> V {
    // A shape animates as its `_ShapeView` body (the `.shape` attribute):
    // animating it here too would animate its data twice over.
    guard !(view is any Shape) else { return view }
    return animatedIfAnimatable(view, .view)
  }

  /// `value` with its `animatableData` presented as `attribute` when its
  /// type conforms to `Animatable` (known only at run time: a custom view,
  /// a user modifier), else `value` itself.
  func animatedIfAnimatable<T>(_ value: T, _ attribute: AnimatableAttribute) -> T {
    guard memory != nil, let animatable = value as? any Animatable else { return value }
    func present<A: Animatable>(_ value: A) -> T { animated(value, attribute) as! T }
    return present(animatable)
  }
}
