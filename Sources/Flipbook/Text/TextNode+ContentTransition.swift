import Foundation

// # Content transitions of text
//
// A `Text` whose string, font or colour changes under an animated
// transaction doesn't jump to its new content: the animator keeps the
// content the text showed at the previous pass (`TextContent`, keyed by the
// view's identity) and, when it differs, starts a transition whose progress
// runs 0 → 1 along the transaction's animation (`Animator.presentContent`).
// Lowering then draws both contents at that progress.
//
// `.interpolate` of one line whose text changes only its size draws the
// new layout scaled from the old size to the new with the progress, from
// the frame's top-leading corner: the glyphs grow or shrink as iOS morphs
// them (the size-dependent spacing and optical family count as the size).
// Otherwise `.opacity` and `.interpolate` cross-fade: the old layout (the old
// paragraph laid out at the proposal the text was placed with) at 1 − p
// over the new at p, both from the frame's top-leading corner. The frame
// itself is the new text's, presented through layout animation, so both
// travel with it.
//
// `.numericText` works character by character, on one line. The two
// strings are matched as a counter's digits line up: their common start
// stays, then the rests are paired from the right. A pair of equal
// characters is stationary: the new character is drawn sliding from the
// old one's place to its own. Every other character rolls: the old one
// leaves by half a line upwards (counting up; downwards counting down)
// while fading and blurring, the new one arrives from half a line below
// (above). A character is drawn by clipping its line to the advance of its
// shaped cluster (`TextLayout.Cluster`), widened at the line's ends so
// nothing outside the advances is lost; clusters are mapped to characters
// by their UTF-8 offsets. The direction is the transition's `countsDown`,
// or for `numericText(value:)` the sign of new value − old value.

/// What a `Text` shows, as the animator compares it from pass to pass: its
/// paragraph (string and fonts) and its runs' colours; with the run styles
/// to draw it again as the outgoing content of a transition.
struct TextContent {
  let paragraph: TextParagraph
  let styles: [Text.RunStyle]
  let colors: [Color.Resolved?]
  /// The value a `numericText(value:)` transition was given.
  let value: Double?

  init(_ resolved: Text.Resolved, transition: ContentTransition, environment: EnvironmentValues) {
    paragraph = resolved.paragraph
    styles = resolved.styles
    colors = resolved.styles.map { $0.fill._color(in: environment)?.resolve(in: environment) }
    if case .numeric(_, let value) = transition.kind { self.value = value } else { value = nil }
  }

  /// Whether this content shows something other than `other`.
  func differs(from other: TextContent) -> Bool { paragraph != other.paragraph || colors != other.colors }

  /// Whether the two are drawn alike (same fonts and colours, run by run):
  /// their characters can then be matched one by one.
  func looksAlike(_ other: TextContent) -> Bool {
    colors == other.colors && paragraph.runs.map(\.font) == other.paragraph.runs.map(\.font)
  }
}

