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
    // A template's tint colour animates, as a shape's fill does (the
    // segment-control post's icons fade between tint and white).
    tint = isTemplate ? inputs.animatedStyle(environment.foregroundStyle ?? AnyShapeStyle(Color.primary)) : nil
    self.symbol = symbol
    self.image = image
    self.environment = environment
  }

  /// The icon standing in for SF Symbol `name` (see `SymbolTable`), sized
  /// for the environment's font and `imageScale` (0.8 small, 1.3 large),
  /// its middle on the middle of the font's capitals: its layout and its
  /// baseline from the top. Nil for an unknown name or without the icon font.
  static func symbol(_ name: String, _ environment: EnvironmentValues) -> (TextLayout, CGFloat)? {
    guard let icon = SymbolTable.icon(named: name) else { return nil }
    let size = (environment.font ?? .body).resolved(dynamicTypeSize: environment.dynamicTypeSize).clampedSize
    let scale: CGFloat = switch environment.imageScale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
    let font = SymbolTable.font(besideTextOfSize: size, scale: scale)
    let layout = TextLayout.make(TextParagraph(runs: [TextRun(icon, font: font)]), width: nil, height: nil)
    return (layout, font.size - SymbolTable.drop(em: font.size, besideTextOfSize: size))
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
