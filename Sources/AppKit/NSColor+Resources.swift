import Flipbook
import UIKit

extension NSColor {
  /// The colour `resource` names, as AppKit's `NSColor(resource:)`.
  public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension NSImage {
  /// The image `resource` names, as AppKit's `NSImage(resource:)`.
  public convenience init(resource: ImageResource) { self.init(UIImage(resource: resource)) }
}