extension TextNode {
  /// Lowers the text mid-transition from `change.outgoing` to `item`.
  func lowerTransition(
    _ change: ContentChange<TextContent>, to item: DisplayList.TextItem, content: TextContent, in frame: CGRect,
    into list: inout DisplayList
  ) {
    let progress = change.progress.isFinite ? min(max(change.progress, 0), 1) : 1
    let proposal = placedProposal ?? ProposedViewSize(frame.size)
    let oldLayout = TextLayout.make(change.outgoing.paragraph, width: proposal.width, height: proposal.height)
    let old = DisplayList.TextItem(
      layout: oldLayout, origin: frame.origin, styles: change.outgoing.styles.map { $0.resolved(in: frame, environment) })
    let kind = environment.contentTransition.kind
    // The same line at another size: drawn growing or shrinking through the
    // sizes between, as iOS morphs it, rather than cross-faded.
    if kind == .interpolate, oldLayout.lines.count == 1, item.layout.lines.count == 1,
      change.outgoing.colors == content.colors, let ratio = Self.sizeRatio(from: change.outgoing.paragraph, to: paragraph)
    {
      let scale = ratio + (1 - ratio) * CGFloat(progress)
      var scaled = DisplayList()
      scaled.append(.text(item))
      let transform = CGAffineTransform(translationX: frame.minX, y: frame.minY).scaledBy(x: scale, y: scale)
        .translatedBy(x: -frame.minX, y: -frame.minY)
      list.append(.transform(transform), scaled)
      return
    }
    let matches = kind != .opacity && oldLayout.lines.count == 1 && item.layout.lines.count == 1
      && change.outgoing.paragraph.string != string && change.outgoing.looksAlike(content)
    if matches {
      var travel: CGFloat = 0
      if case .numeric(let countsDown, let value) = kind {
        let down = countsDown ?? (value.flatMap { new in change.outgoing.value.map { new < $0 } } ?? false)
        let line = item.layout.lines[0]
        travel = (line.ascent + line.descent) / 2 * (down ? -1 : 1)
      }
      lowerMatched(from: old, oldString: change.outgoing.paragraph.string, to: item, newString: string,
                   progress: progress, travel: travel, into: &list)
    } else {
      Self.append(.text(old), opacity: 1 - progress, into: &list)
      Self.append(.text(item), opacity: progress, into: &list)
    }
  }

  /// The old size over the new when `old` and `new` differ only in their
  /// runs' font sizes, by one ratio; nil otherwise (or for no change).
  static func sizeRatio(from old: TextParagraph, to new: TextParagraph) -> CGFloat? {
    guard old.runs.count == new.runs.count, !new.runs.isEmpty, old != new else { return nil }
    var ratio: CGFloat?
    for (a, b) in zip(old.runs, new.runs) {
      guard a.font.size > 0, b.font.size > 0, a.font.size.isFinite, b.font.size.isFinite else { return nil }
      // The size, and what follows from it: the line metrics, the optical
      // family and the size-dependent spacing (SystemTracking's table and the
      // stand-in's calibration, Font+Calibration.swift).
      var same = a
      same.font.size = b.font.size
      same.font.lineMetrics = b.font.lineMetrics
      same.font.families = b.font.families
      same.font.tracking = b.font.tracking
      same.font.sideBearing = b.font.sideBearing
      same.tracking = b.tracking
      same.kerning = b.kerning
      guard same == b else { return nil }
      let r = a.font.size / b.font.size
      if let ratio, abs(ratio - r) > 1e-6 { return nil }
      ratio = r
    }
    var sameParagraph = old
    sameParagraph.runs = new.runs
    guard sameParagraph == new, let ratio, ratio != 1 else { return nil }
    return ratio
  }

  /// Character by character: shared characters slide to their new place,
  /// the others fade out and in, moving by `travel` (a numeric roll,
  /// positive upwards) and blurring as they move.
  private func lowerMatched(
    from old: DisplayList.TextItem, oldString: String, to new: DisplayList.TextItem, newString: String,
    progress: Double, travel: CGFloat, into list: inout DisplayList
  ) {
    let oldCells = Self.cells(of: old, string: oldString)
    let newCells = Self.cells(of: new, string: newString)
    let oldCharacters = Array(oldString)
    let newCharacters = Array(newString)
    let blur = abs(travel) / 4
    let t = CGFloat(progress)

    func slide(_ o: Int, _ n: Int) {
      guard let to = newCells[n] else { return }
      let dx = (oldCells[o]?.minX).map { ($0 - to.minX) * (1 - t) } ?? 0
      Self.append(new, clippedTo: to, offset: CGSize(width: dx, height: 0), opacity: 1, blur: 0, into: &list)
    }
    func leave(_ o: Int) {
      guard let cell = oldCells[o] else { return }
      Self.append(old, clippedTo: cell, offset: CGSize(width: 0, height: -travel * t), opacity: 1 - progress,
                  blur: blur * t, into: &list)
    }
    func arrive(_ n: Int) {
      guard let cell = newCells[n] else { return }
      Self.append(new, clippedTo: cell, offset: CGSize(width: 0, height: travel * (1 - t)), opacity: progress,
                  blur: blur * (1 - t), into: &list)
    }

    var prefix = 0
    while prefix < oldCharacters.count, prefix < newCharacters.count, oldCharacters[prefix] == newCharacters[prefix] {
      slide(prefix, prefix)
      prefix += 1
    }
    let oldRest = oldCharacters.count - prefix
    let newRest = newCharacters.count - prefix
    for k in 1..<(max(oldRest, newRest) + 1) {
      let o = k <= oldRest ? oldCharacters.count - k : nil
      let n = k <= newRest ? newCharacters.count - k : nil
      if let o, let n, oldCharacters[o] == newCharacters[n] {
        slide(o, n)
      } else {
        if let o { leave(o) }
        if let n { arrive(n) }
      }
    }
  }

