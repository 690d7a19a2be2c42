import Foundation

/// A `Text`, resolved: its paragraph (runs with fonts resolved in the
/// environment) and how each run is painted.
///
/// ## How text sizes itself (SwiftUI's rules)
///
/// - Offered no width (nil or ∞), text takes its ideal size: each
///   paragraph on one line.
/// - Offered a width, it wraps at word boundaries (then between characters
///   for a word longer than the line) and is as wide as its widest line,
///   never wider than offered (a text too narrow for even "…" still
///   answers the width offered).
/// - Its height is whole lines: at most `lineLimit`, and no more than fit
///   in the height offered (at least one); cut text ends with "…" at the
///   truncation mode's place. `lineLimit(2...)` reserves lines.
/// - An empty string is 0 × 0.
///
/// Layouts come from `TextLayout.make`, which caches them process-wide, so
/// a film shapes each text once per width, not once per frame.
final class TextNode: ViewNode {
  let paragraph: TextParagraph
  let styles: [Text.RunStyle]
  let environment: EnvironmentValues
  let reservedLines: Int?
  /// The text, for accessibility.
  let string: String

  /// A static-text element.
  override func collectAccessibility(_ placed: PlacedView, into elements: inout [AccessibilityElement]) {
    elements.append(AccessibilityElement(
      label: string, value: nil, hint: nil, identifier: nil, traits: .isStaticText, actions: [], frame: placed.frame))
  }
  /// The proposal the layout pass placed the text with: the layout drawn.
  private(set) var placedProposal: ProposedViewSize?
  /// The content transition in flight, if the text changed under an
  /// animation (see `ContentTransition`).
  let contentChange: ContentChange<TextContent>?
  /// What the text shows, as content transitions compare it (in a running graph).
  let content: TextContent?

  init(_ text: Text, _ inputs: ResolveInputs) {
    let resolved = text.resolved(in: inputs.environment)
    paragraph = resolved.paragraph
    styles = resolved.styles
    environment = inputs.environment
    reservedLines = resolved.reservedLines
    string = resolved.paragraph.string
    if let memory = inputs.memory, !inputs.seeding {
      let transition = inputs.environment.contentTransition
      let content = TextContent(resolved, transition: transition, environment: inputs.environment)
      self.content = content
      contentChange = memory.animations.presentContent(
        content, at: inputs.identity, transaction: inputs.transaction, animates: transition != .identity,
        changed: { $0.differs(from: $1) })
    } else {
      content = nil
      contentChange = nil
    }
    super.init()
    role = .text(string)
    hasTextBaselines = !paragraph.runs.isEmpty
  }

