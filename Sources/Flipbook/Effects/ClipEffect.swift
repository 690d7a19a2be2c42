import Foundation

/// Clips its content to a shape laid in its frame: what `.clipShape` and
/// `.clipped` apply. Taps outside the shape don't reach the content. The
/// shape animates through its `animatableData`.
nonisolated public struct _ClipEffect<ClipShape: Shape>: ViewModifier, EffectModifier {
  /// The shape clipped to, in the view's frame.
  public var shape: ClipShape
  /// Its fill rule and antialiasing.
  public var style: FillStyle

  /// An effect clipping content to `shape`.
  public init(shape: ClipShape, style: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
  }

  public var animatableData: ClipShape.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody() }

  /// The clip outline in root space.
  private func outline(in frame: CGRect) -> Path {
    shape.path(in: CGRect(origin: .zero, size: frame.size))
      .applying(CGAffineTransform(translationX: frame.minX, y: frame.minY))
  }

  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    list.append(.clip(outline(in: frame), style), content)
  }

  func mapTap(_ point: CGPoint, in frame: CGRect) -> CGPoint? {
    shape.path(in: CGRect(origin: .zero, size: frame.size))
      .contains(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), eoFill: style.isEOFilled) ? point : nil
  }
}

nonisolated extension View {
  /// Clips the view to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipEffect(shape: shape, style: style))
  }

  /// Clips the view to its frame; `antialiased` smooths edges off the
  /// pixel grid (frames are on it, so it rarely shows).
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
  }
}
