import Foundation

// MARK: - Laying out what shows
//
// A lazy stack (a `List` section's rows, a `LazyVStack`) in a scroll view
// scrolling along its axis is offered no length along it, so a plain stack
// would size every row to add them up. `LazyStackNode` instead keeps, per
// stack, the length of each row it has measured (`LazyStackMemory`, kept
// from pass to pass by the row's position and identity) and the gap after
// it, and estimates the rest as the mean of those measured:
//
// - **Size.** The stack's length is the measured rows' lengths plus the
//   estimate for every other row, plus the gaps. At the first pass it
//   measures rows from the start until they fill the viewport twice over.
// - **Placement.** The scroll view says which rectangle of its content is
//   visible (`ScrollWindow`: its frame moved by the offset it draws, this
//   frame's animated value). The stack finds the first row ending inside
//   that rectangle less a margin of half a viewport (a binary search over
//   the estimated starts), makes rows from there until the rectangle plus
//   the margin is filled, and places them as one ordinary stack
//   (`StackNode`) starting where the estimate puts the first: rows in view
//   lie exactly as a stack lays them out, and a film that scrolls from the
//   top has measured every row above them, so their place is exact too.
//   Rows never measured (a jump far down) sit where the estimate puts them,
//   as `UITableView` places rows of estimated height.
//
// When every row fits in the viewport and margin, or outside a scroll view
// along the axis, or offered a length along the axis, the stack makes
// every row and is exactly a `StackNode` of them all.

/// What a scroll view shows of its content, for the lazy stacks inside:
/// set by `ScrollNode` while its content is measured and placed.
struct ScrollWindow {
  /// The axes the scroll view scrolls along.
  var axes: Axis.Set
  /// The viewport's size, when known (measuring: the proposal).
  var viewport: CGSize?
  /// The rectangle of the content in view, in root (layout) space: known
  /// while placing.
  var visible: CGRect?

  @TaskLocal static var current: ScrollWindow?
}

/// The entries of a lazy stack: nodes resolved already (each one entry)
/// and the rows of lazy `ForEach`es (each element one entry), in order,
/// each made once per pass, optionally through `decorate` (a list's row
/// cell), which is given the entry's nodes and the next entry's when that
/// one is already made.
final class LazyEntries {
  private enum Segment {
    case node(ViewNode)
    case rows(LazyRowsNode)
  }
  private let segments: [Segment]
  /// The first entry of each segment.
  private let firsts: [Int]
  let count: Int
  private var made: [Int: [ViewNode]] = [:]
  var decorate: ((_ index: Int, _ nodes: [ViewNode]) -> [ViewNode])?

  init(_ nodes: [ViewNode]) {
    var segments: [Segment] = []
    var firsts: [Int] = []
    var count = 0
    for node in nodes {
      firsts.append(count)
      if let rows = node as? LazyRowsNode {
        segments.append(.rows(rows))
        count += rows.count
      } else {
        segments.append(.node(node))
        count += 1
      }
    }
    self.segments = segments
    self.firsts = firsts
    self.count = count
  }

  /// Whether an entry is a `Section`: a resolved one, or the first row of
  /// a lazy `ForEach` (whose rows are all made alike).
  var hasSections: Bool {
    firsts.indices.contains { segment in
      let next = segment + 1 < firsts.count ? firsts[segment + 1] : count
      return firsts[segment] < next && rawNodes(firsts[segment]).contains { $0.role.listSection != nil }
    }
  }

  /// Whether every entry is a node already resolved.
  var isResolved: Bool { segments.allSatisfy { if case .node = $0 { return true } else { return false } } }

  private func locate(_ index: Int) -> (segment: Int, offset: Int) {
    var low = 0, high = firsts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if firsts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - firsts[low])
  }

  /// The identity component naming entry `index` (a row's ID, or a
  /// resolved node's position).
  func component(_ index: Int) -> ViewIdentity.Component {
    let (segment, offset) = locate(index)
    switch segments[segment] {
    case .node: return .index(segment)
    case .rows(let rows): return rows.component(offset)
    }
  }

  /// Entry `index`'s own nodes, before `decorate` (made now if not yet).
  func rawNodes(_ index: Int) -> [ViewNode] {
    let (segment, offset) = locate(index)
    switch segments[segment] {
    case .node(let node): return [node]
    case .rows(let rows): return rows.rows(offset)
    }
  }

  /// Whether entry `index` was made this pass.
  func isMade(_ index: Int) -> Bool { made[index] != nil }

  /// Entry `index`'s nodes as laid out (made now if not yet).
  func nodes(_ index: Int) -> [ViewNode] {
    if let nodes = made[index] { return nodes }
    let raw = rawNodes(index)
    let nodes = decorate.map { $0(index, raw) } ?? raw
    made[index] = nodes
    return nodes
  }
}

