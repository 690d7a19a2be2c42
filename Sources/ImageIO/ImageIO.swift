@_exported import CoreGraphics
import Encoders
import FlipbookCore
import Foundation
import Rasterizer

// # ImageIO on Linux
//
// Apps reach for ImageIO to downsample a large photo before showing it
// (`CGImageSourceCreateThumbnailAtIndex` with a maximum pixel size), to
// read an image's size or an animated GIF's frames and delays without
// UIKit, and to write a PNG. This module gives those calls, with Apple's
// names and types (Core Foundation's as their Foundation bridges, see
// CoreGraphics' CoreFoundationTypes.swift), over Flipbook's own decoders:
// PNG (libpng), JPEG (libjpeg), GIF (giflib, every frame composed as a
// browser shows it), SVG (librsvg) and PDF (poppler, first page), read by
// their bytes whatever the name says.
//
// - A source's images are `CGImage`s Flipbook's `Image(decorative:scale:)`
//   and `UIImage(cgImage:)` draw; a thumbnail is the image scaled down
//   (never up) so its longer side is at most `kCGImageSourceThumbnailMaxPixelSize`,
//   aspect kept, drawn with high-quality sampling; without that option it
//   is the whole image.
// - Properties: pixel width and height, orientation 1 (Flipbook reads no
//   EXIF: a rotated JPEG shows as stored, a documented difference), depth
//   8, colour model RGB, and for a GIF its loop count and each frame's
//   delay (seconds, clamped to 0.1 below 0.02 as browsers and ImageIO's
//   clamped value do; the unclamped one as stored).
// - A destination writes PNG (`public.png`), whatever the number of images
//   asked for, the first image added; other types (JPEG, HEIC, GIF) are not
//   written here, so creating one for them returns nil, as ImageIO does for
//   a type it can't write, and the code takes its fallback branch.
// - Numbers in property dictionaries are `NSNumber`s; read them `as? Int`
//   or `as? Double`: swift-corelibs-foundation does not bridge `NSNumber`
//   to `CGFloat`, so `as? CGFloat` is nil on Linux (a difference no
//   library can mend).
// - Bad input answers as ImageIO does: bytes that are no image give a nil
//   source (or one with no images), an index out of range a nil image.
//
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// Reads images from data or a file, as ImageIO's `CGImageSource`.
public final class CGImageSource: @unchecked Sendable {
  /// The images (a GIF's frames, composed), decoded.
  let images: [CGImage]
  /// The type identifier of what was read ("public.png" …).
  let typeIdentifier: String
  /// Each image's GIF delay in seconds (GIFs only).
  let delays: [Double]
  /// A GIF's loop count (0: forever), when it has one.
  let loopCount: Int?

  init(images: [CGImage], typeIdentifier: String, delays: [Double] = [], loopCount: Int? = nil) {
    self.images = images
    self.typeIdentifier = typeIdentifier
    self.delays = delays
    self.loopCount = loopCount
  }

  /// Decodes `bytes`, or nil when they are no image Flipbook reads.
  static func decode(_ bytes: [UInt8], name: String) -> CGImageSource? {
    if bytes.starts(with: Array("GIF8".utf8)) {
      guard let gif = try? GIFDecoder().decode(bytes, path: name) else { return nil }
      let images = gif.frames.compactMap { frame in
        (try? ImageSource(bitmap: frame)).map { CGImage(width: frame.width, height: frame.height, content: $0) }
      }
      return CGImageSource(
        images: images, typeIdentifier: "com.compuserve.gif", delays: gif.delays.map { Double($0) / 100 },
        loopCount: gif.loopCount)
    }
    guard let source = try? ImageSource.decode(bytes, name: name) else { return nil }
    let type: String
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      type = "public.png"
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      type = "public.jpeg"
    } else if bytes.starts(with: Array("%PDF".utf8)) {
      type = "com.adobe.pdf"
    } else {
      type = "public.svg-image"
    }
    let (width, height) = source.pixelSize ?? (Int(source.size.width.rounded(.up)), Int(source.size.height.rounded(.up)))
    return CGImageSource(images: [CGImage(width: width, height: height, content: source)], typeIdentifier: type)
  }

  /// `source` drawn into `width` × `height` pixels (high-quality
  /// sampling), or nil when the size can't be allocated.
  static func pixels(of source: ImageSource, width: Int, height: Int) -> Bitmap? {
    let size = CGSize(width: width, height: height)
    return try? Bitmap.render(size: size, scale: 1) { $0.draw(source, in: CGRect(origin: .zero, size: size)) }
  }

  /// Status of an incremental load, as ImageIO's `CGImageSourceStatus`.
  public enum Status: Int32, Sendable {
    case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2
    case statusIncomplete = -1, statusComplete = 0
  }
}

public typealias CGImageSourceStatus = CGImageSource.Status

// MARK: - Keys

/// Options and property keys, as ImageIO names them.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
public let kCGImagePropertyDepth: CFString = "Depth"
public let kCGImagePropertyColorModel: CFString = "ColorModel"
public let kCGImagePropertyColorModelRGB: CFString = "RGB"
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
public let kCGImagePropertyFileSize: CFString = "FileSize"
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

// MARK: - Reading

/// A source reading `data`, or nil when it holds no image Flipbook reads.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  CGImageSource.decode([UInt8](data as Data), name: "data")
}

