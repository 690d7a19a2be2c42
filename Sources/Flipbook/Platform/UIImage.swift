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
/// Not here: drawing into image contexts (`UIGraphicsImageRenderer`),
/// resizable cap insets, animated images, `pngData()` of a named image.
open class UIImage: Equatable, @unchecked Sendable {
  /// The SwiftUI image.
  let image: Image
  /// The size in points (zero where unknown).
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat

  init(image: Image, size: CGSize, scale: CGFloat) {
    self.image = image
    self.size = size
    self.scale = scale
  }

  /// The image named `name` in an asset catalog (see the type's
  /// description for a name found nowhere).
  public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
    guard !name.isEmpty else { return nil }
    let scale = UIScreen.main.scale
    let resolved = ImageCatalog.shared.hasImage(named: name, bundle: bundle)
      ? ImageCatalog.shared.image(named: name, bundle: bundle, scale: scale, scheme: .light) : nil
    self.init(image: Image(name, bundle: bundle), size: resolved?.source.size ?? .zero, scale: scale)
  }

  /// The SF Symbol `name` (nil for an empty name; an unknown one draws
  /// nothing, with one warning, as `Image(systemName:)`).
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(image: Image(systemName: name), size: .zero, scale: UIScreen.main.scale)
  }

  /// The SF Symbol `name` with a configuration (its point size and weight
  /// apply where the image is drawn through SwiftUI's font instead).
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: name)
  }

  /// The image encoded in `data` (PNG, JPEG, SVG or PDF), at `scale`
  /// pixels a point; nil when it can't be decoded, as UIKit.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard let source = try? ImageSource.decode([UInt8](data), name: "data", scale: scale) else { return nil }
    self.init(image: Image(provider: .source(ImageBox(source)), label: nil), size: source.size, scale: scale)
  }

  /// The image in the file at `path`; nil when it can't be read.
  public convenience init?(contentsOfFile path: String) {
    guard let source = try? ImageCatalog.shared.source(at: path, scale: 1) else { return nil }
    self.init(image: Image(provider: .source(ImageBox(source)), label: nil), size: source.size, scale: 1)
  }

  /// This image drawn as a template (filled with the tint) or as its own
  /// colours.
  open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    let image = mode == .alwaysTemplate
      ? self.image.renderingMode(.template) : mode == .alwaysOriginal ? self.image.renderingMode(.original) : self.image
    return UIImage(image: image, size: size, scale: scale)
  }

  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  /// A symbol image's configuration, as UIKit's `UIImage.SymbolConfiguration`.
  public final class SymbolConfiguration: @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale
    public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize) }
  }

  /// A symbol's weight, as UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
  /// A symbol's scale, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

  public static func == (a: UIImage, b: UIImage) -> Bool { a === b || (a.image == b.image && a.size == b.size) }
}

/// A stand-in for AppKit's `NSImage`, as `UIImage` under AppKit's names.
open class NSImage: Equatable, @unchecked Sendable {
  let base: UIImage

  init(_ base: UIImage) { self.base = base }

  /// The image named `name` in an asset catalog (nil for an empty name).
  public convenience init?(named name: String) {
    guard let image = UIImage(named: name) else { return nil }
    self.init(image)
  }

  /// The SF Symbol `name` (nil for an empty name).
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    guard let image = UIImage(systemName: name) else { return nil }
    self.init(image)
  }

  /// The image encoded in `data`; nil when it can't be decoded.
  public convenience init?(data: Data) {
    guard let image = UIImage(data: data) else { return nil }
    self.init(image)
  }

  /// The image in the file at `path`; nil when it can't be read.
  public convenience init?(contentsOfFile path: String) {
    guard let image = UIImage(contentsOfFile: path) else { return nil }
    self.init(image)
  }

  /// The image in the file at `url`; nil when it can't be read.
  public convenience init?(contentsOf url: URL) { self.init(contentsOfFile: url.path) }

  /// The size in points (zero where unknown).
  public var size: CGSize { base.size }
  /// Whether the image is a template (filled with the tint).
  public var isTemplate = false

  public static func == (a: NSImage, b: NSImage) -> Bool { a.base == b.base && a.isTemplate == b.isTemplate }
}

extension Image {
  /// The image a `UIImage` holds, as SwiftUI's `Image(uiImage:)`.
  public init(uiImage: UIImage) { self = uiImage.image }
  /// The image an `NSImage` holds, as SwiftUI's `Image(nsImage:)`.
  public init(nsImage: NSImage) { self = nsImage.isTemplate ? nsImage.base.image.renderingMode(.template) : nsImage.base.image }
}
