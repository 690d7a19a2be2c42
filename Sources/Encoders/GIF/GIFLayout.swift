/// The frames a GIF declares, read from its block structure before giflib
/// decodes anything.
///
/// giflib's `DGifSlurp` allocates each frame's raster (one byte a pixel of
/// the frame's own rectangle) as it meets the frame, and keeps them all: a
/// few hundred bytes of descriptors naming 16384 × 16384 frames would have
/// it allocate 256 MiB each before any LZW data is found missing. Walking
/// the blocks first (header, logical screen, colour tables, extensions'
/// sub-blocks, image descriptors; GIF89a §§17–27) costs nothing and gives
/// the sum of the rasters, so the decoder can refuse a file over its budget
/// before giflib allocates. A malformed structure stops the walk; giflib
/// then reports it.
///
/// The decoder then composes each frame on a whole logical screen and keeps
/// it, so what decoding costs is the rasters plus one screen per frame plus
/// the screen it composes on: `decodedPixels`, known from the walk too. A
/// 388-byte file of 16 one-pixel frames on a 16384 × 4096 screen declares
/// 16 pixels of rasters but 1.1 Gpx of composed screens; it is refused
/// before anything is allocated.
struct GIFLayout {
  /// The logical screen's size (0 × 0 when the header is cut short).
  var screenWidth = 0, screenHeight = 0
  /// Each declared frame's raster size in pixels.
  var frameAreas: [Int] = []

  /// The rasters' total, in pixels (saturating).
  var totalRasterPixels: Int { frameAreas.reduce(0, Self.adding) }

  /// What decoding holds at its peak, in pixels (saturating): the rasters,
  /// a composed screen per frame, and the screen they are composed on.
  var decodedPixels: Int {
    let (screens, overflow) = (screenWidth * screenHeight).multipliedReportingOverflow(by: frameAreas.count + 1)
    return overflow ? .max : Self.adding(totalRasterPixels, screens)
  }

  private static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  init(_ bytes: [UInt8]) {
    var offset = 13  // "GIF89a" and the logical screen descriptor
    guard bytes.count >= offset else { return }
    screenWidth = Int(bytes[6]) | Int(bytes[7]) << 8
    screenHeight = Int(bytes[8]) | Int(bytes[9]) << 8
    let screenFlags = bytes[10]
    if screenFlags & 0x80 != 0 { offset += 3 << (Int(screenFlags & 7) + 1) }
    func skipSubBlocks() -> Bool {
      while offset < bytes.count {
        let size = Int(bytes[offset])
        offset += 1
        if size == 0 { return true }
        offset += size
      }
      return false
    }
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x2C:  // image descriptor
        guard offset + 10 <= bytes.count else { return }
        let width = Int(bytes[offset + 5]) | Int(bytes[offset + 6]) << 8
        let height = Int(bytes[offset + 7]) | Int(bytes[offset + 8]) << 8
        let flags = bytes[offset + 9]
        frameAreas.append(width * height)
        offset += 10
        if flags & 0x80 != 0 { offset += 3 << (Int(flags & 7) + 1) }
        offset += 1  // LZW minimum code size
        guard skipSubBlocks() else { return }
      case 0x21:  // extension: label, then sub-blocks
        offset += 2
        guard skipSubBlocks() else { return }
      default:  // the trailer, or something giflib will reject
        return
      }
    }
  }
}
