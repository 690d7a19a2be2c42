import Foundation

/// The `.move(edge:)` transition's effect: the content offset towards
/// `edge` by `amount` times its own width or height (1 puts it just outside
/// its frame on that side).
nonisolated struct _MoveEffect: ViewModifier, EffectModifier, TransformEffect, Equatable {
  var edge: Edge
  var amount: CGFloat

  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> Never { primitiveBody() }

  func transform(in frame: CGRect) -> CGAffineTransform {
    switch edge {
    case .leading: CGAffineTransform(translationX: -frame.width * amount, y: 0)
    case .trailing: CGAffineTransform(translationX: frame.width * amount, y: 0)
    case .top: CGAffineTransform(translationX: 0, y: -frame.height * amount)
    case .bottom: CGAffineTransform(translationX: 0, y: frame.height * amount)
    }
  }
}
