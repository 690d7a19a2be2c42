import Foundation

// `containerRelativeFrame` (iOS 17) sizes a view from its container's
// size. SwiftUI's documentation of `containerRelativeFrame(_:alignment:)`:
// the nearest container is "the window presenting a view … or the screen
// of a device on iOS", a navigation stack or split view column, a tab, or
// "a scrollable view like ScrollView or List", its size less its safe area
// insets. Flipbook's containers:
//
// - a `ScrollView`: its own size, as laid out — the layout pass tells the
//   views inside while it measures and places them (`LayoutContainer`);
// - a `List` or `Form`: its content's width, the cards' (the list's
//   width less the inset-grouped margins), not the scroll view's
//   (`_ListRowContainer`). Measured on iOS 26.5 (vault-ios's settings
//   form, 3×): a row of `.padding()` and `.containerRelativeFrame(
//   .horizontal)` is 358 pt wide in a 390-pt form, centred on its row, so
//   its text starts 16 pt inside the card (the row's own inset
//   overhung) and wraps at 326 pt;
// - else the canvas's safe area (a preview's screen, a film's size), which
//   is also a navigation stack's and a tab's size in a full-screen canvas.
//
// With neither (an `ImageRenderer` of a view's ideal size, outside any
// scroll view) the modifier changes nothing. A length that is not finite
// is ignored; a negative one counts as 0.

/// The size of the container the layout pass is inside: set by a scroll
/// view while it measures and places its content.
enum LayoutContainer {
  @TaskLocal static var size: CGSize?

  /// The container size views inside a container of `width` × `height`
  /// measure against: an axis not given taken from the enclosing
  /// container (0 when there is none on that axis; nil with neither).
  static func size(width: CGFloat?, height: CGFloat?) -> CGSize? {
    let outer = size
    guard let width = width ?? outer?.width, let height = height ?? outer?.height else {
      return width.map { CGSize(width: $0, height: height ?? 0) } ?? height.map { CGSize(width: 0, height: $0) }
    }
    return CGSize(width: width, height: height)
  }
}

/// Makes the width its content is offered the container width of the
/// views inside (a list's content; see the note above).
nonisolated struct _ListRowContainer: ViewModifier, NodeModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { ListRowContainerNode(node) }
}

/// A list's content: the container (`LayoutContainer`) of the views
/// inside is as wide as the content is offered, as tall as the enclosing
/// container.
final class ListRowContainerNode: ModifierNode {
  private func container(width: CGFloat?) -> CGSize? {
    LayoutContainer.size(width: width.flatMap { $0.isFinite ? $0 : nil }, height: nil)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    LayoutContainer.$size.withValue(container(width: proposal.width)) { child.sizeThatFits(proposal) }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    LayoutContainer.$size.withValue(container(width: frame.width)) { super.placeChildren(in: frame, proposal: proposal, pass) }
  }
}

nonisolated struct _ContainerRelativeFrame: ViewModifier, NodeModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func body(content: Content) -> Never { primitiveBody() }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let (axes, length, canvas) = (self.axes, self.length, inputs.containerSize)
    func clean(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(v, 0) : nil }
    var fixed: Edge.Set = []
    if axes.contains(.horizontal) { fixed.formUnion(.horizontal) }
    if axes.contains(.vertical) { fixed.formUnion(.vertical) }
    return FrameNode(node, alignment: alignment, fixedEdges: fixed) { proposal, child in
      let container = LayoutContainer.size ?? canvas
      let width = container.flatMap { axes.contains(.horizontal) ? clean(length($0.width, .horizontal)) : nil }
      let height = container.flatMap { axes.contains(.vertical) ? clean(length($0.height, .vertical)) : nil }
      let offered = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let childSize = (width == nil || height == nil) ? child.sizeThatFits(offered) : .zero
      return (offered, CGSize(width: width ?? childSize.width, height: height ?? childSize.height))
    }
  }
}

nonisolated extension View {
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