/// What a lazy stack knows of its rows from earlier passes.
final class LazyStackMemory {
  struct Known {
    var component: ViewIdentity.Component
    /// The row's length along the axis.
    var extent: CGFloat
    /// The gap to the next row, when both were made together.
    var gapAfter: CGFloat?
  }
  /// The length across the axis the rows were measured at.
  var across: CGFloat??
  var known: [Int: Known] = [:]
  /// For a lazy grid: whether an element made other than one cell (the
  /// grid then lays out every cell).
  var irregularCells = false
  /// For a `List`: whether the lazy `ForEach` at each position of its
  /// content makes sections.
  var sectionRuns: [Int: Bool] = [:]
  /// Whether a list section's rows draw their own cells (`_ListRows`).
  var rowBackgrounds: Bool?
  /// The widest (tallest) row measured across the axis.
  var maxAcross: CGFloat = 0
  var visited = 0
}

/// The lazy stacks of a running graph, by identity (part of `GraphMemory`).
final class LazyStackMemories {
  private var pass = 0
  private var stacks: [ViewIdentity: LazyStackMemory] = [:]

  func beginPass(_ pass: Int) { self.pass = pass }

  /// Forgets the stacks the pass did not visit.
  func endPass() {
    if stacks.contains(where: { $0.value.visited != pass }) { stacks = stacks.filter { $0.value.visited == pass } }
  }

  func memory(at identity: ViewIdentity) -> LazyStackMemory {
    let memory = stacks[identity] ?? LazyStackMemory()
    memory.visited = pass
    stacks[identity] = memory
    return memory
  }
}

/// A stack whose rows are made and laid out when they show (see above).
final class LazyStackNode: ViewNode {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let entries: LazyEntries
  private let memory: LazyStackMemory

