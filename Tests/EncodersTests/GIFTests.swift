import Foundation
import FlipbookCore
import Testing

@testable import Encoders

@Suite struct GIFTests {
  /// Frames of a knob sliding across a gradient track.
  func slidingKnob(count: Int, alphaHole: Bool = false) -> [Bitmap] {
    (0..<count).map { uiFrame(knobX: 20 + 80 * Double($0) / Double(max(1, count - 1)), alphaHole: alphaHole) }
  }

  func encode(_ frames: [Bitmap], duration: Double = 0.1, options: GIFEncoder.Options = .init(), in directory: TemporaryDirectory, name: String = "out.gif") throws -> DecodedGIF {
    let path = directory.file(name)
    let encoder = try GIFEncoder(path: path, options: options)
    for frame in frames { try encoder.append(frame, duration: duration) }
    try encoder.finish()
    return try GIFDecoder().read(contentsOf: path)
  }

  @Test func roundTripStaysCloseToTheSource() throws {
    let directory = TemporaryDirectory()
    let frames = slidingKnob(count: 12)
    let decoded = try encode(frames, in: directory)
    #expect(decoded.frames.count == 12)
    #expect(decoded.width == 120 && decoded.height == 60)
    let scores = zip(frames, decoded.frames).map { psnr($0, $1) }
    // Tolerance: every frame above 38 dB against its source.
    #expect(scores.min()! > 38, "PSNR per frame: \(scores)")
    #expect(decoded.loopCount == 0)
  }

  @Test func differencedFramesComposeExactlyLikeFullFrames() throws {
    // Few colours and no dithering: quantization is exact, so both encodings
    // must reproduce the source, pixel for pixel.
    let directory = TemporaryDirectory()
    let frames = (0..<8).map { step -> Bitmap in
      var pixels = [UInt8](repeating: 0, count: 64 * 32 * 4)
      for y in 0..<32 {
        for x in 0..<64 {
          let i = (y * 64 + x) * 4
          let inKnob = x >= step * 6 && x < step * 6 + 10 && y >= 10 && y < 20
          let color: [UInt8] = inKnob ? [255, 255, 255, 255] : (y < 16 ? [51, 56, 63, 255] : [77, 182, 226, 255])
          pixels.replaceSubrange(i..<(i + 4), with: color)
        }
      }
      return try! Bitmap(width: 64, height: 32, pixels: pixels)
    }
    var options = GIFEncoder.Options(dithering: 0)
    let differenced = try encode(frames, options: options, in: directory, name: "diff.gif")
    options.frameDifferencing = false
    let full = try encode(frames, options: options, in: directory, name: "full.gif")
    #expect(differenced.frames == full.frames)
    #expect(differenced.frames == frames)
    let diffSize = try FileManager.default.attributesOfItem(atPath: directory.file("diff.gif"))[.size] as! Int
    let fullSize = try FileManager.default.attributesOfItem(atPath: directory.file("full.gif"))[.size] as! Int
    #expect(diffSize < fullSize)
  }

  @Test func lossyDifferencingMatchesFullFramesWithinTolerance() throws {
    let directory = TemporaryDirectory()
    let frames = slidingKnob(count: 10)
    var options = GIFEncoder.Options()
    let differenced = try encode(frames, options: options, in: directory, name: "diff.gif")
    options.frameDifferencing = false
    let full = try encode(frames, options: options, in: directory, name: "full.gif")
    for (a, b) in zip(differenced.frames, full.frames) { #expect(psnr(a, b) > 36) }
  }

  @Test func thirtyFpsForTwoSecondsSumsToExactlyTwoHundredCentiseconds() throws {
    let directory = TemporaryDirectory()
    let decoded = try encode(slidingKnob(count: 60), duration: 1.0 / 30, in: directory)
    #expect(decoded.delays.reduce(0, +) == 200)
    #expect(Array(decoded.delays.prefix(6)) == [3, 3, 4, 3, 3, 4])
  }

  @Test func identicalFramesMergeIntoOneLongerFrame() throws {
    let directory = TemporaryDirectory()
    let a = uiFrame(knobX: 30), b = uiFrame(knobX: 60)
    let decoded = try encode([a, a, a, b, b], duration: 0.1, in: directory)
    #expect(decoded.delays == [30, 20])
  }

  @Test func framesFasterThanFiftyFpsAreRefusedUnlessDropped() throws {
    let directory = TemporaryDirectory()
    #expect(throws: EncoderError.frameTooShort(duration: 1.0 / 60, frame: 0)) {
      _ = try encode(slidingKnob(count: 6), duration: 1.0 / 60, in: directory)
    }
    #expect(directory.contents.isEmpty)
    var options = GIFEncoder.Options()
    options.dropsFramesFasterThan50fps = true
    let decoded = try encode(slidingKnob(count: 60), duration: 1.0 / 60, options: options, in: directory)
    #expect(decoded.delays.allSatisfy { $0 >= 2 })
    #expect(decoded.delays.reduce(0, +) == 100)
    #expect(decoded.frames.count < 60)
  }

