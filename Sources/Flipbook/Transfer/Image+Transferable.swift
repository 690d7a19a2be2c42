import Encoders
import Foundation

// SwiftUI's and UIKit's images as things to transfer: `Image` is
// `Transferable` (iOS 16) and `UIImage` reads and writes item providers,
// both as PNG drawn by the same renderer as every frame.

extension Image: Transferable {
  /// Exported as a PNG of the image at its own size, 2 pixels a point (an
  /// image drawn for a drag or a share); imported from any image data
  /// Flipbook decodes (PNG, JPEG, SVG, PDF), as the photo picker's
  /// `loadTransferable(type: Image.self)` does.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(importedContentType: .image) { data in
      guard let image = UIImage(data: data) else {
        throw CoreTransferableError.importFailed(type: "Image", reason: "the data is not an image Flipbook decodes")
      }
      return Image(uiImage: image)
    }
    DataRepresentation(exportedContentType: .png) { image in
      let renderer = ImageRenderer(content: image)
      renderer.scale = 2
      guard let data = renderer.pngData() else {
        throw CoreTransferableError.exportFailed(type: "Image", reason: "the image draws nothing")
      }
      return data
    }
  }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
  /// PNG, JPEG and other images Flipbook decodes.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.png, .jpeg, .image].map(\.identifier)
  }

  /// The image decoded from `data`; throws an NSItemProvider error when it
  /// is not an image Flipbook decodes.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let image = UIImage(data: data) as? Self else {
      throw NSItemProvider.error(.unexpectedValueClassError)
    }
    return image
  }

  /// PNG.
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

  /// The image as PNG.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    if let data = pngData() {
      completionHandler(data, nil)
    } else {
      completionHandler(nil, NSItemProvider.error(.itemUnavailableError))
    }
    return nil
  }

  /// The image as PNG bytes at its scale, as UIKit's `pngData()`; nil for
  /// an empty image.
  public func pngData() -> Data? {
    guard let bitmap = drawn(), let bytes = try? PNGEncoder().encode(bitmap) else { return nil }
    return Data(bytes)
  }

  /// The image as JPEG bytes at its scale, as UIKit's
  /// `jpegData(compressionQuality:)` (0 smallest … 1 best, clamped); nil
  /// for an empty image. Transparent pixels come out black, as on iOS.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    let quality = compressionQuality.isNaN ? 0.9 : min(max(Double(compressionQuality), 0), 1)
    guard let bitmap = drawn(), let bytes = try? JPEGEncoder(quality: quality).encode(bitmap) else { return nil }
    return Data(bytes)
  }

  /// The image drawn at its size and scale (nil for an empty one).
  package func drawn() -> Bitmap? {
    guard size.width > 0, size.height > 0 else { return nil }
    let renderer = ImageRenderer(content: Image(uiImage: self).resizable().frame(width: size.width, height: size.height))
    renderer.scale = scale
    return renderer.bitmap
  }
}