  init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, entries: LazyEntries, memory: LazyStackMemory) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.entries = entries
    self.memory = memory
  }

  /// Every entry in one stack: what the node is when all its rows show.
  private lazy var allRows = StackNode(
    axis: axis, alignment: alignment, spacing: spacing, children: (0..<entries.count).flatMap { entries.nodes($0) })

  /// The proposals this pass answered with every row (so placing does too).
  private var wholeProposals: [ProposedViewSize] = []

  // MARK: Measuring rows

  private func offer(across: CGFloat?) -> ProposedViewSize {
    var proposal = ProposedViewSize(width: nil, height: nil)
    proposal[axis.other] = across
    return proposal
  }

  /// The gap a stack leaves between `a` and `b` (StackNode's rule).
  private func gap(_ a: ViewNode, _ b: ViewNode) -> CGFloat { StackNode.gap(between: a, and: b, spacing: spacing, axis: axis) }

  /// Entry `index`'s length along the axis (its views and the gaps
  /// between them), measured now and remembered.
  @discardableResult
  private func measureEntry(_ index: Int, across: CGFloat?) -> CGFloat {
    let nodes = entries.nodes(index)
    let offer = offer(across: across)
    var extent: CGFloat = 0
    for (position, node) in nodes.enumerated() {
      let size = node.sizeThatFits(offer)
      extent += size[axis]
      if position > 0 { extent += gap(nodes[position - 1], node) }
      memory.maxAcross = max(memory.maxAcross, size[axis.other])
    }
    // The gap after the previous row, when it was made this pass too.
    if index > 0, entries.isMade(index - 1), let previous = memory.known[index - 1],
      previous.component == entries.component(index - 1), let last = entries.nodes(index - 1).last, let first = nodes.first
    {
      memory.known[index - 1]?.gapAfter = gap(last, first)
    }
    let gapAfter = memory.known[index]?.component == entries.component(index) ? memory.known[index]?.gapAfter : nil
    memory.known[index] = LazyStackMemory.Known(component: entries.component(index), extent: extent, gapAfter: gapAfter)
    return extent
  }

  // MARK: Estimating where rows are

  /// The remembered rows (still the same rows), sorted, with running sums.
  private struct Table {
    var indices: [Int] = []
    var extentSums: [CGFloat] = [0]
    var gapIndices: [Int] = []
    var gapSums: [CGFloat] = [0]
    var meanExtent: CGFloat = 0
    var meanGap: CGFloat = 0

    /// How many of `sorted` are below `index`.
    static func below(_ sorted: [Int], _ index: Int) -> Int {
      var low = 0, high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < index { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// Where entry `index` starts.
    func start(_ index: Int) -> CGFloat {
      let known = Self.below(indices, index), gaps = Self.below(gapIndices, index)
      return extentSums[known] + CGFloat(index - known) * meanExtent + gapSums[gaps] + CGFloat(index - gaps) * meanGap
    }

    func extent(_ index: Int, _ memory: LazyStackMemory) -> CGFloat { memory.known[index]?.extent ?? meanExtent }
  }

  private var table: Table?

  private func estimates() -> Table {
    if let table { return table }
    var table = Table()
    let valid = memory.known.filter { $0.key < entries.count && $0.value.component == entries.component($0.key) }
    memory.known = valid
    for index in valid.keys.sorted() {
      let known = valid[index]!
      table.indices.append(index)
      table.extentSums.append(table.extentSums.last! + known.extent)
      if let gap = known.gapAfter {
        table.gapIndices.append(index)
        table.gapSums.append(table.gapSums.last! + gap)
      }
    }
    if !table.indices.isEmpty { table.meanExtent = table.extentSums.last! / CGFloat(table.indices.count) }
    table.meanGap = spacing ?? (table.gapIndices.isEmpty ? 0 : table.gapSums.last! / CGFloat(table.gapIndices.count))
    self.table = table
    return table
  }

  /// The stack's length: every row's and every gap between rows.
  private func estimatedLength(_ table: Table) -> CGFloat {
    guard entries.count > 0 else { return 0 }
    return table.start(entries.count - 1) + table.extent(entries.count - 1, memory)
  }

  // MARK: Layout

  /// The scroll view's window, when this stack is laid out lazily for
  /// `proposal`: in a scroll view along the axis, offered no length along it.
  private func window(for proposal: ProposedViewSize) -> ScrollWindow? {
    guard let window = ScrollWindow.current, window.axes.contains(axis.set),
      proposal[axis] == nil, !entries.isResolved
    else { return nil }
    return window
  }

  /// How far beyond the viewport rows are made: half a viewport.
  private func margin(_ window: ScrollWindow) -> CGFloat {
    let viewport = window.viewport?[axis] ?? window.visible?.size[axis] ?? 0
    return viewport.isFinite && viewport > 0 ? viewport / 2 : 400
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard let window = window(for: proposal) else { return whole(proposal) }
    let across = proposal[axis.other]
    if memory.across != .some(across) {
      memory.across = .some(across)
      memory.known = [:]
      memory.maxAcross = 0
      table = nil
    }
    let viewport = window.viewport.map { $0[axis] }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1000
    let limit = viewport + 2 * margin(window)
    // Rows measured before that are still the same rows (`estimates`
    // forgets the others: data replaced).
    _ = estimates()
    if memory.known.isEmpty {
      // The first pass (or new data): rows from the start, until they fill
      // the viewport and the margins.
      var length: CGFloat = 0
      var index = 0
      while index < entries.count, length < limit {
        length += measureEntry(index, across: across)
        index += 1
      }
      table = nil
    }
    let table = estimates()
    let length = estimatedLength(table)
    // Rows that all fit are laid out as one ordinary stack.
    if length <= limit, memory.known.count == entries.count { return whole(proposal) }
    return CGSize(axis, length, across ?? memory.maxAcross)
  }

  private func whole(_ proposal: ProposedViewSize) -> CGSize {
    if !wholeProposals.contains(proposal) { wholeProposals.append(proposal) }
    return allRows.sizeThatFits(proposal)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    guard let window = window(for: proposal), !wholeProposals.contains(proposal) else {
      return [pass.place(allRows, in: frame, proposal: proposal)]
    }
    // Placed outside its scroll view's placement: the rows at the start.
    let visible = window.visible ?? CGRect(origin: frame.origin, size: window.viewport ?? .zero)
    let margin = margin(window)
    let origin = frame.origin[axis]
    let low = visible.origin[axis] - origin - margin
    let high = visible.origin[axis] + visible.size[axis] - origin + margin
    let table = estimates()
    guard entries.count > 0, high > 0, low < estimatedLength(table) else { return [] }
    // The first row ending past `low`.
    var first = 0, last = entries.count - 1
    while first < last {
      let middle = (first + last) / 2
      if table.start(middle) + table.extent(middle, memory) > low { last = middle } else { first = middle + 1 }
    }
    let start = table.start(first)
    let across = proposal[axis.other]
    var end = first
    var reached = start
    while end < entries.count, reached < high {
      reached += measureEntry(end, across: across) + (end + 1 < entries.count ? (spacing ?? table.meanGap) : 0)
      end += 1
    }
    let rows = StackNode(
      axis: axis, alignment: alignment, spacing: spacing, children: (first..<end).flatMap { entries.nodes($0) })
    let offer = offer(across: across)
    let size = rows.sizeThatFits(offer)
    var rowsFrame = CGRect(origin: frame.origin, size: frame.size)
    rowsFrame.origin[axis] = origin + start
    rowsFrame.size[axis] = size[axis]
    // Not rounded: the rows round their own edges, from the same unrounded
    // starts a stack of every row would give them.
    return [pass.place(rows, in: rowsFrame, proposal: offer)]
  }

  override func computeSpacing() -> ViewSpacing {
    guard entries.count > 0 else { return ViewSpacing() }
    var result = ViewSpacing.empty
    for node in entries.nodes(0) { result.formUnion(node.spacingPreferences, edges: .all) }
    return result
  }
}
