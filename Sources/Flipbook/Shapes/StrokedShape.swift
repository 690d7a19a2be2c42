import Foundation

/// A shape's stroke as a shape: what `stroke(style:)` and
/// `stroke(lineWidth:)` return, as in SwiftUI. Its path is the stroke's
/// outline (`Path.strokedPath(_:)`), so it can be clipped to or trimmed;
/// drawn as a view or filled with a style it is drawn by Cairo's stroker,
/// exactly as `stroke(_:style:)` would. The shape and the stroke's width
/// animate.
nonisolated public struct _StrokedShape<Base: Shape>: Shape, PrimitiveView {
  /// The shape stroked.
  public var shape: Base
  /// How it is stroked.
  public var style: StrokeStyle

  public init(shape: Base, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  public var animatableData: AnimatablePair<Base.AnimatableData, StrokeStyle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, style.animatableData) }
    set {
      shape.animatableData = newValue.first
      style.animatableData = newValue.second
    }
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    strokeNodes(style: AnyShapeStyle(ForegroundStyle()), inputs)
  }
}

/// A shape that is a stroke of another, which `fill` draws as that stroke.
protocol StrokeOutline {
  func strokeNodes(style: AnyShapeStyle, _ inputs: ResolveInputs) -> [ViewNode]
}

extension _StrokedShape: StrokeOutline {
  func strokeNodes(style paint: AnyShapeStyle, _ inputs: ResolveInputs) -> [ViewNode] {
    _ShapeView(shape: shape, style: paint, drawing: .stroke(style)).makeNodes(inputs)
  }
}
