import Foundation

// MARK: - Lazy grids
//
// `LazyVGrid` lays its views out in columns described by `GridItem`s, row
// after row (`LazyHGrid`: rows, column after column). Flipbook sizes the
// tracks as SwiftUI does:
//
// 1. The space offered along the tracks, less the spacing after each track
//    but the last (a track's `spacing`, 8 by default), is shared: `.fixed`
//    tracks take their size; `.flexible` ones share what is left equally,
//    each clamped to its minimum and maximum (a track that hits a bound
//    gives its share back to the others); an `.adaptive` track takes a
//    flexible share and fills it with as many tracks of at least its
//    minimum as fit, spaced by its spacing, each up to its maximum.
// 2. Views fill the tracks in order; a line (a row of a vertical grid) is
//    as long as its longest view, offered the track's width and nothing
//    along the line; lines are `spacing` apart (8 by default).
// 3. A view sits in its cell by its track's alignment (centred by default).
//
// With nothing offered along the tracks, flexible tracks take their
// minimum (10 by default) and adaptive ones one track of their minimum.
//
// In a scroll view along its lines, a grid of `ForEach` cells makes its
// cells as they come into view (LazyRows.swift): its lines are the rows
// of a lazy stack (LazyStackNode.swift), each line laid out as above
// (`LazyGridLineNode`). Cells are taken one per `ForEach` element; an
// element making several views makes the grid lay out every cell.

/// A track of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem {
  /// How a track is sized.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space, between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in a share.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space after this track (nil: 8 points).
  public var spacing: CGFloat?
  /// How views sit in this track's cells (nil: centred).
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views in columns, row after row, as SwiftUI's `LazyVGrid` (see the essay
/// above).
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var contentInputs = inputs.container
    contentInputs.lazyRows = true
    return [LazyGridNode.grid(
      axis: .vertical, items: columns, lineSpacing: spacing, alignment: alignment.key,
      children: Flipbook.resolve(content, contentInputs), memory: inputs.memory?.lazyStacks.memory(at: inputs.identity))]
  }
}

/// Views in rows, column after column, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var contentInputs = inputs.container
    contentInputs.lazyRows = true
    return [LazyGridNode.grid(
      axis: .horizontal, items: rows, lineSpacing: spacing, alignment: alignment.key,
      children: Flipbook.resolve(content, contentInputs), memory: inputs.memory?.lazyStacks.memory(at: inputs.identity))]
  }
}

/// A lazy grid: `axis` is the direction lines follow one another
/// (vertical for `LazyVGrid`, whose tracks are columns).
final class LazyGridNode: ViewNode {
  let axis: Axis
  let items: [GridItem]
  let lineSpacing: CGFloat
  let alignment: AlignmentKey
  /// The cells, `ForEach` elements made as they come into view.
  private let entries: LazyEntries
  private let memory: LazyStackMemory
  /// Every cell (made only when the grid lays out every cell).
  private lazy var children: [ViewNode] = (0..<entries.count).flatMap { entries.nodes($0) }
  /// The lazy stack of lines, per length offered across the tracks.
  private var lineStacks: [CGFloat?: LazyStackNode] = [:]

  init(
    axis: Axis, items: [GridItem], lineSpacing: CGFloat?, alignment: AlignmentKey, children: [ViewNode],
    memory: LazyStackMemory? = nil
  ) {
    self.axis = axis
    self.items = items.isEmpty ? [GridItem()] : items
    self.lineSpacing = lineSpacing.map { $0.isFinite ? max($0, 0) : 8 } ?? 8
    self.alignment = alignment
    entries = LazyEntries(children)
    self.memory = memory ?? LazyStackMemory()
  }

