import Foundation

/// The layout of `HStack` and `VStack`, following SwiftUI (and seed 003):
///
/// The stack subtracts the spacing from the length it is offered, then
/// sizes its children in order of layout priority, highest first, spacers
/// after the other views of their priority (so `HStack { Text(title);
/// Spacer() }` gives the title all but the spacer's minimum, as SwiftUI
/// does, and as the WWDC talk's avocado-toast title shows); within that,
/// least flexible first (flexibility = the difference between the
/// child's size when offered nothing and when offered infinity). Each child
/// is offered an equal share of what remains — after setting aside the
/// minimum lengths of lower-priority children — takes what it needs, and
/// returns the rest to those still waiting. Across the axis, children are
/// aligned on the stack's alignment guide and the stack is as wide as their
/// union.
///
/// With no `spacing`, a spacer touches its neighbours (its minimum length
/// is the gap), and other neighbours are spaced by their spacing
/// preferences (`ViewSpacing`): 8 points between most views, none between
/// containers whose facing edges are spacers.
///
/// Each child is asked at most four proposals per proposal the stack is
/// asked (0, ∞, its share, or nil when the stack is asked for its ideal
/// size); the answers are cached by the child, so placing reads them again
/// for free.
final class StackNode: ViewNode, StackPlacing {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  /// The children laid out: all but the departing ones.
  let children: [ViewNode]
  /// Children being removed under an animation, by their position among
  /// all the children: they take no space (the others close up, animated)
  /// and show where they last were while their transition runs, as in
  /// SwiftUI.
  private let departing: [(index: Int, node: ViewNode)]
  private let gaps: [CGFloat]
  private let totalGap: CGFloat
  /// Child indices by priority, highest first, each with the indices of
  /// the children of lower priority.
  private let priorityGroups: [(indices: [Int], lower: [Int])]
  /// What each child was offered and chose under `slotsProposal`: the
  /// last layout computed, reused by placing (same proposal). Owned by the
  /// node and overwritten in place (layout asks a stack for several
  /// proposals, and new arrays per proposal were a tenth of layout's time).
  private let slots: UnsafeMutableBufferPointer<ChildSlot>
  private var slotsProposal: ProposedViewSize?

  private struct ChildSlot {
    var proposal = ProposedViewSize.zero
    var size = CGSize.zero
  }

  static let defaultSpacing: CGFloat = 8

  init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children all: [ViewNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    departing = all.enumerated().compactMap { index, node in node.role.isDeparting ? (index, node) : nil }
    let children = departing.isEmpty ? all : all.filter { !$0.role.isDeparting }
    self.children = children
    slots = .allocate(capacity: children.count)
    _ = slots.initialize(from: repeatElement(ChildSlot(), count: children.count))
    let traits = children.map(\.traits)
    let gaps = zip(children, children.dropFirst()).map { a, b in Self.gap(between: a, and: b, spacing: spacing, axis: axis) }
    self.gaps = gaps
    totalGap = gaps.reduce(0, +)
    // A spacer ranks just below the views of its own priority.
    struct Rank: Hashable, Comparable {
      var priority: Double
      var isView: Bool
      static func < (a: Rank, b: Rank) -> Bool { (a.priority, a.isView ? 1 : 0) < (b.priority, b.isView ? 1 : 0) }
    }
    let ranks = traits.map { Rank(priority: $0.layoutPriority, isView: $0.spacerMinLength == nil) }
    priorityGroups = Set(ranks).sorted(by: >).map { rank in
      (children.indices.filter { ranks[$0] == rank }, children.indices.filter { ranks[$0] < rank })
    }
    super.init()
    takeGuides(from: children)
  }

  deinit { slots.deallocate() }

  /// The gap a stack along `axis` leaves between neighbours `a` and `b`:
  /// its `spacing` when given, else what their spacing preferences ask; 0
  /// beside a spacer (its own minimum length is its gap: it "projects"
  /// its spacing).
  static func gap(between a: ViewNode, and b: ViewNode, spacing: CGFloat?, axis: Axis) -> CGFloat {
    if let spacing { return spacing }
    if a.isSpacer || b.isSpacer { return 0 }
    return a.spacingPreferences.distance(to: b.spacingPreferences, along: axis)
  }


