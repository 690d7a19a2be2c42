import Foundation
#if os(Linux)
import UIKit
#endif

// `ImageResource` and `ColorResource` themselves are FlipbookCore's
// (Color/AssetResources.swift): the asset symbols a plug-in generates
// import FlipbookCore, a name no module alias takes.

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