  @Test func loopBlockFollowsTheOption() throws {
    let directory = TemporaryDirectory()
    var options = GIFEncoder.Options()
    options.loop = .count(3)
    #expect(try encode(slidingKnob(count: 2), options: options, in: directory).loopCount == 3)
    options.loop = .once
    #expect(try encode(slidingKnob(count: 2), options: options, in: directory).loopCount == nil)
  }

  @Test func globalPaletteModeWritesOneColourTable() throws {
    let directory = TemporaryDirectory()
    var options = GIFEncoder.Options()
    options.palette = .global
    let frames = slidingKnob(count: 6)
    let decoded = try encode(frames, options: options, in: directory)
    for (a, b) in zip(frames, decoded.frames) { #expect(psnr(a, b) > 30) }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: directory.file("out.gif")))
    #expect(bytes[10] & 0x80 != 0)  // global colour table flag
  }

  @Test func adaptivePaletteDrawsColoursThatAppearLater() throws {
    // Frame 0 is pink on grey; frame 1 turns the symbol blue, a colour the
    // first frame's palette lacks: the frame must get a palette of its own.
    let directory = TemporaryDirectory()
    func symbol(_ color: [UInt8]) -> Bitmap {
      var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
      for i in 0..<(40 * 40) {
        let x = i % 40, y = i / 40
        let inside = (x - 20) * (x - 20) + (y - 20) * (y - 20) < 100
        pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: inside ? color : [51, 56, 63, 255])
      }
      return try! Bitmap(width: 40, height: 40, pixels: pixels)
    }
    let frames = [symbol([249, 187, 196, 255]), symbol([77, 182, 226, 255])]
    var streaming = GIFEncoder.Options()
    streaming.paletteLookaheadBytes = 0  // the global palette from frame 0 alone
    let decoded = try encode(frames, options: streaming, in: directory)
    try #require(decoded.frames.count == 2)
    #expect(decoded.frames[1].pixel(x: 20, y: 20) == Bitmap.Pixel(77, 182, 226))
    var global = streaming
    global.palette = .global
    let stuck = try encode(frames, options: global, in: directory, name: "global.gif")
    // The first frame's palette has no blue: the change is lost (why adaptive exists).
    #expect(stuck.frames.last!.pixel(x: 20, y: 20) != Bitmap.Pixel(77, 182, 226))
    // With the lookahead (the default), the global palette is fitted to both
    // frames: blue is drawn exactly, and no frame needs a palette of its own.
    global.paletteLookaheadBytes = GIFEncoder.Options().paletteLookaheadBytes
    let fitted = try encode(frames, options: global, in: directory, name: "fitted.gif")
    #expect(fitted.frames.last!.pixel(x: 20, y: 20) == Bitmap.Pixel(77, 182, 226))
    #expect(fitted.frames.first!.pixel(x: 20, y: 20) == Bitmap.Pixel(249, 187, 196))
  }