  /// Along the axis, the first child's leading edge and the last child's
  /// trailing one; across it, every child's.
  override func computeSpacing() -> ViewSpacing {
    var result = ViewSpacing.empty
    let (leading, trailing, across): (Edge.Set, Edge.Set, Edge.Set) =
      axis == .horizontal ? (.leading, .trailing, .vertical) : (.top, .bottom, .horizontal)
    for child in children { result.formUnion(child.spacingPreferences, edges: across) }
    if let first = children.first { result.formUnion(first.spacingPreferences, edges: leading) }
    if let last = children.last { result.formUnion(last.spacingPreferences, edges: trailing) }
    return result
  }

  private func proposal(along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
  }

  /// What each child is offered under `proposal`, and the size it
  /// chooses: the node's slots, valid until it is asked another proposal.
  private func childLayout(_ proposal: ProposedViewSize) -> UnsafeMutableBufferPointer<ChildSlot> {
    if slotsProposal != proposal {
      computeChildLayout(proposal)
      slotsProposal = proposal
    }
    return slots
  }

  private func computeChildLayout(_ proposal: ProposedViewSize) {
    let slots = self.slots
    let count = children.count
    let across = proposal[axis.other]
    // Offered nothing (or less) or everything along the axis, or nothing
    // at all (ideal size), every child gets exactly that whatever the
    // order: no flexibility probes are needed.
    let along = proposal[axis].map { $0 - totalGap }
    guard count > 0, var remaining = along, !(remaining <= 0 || remaining == .infinity) else {
      let offer = self.proposal(along: along.map { $0 <= 0 ? 0 : .infinity }, across: across)
      for i in 0..<count { slots[i] = ChildSlot(proposal: offer, size: children[i].sizeThatFits(offer)) }
      return
    }
    // Scratch buffers on the stack: layout runs this for every stack and
    // proposal, and heap arrays here were most of its cost.
    withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { minimums in
      withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { flexibility in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
          // The probes answer only what the order needs: minimums where
          // a lower priority reserves them or siblings are sorted, and
          // flexibility where a group has more than one child to sort. A
          // lone child takes the rest: it is offered that once.
          if priorityGroups.count > 1 || count > 1 {
            let least = self.proposal(along: 0, across: across)
            for i in 0..<count { minimums[i] = children[i].sizeThatFits(least)[axis] }
          }
          let most = self.proposal(along: .infinity, across: across)
          for (indices, lower) in priorityGroups {
            // The group, least flexible first; of two that grow without
            // bound, the one with the larger minimum; then in order.
            for (n, index) in indices.enumerated() { order[n] = index }
            var group = UnsafeMutableBufferPointer(rebasing: order[0..<indices.count])
            if group.count > 1 {
              for index in group { flexibility[index] = children[index].sizeThatFits(most)[axis] - minimums[index] }
              group.sort { a, b in
                // Two without bound: the larger minimum first.
                if flexibility[a] == .infinity, flexibility[b] == .infinity, minimums[a] != minimums[b] {
                  return minimums[a] > minimums[b]
                }
                return (flexibility[a], a) < (flexibility[b], b)
              }
            }
            var reserved: CGFloat = 0
            for index in lower { reserved += minimums[index] }
            var available = remaining - reserved
            for (n, index) in group.enumerated() {
              let offer = self.proposal(along: max(available / CGFloat(group.count - n), 0), across: across)
              let size = children[index].sizeThatFits(offer)
              slots[index] = ChildSlot(proposal: offer, size: size)
              available -= size[axis]
              remaining -= size[axis]
            }
          }
        }
      }
    }
  }

  /// Positions across the axis (relative to the stack) aligning every
  /// child's guide on one line, handed to `body` with the slots.
  private func withCrossOffsets<R>(
    _ proposal: ProposedViewSize, _ body: (UnsafeMutableBufferPointer<ChildSlot>, UnsafeBufferPointer<CGFloat>) -> R
  ) -> R {
    let slots = childLayout(proposal)
    return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: slots.count) { offsets in
      var line = -CGFloat.infinity
      for i in slots.indices {
        offsets[i] = children[i].dimensions(in: slots[i].size)[alignment]
        line = max(line, offsets[i])
      }
      for i in slots.indices { offsets[i] = line - offsets[i] }
      return body(slots, UnsafeBufferPointer(offsets))
    }
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    withCrossOffsets(proposal) { slots, offsets in
      var along = totalGap
      var across = slots.isEmpty ? 0 : -CGFloat.infinity
      for i in slots.indices {
        along += slots[i].size[axis]
        across = max(across, offsets[i] + slots[i].size[axis.other])
      }
      return CGSize(axis, along, across)
    }
  }

  /// Each child's frame relative to the stack's origin, as sized for
  /// `proposal`, with the proposal it was sized for.
  func childFrames(_ proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
    withCrossOffsets(proposal) { slots, offsets in
      var cursor: CGFloat = 0
      return slots.indices.map { i in
        var origin = CGPoint.zero
        origin[axis] = cursor
        origin[axis.other] = offsets[i]
        cursor += slots[i].size[axis] + (i < gaps.count ? gaps[i] : 0)
        return (CGRect(origin: origin, size: slots[i].size), slots[i].proposal)
      }
    }
  }

  /// A stack's explicit guide is its first child's that has one (so a
  /// guide set deep inside a column lines the column up), in the stack's
  /// coordinates; for `lastTextBaseline`, its last child's (a column's
  /// last baseline is its last line's).
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let pairs = Array(zip(children, childFrames(ProposedViewSize(size)).map(\.frame)))
    for (child, frame) in key.isLastTextBaseline ? pairs.reversed() : pairs {
      if let value = child.explicitAlignment(key, in: frame.size) {
        return frame.origin[key.axis] + value
      }
    }
    return nil
  }

  /// What the stack lays its children out under when it is placed at
  /// `size`: the proposal along its axis as given, and across it, where
  /// nothing was proposed, its own placed length. So an `HStack` in a
  /// vertical scroll view, or under `fixedSize()`, offers its row's height
  /// to a `Divider` or a `.frame(maxHeight: .infinity)`, which then span
  /// the row (the equal-heights idiom), as SwiftUI's stacks do
  /// (`proposalWhenPlacing` in the reverse-engineered `StackLayout` of
  /// OpenSwiftUI and others, read for behaviour; Foodybite's profile, iOS
  /// 18.1, draws its stats row's dividers the row's full height).
  ///
  /// That length is the stack's own, as it measured it, not the placed
  /// frame's rounded to the pixel grid: SwiftUI lays out in unrounded
  /// points and rounds only what it draws. Foodybite's rating row (five
  /// aspect-fit stars in a 268-pt row, each 39.2 pt square) was offered
  /// its 39.2-pt height rounded to 39 where the row's top fell just so,
  /// and every star shrank to 39 pt, 0.6 px a star off iOS 18.1's at 3×.
  /// A frame more than a point from the measured length was set by a
  /// parent, and is kept.
  func placementProposal(_ proposal: ProposedViewSize, in size: CGSize) -> ProposedViewSize {
    var placing = proposal
    if placing[axis.other] == nil {
      let measured = sizeThatFits(proposal)[axis.other]
      placing[axis.other] = abs(measured - size[axis.other]) <= 1 ? measured : size[axis.other]
    }
    return placing
  }

  /// Each child's frame in `frame` and the proposal it was sized for.
  func childPlacements(in frame: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
    childFrames(placementProposal(proposal, in: frame.size)).map { ($0.frame.offsetBy(dx: frame.minX, dy: frame.minY), $0.proposal) }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let frames = childFrames(placementProposal(proposal, in: frame.size))
    var placed = children.indices.map { i in
      pass.place(children[i], at: frames[i].frame, in: frame, proposal: frames[i].proposal)
    }
    for (index, node) in departing {
      let last = pass.animations?.lastPlacedFrame(of: (node as? ModifierNode)?.child ?? node) ?? CGRect(origin: frame.origin, size: .zero)
      placed.insert(pass.place(node, in: last, proposal: ProposedViewSize(last.size)), at: min(index, placed.count))
    }
    return placed
  }
}
