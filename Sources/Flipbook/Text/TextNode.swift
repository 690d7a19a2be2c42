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
  let styles: [(fill: AnyShapeStyle, underline: AnyShapeStyle?, strikethrough: AnyShapeStyle?)]
  let environment: EnvironmentValues
  let reservedLines: Int?
  /// The text, for accessibility.
  let string: String
  /// The proposal the layout pass placed the text with: the layout drawn.
  private var placedProposal: ProposedViewSize?

  init(_ text: Text, _ inputs: ResolveInputs) {
    let environment = inputs.environment
    let settings = environment.textSettings
    var runs: [TextRun] = []
    var styles: [(AnyShapeStyle, AnyShapeStyle?, AnyShapeStyle?)] = []
    for segment in text.segments {
      let attributes = segment.attributes.merged(under: settings.attributes)
      let font = (attributes.font ?? environment.font ?? .body).resolved(
        weight: attributes.weight, italic: attributes.italic ?? false,
        monospacedDigit: attributes.monospacedDigit ?? false)
      var string = segment.string
      switch attributes.textCase ?? settings.textCase {
      case .uppercase: string = string.uppercased()
      case .lowercase: string = string.lowercased()
      case nil: break
      }
      let underline = attributes.underline.flatMap { $0.isActive ? $0 : nil }
      let strikethrough = attributes.strikethrough.flatMap { $0.isActive ? $0 : nil }
      runs.append(TextRun(
        string, font: font, kerning: attributes.kerning ?? 0, tracking: attributes.tracking ?? 0,
        baselineOffset: attributes.baselineOffset ?? 0, underline: underline != nil, strikethrough: strikethrough != nil))
      let fill = attributes.foreground?.style ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      styles.append((fill, underline.map { $0.color.map(AnyShapeStyle.init) ?? fill },
        strikethrough.map { $0.color.map(AnyShapeStyle.init) ?? fill }))
    }
    let alignment: TextParagraph.Alignment = switch settings.multilineTextAlignment {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
    let truncation: TextParagraph.Truncation = switch settings.truncationMode {
    case .head: .head
    case .middle: .middle
    case .tail: .tail
    }
    paragraph = TextParagraph(
      runs: runs, lineLimit: settings.lineLimit, truncation: truncation, alignment: alignment,
      lineSpacing: settings.lineSpacing, minimumScaleFactor: settings.minimumScaleFactor,
      allowsTightening: settings.allowsTightening)
    self.styles = styles
    self.environment = environment
    self.reservedLines = settings.reservedLines.map { max($0, 1) }
    string = runs.map(\.string).joined()
  }

  /// The layout for `proposal`.
  func layout(_ proposal: ProposedViewSize) -> TextLayout {
    TextLayout.make(paragraph, width: proposal.width, height: proposal.height)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let layout = layout(proposal)
    var size = layout.size
    if let offered = proposal.width, offered.isFinite { size.width = min(size.width, max(offered, 0)) }
    if let reservedLines, let first = layout.lines.first, layout.lines.count < reservedLines {
      let lineHeight = first.ascent + first.descent
      let spacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
      let extra = CGFloat(reservedLines - layout.lines.count)
      size.height += extra * (lineHeight + spacing)
    }
    return size
  }

  override func findsTextBaselines() -> Bool { !paragraph.runs.isEmpty }

  /// The first and last lines' baselines, from the layout at `size`.
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
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
    guard !layout.lines.isEmpty else { return }
    let frame = placed.frame
    let environment = self.environment
    let runStyles = styles.map { style in
      TextRunStyle(
        shading: style.fill._shading(in: frame, environment: environment).resolved(in: environment),
        underline: style.underline.map { $0._shading(in: frame, environment: environment).resolved(in: environment) },
        strikethrough: style.strikethrough.map { $0._shading(in: frame, environment: environment).resolved(in: environment) })
    }
    list.append(.text(DisplayList.TextItem(layout: layout, origin: frame.origin, styles: runStyles)))
  }
}
