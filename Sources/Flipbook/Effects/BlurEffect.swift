import Foundation

/// Blurs its content as one layer: what `.blur(radius:opaque:)` applies.
/// The radius is the Gaussian's standard deviation in points and animates.
nonisolated public struct _BlurEffect: ViewModifier, EffectModifier, Equatable, Sendable {
  /// The blur radius, in points.
  public var radius: CGFloat
  /// Whether the result is made fully opaque (SwiftUI's `opaque:`).
  public var isOpaque: Bool

  /// A blur effect.
  public init(radius: CGFloat, isOpaque: Bool = false) {
    self.radius = radius
    self.isOpaque = isOpaque
  }

  public var animatableData: CGFloat {
    get { radius }
    set { radius = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    let filter = GraphicsContext.Filter.blur(radius: radius, options: isOpaque ? .opaque : [])
    var layer = DisplayList()
    layer.append(.compositingGroup, content)
    list.append(.filter(filter), layer)
  }
}

nonisolated extension View {
  /// Blurs the view by `radius` points (the Gaussian's standard deviation);
  /// `opaque` makes the result fully opaque, as in SwiftUI.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_BlurEffect(radius: radius, isOpaque: opaque))
  }
}
