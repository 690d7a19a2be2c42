// PNG encoding against Cairo's own writer, on the same bitmaps; or, with
// --lzw, GIF's LZW step against giflib's on the same indices.
//
//   encoders-benchmark FRAMES_DIR
//   encoders-benchmark --lzw GIF...
//   encoders-benchmark --decode GIF   (decodes one GIF and says what came
//                                      of it: for /usr/bin/time -v's peak
//                                      RSS on hostile files)
//
// Decodes every frame_*.png in FRAMES_DIR, then writes them all with
// Flipbook's PNGEncoder and with cairo_surface_write_to_png (an RGB24
// surface for opaque bitmaps, ARGB32 otherwise: the best Cairo can do), and
// prints time and bytes for each. Time is the CPU time of the writing
// thread (other load on a shared machine does not count), in 15 rounds
// that run every writer in turn; the ratio is the median of the rounds'
// ratios, so a slow spell affects both sides of a ratio alike. This is the
// one place outside `Rasterizer` that touches Cairo: it is the comparison,
// not the product.
import CCairo
import Encoders
import Rasterizer
import FlipbookCore
import Foundation

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--decode" {
  do {
    let gif = try GIFDecoder().read(contentsOf: arguments[2])
    print("decoded \(gif.frames.count) frames of \(gif.width)×\(gif.height)")
  } catch {
    print("refused: \(error)")
  }
  exit(0)
}
if arguments.count >= 3, arguments[1] == "--lzw" {
  try benchmarkLZW(gifs: Array(arguments.dropFirst(2)))
  exit(0)
}
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: encoders-benchmark FRAMES_DIR | --lzw GIF...\n".utf8))
  exit(2)
}
let directory = arguments[1]
let names = try FileManager.default.contentsOfDirectory(atPath: directory)
  .filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }.sorted()
let bitmaps = try names.map { try PNGDecoder().read(contentsOf: directory + "/" + $0) }
let output = NSTemporaryDirectory() + "flipbook-png-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: output) }

/// Cairo surfaces holding the same pixels (premultiplied BGRA in memory).
let surfaces: [OpaquePointer] = bitmaps.map { bitmap in
  let opaque = bitmap.isOpaque
  let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
  cairo_surface_flush(surface)
  let stride = Int(cairo_image_surface_get_stride(surface))
  let data = cairo_image_surface_get_data(surface)!
  for y in 0..<bitmap.height {
    let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: bitmap.width) { $0 }
    for x in 0..<bitmap.width {
      let p = bitmap.pixel(x: x, y: y)
      let a = UInt32(p.alpha)
      func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
      row[x] = a << 24 | premultiply(p.red) << 16 | premultiply(p.green) << 8 | premultiply(p.blue)
    }
  }
  cairo_surface_mark_dirty(surface)
  return surface
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// CPU seconds the calling thread has used.
func threadTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func totalBytes(prefix: String) -> Int {
  names.indices.reduce(0) { sum, i in
    sum + ((try? FileManager.default.attributesOfItem(atPath: "\(output)/\(prefix)\(i).png")[.size] as? Int) ?? 0)
  }
}

let configurations: [(String, PNGEncoder)] = [
  ("flipbook default (level 5, sub+up+paeth)", PNGEncoder()),
  ("flipbook level 6, all filters", PNGEncoder(compressionLevel: 6, filters: .all)),
]
var cairoTimes: [Double] = []
var ratios = Array(repeating: [Double](), count: configurations.count)
for _ in 0..<15 {
  let start = threadTime()
  for (i, surface) in surfaces.enumerated() { cairo_surface_write_to_png(surface, "\(output)/cairo\(i).png") }
  let cairoTime = threadTime() - start
  cairoTimes.append(cairoTime)
  for (index, (_, encoder)) in configurations.enumerated() {
    let start = threadTime()
    for (i, bitmap) in bitmaps.enumerated() { try encoder.write(bitmap, to: "\(output)/flipbook\(index)-\(i).png") }
    ratios[index].append((threadTime() - start) / cairoTime)
  }
}
let cairoBytes = totalBytes(prefix: "cairo")
print(String(format: "png  %-42@ %8.4f s  %9d bytes", "cairo (level 6, all filters)" as NSString, median(cairoTimes), cairoBytes))
for (index, (name, _)) in configurations.enumerated() {
  let bytes = totalBytes(prefix: "flipbook\(index)-")
  print(String(format: "png  %-42@ %8.4f s  %9d bytes  %5.2f× time  %5.3f× bytes", name as NSString,
    median(cairoTimes) * median(ratios[index]), bytes, median(ratios[index]), Double(bytes) / Double(cairoBytes)))
}
print("png  goal: time ≤ 0.80× and bytes ≤ 1.00× of Cairo's")
surfaces.forEach { cairo_surface_destroy($0) }
