import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIImage` (see PlatformStandIns.swift): an image
/// SwiftUI draws with `Image(uiImage:)`, from an asset catalog, an SF
/// Symbol name, encoded data (PNG, JPEG, SVG, PDF) or a file.
///
/// An image by name is looked up when drawn (in the environment's
/// catalogs, as `Image(_:)`); its `size` is read from the main bundle's
/// catalogs when made, and is zero when the name is found nowhere. UIKit
/// returns nil for a name it lacks; Flipbook returns nil for an empty name
/// only, so a force-unwrapped lookup doesn't trap on a machine without the
/// app's catalog (a missing name draws nothing, with one warning, as
/// `Image(_:)`).
///
/// Not here: resizable cap insets, animated images, `pngData()` of a named image.
open class UIImage: Equatable, @unchecked Sendable {
  /// What the image shows, as data; SwiftUI's `Image(uiImage:)` (in
  /// Flipbook) makes the image from it.
  package enum Content: Equatable, @unchecked Sendable {
    /// An asset catalog's image, looked up where it is drawn.
    case named(String, bundle: Bundle?)
    /// An SF Symbol.
    case system(String)
    /// Decoded pixels or vector content: Rasterizer's `ImageSource`, held
    /// as an object so that this module imports nothing that imports a C
    /// library (see UIKit.swift); equal when it is the same one.
    case source(AnyObject)
    /// No image (`UIImage()`).
    case empty
    /// What a `UIGraphicsImageRenderer` recorded (Flipbook draws it).
    case drawing(CGContext)

    package static func == (a: Content, b: Content) -> Bool {
      switch (a, b) {
      case (.empty, .empty): true
      case (.named(let x, let i), .named(let y, let j)): x == y && i == j
      case (.system(let x), .system(let y)): x == y
      case (.source(let x), .source(let y)): x === y
      case (.drawing(let x), .drawing(let y)): x === y
      default: false
      }
    }
  }

  /// What the image shows.
  package let content: Content
  /// How it is drawn.
  package let renderingMode: RenderingMode
  /// The size in points (zero where unknown).
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat

  /// An image of `content`. The initializers that find or decode an image
  /// (`init(named:)`, `init(systemName:)`, `init(data:)`,
  /// `init(contentsOfFile:)`) are Flipbook's (UIImage+Loading.swift there),
  /// where the asset catalogs and decoders SwiftUI's `Image` uses are.
  package init(content: Content, renderingMode: RenderingMode = .automatic, size: CGSize, scale: CGFloat) {
    self.content = content
    self.renderingMode = renderingMode
    self.size = size
    self.scale = scale
  }

  /// An empty image, as UIKit's `UIImage()`: no size, draws nothing.
  public convenience init() { self.init(content: .empty, size: .zero, scale: 1) }

  /// This image drawn as a template (filled with the tint) or as its own
  /// colours.
  open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(content: content, renderingMode: mode, size: size, scale: scale)
  }

  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  /// How an image is configured (its traits, a symbol's size and
  /// weight), as UIKit's `UIImage.Configuration`.
  open class Configuration: @unchecked Sendable {
    public init() {}
  }

  /// A symbol image's configuration, as UIKit's `UIImage.SymbolConfiguration`.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale
    public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      super.init()
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize) }
  }

  /// A symbol's weight, as UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
  /// A symbol's scale, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

  public static func == (a: UIImage, b: UIImage) -> Bool {
    a === b || (a.content == b.content && a.renderingMode == b.renderingMode && a.size == b.size)
  }
}