/// A source reading the file at `url`, or nil when it can't be read or
/// holds no image.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  let fileURL = url as URL
  guard fileURL.isFileURL, let bytes = try? FileReader.read(fileURL.path) else { return nil }
  return CGImageSource.decode(bytes, name: fileURL.lastPathComponent)
}

/// The number of images (a GIF's frames).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.images.count }

/// The source's type identifier ("public.png", "public.jpeg",
/// "com.compuserve.gif", "public.svg-image", "com.adobe.pdf").
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier as CFString }

/// Always complete: the data is decoded when the source is made.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus { .statusComplete }

/// The image at `index`, or nil out of range.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  isrc.images.indices.contains(index) ? isrc.images[index] : nil
}

/// The image at `index` scaled down so its longer side is at most
/// `kCGImageSourceThumbnailMaxPixelSize` (see the essay above).
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  guard isrc.images.indices.contains(index) else { return nil }
  let image = isrc.images[index]
  let limit = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue
  guard let limit, limit.isFinite, limit >= 1, Double(max(image.width, image.height)) > limit,
    let source = image.content as? ImageSource
  else { return image }
  let factor = limit / Double(max(image.width, image.height))
  let width = max(Int((Double(image.width) * factor).rounded()), 1)
  let height = max(Int((Double(image.height) * factor).rounded()), 1)
  guard let bitmap = CGImageSource.pixels(of: source, width: width, height: height),
    let scaled = try? ImageSource(bitmap: bitmap)
  else { return nil }
  return CGImage(width: width, height: height, content: scaled)
}

/// The properties of the image at `index` (see the essay above), or nil
/// out of range.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
  guard isrc.images.indices.contains(index) else { return nil }
  let image = isrc.images[index]
  let properties = NSMutableDictionary()
  properties[kCGImagePropertyPixelWidth] = NSNumber(value: image.width)
  properties[kCGImagePropertyPixelHeight] = NSNumber(value: image.height)
  properties[kCGImagePropertyOrientation] = NSNumber(value: 1)
  properties[kCGImagePropertyDepth] = NSNumber(value: 8)
  properties[kCGImagePropertyColorModel] = kCGImagePropertyColorModelRGB
  if isrc.delays.indices.contains(index) {
    let delay = isrc.delays[index]
    let gif = NSMutableDictionary()
    gif[kCGImagePropertyGIFUnclampedDelayTime] = NSNumber(value: delay)
    gif[kCGImagePropertyGIFDelayTime] = NSNumber(value: delay < 0.02 ? 0.1 : delay)
    properties[kCGImagePropertyGIFDictionary] = gif
  }
  return properties
}

/// The container's properties: a GIF's loop count and file type.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
  let properties = NSMutableDictionary()
  if isrc.typeIdentifier == "com.compuserve.gif" {
    let gif = NSMutableDictionary()
    gif[kCGImagePropertyGIFLoopCount] = NSNumber(value: isrc.loopCount ?? 1)
    properties[kCGImagePropertyGIFDictionary] = gif
  }
  return properties
}

// MARK: - Writing

/// Writes images to data or a file, as ImageIO's `CGImageDestination`
/// (PNG only on Linux: see the essay above).
public final class CGImageDestination: @unchecked Sendable {
  enum Target {
    case data(NSMutableData)
    case file(URL)
  }

  let target: Target
  var image: CGImage?
  var finalized = false

  init(target: Target) { self.target = target }

  /// The PNG bytes of `image`.
  static func pngBytes(of image: CGImage) -> [UInt8]? {
    guard let source = image.content as? ImageSource,
      let bitmap = CGImageSource.pixels(of: source, width: image.width, height: image.height)
    else { return nil }
    return try? PNGEncoder().encode(bitmap)
  }
}

/// The type identifiers a destination writes: PNG.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png" as CFString] as NSArray }

/// A destination appending to `data`, or nil for a type Flipbook does not
/// write (anything but "public.png").
public func CGImageDestinationCreateWithData(
  _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  guard (type as String) == "public.png", count >= 1 else { return nil }
  return CGImageDestination(target: .data(data))
}

/// A destination writing the file at `url`, or nil for another type than
/// PNG or a URL that is not a file's.
public func CGImageDestinationCreateWithURL(
  _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  guard (type as String) == "public.png", count >= 1, (url as URL).isFileURL else { return nil }
  return CGImageDestination(target: .file(url as URL))
}

/// Adds `image` (the first one added is written).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
  if idst.image == nil { idst.image = image }
}

/// Adds the image at `index` of `isrc`.
public func CGImageDestinationAddImageFromSource(
  _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
  if let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) { CGImageDestinationAddImage(idst, image, properties) }
}

/// Sets the destination's properties (kept: PNG has none Flipbook writes).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {}

/// Writes the image: true when written, false with no image added, after a
/// first call, or when the file can't be written (atomically: a file is
/// whole or untouched).
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
  guard !idst.finalized, let image = idst.image, let bytes = CGImageDestination.pngBytes(of: image) else { return false }
  idst.finalized = true
  switch idst.target {
  case .data(let data):
    data.append(Data(bytes))
    return true
  case .file(let url):
    return (try? Data(bytes).write(to: url, options: .atomic)) != nil
  }
}
