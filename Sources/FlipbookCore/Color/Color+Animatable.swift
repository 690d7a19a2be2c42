import Foundation

extension Color.Resolved: Animatable {
  /// The colour in linear light, premultiplied by its opacity, and the
  /// opacity: what an animation interpolates. Linear light keeps a cross
  /// between two colours from dipping darker, and premultiplying keeps a
  /// fade to `.clear` from tinting the colour towards black.
  public var animatableData: AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>> {
    get {
      AnimatablePair(
        AnimatablePair(linearRed * opacity, linearGreen * opacity),
        AnimatablePair(linearBlue * opacity, opacity))
    }
    set {
      let alpha = min(max(newValue.second.second, 0), 1)
      let scale: Float = alpha > 0 ? 1 / alpha : 0
      self = Color.Resolved(
        colorSpace: .sRGBLinear,
        red: newValue.first.first * scale, green: newValue.first.second * scale, blue: newValue.second.first * scale,
        opacity: alpha)
    }
  }
}
