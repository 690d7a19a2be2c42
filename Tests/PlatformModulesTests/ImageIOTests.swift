import Encoders
import Flipbook
import Foundation
import ImageIO
import Testing

/// ImageIO's calls as apps make them: a downsampled photo, an image's size,
/// an animated GIF's frames and delays, a PNG written.
@Suite struct ImageIOTests {
  /// A 40 × 20 PNG, red on the left half, blue on the right.
  func png() throws -> Data {
    let view = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    return try #require(renderer.pngData())
  }

  @Test func aSourceReadsSizeAndImage() throws {
    let source = try #require(CGImageSourceCreateWithData(try png() as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetType(source) == "public.png" as CFString)
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
    #expect(properties[kCGImagePropertyPixelWidth] as? Int == 40)
    #expect(properties[kCGImagePropertyPixelHeight] as? Double == 20)
    // swift-corelibs-foundation does not bridge NSNumber to CGFloat: a
    // documented difference (read Int or Double).
    #expect(properties[kCGImagePropertyPixelHeight] as? CGFloat == nil)
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.width == 40 && image.height == 20)
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    #expect(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil) == nil)
  }

  /// The downsampling recipe apps copy: the longer side to the maximum,
  /// aspect kept, never enlarged.
  @Test func aThumbnailFitsTheMaximumPixelSize() throws {
    let source = try #require(CGImageSourceCreateWithData(try png() as CFData, [kCGImageSourceShouldCache: false] as CFDictionary))
    let options = [
      kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
      kCGImageSourceCreateThumbnailWithTransform: true, kCGImageSourceThumbnailMaxPixelSize: 10,
    ] as [CFString: Any] as CFDictionary
    let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
    #expect(thumbnail.width == 10 && thumbnail.height == 5)
    let drawn = try #require(ImageRenderer(content: Image(decorative: thumbnail, scale: 1)).bitmap)
    #expect(drawn.width == 10 && drawn.pixel(x: 1, y: 2).red > 200 && drawn.pixel(x: 8, y: 2).blue > 200)
    let large = [kCGImageSourceThumbnailMaxPixelSize: 400.0] as [CFString: Any] as CFDictionary
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, large)?.width == 40, "never enlarged")
  }

  @Test func aGIFsFramesAndDelays() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let encoder = try GIFEncoder(path: path)
    try encoder.append(try Bitmap(width: 8, height: 8, fill: Bitmap.Pixel(255, 0, 0)), duration: 0.5)
    try encoder.append(try Bitmap(width: 8, height: 8, fill: Bitmap.Pixel(0, 0, 255)), duration: 0.25)
    try encoder.finish()
    let source = try #require(CGImageSourceCreateWithURL(URL(fileURLWithPath: path) as CFURL, nil))
    #expect(CGImageSourceGetCount(source) == 2 && CGImageSourceGetType(source) == "com.compuserve.gif" as CFString)
    let delays = (0..<2).map { index -> Double? in
      let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
      let gif = properties?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
      return gif?[kCGImagePropertyGIFDelayTime] as? Double
    }
    #expect(delays == [0.5, 0.25], "\(delays)")
  }

  @Test func aDestinationWritesPNGAndRefusesOtherTypes() throws {
    let source = try #require(CGImageSourceCreateWithData(try png() as CFData, nil))
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    let data = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
    CGImageDestinationAddImage(destination, image, nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect(!CGImageDestinationFinalize(destination), "once")
    let back = try #require(CGImageSourceCreateWithData(data, nil))
    #expect(CGImageSourceCreateImageAtIndex(back, 0, nil)?.width == 40)
    #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.jpeg" as CFString, 1, nil) == nil)
    let empty = try #require(CGImageDestinationCreateWithData(NSMutableData(), "public.png" as CFString, 1, nil))
    #expect(!CGImageDestinationFinalize(empty), "no image added")
    let unwritable = try #require(CGImageDestinationCreateWithURL(
      URL(fileURLWithPath: "/nonexistent-dir/x.png") as CFURL, "public.png" as CFString, 1, nil))
    CGImageDestinationAddImage(unwritable, image, nil)
    #expect(!CGImageDestinationFinalize(unwritable))
  }
}
