import Foundation

/// An `Image`, resolved: its decoded source chosen for the render's scale
/// and colour scheme, and how it is drawn.
final class ImageNode: ViewNode {
  let source: ImageSource?
  /// A system symbol: its drawing, size and baseline (`ResolvedSymbol`).
  let symbol: ResolvedSymbol?
  /// A custom symbol (`source` is its glyph): its size in points and its
  /// baseline from the top, for the environment's font.
  let customSymbol: (size: CGSize, baseline: CGFloat)?
  let image: Image
  let tint: AnyShapeStyle?
  let environment: EnvironmentValues
  /// The accessibility label (nil for decorative images).
  var label: String? { image.label }

  /// An image element when the image has a label; none when decorative.
  override func collectAccessibility(_ placed: PlacedView, into elements: inout [AccessibilityElement]) {
    guard let label else { return }
    elements.append(AccessibilityElement(
      label: label, value: nil, hint: nil, identifier: nil, traits: .isImage, actions: [], frame: placed.frame))
  }

  init(_ image: Image, _ inputs: ResolveInputs) {
    let environment = inputs.environment
    var isTemplate = false
    var symbol: ResolvedSymbol?
    var customSymbol: (size: CGSize, baseline: CGFloat)?
    var source: ImageSource?
    switch image.provider {
    case .named(let name, let bundle):
      // An image set first, then a symbol set (SwiftUI's `Image(_:)`
      // loads the app's custom symbols too).
      if !ImageCatalog.shared.hasImage(named: name, bundle: bundle),
        ImageCatalog.shared.hasSymbolSet(named: name, bundle: bundle)
      {
        let glyph = ImageCatalog.shared.symbolSet(named: name, bundle: bundle).flatMap { Self.glyph(of: $0, environment) }
        (source, customSymbol, isTemplate) = (glyph?.source, glyph.map { ($0.size, $0.baseline) }, true)
      } else {
        let resolved = ImageCatalog.shared.image(
          named: name, bundle: bundle, scale: environment.displayScale, scheme: environment.colorScheme)
        source = resolved?.source
        isTemplate = resolved?.isTemplate ?? false
      }
    case .system(let written):
      isTemplate = true
      let name = environment.symbolVariants.symbolName(for: written) { candidate in
        SymbolLibrary.shared.contains(candidate) || ImageCatalog.shared.hasSymbolSet(named: candidate, bundle: nil)
      }
      // The app's own symbol sets first, then the stand-in table.
      if let set = ImageCatalog.shared.symbolSet(named: name, bundle: nil) {
        let glyph = Self.glyph(of: set, environment)
        (source, customSymbol) = (glyph?.source, glyph.map { ($0.size, $0.baseline) })
      } else {
        symbol = ResolvedSymbol(name: name, image: image, environment: environment)
      }
    case .source(let box):
      source = box.source
    case .empty:
      source = nil
    }
    self.source = source
    self.customSymbol = customSymbol
    if let mode = image.renderingMode { isTemplate = mode == .template }
    // A template's tint colour animates, as a shape's fill does (the
    // segment-control post's icons fade between tint and white). A symbol
    // drawn `.original` keeps the foreground style too: its multicolour
    // layers take their own colours and the rest the style, as SF Symbols'
    // multicolour mode draws them (`note.text.badge.plus` with
    // `.foregroundColor(.purple)`: a purple note under a green badge).
    tint = isTemplate || symbol != nil
      ? inputs.animatedStyle(environment.foregroundStyle ?? AnyShapeStyle(Color.primary)) : nil
    self.symbol = symbol
    self.image = image
    self.environment = environment
    super.init()
    // A symbol has text baselines (its middle on the capitals' middle).
    hasTextBaselines = symbol != nil || customSymbol != nil
  }

  /// The custom symbol `set`'s glyph for the environment's font (size and
  /// weight) and `imageScale`.
  static func glyph(of set: SymbolSet, _ environment: EnvironmentValues) -> SymbolSet.Glyph? {
    let font = (environment.font ?? .body).resolved(
      weight: environment.textSettings.attributes.weight, dynamicTypeSize: environment.dynamicTypeSize)
    return set.glyph(fontSize: font.clampedSize, weight: font.weight, scale: environment.imageScale)
  }

  /// The image's own size in points: a symbol's for the font, a file's at
  /// its scale; zero when missing.
  var naturalSize: CGSize {
    if let symbol { return symbol.size }
    if let customSymbol { return customSymbol.size }
    return source?.size ?? .zero
  }

  /// Its size in points when not resizable; the size offered (its own
  /// where a dimension is not offered) when resizable; zero when missing.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard symbol != nil || source != nil else { return .zero }
    let size = naturalSize
    guard image.isResizable else { return size }
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }

  /// A symbol not made resizable is a glyph on its text's baseline: text
  /// above or below it sits by the baselines, as next to text (see
  /// `ViewSpacing`); other images state no preference.
  override func computeSpacing() -> ViewSpacing {
    guard let symbol, !image.isResizable else { return ViewSpacing() }
    return .baselines(size: symbol.textSize, ascent: symbol.baseline, descent: symbol.size.height - symbol.baseline)
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    guard key.isTextBaseline else { return nil }
    let (baseline, height): (CGFloat, CGFloat)
    if let symbol {
      (baseline, height) = (symbol.baseline, symbol.size.height)
    } else if let customSymbol {
      (baseline, height) = (customSymbol.baseline, customSymbol.size.height)
    } else {
      return nil
    }
    return baseline * (height > 0 ? size.height / height : 1)
  }

  /// Under `redacted(reason: .placeholder)` an image keeps its size and
  /// shape and shows none of its content, as Apple's `RedactionReasons`
  /// documents ("Text and images will be automatically masked to appear
  /// as generic placeholders, though maintaining their original size and
  /// shape"): its alpha filled with the placeholder grey text's boxes use
  /// (`quaternaryLabel`), so a photo is a grey rectangle and a symbol a
  /// grey glyph.
  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    let redacted = environment.redactionReasons.contains(.placeholder)
    let placeholder = AnyShapeStyle(Color.semantic(.quaternaryLabel))
    if var symbol {
      if redacted { symbol.mode = .monochrome }
      symbol.lower(
        into: &list, frame: placed.frame, style: redacted ? placeholder : tint ?? AnyShapeStyle(Color.primary),
        environment: environment)
      return
    }
    guard let source, placed.frame.width.isFinite, placed.frame.height.isFinite,
      placed.frame.width > 0, placed.frame.height > 0
    else { return }
    let interpolation = image.interpolation.rasterizer
    let shading = (redacted ? placeholder : tint).map { $0._shading(in: placed.frame, environment: environment).resolved(in: environment) }
    list.append(.image(DisplayList.ImageItem(
      source: source, frame: placed.frame, capInsets: image.isResizable ? image.capInsets : EdgeInsets(),
      tiles: image.isResizable && image.resizingMode == .tile, interpolation: interpolation,
      antialiased: image.isAntialiased, tint: shading)))
  }
}
