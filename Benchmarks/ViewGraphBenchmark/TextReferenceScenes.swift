// Whole images of the text reference set as views (`Scripts/bench --text`):
// what the recording suite's test laid out, restated from its description
// in Benchmarks/TextReferences/make-manifest.py (the strings, the fonts,
// the stacks' spacing, padding and width), so that the image's size and
// its text boxes can be compared as the suite's `.image` would.
@_spi(Instrumentation) import Flipbook

enum TextReferenceScenes {
  /// The scene `name` (the manifest's `scene`), nil for an unknown name.
  static func view(named name: String) -> AnyView? {
    switch name {
    case "challenge.typographyGallery": AnyView(ChallengeTypography.gallery)
    case "challenge.fontDesignComparison": AnyView(ChallengeTypography.designs)
    case "challenge.typographyHierarchy": AnyView(ChallengeTypography.hierarchy)
    case "challenge.typographyWithLabels": AnyView(ChallengeTypography.labelled)
    default: nil
    }
  }
}

/// vjr2005/Challenge's type scale: every style rounded, titles bold or
/// semibold, subheadline serif, caption2 monospaced; in the label colours,
/// each screen `.padding()` in a frame of fixed width on white.
private enum ChallengeTypography {
  static func font(_ style: Font.TextStyle) -> Font {
    switch style {
    case .largeTitle, .title: .system(style, design: .rounded, weight: .bold)
    case .title2, .title3, .headline: .system(style, design: .rounded, weight: .semibold)
    case .subheadline: .system(style, design: .serif)
    case .caption2: .system(style, design: .monospaced)
    default: .system(style, design: .rounded)
    }
  }

  static func color(_ style: Font.TextStyle) -> Color {
    switch style {
    case .subheadline, .footnote, .caption: labelColor("secondary")
    case .caption2: labelColor("tertiary")
    default: labelColor("primary")
    }
  }

  static func line(_ string: String, _ style: Font.TextStyle) -> some View {
    Text(verbatim: string).font(font(style)).foregroundStyle(color(style))
  }

  static func screen(width: CGFloat, spacing: CGFloat, @ViewBuilder _ content: () -> some View) -> some View {
    VStack(alignment: .leading, spacing: spacing) { content() }
      .padding().frame(width: width, alignment: .leading).background(Color.white)
  }

  static var gallery: some View {
    screen(width: 320, spacing: 12) {
      line("Large Title", .largeTitle)
      line("Title", .title)
      line("Title 2", .title2)
      line("Title 3", .title3)
      line("Headline", .headline)
      line("Body", .body)
      line("Subheadline", .subheadline)
      line("Footnote", .footnote)
      line("Caption", .caption)
      line("Caption 2", .caption2)
    }
  }

  static func labelledLine(_ label: String, _ style: Font.TextStyle) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(verbatim: label).font(.system(.caption, design: .rounded, weight: .semibold))
        .foregroundStyle(labelColor("secondary"))
      line("The quick brown fox jumps", style)
    }
  }

  static var designs: some View {
    screen(width: 320, spacing: 16) {
      labelledLine("Rounded (titles, body)", .body)
      labelledLine("Serif (subheadline)", .subheadline)
      labelledLine("Monospaced (caption2)", .caption2)
    }
  }

  static var hierarchy: some View {
    screen(width: 320, spacing: 12) {
      line("Page Title", .largeTitle)
      line("Section Header", .title2)
      line("This is the main body text that provides detailed information.", .body)
      line("Additional context in subheadline", .subheadline)
      line("Last updated: 2024-01-15", .caption)
    }
  }

  static func row(_ name: String, _ style: Font.TextStyle) -> some View {
    HStack(alignment: .firstTextBaseline) {
      Text(verbatim: name).font(.system(.caption, design: .monospaced)).foregroundStyle(labelColor("tertiary"))
        .frame(width: 90, alignment: .leading)
      line("Sample Text", style)
      Spacer()
    }
  }

  static var labelled: some View {
    screen(width: 360, spacing: 16) {
      row("largeTitle", .largeTitle)
      row("title", .title)
      row("title2", .title2)
      row("title3", .title3)
      row("headline", .headline)
      row("body", .body)
      row("subheadline", .subheadline)
      row("footnote", .footnote)
      row("caption", .caption)
      row("caption2", .caption2)
    }
  }
}