  /// The layout for `proposal`. A width at least the text's ideal width,
  /// or short of it by at most a pixel, gives the ideal layout (Pango,
  /// offered exactly the ideal width, can wrap it): frames are rounded to
  /// pixels, so a text offered exactly what it asked for (a custom
  /// `Layout` placing a subview at its `sizeThatFits(.unspecified)`, then
  /// padding taking its share back) can come back a fraction short, and
  /// must not wrap or truncate for it. SwiftUI sizes text up to the pixel
  /// grid for the same reason; the line may overhang its frame by less than
  /// a pixel. Heights likewise: lines that fit in the height offered plus a
  /// pixel fit (a row offering wrapped text its pixel-rounded height would
  /// otherwise cut the last line it measured itself with).
  func layout(_ proposal: ProposedViewSize) -> TextLayout {
    let slack = 1 / max(environment.displayScale, 1)
    let height = proposal.height.map { $0.isFinite ? $0 + slack : $0 }
    if let width = proposal.width, width.isFinite {
      let ideal = TextLayout.make(paragraph, width: nil, height: height)
      if width >= ideal.size.width - slack { return ideal }
    }
    return TextLayout.make(paragraph, width: proposal.width, height: height)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    // A text renderer may size the text otherwise (its default is the
    // text's own size).
    if let renderer = environment.textRenderer {
      let size = renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: { [unowned self] in ownSize($0) }))
      if size.width.isFinite, size.height.isFinite { return CGSize(width: max(size.width, 0), height: max(size.height, 0)) }
    }
    return ownSize(proposal)
  }

  /// The text's own size for `proposal`.
  private func ownSize(_ proposal: ProposedViewSize) -> CGSize {
    let layout = layout(proposal)
    var size = layout.size
    if let offered = proposal.width, offered.isFinite { size.width = min(size.width, max(offered, 0)) }
    if let reservedLines, let first = layout.lines.first, layout.lines.count < reservedLines {
      let lineHeight = first.ascent + first.descent + first.leading
      let spacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
      let extra = CGFloat(reservedLines - layout.lines.count)
      size.height += extra * (lineHeight + spacing)
    }
    size.height = size.height.roundedUpToPixel(scale: environment.displayScale)
    return size
  }


  /// Text's preferences on its top and bottom edges, from its largest
  /// run's size (see `ViewSpacing`); none for an empty text.
  override func computeSpacing() -> ViewSpacing {
    guard let size = paragraph.runs.map(\.font.size).max() else { return ViewSpacing() }
    return .text(size: size, pixelLength: 1 / max(environment.displayScale, 1))
  }

  /// The first and last lines' baselines, from the layout at `size`; the
  /// list-row separator's ends at the text's edges.
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
    if key == HorizontalAlignment.listRowSeparatorTrailing.key { return size.width }
    guard key.isTextBaseline else { return nil }
    let layout = layout(placedProposal ?? ProposedViewSize(size))
    guard !layout.lines.isEmpty else { return nil }
    return key.isLastTextBaseline ? layout.lastBaseline : layout.firstBaseline
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    placedProposal = proposal
    return []
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    let layout = layout(placedProposal ?? ProposedViewSize(placed.frame.size))
    guard !layout.lines.isEmpty || contentChange != nil else { return }
    let frame = placed.frame
    if environment.redactionReasons.contains(.placeholder) {
      lowerRedacted(layout, in: frame, into: &list)
      return
    }
    let runStyles = styles.map { $0.resolved(in: frame, environment) }
    if let renderer = environment.textRenderer {
      lowerRendered(by: renderer, layout: layout, styles: runStyles, in: frame, into: &list)
      return
    }
    let item = DisplayList.TextItem(layout: layout, origin: frame.origin, styles: runStyles)
    if let contentChange, let content, contentChange.progress < 1 {
      lowerTransition(contentChange, to: item, content: content, in: frame, into: &list)
    } else {
      list.append(.text(item))
    }
  }
}

extension TextNode {
  /// Draws the text through a `TextRenderer`: its `draw(layout:in:)` runs
  /// on a recording context over the frame grown by its `displayPadding`
  /// (origin at the text's top-left), recorded as a canvas is.
  fileprivate func lowerRendered(
    by renderer: any TextRenderer, layout: TextLayout, styles: [TextRunStyle], in frame: CGRect, into list: inout DisplayList
  ) {
    let padding = renderer.displayPadding
    let canvas = CGRect(
      x: frame.minX - padding.leading, y: frame.minY - padding.top,
      width: frame.width + padding.leading + padding.trailing, height: frame.height + padding.top + padding.bottom)
    let source = TextRenderSource(layout: layout, styles: styles, custom: self.styles.map(\.custom))
    do {
      let recording = try GraphicsContext.record(size: canvas.size, scale: environment.displayScale, environment: environment) {
        context in
        context.translateBy(x: padding.leading, y: padding.top)
        renderer.draw(layout: Text.Layout(item: source), in: &context)
      }
      list.append(.canvas(DisplayList.CanvasItem(frame: canvas, recording: recording, failure: nil)))
    } catch {
      list.append(.canvas(DisplayList.CanvasItem(frame: canvas, recording: .init(), failure: error)))
    }
  }
}
