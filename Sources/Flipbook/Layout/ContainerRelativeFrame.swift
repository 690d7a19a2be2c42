import Foundation

// `containerRelativeFrame` (iOS 17) sizes a view from its container's
// size: the nearest scroll view's visible area or the window's safe area.
// Flipbook's container is the canvas's safe area (a preview's screen, a
// film's size); a scroll view does not start a new container (Flipbook's
// show their start, so the canvas is what is visible in the common case
// of a full-screen scroll view). With no fixed canvas (an `ImageRenderer`
// of a view's ideal size) the modifier changes nothing.

struct _ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    guard let container = inputs.containerSize else { return content(inputs) }
    func clean(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(v, 0) : nil }
    let width = axes.contains(.horizontal) ? clean(length(container.width, .horizontal)) : nil
    let height = axes.contains(.vertical) ? clean(length(container.height, .vertical)) : nil
    let framed = _FrameLayout(width: width, height: height, alignment: alignment)
    return framed.makeNodes(content: content, inputs)
  }
}

extension View {
  /// Sizes the view along `axes` to its container's size there (see the
  /// note atop this file for what the container is).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes the view along `axes` to `span` of `count` equal parts of its
  /// container, `spacing` between parts: `(length − spacing · (count −
  /// 1)) / count · span + spacing · (span − 1)`. A count below 1 counts as 1.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let parts = CGFloat(max(count, 1)), spans = CGFloat(max(span, 1))
    return modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
      (length - spacing * (parts - 1)) / parts * spans + spacing * (spans - 1)
    })
  }

  /// Sizes the view along `axes` to what `length` makes of its container's
  /// size there.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
  }
}