  /// Each character's horizontal extent in root space (nil for one drawn
  /// within another's cluster), from a one-line layout at `item.origin`.
  /// The first and last cells reach far past the line's ends, so glyph ink
  /// beyond the advances is kept.
  private static func cells(of item: DisplayList.TextItem, string: String) -> [Int: (minX: CGFloat, maxX: CGFloat)] {
    guard let line = item.layout.lines.first else { return [:] }
    var starts: [Int] = []
    var byte = 0
    for character in string {
      starts.append(byte)
      byte += character.utf8.count
    }
    var cells: [Int: (minX: CGFloat, maxX: CGFloat)] = [:]
    for cluster in line.clusters {
      // The character holding the cluster's first byte.
      var low = 0
      var high = starts.count - 1
      guard high >= 0 else { break }
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= cluster.byteOffset { low = middle } else { high = middle - 1 }
      }
      let minX = item.origin.x + line.x + cluster.minX
      let maxX = item.origin.x + line.x + cluster.maxX
      if let cell = cells[low] {
        cells[low] = (min(cell.minX, minX), max(cell.maxX, maxX))
      } else {
        cells[low] = (minX, maxX)
      }
    }
    let margin = line.ascent + line.descent
    if let first = cells.min(by: { $0.value.minX < $1.value.minX }) { cells[first.key]!.minX -= margin }
    if let last = cells.max(by: { $0.value.maxX < $1.value.maxX }) { cells[last.key]!.maxX += margin }
    return cells
  }

  /// Appends `item` at `opacity` (nothing when transparent).
  private static func append(_ item: DisplayList.Item, opacity: Double, into list: inout DisplayList) {
    var content = DisplayList()
    content.append(item)
    append(content, opacity: opacity, into: &list)
  }

  /// Appends the part of `item` over `cell`, moved by `offset`, at
  /// `opacity`, blurred by `blur` points.
  private static func append(
    _ item: DisplayList.TextItem, clippedTo cell: (minX: CGFloat, maxX: CGFloat), offset: CGSize,
    opacity: Double, blur: CGFloat, into list: inout DisplayList
  ) {
    guard opacity > 0 else { return }
    let height = item.layout.size.height
    let clip = CGRect(x: cell.minX, y: item.origin.y - height, width: cell.maxX - cell.minX, height: height * 3)
    var text = DisplayList()
    text.append(.text(item))
    var clipped = DisplayList()
    clipped.append(.clip(Path(clip), FillStyle()), text)
    var moved = DisplayList()
    moved.append(.transform(CGAffineTransform(translationX: offset.width, y: offset.height)), clipped)
    var blurred = moved
    if blur > 0.05 {
      blurred = DisplayList()
      blurred.append(.filter(.blur(radius: blur)), moved)
    }
    append(blurred, opacity: opacity, into: &list)
  }

  private static func append(_ content: DisplayList, opacity: Double, into list: inout DisplayList) {
    if !(opacity < 1) {
      list.append(contentsOf: content)
    } else if opacity > 0 {
      list.append(.opacity(opacity), content)
    }
  }
}
