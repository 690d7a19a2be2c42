#if os(Linux)
import Foundation
import Rasterizer
import UIKit

// `UIImage`'s loading initializers and `Image(uiImage:)`: here, beside the
// asset catalogs and decoders SwiftUI's `Image` uses, while the class
// itself is the `UIKit` module's (which stays loadable without Flipbook's
// C libraries; see Sources/UIKit/UIKit.swift).
extension UIImage {
  /// The image named `name` in an asset catalog (see the type's
  /// description for a name found nowhere).
  public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
    guard !name.isEmpty else { return nil }
    let scale = UIScreen.main.scale
    let resolved = ImageCatalog.shared.hasImage(named: name, bundle: bundle)
      ? ImageCatalog.shared.image(named: name, bundle: bundle, scale: scale, scheme: .light) : nil
    self.init(content: .named(name, bundle: bundle), size: resolved?.source.size ?? .zero, scale: scale)
  }

  /// The image named `name` in an asset catalog, with a configuration
  /// (iOS 13's spelling; the configuration's traits are the render's).
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// The SF Symbol `name` (nil for an empty name; an unknown one draws
  /// nothing, with one warning, as `Image(systemName:)`).
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(content: .system(name), size: .zero, scale: UIScreen.main.scale)
  }

  /// The SF Symbol `name` with a configuration (its point size and weight
  /// apply where the image is drawn through SwiftUI's font instead).
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(systemName: name)
  }

  /// The image encoded in `data` (PNG, JPEG, SVG or PDF), at `scale`
  /// pixels a point; nil when it can't be decoded, as UIKit.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard let source = try? ImageSource.decode([UInt8](data), name: "data", scale: scale) else { return nil }
    self.init(content: .source(source), size: source.size, scale: scale)
  }

  /// The image in the file at `path`; nil when it can't be read.
  public convenience init?(contentsOfFile path: String) {
    guard let source = try? ImageCatalog.shared.source(at: path, scale: 1) else { return nil }
    self.init(content: .source(source), size: source.size, scale: 1)
  }
}

extension Image {
  /// The image a `UIImage` holds, as SwiftUI's `Image(uiImage:)`.
  public init(uiImage: UIImage) {
    var image: Image
    switch uiImage.content {
    case .named(let name, let bundle): image = Image(name, bundle: bundle)
    case .system(let name): image = Image(systemName: name)
    case .empty: image = Image(provider: .empty, label: nil)
    case .source(let object):
      // Only the initializers above make this case, always of an ImageSource.
      image = Image(provider: .source(ImageBox(object as! ImageSource)), label: nil)
    case .drawing(let context):
      // A renderer's image: its recording as a bitmap at the image's scale.
      image = context.rasterized(scale: uiImage.scale).map { Image(provider: .source(ImageBox($0)), label: nil) }
        ?? Image(provider: .empty, label: nil)
    }
    switch uiImage.renderingMode {
    case .automatic: break
    case .alwaysOriginal: image = image.renderingMode(.original)
    case .alwaysTemplate: image = image.renderingMode(.template)
    }
    self = image
  }
}
#endif
