import CPNG
import Foundation
import FlipbookCore
import Testing

@testable import Encoders
import Rasterizer

@Suite struct PNGTests {
  func randomBitmap(width: Int, height: Int, opaque: Bool, seed: UInt64) -> Bitmap {
    var random = SeededRandom(state: seed)
    var pixels = (0..<(width * height * 4)).map { _ in random.byte() }
    if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
    return try! Bitmap(width: width, height: height, scale: 2, pixels: pixels)
  }

  @Test(arguments: [true, false])
  func encodeDecodeIsLossless(opaque: Bool) throws {
    let bitmap = randomBitmap(width: 37, height: 23, opaque: opaque, seed: 7)
    for level in [0, 3, 9] {
      for filters: PNGEncoder.Filters in [.none, .all, [.up, .paeth]] {
        let bytes = try PNGEncoder(compressionLevel: level, filters: filters).encode(bitmap)
        #expect(try PNGDecoder().decode(bytes) == bitmap)
      }
    }
  }

  @Test func opaqueBitmapsAreWrittenAsRGBWithSRGBAndResolution() throws {
    let bytes = try PNGEncoder().encode(randomBitmap(width: 4, height: 4, opaque: true, seed: 1))
    // IHDR colour type at byte 25: 2 = RGB, 6 = RGBA.
    #expect(bytes[25] == 2)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("sRGB") && text.contains("pHYs"))
    let rgba = try PNGEncoder().encode(randomBitmap(width: 4, height: 4, opaque: false, seed: 1))
    #expect(rgba[25] == 6)
  }

  /// A bitmap of `colors` distinct colours (the first `translucent` of
  /// them not opaque), scattered.
  func fewColours(_ colors: Int, translucent: Int = 0, width: Int = 40, height: Int = 30) -> Bitmap {
    var random = SeededRandom(state: 11)
    let palette = (0..<colors).map { k -> [UInt8] in
      [UInt8(k % 256), UInt8((k * 7) % 256), UInt8((k / 256) * 60 + 3), k < translucent ? UInt8(k * 3 % 255) : 255]
    }
    var pixels: [UInt8] = []
    for i in 0..<(width * height) {
      // Every colour at least once, then at random.
      pixels += palette[i < colors ? i : Int(random.byte()) * colors / 256]
    }
    return try! Bitmap(width: width, height: height, scale: 2, pixels: pixels)
  }

  @Test func fewColoursAreWrittenAsAnExactPaletteImage() throws {
    var encoder = PNGEncoder()
    encoder.writesPaletteImages = true
    for (colors, translucent) in [(1, 0), (2, 0), (200, 0), (256, 0), (256, 40), (30, 30)] {
      let bitmap = fewColours(colors, translucent: translucent)
      let bytes = try encoder.encode(bitmap)
      // IHDR colour type at byte 25: 3 = palette.
      #expect(bytes[25] == 3, "\(colors) colours")
      #expect(String(decoding: bytes, as: UTF8.self).contains("tRNS") == (translucent > 0), "\(colors) colours")
      #expect(try PNGDecoder().decode(bytes) == bitmap, "\(colors) colours, \(translucent) translucent")
      #expect(try encoder.encode(bitmap) == bytes, "deterministic")
    }
    // 257 colours: as before, RGB or RGBA.
    #expect(try encoder.encode(fewColours(257))[25] == 2)
    #expect(try encoder.encode(fewColours(257, translucent: 1))[25] == 6)
    // Off by default.
    #expect(try PNGEncoder().encode(fewColours(3))[25] == 2)
    // Fewer bytes than RGB on a flat picture.
    let flat = fewColours(4, width: 200, height: 100)
    #expect(try encoder.encode(flat).count < PNGEncoder().encode(flat).count)
  }

  @Test func scaleRoundTripsThroughPHYs() throws {
    var bitmap = randomBitmap(width: 3, height: 3, opaque: true, seed: 2)
    bitmap.scale = 3
    #expect(try PNGDecoder().decode(PNGEncoder().encode(bitmap)).scale == 3)
  }

  @Test func identicalInputGivesIdenticalBytes() throws {
    let bitmap = randomBitmap(width: 50, height: 20, opaque: false, seed: 3)
    #expect(try PNGEncoder().encode(bitmap) == PNGEncoder().encode(bitmap))
  }

