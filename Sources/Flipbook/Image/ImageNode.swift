import Foundation

/// An `Image`, resolved: its decoded source chosen for the render's scale
/// and colour scheme, and how it is drawn.
final class ImageNode: ViewNode {
  let source: ImageSource?
  /// A system symbol: its icon laid out as text, and its baseline from the top.
  let symbol: (layout: TextLayout, baseline: CGFloat)?
  let image: Image
  let tint: AnyShapeStyle?
  let environment: EnvironmentValues
  /// The accessibility label (nil for decorative images).
  var label: String? { image.label }

  init(_ image: Image, _ inputs: ResolveInputs) {
    let environment = inputs.environment
    var isTemplate = false
    var symbol: (TextLayout, CGFloat)?
    switch image.provider {
    case .named(let name, let bundle):
      let resolved = ImageCatalog.shared.image(
        named: name, bundle: bundle, scale: environment.displayScale, scheme: environment.colorScheme)
      source = resolved?.source
      isTemplate = resolved?.isTemplate ?? false
    case .system(let name):
      source = nil
      isTemplate = true
      symbol = Self.symbol(name, environment)
    case .source(let box):
      source = box.source
    }
    if let mode = image.renderingMode { isTemplate = mode == .template }
    tint = isTemplate ? environment.foregroundStyle ?? AnyShapeStyle(Color.primary) : nil
    self.symbol = symbol
    self.image = image
    self.environment = environment
  }

  /// The icon standing in for SF Symbol `name` (see `SymbolTable`), sized
  /// for the environment's font and `imageScale`: its em square is 1.2 ×
  /// the font size (so the icon's drawing, 20/24 of it, is about the font
  /// size, as a symbol's is), scaled 0.8 small and 1.3 large; its middle
  /// sits on the middle of the font's capitals, as a symbol beside text
  /// does. Nil (one warning per name) for an unknown name or without the
  /// icon font.
  static func symbol(_ name: String, _ environment: EnvironmentValues) -> (TextLayout, CGFloat)? {
    guard let icon = SymbolTable.materialIcons[name] else {
      ImageCatalog.shared.warn("no symbol named '\(name)' in Flipbook's SF Symbols stand-in table")
      return nil
    }
    guard FontLibrary.shared.hasFamily("Material Icons") else {
      ImageCatalog.shared.warn("Image(systemName:) needs the fonts-material-design-icons-iconfont package (Scripts/bootstrap)")
      return nil
    }
    let font = (environment.font ?? .body).resolved()
    let factor: CGFloat = switch environment.imageScale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
    let em = font.clampedSize * 1.2 * factor
    let descriptor = FontDescriptor(families: ["Material Icons"], size: em, lineMetrics: LineMetrics(ascent: 1, descent: 0))
    let layout = TextLayout.make(TextParagraph(runs: [TextRun(icon, font: descriptor)]), width: nil, height: nil)
    let capHeight = font.clampedSize * 1443 / 2048  // SF Pro's cap height
    return (layout, em / 2 + capHeight / 2)
  }

  /// Its size in points when not resizable; the size offered (its own
  /// where a dimension is not offered) when resizable; zero when missing.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    if let symbol {
      guard image.isResizable else { return symbol.layout.size }
      return CGSize(width: proposal.width ?? symbol.layout.size.width, height: proposal.height ?? symbol.layout.size.height)
    }
    guard let source else { return .zero }
    guard image.isResizable else { return source.size }
    return CGSize(width: proposal.width ?? source.size.width, height: proposal.height ?? source.size.height)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }

  /// A symbol has text baselines (its middle on the capitals' middle).
  override func findsTextBaselines() -> Bool { symbol != nil }

  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    guard key.isTextBaseline, let symbol else { return nil }
    return symbol.baseline * (symbol.layout.size.height > 0 ? size.height / symbol.layout.size.height : 1)
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    if let symbol {
      lowerSymbol(symbol.layout, placed, into: &list)
      return
    }
    guard let source, placed.frame.width.isFinite, placed.frame.height.isFinite,
      placed.frame.width > 0, placed.frame.height > 0
    else { return }
    let interpolation = image.interpolation.rasterizer
    let shading = tint.map { $0._shading(in: placed.frame, environment: environment).resolved(in: environment) }
    list.append(.image(DisplayList.ImageItem(
      source: source, frame: placed.frame, capInsets: image.isResizable ? image.capInsets : EdgeInsets(),
      tiles: image.isResizable && image.resizingMode == .tile, interpolation: interpolation,
      antialiased: image.isAntialiased, tint: shading)))
  }

  /// A symbol's icon, filled with the foreground style; scaled to the
  /// frame when resizable.
  private func lowerSymbol(_ layout: TextLayout, _ placed: PlacedView, into list: inout DisplayList) {
    let frame = placed.frame
    guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0,
      layout.size.width > 0, layout.size.height > 0
    else { return }
    let style = tint ?? AnyShapeStyle(Color.primary)
    // Drawn in the icon's own space, then transformed onto the frame: the
    // shading spans the icon's own bounds.
    let shading = style._shading(in: CGRect(origin: .zero, size: layout.size), environment: environment)
      .resolved(in: environment)
    var content = DisplayList()
    content.append(.text(DisplayList.TextItem(layout: layout, origin: .zero, styles: [TextRunStyle(shading: shading)])))
    let transform = CGAffineTransform(scaleX: frame.width / layout.size.width, y: frame.height / layout.size.height)
      .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    list.append(.transform(transform), content)
  }
}
