import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, shown as iOS first shows
/// it: scrolled to the start. It takes the space offered (its content's
/// size along an axis offered nothing there); its content is offered the
/// scroll view's size across the scroll axes and nothing along them (so it
/// takes its ideal length), is placed at the top (and leading) edge along
/// them and centred across, and is clipped to the scroll view. Scroll
/// indicators only show while scrolling, so none are drawn.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// A view scrolling along `axes` (vertically by default).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    // Content lays out as a column (or row) of its views, as SwiftUI's does.
    var contentInputs = inputs.container.child(.index(0))
    contentInputs.stackAxis = axes == .horizontal ? .horizontal : .vertical
    let children = Flipbook.resolve(content, contentInputs)
    let child: ViewNode =
      children.count == 1
      ? children[0]
      : StackNode(
        axis: axes == .horizontal ? .horizontal : .vertical, alignment: axes == .horizontal
          ? VerticalAlignment.center.key : HorizontalAlignment.center.key, spacing: nil, children: children)
    return [ScrollNode(child, axes: axes)]
  }
}

final class ScrollNode: ModifierNode {
  let axes: Axis.Set

  init(_ child: ViewNode, axes: Axis.Set) {
    self.axes = axes
    super.init(child)
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let content = child.sizeThatFits(contentProposal(proposal))
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func computeSpacing() -> ViewSpacing { ViewSpacing() }
  override func findsExplicitAlignments() -> Bool { false }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let offer = contentProposal(ProposedViewSize(frame.size))
    let size = child.sizeThatFits(offer)
    let x = axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2
    let y = axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2
    return [pass.place(child, in: pass.rounded(CGRect(x: x, y: y, width: size.width, height: size.height)), proposal: offer)]
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    for child in placed.children { child.lower(into: &content) }
    list.append(.clip(Path(placed.frame), FillStyle()), content)
  }

  override func hitTest(_ placed: PlacedView, _ point: CGPoint, _ tap: TapQuery) -> TapTarget? {
    placed.frame.contains(point) ? super.hitTest(placed, point, tap) : nil
  }
}

/// Scrolls a `ScrollView` to a view by its id, as SwiftUI's
/// `ScrollViewProxy`. Flipbook draws scroll views at their start, so
/// `scrollTo` changes nothing (a documented difference).
public struct ScrollViewProxy {
  /// Asks the scroll view to show the view with `id` (no effect in Flipbook).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: some View { content(ScrollViewProxy()) }
}

/// When scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
  /// Sets when scroll indicators show (they never show in a still frame).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }

  /// Disables scrolling (Flipbook's scroll views never scroll).
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