  /// The grid of `children`; with sections, as SwiftUI lays one out: each section's header
  /// across the whole grid (a `LazyVGrid`'s header a row as wide as the
  /// grid, a `LazyHGrid`'s a column as tall), its cells in the grid's
  /// tracks starting a new line, then its footer; everything a line
  /// spacing apart and placed by the grid's alignment. Cells outside a
  /// section make grids of their own between the sections. Without a
  /// section, one grid laid out lazily (`memory` its rows'). Every cell
  /// of a sectioned grid is made (headers are drawn in place, not pinned:
  /// a render is the scroll view at rest).
  static func grid(
    axis: Axis, items: [GridItem], lineSpacing: CGFloat?, alignment: AlignmentKey, children: [ViewNode],
    memory: LazyStackMemory?
  ) -> ViewNode {
    let entries = LazyEntries(children)
    guard entries.hasSections else {
      return LazyGridNode(axis: axis, items: items, lineSpacing: lineSpacing, alignment: alignment, children: children, memory: memory)
    }
    var parts: [ViewNode] = []
    var loose: [ViewNode] = []
    // Headers and footers are offered the tracks' length across (the
    // grid's width for a LazyVGrid, fixed rows' total height for a
    // LazyHGrid), not the whole offer.
    let reference = LazyGridNode(axis: axis, items: items, lineSpacing: lineSpacing, alignment: alignment, children: [])
    func spanning(_ node: ViewNode) -> ViewNode {
      FrameNode(node, alignment: .center) { proposal, child in
        var offered = proposal
        offered[axis.other] = trackOffsets(reference.tracks(proposal[axis.other])).across
        return (offered, child.sizeThatFits(offered))
      }
    }
    func flush() {
      guard !loose.isEmpty else { return }
      parts.append(LazyGridNode(axis: axis, items: items, lineSpacing: lineSpacing, alignment: alignment, children: loose))
      loose = []
    }
    for node in (0..<entries.count).flatMap({ entries.nodes($0) }) {
      guard let section = node.role.listSection else {
        loose.append(node)
        continue
      }
      flush()
      if let header = section.header { parts.append(spanning(header)) }
      if !section.rows.isEmpty {
        parts.append(LazyGridNode(axis: axis, items: items, lineSpacing: lineSpacing, alignment: alignment, children: section.rows))
      }
      if let footer = section.footer { parts.append(spanning(footer)) }
    }
    flush()
    return StackNode(axis: axis, alignment: alignment, spacing: reference.lineSpacing, children: parts)
  }

  /// The grid's lines as a lazy stack, when the grid is laid out lazily
  /// for `proposal`: its cells not all made, in a scroll view along its
  /// lines, offered nothing along them, every element so far one cell.
  private func lines(_ proposal: ProposedViewSize) -> LazyStackNode? {
    guard !entries.isResolved, !memory.irregularCells, proposal[axis] == nil, let window = ScrollWindow.current,
      window.axes.contains(axis.set)
    else { return nil }
    let across = crossProposal(proposal)
    if let stack = lineStacks[across] { return stack }
    let tracks = tracks(across)
    let perLine = max(tracks.count, 1)
    let (entries, memory, axis, alignment) = (self.entries, self.memory, self.axis, self.alignment)
    let count = (entries.count + perLine - 1) / perLine
    let source = LazyRowsNode.Source(count: count, component: { entries.component($0 * perLine) }) { line in
      let range = (line * perLine)..<min((line + 1) * perLine, entries.count)
      let cells = range.flatMap { entries.nodes($0) }
      if cells.count != range.count { memory.irregularCells = true }
      return [LazyGridLineNode(axis: axis, cells: Array(cells.prefix(perLine)), tracks: tracks, alignment: alignment)]
    }
    let leading = axis == .vertical ? HorizontalAlignment.leading.key : VerticalAlignment.top.key
    let stack = LazyStackNode(
      axis: axis, alignment: leading, spacing: lineSpacing, entries: LazyEntries([LazyRowsNode(source)]), memory: memory)
    lineStacks[across] = stack
    return stack
  }

  /// One resolved track: its length, the space after it, how cells align.
  struct Track {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
  }

