// GIF's LZW step, Flipbook's `LZWEncoder` against giflib's `EGifPutLine`,
// on the indices of existing GIFs (each frame's raster as stored, read with
// `DGifSlurp`). Both compress the same frames at the code size giflib
// announces; giflib writes into a counting sink. Thread CPU time, median of
// 15 interleaved rounds, as for PNG. Also prints the LZW bytes Flipbook's
// encoder produced (giflib's file adds a colour table per frame here).
import CGIF
@_spi(Benchmarks) import Encoders
import Foundation

/// A frame's stored indices and its LZW code size.
private struct StoredFrame {
  var left: Int32, top: Int32, width: Int32, height: Int32
  var indices: [UInt8]
  var codeSize: Int
}

private final class CountingSink {
  var bytes = 0
}

private func counted(_ gif: UnsafeMutablePointer<GifFileType>?, _ bytes: UnsafePointer<GifByteType>?, _ count: Int32) -> Int32 {
  guard let user = gif?.pointee.UserData else { return 0 }
  Unmanaged<CountingSink>.fromOpaque(user).takeUnretainedValue().bytes += Int(count)
  return count
}

func benchmarkLZW(gifs: [String]) throws {
  for path in gifs {
    var error: Int32 = 0
    guard let gif = DGifOpenFileName(path, &error), DGifSlurp(gif) == GIF_OK else {
      print("lzw  cannot read \(path) (giflib error \(error))")
      continue
    }
    let screenBits = gif.pointee.SColorMap.map { Int($0.pointee.BitsPerPixel) } ?? 8
    let screenWidth = gif.pointee.SWidth, screenHeight = gif.pointee.SHeight
    var frames: [StoredFrame] = []
    for i in 0..<Int(gif.pointee.ImageCount) {
      let image = gif.pointee.SavedImages[i]
      let d = image.ImageDesc
      let count = Int(d.Width) * Int(d.Height)
      let bits = d.ColorMap.map { Int($0.pointee.BitsPerPixel) } ?? screenBits
      frames.append(StoredFrame(
        left: d.Left, top: d.Top, width: d.Width, height: d.Height,
        indices: Array(UnsafeBufferPointer(start: image.RasterBits, count: count)), codeSize: max(2, bits)))
    }
    DGifCloseFile(gif, &error)
    let pixels = frames.reduce(0) { $0 + $1.indices.count }

    var giflibTimes: [Double] = [], ratios: [Double] = []
    var giflibBytes = 0, flipbookBytes = 0
    for _ in 0..<15 {
      let sink = CountingSink()
      var start = threadTime()
      var openError: Int32 = 0
      let out = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), counted, &openError)!
      var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)
      let map = GifMakeMapObject(256, &colors)
      EGifPutScreenDesc(out, screenWidth, screenHeight, 8, 0, map)
      for frame in frames {
        var frameColors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 1 << frame.codeSize)
        let frameMap = GifMakeMapObject(Int32(1 << frame.codeSize), &frameColors)
        EGifPutImageDesc(out, frame.left, frame.top, frame.width, frame.height, false, frameMap)
        var indices = frame.indices
        EGifPutLine(out, &indices, Int32(indices.count))
        GifFreeMapObject(frameMap)
      }
      EGifCloseFile(out, &openError)
      GifFreeMapObject(map)
      let giflibTime = threadTime() - start
      giflibTimes.append(giflibTime)
      giflibBytes = sink.bytes

      start = threadTime()
      var total = 0
      for frame in frames {
        total += frame.indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: frame.codeSize).count }
      }
      ratios.append((threadTime() - start) / giflibTime)
      flipbookBytes = total
    }
    let name = (path as NSString).lastPathComponent
    print(String(format: "lzw  %-28@ %4d frames %9d px  giflib %7.4f s  flipbook %5.2f× time  LZW bytes %d (giflib file %d)",
      name as NSString, frames.count, pixels, median(giflibTimes), median(ratios), flipbookBytes, giflibBytes))
  }
  print("lzw  goal: ≤ 1.2× giflib's time")
}
