import Foundation

/// An `Image`, resolved: its decoded source chosen for the render's scale
/// and colour scheme, and how it is drawn.
final class ImageNode: ViewNode {
  let source: ImageSource?
  let image: Image
  let tint: AnyShapeStyle?
  let environment: EnvironmentValues
  /// The accessibility label (nil for decorative images).
  var label: String? { image.label }

  init(_ image: Image, _ inputs: ResolveInputs) {
    let environment = inputs.environment
    var isTemplate = false
    switch image.provider {
    case .named(let name, let bundle):
      let resolved = ImageCatalog.shared.image(
        named: name, bundle: bundle, scale: environment.displayScale, scheme: environment.colorScheme)
      source = resolved?.source
      isTemplate = resolved?.isTemplate ?? false
    case .system(let name):
      ImageCatalog.shared.warn("no system symbol named '\(name)': SF Symbols are not available")
      source = nil
      isTemplate = true
    case .source(let box):
      source = box.source
    }
    if let mode = image.renderingMode { isTemplate = mode == .template }
    tint = isTemplate ? environment.foregroundStyle ?? AnyShapeStyle(Color.primary) : nil
    self.image = image
    self.environment = environment
  }

  /// Its size in points when not resizable; the size offered (its own
  /// where a dimension is not offered) when resizable; zero when missing.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard let source else { return .zero }
    guard image.isResizable else { return source.size }
    return CGSize(width: proposal.width ?? source.size.width, height: proposal.height ?? source.size.height)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    guard let source, placed.frame.width.isFinite, placed.frame.height.isFinite,
      placed.frame.width > 0, placed.frame.height > 0
    else { return }
    let interpolation: ImageInterpolation = switch image.interpolation {
    case .none: .none
    case .low: .low
    case .medium: .medium
    case .high: .high
    }
    let shading = tint.map { $0._shading(in: placed.frame, environment: environment).resolved(in: environment) }
    list.append(.image(DisplayList.ImageItem(
      source: source, frame: placed.frame, capInsets: image.isResizable ? image.capInsets : EdgeInsets(),
      tiles: image.isResizable && image.resizingMode == .tile, interpolation: interpolation,
      antialiased: image.isAntialiased, tint: shading)))
  }
}