  private static func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : fallback }

  /// The tracks for `available` points across (nil: nothing offered). An
  /// infinite offer (a stack's measuring how far the grid could grow) is
  /// taken as no offer: each track its minimum, one adaptive track, as
  /// the grid's ideal size; shared equally it would make tracks of
  /// infinite length and an adaptive item infinitely many.
  func tracks(_ available: CGFloat?) -> [Track] {
    let available = available.flatMap { $0.isFinite ? $0 : nil }
    let spacings = items.map { Self.clean($0.spacing ?? 8, 8) }
    let alignments = items.map { $0.alignment ?? .center }
    let gaps = spacings.dropLast().reduce(0, +)
    var lengths = [CGFloat?](repeating: nil, count: items.count)
    var remaining = max((available ?? 0) - gaps, 0)
    var open: [Int] = []
    for (i, item) in items.enumerated() {
      if case .fixed(let size) = item.size {
        lengths[i] = Self.clean(size, 0)
        remaining -= lengths[i]!
      } else {
        open.append(i)
      }
    }
    remaining = max(remaining, 0)
    func bounds(_ i: Int) -> (CGFloat, CGFloat) {
      switch items[i].size {
      case .fixed(let size): return (Self.clean(size, 0), Self.clean(size, 0))
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        let low = Self.clean(minimum, 10)
        let high = maximum.isNaN ? .infinity : max(maximum, low)
        return (low, high)
      }
    }
    // What an item may take of the space shared out: an adaptive item's
    // maximum bounds each of the tracks it splits into, not the item (it
    // is "multiple items in the space of a single flexible item", as
    // Apple's GridItem.Size documents; iOS fills a 414-point row with 23
    // tracks of adaptive(minimum: 10, maximum: 20)).
    func shareBounds(_ i: Int) -> (CGFloat, CGFloat) {
      if case .adaptive = items[i].size { return (bounds(i).0, .infinity) }
      return bounds(i)
    }
    if available == nil {
      for i in open { lengths[i] = bounds(i).0 }
    } else {
      // Share equally; a track held at a bound gives back its share.
      var unsettled = open
      while !unsettled.isEmpty {
        let share = remaining / CGFloat(unsettled.count)
        let pinned = unsettled.filter { share < shareBounds($0).0 || share > shareBounds($0).1 }
        if pinned.isEmpty {
          for i in unsettled { lengths[i] = share }
          break
        }
        for i in pinned {
          let length = min(max(share, shareBounds(i).0), shareBounds(i).1)
          lengths[i] = length
          remaining = max(remaining - length, 0)
        }
        unsettled.removeAll { pinned.contains($0) }
      }
    }
    var result: [Track] = []
    for (i, item) in items.enumerated() {
      let length = lengths[i] ?? 0
      if case .adaptive = item.size {
        let (minimum, maximum) = bounds(i)
        let spacing = spacings[i]
        let count = max(1, Int(((length + spacing) / (minimum + spacing)).rounded(.down)))
        let each = min((length - CGFloat(count - 1) * spacing) / CGFloat(count), maximum)
        for k in 0..<count {
          result.append(Track(length: max(each, 0), spacing: k == count - 1 ? spacings[i] : spacing, alignment: alignments[i]))
        }
      } else {
        result.append(Track(length: length, spacing: spacings[i], alignment: alignments[i]))
      }
    }
    return result
  }

  private func crossProposal(_ proposal: ProposedViewSize) -> CGFloat? { axis == .vertical ? proposal.width : proposal.height }

  /// Where each track starts across the grid, and the tracks' length in
  /// all (each track's spacing after it but the last's).
  static func trackOffsets(_ tracks: [Track]) -> (offsets: [CGFloat], across: CGFloat) {
    var offsets: [CGFloat] = []
    var cursor: CGFloat = 0
    for (i, track) in tracks.enumerated() {
      offsets.append(cursor)
      cursor += track.length + (i < tracks.count - 1 ? track.spacing : 0)
    }
    return (offsets, cursor)
  }

  /// What a cell of `track` is offered to measure its line: the track's
  /// length across the lines, nothing along them.
  static func cellOffer(_ track: Track, axis: Axis) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
  }

  /// What a cell of `track` is offered when placed in a line `lineLength`
  /// long: the track's length and the line's, so a cell that can grow
  /// along the line (`.frame(maxHeight: .infinity)`, an image filling its
  /// frame) is as long as the line's longest cell, as SwiftUI's lazy
  /// grids place them: fespinoza/sample-json-app's poster grid (iOS 17,
  /// 3×) draws a 340 × 509 poster (`.resizable().aspectRatio(contentMode:
  /// .fill)`, 183 pt wide: 273.96 pt tall offered no height) 824 px tall,
  /// the 274.5 pt of the 340 × 510 poster beside it.
  static func cellPlacement(_ track: Track, lineLength: CGFloat, axis: Axis) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: track.length, height: lineLength)
      : ProposedViewSize(width: lineLength, height: track.length)
  }

  /// Where `child`, the cell of `track` at `offset` across the lines, goes
  /// in a line `lineLength` long that starts `along` the grid (aligned in
  /// its cell by the track's alignment), and what it is offered there
  /// (`cellPlacement`): the grid's lines and a lazily laid-out line
  /// (`LazyGridLineNode`) place their cells alike.
  static func cell(
    _ child: ViewNode, of track: Track, offset: CGFloat, along: CGFloat, lineLength: CGFloat, axis: Axis
  ) -> (frame: CGRect, proposal: ProposedViewSize) {
    let proposal = cellPlacement(track, lineLength: lineLength, axis: axis)
    let cell = axis == .vertical
      ? CGRect(x: offset, y: along, width: track.length, height: lineLength)
      : CGRect(x: along, y: offset, width: lineLength, height: track.length)
    let placed = aligned(child.sizeThatFits(proposal), in: cell.size, child: child, alignment: track.alignment)
    return (placed.offsetBy(dx: cell.minX, dy: cell.minY), proposal)
  }

  /// How far tracks `slack` narrower than the grid move by its `alignment`.
  static func shift(slack: CGFloat, alignment: AlignmentKey) -> CGFloat {
    let fraction = min(max(ViewDimensions(size: CGSize(width: 1, height: 1))[alignment], 0), 1)
    return max(slack, 0) * fraction
  }

  /// The cells' frames relative to the grid's origin, the proposals the
  /// views were sized for, and the grid's size.
  func layout(_ proposal: ProposedViewSize) -> (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize) {
    let tracks = tracks(crossProposal(proposal))
    let perLine = max(tracks.count, 1)
    let (offsets, across) = Self.trackOffsets(tracks)
    var frames: [CGRect] = []
    var proposals: [ProposedViewSize] = []
    var along: CGFloat = 0
    var index = 0
    while index < children.count {
      let line = Array(children[index..<min(index + perLine, children.count)])
      let lineProposals = line.indices.map { k in Self.cellOffer(tracks[k], axis: axis) }
      let sizes = zip(line, lineProposals).map { $0.sizeThatFits($1) }
      let lineLength = sizes.map { axis == .vertical ? $0.height : $0.width }.max() ?? 0
      for k in line.indices {
        let (frame, proposal) = Self.cell(
          line[k], of: tracks[k], offset: offsets[k], along: along, lineLength: lineLength, axis: axis)
        frames.append(frame)
        proposals.append(proposal)
      }
      along += lineLength
      index += perLine
      if index < children.count { along += lineSpacing }
    }
    let size = axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    return (frames, proposals, size)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    if let lines = lines(proposal) {
      let length = lines.sizeThatFits(proposal)[axis]
      let across = Self.trackOffsets(tracks(crossProposal(proposal))).across
      return CGSize(axis, length, max(proposal[axis.other] ?? across, across))
    }
    let size = layout(proposal).size
    // A lazy grid fills the space offered across its tracks.
    if axis == .vertical { return CGSize(width: max(proposal.width ?? size.width, size.width), height: size.height) }
    return CGSize(width: size.width, height: max(proposal.height ?? size.height, size.height))
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    if let lines = lines(proposal) { return [pass.place(lines, in: frame, proposal: proposal)] }
    let (frames, proposals, size) = layout(proposal)
    // The tracks sit in the frame by the grid's alignment.
    let slack = axis == .vertical ? frame.width - size.width : frame.height - size.height
    let shift = Self.shift(slack: slack, alignment: alignment)
    return children.indices.map { i in
      let cell = frames[i]
      let moved = axis == .vertical ? cell.offsetBy(dx: frame.minX + shift, dy: frame.minY)
        : cell.offsetBy(dx: frame.minX, dy: frame.minY + shift)
      return pass.place(children[i], in: moved, proposal: proposals[i])
    }
  }
}