  @Test func decoderReadsGrayPaletteAnd16BitFiles() throws {
    let encoder = PNGEncoder()
    // 8-bit gray
    let gray = try encoder.encodeRaw([0, 128, 255, 7], width: 2, height: 2, rowBytes: 2, colorType: PNG_COLOR_TYPE_GRAY, bitDepth: 8, scale: 1)
    #expect(try PNGDecoder().decode(gray).pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 7, 7, 7, 255])
    // gray + alpha
    let grayAlpha = try encoder.encodeRaw([10, 20, 30, 40], width: 2, height: 1, rowBytes: 4, colorType: PNG_COLOR_TYPE_GRAY_ALPHA, bitDepth: 8, scale: 1)
    #expect(try PNGDecoder().decode(grayAlpha).pixels == [10, 10, 10, 20, 30, 30, 30, 40])
    // 1-bit gray: 0b1010_0000 → white, black, white, black
    let bits = try encoder.encodeRaw([0b1010_0000], width: 4, height: 1, rowBytes: 1, colorType: PNG_COLOR_TYPE_GRAY, bitDepth: 1, scale: 1)
    #expect(try PNGDecoder().decode(bits).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [255, 0, 255, 0])
    // palette with tRNS
    let palette = try encoder.encodeRaw(
      [0, 1, 2, 1], width: 4, height: 1, rowBytes: 4, colorType: PNG_COLOR_TYPE_PALETTE, bitDepth: 8, scale: 1,
      palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255)], transparency: [255, 128])
    #expect(try PNGDecoder().decode(palette).pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 0, 255, 0, 128])
    // 16-bit RGBA, big-endian samples: scaled to 8 bits with rounding.
    let sixteen: [UInt8] = [0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00, 0x12, 0x34]
    let wide = try encoder.encodeRaw(sixteen, width: 1, height: 1, rowBytes: 8, colorType: PNG_COLOR_TYPE_RGB_ALPHA, bitDepth: 16, scale: 1)
    #expect(try PNGDecoder().decode(wide).pixels == [255, 128, 0, 18])
    // 16-bit RGB
    let rgb16 = try encoder.encodeRaw([0, 0, 0xFF, 0xFF, 0x7F, 0xFF], width: 1, height: 1, rowBytes: 6, colorType: PNG_COLOR_TYPE_RGB, bitDepth: 16, scale: 1)
    #expect(try PNGDecoder().decode(rgb16).pixels == [0, 255, 127, 255])  // 0x7FFF · 255 / 65535 = 127.498
  }

  @Test func corruptDataIsAClearError() throws {
    let good = try PNGEncoder().encode(randomBitmap(width: 8, height: 8, opaque: true, seed: 4))
    for bad in [[UInt8](), Array("not a png at all".utf8), Array(good.prefix(40)), good.enumerated().map { $0.offset > 50 && $0.offset < 60 ? 0 : $0.element }] {
      #expect(throws: RasterizerError.self) { try PNGDecoder().decode(bad, path: "x.png") }
    }
    do {
      _ = try PNGDecoder().decode(Array(good.prefix(40)), path: "cut.png")
    } catch RasterizerError.image(let name, .undecodable(let library, let message)) {
      #expect(name == "cut.png" && library == "libpng")
      #expect(!message.isEmpty)
    }
  }

  /// A chunk as the PNG format frames it: length, type, data, CRC-32.
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
  }

  func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

  /// Found by fuzzing (issue #21): 65 bytes whose sPLT chunk claims
  /// 1,768,883,457 bytes. libpng 1.6.39 only warns that the chunk is too
  /// large and allocated it anyway; the decoder now skips chunks it does not
  /// use and caps libpng's allocations. The input is also in the FuzzPNG
  /// corpus, so the CI smoke run (allocations over 1 GiB are findings)
  /// replays it under the fuzzer's allocation limit.
  @Test func aChunkClaimingGigabytesIsAClearErrorNotAnAllocation() throws {
    let hex = "89504e470d0a1a0a0000000d49484452000000140000000a0806000000b4557ee60000000467414d410000b18f0b4f7074696f050173504c54455247420b6252db"
    let bytes = stride(from: 0, to: hex.count, by: 2).map { offset in
      let start = hex.index(hex.startIndex, offsetBy: offset)
      return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
    }
    #expect(bytes.count == 65)
    #expect(throws: RasterizerError.self) { try PNGDecoder().decode(bytes) }
  }

  @Test func chunksTheDecoderDoesNotUseAreSkippedAndPHYsIsStillRead() throws {
    var bitmap = randomBitmap(width: 6, height: 4, opaque: false, seed: 9)
    bitmap.scale = 2
    let encoded = try PNGEncoder().encode(bitmap)
    let headerEnd = 8 + 25  // signature, IHDR
    let extra =
      chunk("tEXt", Array("Comment\u{0}made by a test".utf8))
      + chunk("iCCP", Array("icc\u{0}\u{0}".utf8) + [1, 2, 3, 4])  // a profile zlib cannot inflate
      + chunk("prVt", [1, 2, 3])  // a private chunk
    let decoded = try PNGDecoder().decode(Array(encoded[..<headerEnd]) + extra + Array(encoded[headerEnd...]))
    #expect(decoded.pixels == bitmap.pixels)
    #expect(decoded.scale == 2)
  }

  @Test func writingIsAtomicAndReportsBadDirectories() throws {
    let directory = TemporaryDirectory()
    let bitmap = randomBitmap(width: 5, height: 5, opaque: true, seed: 5)
    try PNGEncoder().write(bitmap, to: directory.file("a.png"))
    #expect(directory.contents == ["a.png"])
    #expect(try PNGDecoder().read(contentsOf: directory.file("a.png")) == bitmap)
    #expect(throws: EncoderError.cannotCreateFile(path: directory.file("missing/a.png"), errno: ENOENT)) {
      try PNGEncoder().write(bitmap, to: directory.file("missing/a.png"))
    }
    #expect(throws: EncoderError.cannotCreateFile(path: directory.file("a.png/b.png"), errno: ENOTDIR)) {
      try PNGEncoder().write(bitmap, to: directory.file("a.png/b.png"))
    }
    #expect(throws: RasterizerError.image(name: directory.file("nope.png"), problem: .readFailed(errno: ENOENT))) {
      try PNGDecoder().read(contentsOf: directory.file("nope.png"))
    }
    #expect(throws: EncoderError.invalidParameter(name: "compressionLevel", value: "12")) {
      try PNGEncoder(compressionLevel: 12).encode(bitmap)
    }
  }
}
