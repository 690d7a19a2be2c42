import Foundation
#if os(Linux)
import UIKit
#endif

/// An image in an asset catalog, as SwiftUI's `ImageResource` (iOS 17):
/// what Xcode 15 generates for each image set (`Image(.avatar)`), and the
/// FlipbookAssetSymbols plug-in generates on Linux.
public struct ImageResource: Hashable, @unchecked Sendable {
  /// The set's name in the catalog.
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour in an asset catalog, as SwiftUI's `ColorResource` (iOS 17):
/// what Xcode 15 generates for each colour set (`Color(.brand)`).
public struct ColorResource: Hashable, @unchecked Sendable {
  /// The set's name in the catalog.
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image `resource` names, as SwiftUI's `Image(_:)` for an
  /// `ImageResource`.
  public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color {
  /// The colour `resource` names, as SwiftUI's `Color(_:)` for a
  /// `ColorResource`.
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

#if os(Linux)
extension UIColor {
  /// The colour `resource` names, as UIKit's `UIColor(resource:)`.
  public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension UIImage {
  /// The image `resource` names, as UIKit's `UIImage(resource:)`.
  public convenience init(resource: ImageResource) {
    let scale = UIScreen.main.scale
    let resolved = ImageCatalog.shared.hasImage(named: resource.name, bundle: resource.bundle)
      ? ImageCatalog.shared.image(named: resource.name, bundle: resource.bundle, scale: scale, scheme: .light) : nil
    self.init(content: .named(resource.name, bundle: resource.bundle), size: resolved?.source.size ?? .zero, scale: scale)
  }
}
#endif
