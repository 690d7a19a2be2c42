import CoreGraphics
import Foundation
import Flipbook
import UIKit

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
  /// The image an `NSImage` holds, as SwiftUI's `Image(nsImage:)`.
  public init(nsImage: NSImage) {
    self.init(uiImage: nsImage.isTemplate ? nsImage.base.withRenderingMode(.alwaysTemplate) : nsImage.base)
  }
}
