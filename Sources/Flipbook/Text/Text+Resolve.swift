import Foundation

extension Text {
  /// How one run of a text is painted, before its frame is known.
  struct RunStyle {
    var fill: AnyShapeStyle
    var underline: AnyShapeStyle?
    var strikethrough: AnyShapeStyle?
    /// Whether `fill` is the environment's foreground style (the text sets
    /// no colour): what `ResolvedText.shading` replaces.
    var fillsWithForeground: Bool
    /// The run's `customAttribute(_:)` values.
    var custom = TextCustomAttributes()

    /// The shadings for a text drawn in `frame` (gradients span the frame).
    func resolved(in frame: CGRect, _ environment: EnvironmentValues) -> TextRunStyle {
      func shading(_ style: AnyShapeStyle) -> GraphicsContext.Shading {
        style._shading(in: frame, environment: environment).resolved(in: environment)
      }
      return TextRunStyle(shading: shading(fill), underline: underline.map(shading), strikethrough: strikethrough.map(shading))
    }
  }

  /// A text resolved in an environment: its paragraph (fonts, case,
  /// spacing, the environment's line settings) and its runs' styles.
  struct Resolved {
    var paragraph: TextParagraph
    var styles: [RunStyle]
    var reservedLines: Int?
  }

  /// The pieces with each localized key replaced by its text in the
  /// environment's locale (Markdown in it rendered), keeping the piece's
  /// attributes; a key no table has stays as written.
  func localizedSegments(in environment: EnvironmentValues) -> [Segment] {
    guard segments.contains(where: { $0.localization != nil }) else { return segments }
    return segments.flatMap { segment -> [Segment] in
      guard let localization = segment.localization,
        let translated = StringTables.shared.translation(
          of: localization.key, table: localization.table, bundlePath: localization.bundlePath, locale: environment.locale)
      else { return [segment] }
      return InlineMarkdown.segments([.source(translated)]).map { piece in
        var localized = piece
        localized.attributes = piece.attributes.merged(under: segment.attributes)
        return localized
      }
    }
  }

  /// This text in `environment`: each piece's attributes over the views'
  /// (`View.bold()` …), its font over the environment's (`.body` unless set).
  func resolved(in environment: EnvironmentValues) -> Resolved {
    let settings = environment.textSettings
    var runs: [TextRun] = []
    var styles: [RunStyle] = []
    for segment in localizedSegments(in: environment) {
      let attributes = segment.attributes.merged(under: settings.attributes)
      let font = (attributes.font ?? environment.font ?? .body)
        .designed(attributes.design ?? nil).widened(attributes.width ?? nil).resolved(
        weight: attributes.weight, italic: attributes.italic ?? false,
        monospacedDigit: attributes.monospacedDigit ?? false, dynamicTypeSize: environment.dynamicTypeSize)
      var string = segment.number?.formatted(in: environment) ?? segment.string
      let fill = attributes.foreground?.style ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      if attributes.isSymbol {
        // The symbol's drawing on the em beside text of this size, lowered
        // so its middle meets the capitals' middle (the em's line metrics
        // then match SF Pro's), grown for the weight as a symbol image is.
        let symbolFont = SymbolTable.font(besideTextOfSize: font.clampedSize)
        let drop = SymbolTable.drop(em: symbolFont.size, besideTextOfSize: font.clampedSize)
        if let drawing = SymbolComposer.drawing(named: string) {
          let em = symbolFont.size
          // As wide as the symbol's image (`SymbolTable.imageBox`), the
          // em tall.
          var path = drawing.monochrome
          var width = drawing.width
          let emboldening = ResolvedSymbol.emboldening(of: drawing, forWeight: font.weight)
          if let box = SymbolTable.imageBox(of: drawing, emboldening: emboldening) {
            path = path.applying(CGAffineTransform(translationX: -box.minX, y: 0))
            width = box.width
          }
          let image = TextInlineImage(
            name: "symbol " + string, path: path, unitSize: CGSize(width: width, height: 24),
            size: CGSize(width: em * width / 24, height: em),
            emboldening: emboldening)
          runs.append(TextRun(image: image, font: symbolFont, baselineOffset: -drop))
          styles.append(RunStyle(
            fill: fill, underline: nil, strikethrough: nil, fillsWithForeground: attributes.foreground == nil,
            custom: attributes.custom))
        }
        continue
      }
      switch attributes.textCase ?? settings.textCase {
      case .uppercase: string = string.uppercased()
      case .lowercase: string = string.lowercased()
      case nil: break
      }
      let underline = attributes.underline.flatMap { $0.isActive ? $0 : nil }
      let strikethrough = attributes.strikethrough.flatMap { $0.isActive ? $0 : nil }
      // The system font's own tracking (SystemTracking) unless the text
      // sets its tracking; it spaces like kerning, keeping ligatures.
      let automatic = attributes.tracking == nil && font.lineMetrics?.isSystemFont == true
        ? SystemTracking.points(forSize: font.clampedSize) : 0
      runs.append(TextRun(
        string, font: font, kerning: (attributes.kerning ?? 0) + automatic, tracking: attributes.tracking ?? 0,
        baselineOffset: attributes.baselineOffset ?? 0, underline: underline != nil, strikethrough: strikethrough != nil))
      styles.append(RunStyle(
        fill: fill, underline: underline.map { $0.color.map(AnyShapeStyle.init) ?? fill },
        strikethrough: strikethrough.map { $0.color.map(AnyShapeStyle.init) ?? fill },
        fillsWithForeground: attributes.foreground == nil, custom: attributes.custom))
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
    let paragraph = TextParagraph(
      runs: runs, lineLimit: settings.lineLimit, truncation: truncation, alignment: alignment,
      lineSpacing: settings.lineSpacing, minimumScaleFactor: settings.minimumScaleFactor,
      allowsTightening: settings.allowsTightening)
    return Resolved(paragraph: paragraph, styles: styles, reservedLines: settings.reservedLines.map { max($0, 1) })
  }
}
