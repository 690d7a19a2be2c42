import Foundation

// MARK: - Swipe actions
//
// `swipeActions(edge:allowsFullSwipe:content:)` on a list row, as iOS 17
// draws them (Flipbook's reading of UITableView's swipe actions):
//
// - a film's horizontal drag across the row (`FilmStep.drag`) slides the
//   row with the finger, revealing the buttons behind it at the edge the
//   finger pulls from (trailing actions when dragged toward the leading
//   edge);
// - each button fills the row's height, at least 74 pt wide, in its tint
//   (`.tint(_:)` on the button; red for a `.destructive` role, else
//   `systemGray`), its label white: a `Label` shows its icon alone, over
//   its title in 15-pt text only when the row is taller than 60 pt;
//   the first button is the one nearest the row's edge;
// - released past half the buttons' width the row stays open on them,
//   else it springs back (0.3 s); a drag back closes it. A full swipe
//   opens as far as the buttons (Flipbook runs no action on a full swipe,
//   a documented difference: the buttons' actions are theirs to run on a
//   tap);
// - a tap on a button runs its action and closes the row.

/// A row's swipe actions at one edge.
struct SwipeActions {
  var edge: HorizontalEdge
  var allowsFullSwipe: Bool
  var content: AnyView
}

/// A list row that a drag slides to reveal its swipe actions: counts the
/// buttons at each edge (resolving them), then draws the row.
nonisolated struct _SwipeableRow: ViewModifier, PrimitiveModifier {
  let actions: [SwipeActions]

  /// The narrowest a button is.
  static let buttonWidth: CGFloat = 74

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    guard !actions.isEmpty else { return content(inputs) }
    let trailing = actions.first { $0.edge == .trailing }
    let leading = actions.first { $0.edge == .leading }
    func count(_ actions: SwipeActions?, _ index: Int) -> Int {
      guard let actions else { return 0 }
      return Flipbook.resolve(actions.content, inputs.child(.index(index))).count
    }
    let row = _SwipeRowBody(
      content: _ResolvedNodes(nodes: content(inputs.child(.index(0)))), trailing: trailing, leading: leading,
      trailingCount: count(trailing, 1), leadingCount: count(leading, 2))
    return Flipbook.resolve(row, inputs.child(.index(3)))
  }
}

/// The row, slid by its own state, its buttons behind it.
nonisolated struct _SwipeRowBody: View {
  let content: _ResolvedNodes
  let trailing: SwipeActions?
  let leading: SwipeActions?
  let trailingCount: Int
  let leadingCount: Int
  @State private var offset: CGFloat = 0

  var body: some View {
    content
      .offset(x: offset)
      .background(alignment: .trailing) {
        if let trailing, offset < 0 { buttons(trailing, width: -offset) }
      }
      .background(alignment: .leading) {
        if let leading, offset > 0 { buttons(leading, width: offset) }
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(swipe)
  }

  private func buttons(_ actions: SwipeActions, width: CGFloat) -> some View {
    let offset = $offset
    let close = { withAnimation(.easeOut(duration: 0.3)) { offset.wrappedValue = 0 } }
    return HStack(spacing: 0) {
      Group(subviews: actions.content) { subviews in
        // The first button nearest the row's edge.
        ForEach(actions.edge == .trailing ? Array(subviews.reversed()) : Array(subviews)) { subview in
          subview.buttonStyle(_SwipeActionButtonStyle())
        }
      }
    }
    .labelStyle(.iconOnly)
    // A tap on a button runs its action, and closes the row.
    .simultaneousGesture(TapGesture().onEnded { close() })
    .frame(width: width, alignment: actions.edge == .trailing ? .leading : .trailing)
    .clipped()
  }

  private var swipe: some Gesture {
    let openTrailing = -CGFloat(trailingCount) * _SwipeableRow.buttonWidth
    let openLeading = CGFloat(leadingCount) * _SwipeableRow.buttonWidth
    let (trailingCount, leadingCount) = (self.trailingCount, self.leadingCount)
    let start = offset
    let offset = $offset
    return DragGesture(minimumDistance: 10)
      .onChanged { value in
        let x = start + value.translation.width
        offset.wrappedValue = min(max(x, trailingCount > 0 ? openTrailing * 1.5 : 0), leadingCount > 0 ? openLeading * 1.5 : 0)
      }
      .onEnded { value in
        let x = start + value.translation.width
        withAnimation(.easeOut(duration: 0.3)) {
          if trailingCount > 0, x < openTrailing / 2 {
            offset.wrappedValue = openTrailing
          } else if leadingCount > 0, x > openLeading / 2 {
            offset.wrappedValue = openLeading
          } else {
            offset.wrappedValue = 0
          }
        }
      }
  }
}

/// A swipe action's button: its tint (red when destructive, else
/// `systemGray`) filling the row's height, its label white.
nonisolated struct _SwipeActionButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    _SwipeActionButtonBody(label: configuration.label, role: configuration.role)
  }
}

/// The button's look, reading the button's tint where it is drawn.
nonisolated struct _SwipeActionButtonBody: View {
  let label: ButtonStyleConfiguration.Label
  let role: ButtonRole?
  @Environment(\.tint) private var tint

  var body: some View {
    let fill: AnyShapeStyle = tint ?? (role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.gray))
    label
      .font(.system(size: 15))
      .foregroundStyle(Color.white)
      .frame(minWidth: _SwipeableRow.buttonWidth, maxHeight: .infinity)
      .padding(.horizontal, 4)
      .background(fill)
  }
}
