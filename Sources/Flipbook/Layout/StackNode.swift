import Foundation

/// The layout of `HStack` and `VStack`, following SwiftUI (and seed 003):
///
/// The stack subtracts the spacing from the length it is offered, then
/// sizes its children in order of layout priority, highest first; within a
/// priority, least flexible first (flexibility = the difference between the
/// child's size when offered nothing and when offered infinity). Each child
/// is offered an equal share of what remains — after setting aside the
/// minimum lengths of lower-priority children — takes what it needs, and
/// returns the rest to those still waiting. Across the axis, children are
/// aligned on the stack's alignment guide and the stack is as wide as their
/// union.
///
/// Default spacing is 8 points between views and 0 next to a `Spacer`
/// (whose own minimum length provides the gap).
final class StackNode: ViewNode {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let children: [ViewNode]

  static let defaultSpacing: CGFloat = 8

  init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [ViewNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    super.init()
    for case let spacer as SpacerNode in children { spacer.axis = axis }
  }

  /// The gap after each child but the last.
  private var gaps: [CGFloat] {
    zip(children, children.dropFirst()).map { a, b in
      if let spacing { return spacing }
      return a.spacerMinLength != nil || b.spacerMinLength != nil ? 0 : Self.defaultSpacing
    }
  }

  private func proposal(along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
  }

  /// The size each child chooses under `proposal`.
  func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
    let across = proposal[axis.other]
    guard let along = proposal[axis], !children.isEmpty else {
      return children.map { $0.sizeThatFits(self.proposal(along: nil, across: across)) }
    }
    let minimums = children.map { $0.sizeThatFits(self.proposal(along: 0, across: across))[axis] }
    let maximums = children.map { $0.sizeThatFits(self.proposal(along: .infinity, across: across))[axis] }
    var remaining = along - gaps.reduce(0, +)
    var sizes = [CGSize](repeating: .zero, count: children.count)
    for priority in Set(children.map(\.layoutPriority)).sorted(by: >) {
      let group = children.indices.filter { children[$0].layoutPriority == priority }
        .sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
      let reserved = children.indices.filter { children[$0].layoutPriority < priority }.map { minimums[$0] }.reduce(0, +)
      var available = remaining - reserved
      for (n, index) in group.enumerated() {
        let offer = max(available / CGFloat(group.count - n), 0)
        let size = children[index].sizeThatFits(self.proposal(along: offer, across: across))
        sizes[index] = size
        available -= size[axis]
        remaining -= size[axis]
      }
    }
    return sizes
  }

  /// Positions across the axis (relative to the stack) aligning every
  /// child's guide on one line, and that line's position.
  private func crossOffsets(_ sizes: [CGSize]) -> (offsets: [CGFloat], line: CGFloat) {
    let guides = zip(children, sizes).map { child, size in child.dimensions(in: size)[alignment] }
    let line = guides.max() ?? 0
    return (guides.map { line - $0 }, line)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let sizes = childSizes(proposal)
    let along = sizes.map { $0[axis] }.reduce(0, +) + gaps.reduce(0, +)
    let offsets = crossOffsets(sizes).offsets
    let across = zip(offsets, sizes).map { $0 + $1[axis.other] }.max() ?? 0
    return CGSize(axis, along, across)
  }

  /// Each child's frame relative to the stack's origin.
  private func childFrames(in size: CGSize) -> [CGRect] {
    let sizes = childSizes(ProposedViewSize(size))
    let offsets = crossOffsets(sizes).offsets
    let gaps = gaps
    var cursor: CGFloat = 0
    return sizes.indices.map { i in
      var origin = CGPoint.zero
      origin[axis] = cursor
      origin[axis.other] = offsets[i]
      cursor += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
      return CGRect(origin: origin, size: sizes[i])
    }
  }

  /// A stack's explicit guide is its first child's that has one (so a
  /// guide set deep inside a column lines the column up), in the stack's
  /// coordinates.
  override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    let frames = childFrames(in: size)
    for (child, frame) in zip(children, frames) {
      if let value = child.explicitAlignment(key, in: frame.size) {
        return frame.origin[key.axis] + value
      }
    }
    return nil
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    for (child, childFrame) in zip(children, childFrames(in: frame.size)) {
      child.render(in: context.rounded(childFrame.offsetBy(dx: frame.minX, dy: frame.minY)), &context)
    }
  }

  override func prepare(in frame: CGRect, scale: CGFloat) {
    for (child, childFrame) in zip(children, childFrames(in: frame.size)) {
      child.prepare(in: pixelRounded(childFrame.offsetBy(dx: frame.minX, dy: frame.minY), scale: scale), scale: scale)
    }
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    for (child, childFrame) in zip(children, childFrames(in: frame.size)).reversed() {
      if let target = child.hitTest(point, in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY)) { return target }
    }
    return nil
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    zip(children, childFrames(in: frame.size)).contains { child, childFrame in
      child.contentContains(point, in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY))
    }
  }
}

/// A flexible gap along its stack's axis, as SwiftUI's `Spacer`.
final class SpacerNode: ViewNode {
  let minLength: CGFloat
  /// The enclosing stack's axis; nil outside a stack (flexible both ways).
  var axis: Axis?

  init(minLength: CGFloat) { self.minLength = minLength }

  override var spacerMinLength: CGFloat? { minLength }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? minLength, minLength) }
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }
}
