import CGIF
import FlipbookCore
import Foundation

/// A decoded animated GIF: composed frames as a browser shows them.
public struct DecodedGIF: Sendable {
  /// Each frame composed over the frames before it, honouring disposal
  /// (the logical screen starts transparent; "restore to background" clears
  /// to transparent, as browsers do).
  public var frames: [Bitmap]
  /// Each frame's delay in centiseconds (frames that draw nothing over an
  /// unchanged picture are merged into the one before, so a delay the
  /// encoder split over 655.35 s reads back whole).
  public var delays: [Int]
  /// The NETSCAPE2.0 loop count (0 = forever), or nil when the file has none.
  public var loopCount: Int?
  /// The logical screen size.
  public var width: Int
  public var height: Int
}

/// Reads GIFs through giflib, for tests and comparisons.
///
/// Each decoded frame is a whole screen, so a tiny file with a large screen
/// and many frames could ask for gigabytes (a 388-byte GIF of 16 one-pixel
/// frames on a 16384 × 4096 screen is 4 GiB decoded): decoding stops with
/// an error before the frames' pixels would pass `maximumTotalPixels`. The
/// budget is charged from the file's structure before anything is
/// allocated (`GIFLayout`): the rasters giflib reads, one composed screen
/// per frame and the screen they are composed on.
public struct GIFDecoder: Sendable {
  /// The most pixels the decoded frames may hold together: by default
  /// 256 Mpx (1 GiB of RGBA).
  public var maximumTotalPixels: Int

  /// A decoder with a pixel budget.
  public init(maximumTotalPixels: Int = 256 * 1024 * 1024) {
    self.maximumTotalPixels = max(maximumTotalPixels, 0)
  }

  /// Reads and decodes the GIF at `path`.
  public func read(contentsOf path: String) throws -> DecodedGIF {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path)
    } catch {
      throw EncoderError.readFailed(path: path, errno: error.errno)
    }
    return try decode(bytes, path: path)
  }

  /// Decodes GIF bytes; `path` only labels errors.
  /// - Throws: `EncoderError.gif` for a malformed file, or one whose
  ///   rasters and composed frames (counted from its structure before
  ///   anything is allocated) would pass `maximumTotalPixels`.
  public func decode(_ bytes: [UInt8], path: String? = nil) throws -> DecodedGIF {
    let layout = GIFLayout(bytes)
    guard layout.decodedPixels <= maximumTotalPixels else {
      throw EncoderError.gif(
        code: D_GIF_ERR_NOT_ENOUGH_MEM,
        message: "its \(layout.frameAreas.count) frames on a \(layout.screenWidth)×\(layout.screenHeight) screen "
          + "would take \(layout.decodedPixels) pixels to decode (rasters \(layout.totalRasterPixels), one composed "
          + "screen per frame and one to compose on), past the decoder's budget of \(maximumTotalPixels)",
        path: path)
    }
    let source = MemorySource(bytes: bytes)
    var error: Int32 = 0
    guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), gifInput, &error) else {
      throw EncoderError.gif(code: error, message: GIFWriter.message(error), path: path)
    }
    defer { DGifCloseFile(gif, nil) }
    if DGifSlurp(gif) == GIF_ERROR {
      throw EncoderError.gif(code: gif.pointee.Error, message: GIFWriter.message(gif.pointee.Error), path: path)
    }
    let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
    do {
      try _ = Bitmap(width: width, height: height)
    } catch {
      throw EncoderError.gif(code: D_GIF_ERR_DATA_TOO_BIG, message: "screen \(width)×\(height)", path: path)
    }
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var frames: [Bitmap] = []
    var delays: [Int] = []
    var loopCount: Int?
    var previousKept = false
    let count = Int(gif.pointee.ImageCount)
    for index in 0..<count {
      let image = gif.pointee.SavedImages[index]
      loopCount = loopCount ?? Self.loopCount(in: image)
      var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
      _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
      guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else {
        throw EncoderError.gif(code: D_GIF_ERR_NO_COLOR_MAP, message: "frame \(index) has no colour map", path: path)
      }
      let rect = PixelRect(
        x: Int(image.ImageDesc.Left), y: Int(image.ImageDesc.Top),
        width: Int(image.ImageDesc.Width), height: Int(image.ImageDesc.Height))
      let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
      let colors = Array(UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount)))
      var drew = false
      for row in 0..<rect.height {
        let y = rect.y + row
        guard y < height else { break }
        for column in 0..<rect.width {
          let x = rect.x + column
          guard x < width else { break }
          let value = Int(image.RasterBits[row * rect.width + column])
          if value == Int(control.TransparentColor) || value >= colors.count { continue }
          let p = (y * width + x) * 4
          drew = true
          canvas[p] = colors[value].Red
          canvas[p + 1] = colors[value].Green
          canvas[p + 2] = colors[value].Blue
          canvas[p + 3] = 255
        }
      }
      // A frame that draws nothing over an unchanged canvas (how delays over
      // 655.35 s are written) lengthens the frame before it.
      if !drew, !frames.isEmpty, previousKept {
        delays[delays.count - 1] += Int(control.DelayTime)
      } else {
        guard (frames.count + 1) * width * height <= maximumTotalPixels else {
          throw EncoderError.gif(
            code: D_GIF_ERR_NOT_ENOUGH_MEM,
            message: "\(frames.count + 1) frames of \(width)×\(height) pass the decoder's budget of \(maximumTotalPixels) pixels",
            path: path)
        }
        frames.append(try Bitmap(width: width, height: height, pixels: canvas))
        delays.append(Int(control.DelayTime))
      }
      previousKept = control.DisposalMode != DISPOSE_BACKGROUND && control.DisposalMode != DISPOSE_PREVIOUS
      if control.DisposalMode == DISPOSE_BACKGROUND {
        let clipped = PixelRect(
          x: min(rect.x, width), y: min(rect.y, height),
          width: max(0, min(rect.width, width - rect.x)), height: max(0, min(rect.height, height - rect.y)))
        RGBA.clear(clipped, on: &canvas, canvasWidth: width)
      } else if let saved {
        canvas = saved
      }
    }
    return DecodedGIF(frames: frames, delays: delays, loopCount: loopCount, width: width, height: height)
  }

  /// The loop count of a NETSCAPE2.0 block among `image`'s extensions.
  private static func loopCount(in image: SavedImage) -> Int? {
    guard image.ExtensionBlockCount > 1, let blocks = image.ExtensionBlocks else { return nil }
    for i in 0..<Int(image.ExtensionBlockCount - 1) {
      let block = blocks[i]
      guard block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
        String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0"
      else { continue }
      let data = blocks[i + 1]
      guard data.ByteCount >= 3, data.Bytes[0] == 1 else { continue }
      return Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
    }
    return nil
  }
}

/// Bytes giflib reads from, through `gifInput`.
private final class MemorySource {
  let bytes: [UInt8]
  var offset = 0
  init(bytes: [UInt8]) { self.bytes = bytes }
}

private func gifInput(_ gif: UnsafeMutablePointer<GifFileType>?, _ buffer: UnsafeMutablePointer<GifByteType>?, _ count: Int32)
  -> Int32
{
  guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
  let source = Unmanaged<MemorySource>.fromOpaque(user).takeUnretainedValue()
  let available = min(Int(count), source.bytes.count - source.offset)
  guard available > 0 else { return 0 }
  source.bytes.withUnsafeBufferPointer { bytes in
    buffer.update(from: bytes.baseAddress! + source.offset, count: available)
  }
  source.offset += available
  return Int32(available)
}