  @Test func transparentPixelsStayTransparentAndCanBeCleared() throws {
    let directory = TemporaryDirectory()
    // Frame 1 opaque, frame 2 with a transparent strip: the strip must clear.
    let frames = [uiFrame(knobX: 40), uiFrame(knobX: 50, alphaHole: true), uiFrame(knobX: 60, alphaHole: true)]
    let decoded = try encode(frames, in: directory)
    #expect(decoded.frames[0].pixel(x: 2, y: 2).alpha == 255)
    #expect(decoded.frames[1].pixel(x: 2, y: 2).alpha == 0)
    #expect(decoded.frames[2].pixel(x: 2, y: 2).alpha == 0)
    #expect(decoded.frames[2].pixel(x: 60, y: 30).alpha == 255)
    // A matte makes everything opaque.
    var options = GIFEncoder.Options()
    options.transparency = .matte(Bitmap.Pixel(255, 0, 0))
    let matted = try encode(frames, options: options, in: directory, name: "matte.gif")
    #expect(matted.frames[1].pixel(x: 2, y: 2) == Bitmap.Pixel(255, 0, 0))
  }

  @Test func errorsLeaveNoFileBehind() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("x.gif")
    let empty = try GIFEncoder(path: path)
    #expect(throws: EncoderError.noFrames) { try empty.finish() }
    #expect(directory.contents.isEmpty)

    let mismatched = try GIFEncoder(path: path)
    try mismatched.append(uiFrame(knobX: 10), duration: 0.1)
    #expect(throws: EncoderError.frameSizeMismatch(expected: PixelSize(width: 120, height: 60), got: PixelSize(width: 60, height: 60), frame: 1)) {
      try mismatched.append(uiFrame(width: 60, knobX: 10), duration: 0.1)
    }
    #expect(throws: EncoderError.encoderClosed) { try mismatched.finish() }
    #expect(directory.contents.isEmpty)

    #expect(throws: EncoderError.cannotCreateFile(path: directory.file("no/such/dir.gif"), errno: ENOENT)) {
      _ = try GIFEncoder(path: directory.file("no/such/dir.gif"))
    }
    #expect(throws: EncoderError.invalidParameter(name: "speed", value: "0")) {
      _ = try GIFEncoder(path: path, options: .init(speed: 0))
    }
    let bad = try GIFEncoder(path: path)
    #expect(throws: EncoderError.self) { try bad.append(uiFrame(knobX: 1), duration: .nan) }
    #expect(directory.contents.isEmpty)
  }

  @Test func decoderRejectsGarbage() {
    #expect(throws: EncoderError.self) { try GIFDecoder().decode(Array("GIF89a but not really".utf8)) }
    #expect(throws: EncoderError.self) { try GIFDecoder().decode([]) }
  }
}

/// Root may mount a small tmpfs; elsewhere the full-disk test cannot run.
let canMountTmpfs: Bool = {
  guard geteuid() == 0 else { return false }
  let probe = NSTemporaryDirectory() + "flipbook-mount-probe-\(getpid())"
  try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: probe) }
  guard mount("tmpfs", probe, "tmpfs", 0, "size=64k") == 0 else { return false }
  umount(probe)
  return true
}()

@Suite(.serialized) struct FullDiskTests {
  @Test(.enabled(if: canMountTmpfs, "needs root to mount a 64 KiB tmpfs"))
  func aFullDiskIsReportedAndLeavesNoPartialFile() throws {
    let directory = TemporaryDirectory()
    let mountPoint = directory.file("tiny")
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    #expect(mount("tmpfs", mountPoint, "tmpfs", 0, "size=64k") == 0)
    defer { umount(mountPoint) }
    // Noise compresses badly: 40 frames of it need far more than 64 KiB.
    var random = SeededRandom(state: 9)
    let path = mountPoint + "/big.gif"
    let encoder = try GIFEncoder(path: path, options: .init(frameDifferencing: false))
    var caught: EncoderError?
    do {
      for _ in 0..<40 {
        let pixels = (0..<(100 * 100 * 4)).map { i in i % 4 == 3 ? 255 : random.byte() }
        try encoder.append(try Bitmap(width: 100, height: 100, pixels: pixels), duration: 0.1)
      }
      try encoder.finish()
    } catch let error as EncoderError {
      caught = error
    }
    #expect(caught == .writeFailed(path: path, errno: ENOSPC))
    #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint).isEmpty)
    // PNG too.
    let big = try Bitmap(width: 300, height: 300, pixels: (0..<(300 * 300 * 4)).map { _ in random.byte() })
    #expect(throws: EncoderError.writeFailed(path: mountPoint + "/big.png", errno: ENOSPC)) {
      try PNGEncoder().write(big, to: mountPoint + "/big.png")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint).isEmpty)
  }
}
