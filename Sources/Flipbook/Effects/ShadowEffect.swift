import Foundation

/// Draws a shadow under each shape its content draws (use
/// `compositingGroup()` first to shadow the whole): what `.shadow` applies.
/// The radius sets the blur: a Gaussian whose standard deviation is 0.95 of
/// it, as iOS draws shadows (`GraphicsContext.Filter.shadowDeviationPerRadius`,
/// measured); colour, radius and offset animate.
nonisolated public struct _ShadowEffect: ViewModifier, EffectModifier {
  /// The shadow's colour.
  public var color: Color
  /// The blur radius, in points.
  public var radius: CGFloat
  /// The shadow's offset, in points.
  public var offset: CGSize

  /// Whether the shadow falls inside the ink (a `ShadowStyle.inner`):
  /// the outside's shadow, kept within what is drawn, over it.
  var isInner = false

  /// A shadow effect.
  public init(color: Color, radius: CGFloat, offset: CGSize) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }

  init(color: Color, radius: CGFloat, offset: CGSize, isInner: Bool) {
    self.init(color: color, radius: radius, offset: offset)
    self.isInner = isInner
  }

  public var animatableData: AnimatablePair<Color.Resolved.AnimatableData, AnimatablePair<CGFloat, CGSize.AnimatableData>> {
    get {
      AnimatablePair(
        color.resolve(in: EnvironmentValues()).animatableData, AnimatablePair(radius, offset.animatableData))
    }
    set {
      var resolved = color.resolve(in: EnvironmentValues())
      resolved.animatableData = newValue.first
      color = Color(resolved)
      radius = newValue.second.first
      offset.animatableData = newValue.second.second
    }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  /// The colour resolved in the view's environment (named and system
  /// colours depend on it), so the animatable data reads the right colour.
  func resolved(in environment: EnvironmentValues) -> _ShadowEffect {
    var effect = self
    effect.color = Color(color.resolve(in: environment))
    return effect
  }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    let options: GraphicsContext.ShadowOptions = isInner ? .invertsAlpha : []
    list.append(.filter(.shadow(color: color, radius: radius, x: offset.width, y: offset.height, options: options)), content)
  }
}

nonisolated extension View {
  /// Adds a shadow to every shape the view draws (use `compositingGroup()`
  /// first to shadow the whole). The blur is a Gaussian of 0.95 of the
  /// radius (measured on iOS); the default colour is black at 33 % in
  /// linear sRGB, as in SwiftUI.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}
