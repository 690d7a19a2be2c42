import Encoders
import Foundation

/// A view that displays an image, as SwiftUI's `Image`: from an asset
/// catalog (`Image("avocado")`), a file (`Image(contentsOf:)`, beyond
/// SwiftUI), a `Bitmap`, or an SF Symbol name.
///
/// An image that is not `resizable()` keeps its size in points whatever it
/// is offered ("the child chooses its own size", WWDC19 "Building Custom
/// Views with SwiftUI"); a `frame` around it only places it. A resizable
/// image takes the size offered (its own size where a dimension is not
/// offered), stretching or tiling, with cap insets kept at their size;
/// `aspectRatio`/`scaledToFit`/`scaledToFill` keep its proportions.
///
/// Images in the template rendering mode (`renderingMode(.template)`, or an
/// asset marked so) are filled with the foreground style (any shape style,
/// gradients included) through their alpha.
///
/// `Sendable`, as SwiftUI's `Image` is.
public struct Image: Equatable, Sendable {
  enum Provider: Equatable {
    case named(String, bundle: Bundle?)
    case system(String)
    case source(ImageBox)
    /// No image (`UIImage()`): nothing drawn, no size.
    case empty
  }

  var provider: Provider
  var label: String?
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode: ResizingMode = .stretch
  var renderingMode: TemplateRenderingMode?
  /// A symbol's rendering mode, over the environment's.
  var symbolRenderingMode: SymbolRenderingMode?
  /// A symbol's variable value (0 … 1), nil when drawn whole.
  var variableValue: Double?
  var interpolation: Interpolation = .high
  var isAntialiased = true

  init(provider: Provider, label: String?) {
    self.provider = provider
    self.label = label
  }

  /// The image named `name` in the asset catalog of `bundle` (nil: the
  /// main bundle's and the resource bundles beside the executable): an
  /// image set, or else a custom symbol (`Name.symbolset`, see `SymbolSet`),
  /// which is sized and set on the baseline like an SF Symbol. Its name is
  /// its accessibility label.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(provider: .named(name, bundle: bundle), label: name)
  }

  /// The image named `name`, with `label` for accessibility.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(provider: .named(name, bundle: bundle), label: label.string)
  }

  /// An image that accessibility ignores.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(provider: .named(name, bundle: bundle), label: nil)
  }

  /// An SF Symbol. SF Symbols cannot be shipped: the name is looked up
  /// first in the app's custom symbols (a `Name.symbolset` in the catalogs
  /// of the main bundle and the resource bundles beside the executable,
  /// drawn from its SVG template, see `SymbolSet`), then in
  /// `SymbolLibrary`, whose stand-in drawings (open icon sets, composed as
  /// SF Symbols composes its variants) are sized and baseline-aligned like
  /// symbols for the current font and `imageScale`, filled with the
  /// foreground style; an unknown name draws nothing, with one warning on
  /// standard error, as iOS does.
  public init(systemName: String) {
    self.init(provider: .system(systemName), label: systemName)
  }

  /// An SF Symbol with a variable value (0 … 1; nil: drawn whole): its
  /// variable parts (a symbol's separate strokes, inner first, such as
  /// wifi's arcs) are lit up to the value, the rest at 35 %, as SwiftUI's
  /// `Image(systemName:variableValue:)`. A value that is not finite counts
  /// as nil; one outside 0 … 1 is clamped.
  public init(systemName: String, variableValue: Double?) {
    self.init(provider: .system(systemName), label: systemName)
    self.variableValue = variableValue.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
  }

  /// The image in the file at `url`: PNG, JPEG, SVG or PDF (first page).
  /// Beyond SwiftUI.
  /// - Throws: `FlipbookError.image` when it cannot be read.
  public init(contentsOf url: URL) throws {
    let source = try ImageCatalog.shared.source(at: url.path, scale: 1)
    self.init(provider: .source(ImageBox(source)), label: url.deletingPathExtension().lastPathComponent)
  }

  /// The pixels of `bitmap`, `scale` pixels a point (nil: the bitmap's own
  /// scale). Beyond SwiftUI.
  public init(bitmap: Bitmap, scale: CGFloat? = nil) throws {
    var bitmap = bitmap
    if let scale, scale.isFinite, scale > 0 { bitmap.scale = scale }
    do {
      self.init(provider: .source(ImageBox(try ImageSource(bitmap: bitmap))), label: nil)
    } catch RasterizerError.image(_, let problem) {
      throw FlipbookError.image(name: "bitmap", problem: problem)
    } catch {
      // Cairo could not allocate the image's surface.
      throw FlipbookError.image(name: "bitmap", problem: .undecodable(library: "cairo", message: "\(error)"))
    }
  }

  /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable { case stretch, tile }

  /// Whether an image draws its own colours or is a mask filled with the
  /// foreground style, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable { case original, template }

  /// How an image is resampled, as SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high

    /// The rasterizer's sampling for this level.
    var rasterizer: ImageInterpolation {
      switch self {
      case .none: .none
      case .low: .low
      case .medium: .medium
      case .high: .high
      }
    }
  }

  /// How large an SF Symbol is beside text, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// A decoded image compared by identity (for `Image`'s equality).
final class ImageBox: Equatable, Sendable {
  let source: ImageSource
  init(_ source: ImageSource) { self.source = source }
  static func == (a: ImageBox, b: ImageBox) -> Bool { a === b }
}

extension Image {
  /// Lets the image take the size it is offered, keeping `capInsets` (in
  /// points) at their size and stretching or tiling the middle.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    image.capInsets = capInsets
    image.resizingMode = resizingMode
    return image
  }

  /// Draws the image's own colours, or fills its shape with the foreground
  /// style (nil: the asset's own intent).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// Sets how the image is resampled (`.high` unless set).
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.interpolation = interpolation
    return image
  }

  /// Sets whether the image's edges are antialiased when it is transformed.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var image = self
    image.isAntialiased = isAntialiased
    return image
  }
}

nonisolated extension Image: View, PrimitiveView {
  public var body: Never { fatalError("Image is a primitive view") }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [ImageNode(self, inputs)] }
}

private struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
  /// How large symbols are beside text (`.medium` unless set).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how large the symbols in this view are beside text.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}

private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
  /// Pixels per point of the render (the render's or film's `scale`):
  /// which of an image set's 1x/2x/3x files is drawn.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}
