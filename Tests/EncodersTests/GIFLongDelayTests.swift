import Foundation
import FlipbookCore
import Testing

@testable import Encoders

/// Delays beyond the format's 655.35 s, and durations beyond the encoder's
/// limit (issue #21, item 7).
@Suite struct GIFLongDelayTests {
  func encode(_ durations: [Double], in directory: TemporaryDirectory) throws -> DecodedGIF {
    let path = directory.file("long.gif")
    let encoder = try GIFEncoder(path: path)
    for (i, duration) in durations.enumerated() {
      try encoder.append(uiFrame(knobX: 20 + 30 * Double(i)), duration: duration)
    }
    try encoder.finish()
    return try GIFDecoder().read(contentsOf: path)
  }

  @Test func aDelayOverTheFormatsLimitIsSplitAndReadsBackWhole() throws {
    let directory = TemporaryDirectory()
    let gif = try encode([700, 1, 2000.5, 0.5], in: directory)
    #expect(gif.delays == [70_000, 100, 200_050, 50])
    #expect(gif.frames.count == 4)
    // The frames after the split ones show what they should.
    let reference = try encode([1, 1, 1, 1], in: directory)
    #expect(gif.frames.map(\.pixels) == reference.frames.map(\.pixels))
  }

  @Test func durationsBeyondTheLimitAreRefused() throws {
    let directory = TemporaryDirectory()
    let encoder = try GIFEncoder(path: directory.file("huge.gif"))
    try encoder.append(uiFrame(knobX: 20), duration: 1)
    #expect(throws: EncoderError.self) { try encoder.append(uiFrame(knobX: 40), duration: 1e300) }
    #expect(directory.contents.isEmpty)
  }
}

/// Temporaries a killed run left behind are cleaned by the next write of
/// the same file (issue #21, item 12), and only those: a temporary is
/// removed when the process named in it is gone, never by its age, so two
/// writers of one destination, in one process or two, both finish and the
/// last wins (issue #55, item 1).
@Suite struct StaleTemporaryTests {

  @Test func aKilledRunsTemporaryIsRemovedByTheNextWrite() throws {
    let directory = TemporaryDirectory()
    let dead = try deadProcess()
    let stale = directory.file(".out.png.\(dead)-ABC123.flipbook-tmp")
    let live = directory.file(".out.png.\(getpid())-DEF456.flipbook-tmp")
    let other = directory.file(".other.png.\(dead)-ABC123.flipbook-tmp")
    for path in [stale, live, other] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3])))
      // However old it looks, a live owner's file stays.
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
    }
    try PNGEncoder().write(uiFrame(knobX: 20), to: directory.file("out.png"))
    #expect(directory.contents == [".other.png.\(dead)-ABC123.flipbook-tmp", ".out.png.\(getpid())-DEF456.flipbook-tmp", "out.png"])
  }

  @Test func twoWritersOfOneDestinationBothFinishAndTheLastWins() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("two.gif")
    for _ in 0..<20 {
      let first = try GIFEncoder(path: path)
      let second = try GIFEncoder(path: path)
      try first.append(uiFrame(knobX: 20), duration: 0.1)
      try second.append(uiFrame(knobX: 80), duration: 0.1)
      try second.append(uiFrame(knobX: 90), duration: 0.1)
      try second.finish()
      try first.finish()
      // The first finished last: its one frame is the file.
      #expect(try GIFDecoder().read(contentsOf: path).frames.count == 1)
      #expect(directory.contents == ["two.gif"])
    }
  }

  @Test func aTemporarysNameSaysItsOwner() {
    #expect(AtomicFileWriter.owner(of: ".a.gif.123-AbC9xZ.flipbook-tmp", name: "a.gif") == 123)
    #expect(AtomicFileWriter.owner(of: ".a.gif.AbC9xZ.flipbook-tmp", name: "a.gif") == nil)
    #expect(AtomicFileWriter.owner(of: ".b.gif.123-AbC9xZ.flipbook-tmp", name: "a.gif") == nil)
    #expect(AtomicFileWriter.owner(of: ".a.gif.x-AbC9xZ.flipbook-tmp", name: "a.gif") == nil)
  }
}

/// A small file cannot make the decoder allocate without bound (#21 item 9).
@Suite struct GIFDecoderBudgetTests {
  @Test func framesPastTheBudgetAreRefused() throws {
    let directory = TemporaryDirectory()
    let path = try writeSlidingKnobGIF(frames: 3, to: directory.file("three.gif"))
    #expect(try GIFDecoder().read(contentsOf: path).frames.count == 3)
    // 120 × 60 = 7,200 pixels a frame: a budget of two frames refuses the third.
    #expect(throws: EncoderError.self) { try GIFDecoder(maximumTotalPixels: 2 * 7_200).read(contentsOf: path) }
  }
}

/// giflib's slurp is bounded too: the frames' rasters are counted from the
/// file's structure before giflib allocates them (#21 item 9, the slurp half).
@Suite struct GIFRasterBudgetTests {
  /// A GIF89a of a 1×1 screen and `count` frames that each declare a
  /// `side`×`side` raster with one byte of LZW data.
  func descriptorsOnly(count: Int, side: Int) -> [UInt8] {
    var bytes: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
    for _ in 0..<count {
      bytes += [0x2C, 0, 0, 0, 0, UInt8(side & 0xff), UInt8(side >> 8), UInt8(side & 0xff), UInt8(side >> 8), 0]
      bytes += [2, 1, 0x44, 0]
    }
    return bytes + [0x3B]
  }

  @Test func declaredRastersPastTheBudgetAreRefusedBeforeGiflibAllocates() throws {
    // 1,000 frames of 16,384 × 16,384: 268 G pixels declared in 14 KB.
    let bytes = descriptorsOnly(count: 1_000, side: 16_384)
    #expect(bytes.count < 15_000)
    #expect(GIFLayout(bytes).frameAreas.count == 1_000)
    #expect {
      try GIFDecoder().decode(bytes)
    } throws: { error in
      "\(error)".contains("1000 frames on a 1×1 screen") && "\(error)".contains("rasters 268435456000")
    }
  }

  /// A 16384 × 4096 logical screen and 16 frames of one pixel each.
  static let screenBomb: [UInt8] = {
    var bytes: [UInt8] = Array("GIF89a".utf8) + [0x00, 0x40, 0x00, 0x10, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    for _ in 0..<16 { bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] }
    return bytes + [0x3B]
  }()

  @Test func composedScreensPastTheBudgetAreRefusedFromTheLayout() throws {
    let layout = GIFLayout(Self.screenBomb)
    #expect(Self.screenBomb.count < 400)
    #expect(layout.screenWidth == 16_384 && layout.screenHeight == 4_096)
    #expect(layout.totalRasterPixels == 16)
    // 17 screens of 67,108,864 pixels, and the 16 one-pixel rasters.
    #expect(layout.decodedPixels == 17 * 67_108_864 + 16)
    #expect {
      try GIFDecoder().decode(Self.screenBomb)
    } throws: { error in
      "\(error)".contains("16 frames on a 16384×4096 screen would take 1140850704 pixels")
    }
  }

  /// The refusal comes before anything of the screen's size is allocated:
  /// in a child process of its own, the decode raises the peak RSS by
  /// under 50 MB (one composed screen alone is 268 MB).
  @Test func theScreenBombIsRefusedBeforeAnyFrameIsAllocated() async {
    await #expect(processExitsWith: .success) {
      func peakKilobytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
      }
      let before = peakKilobytes()
      do {
        _ = try GIFDecoder().decode(GIFRasterBudgetTests.screenBomb)
        exit(2)
      } catch {}
      exit(peakKilobytes() - before < 50 * 1024 ? 0 : 1)
    }
  }

  @Test func aRealGIFsLayoutListsItsFrames() throws {
    let directory = TemporaryDirectory()
    let path = try writeSlidingKnobGIF(frames: 2, to: directory.file("two.gif"))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let layout = GIFLayout(bytes)
    #expect(layout.frameAreas.count == 2)
    #expect(layout.frameAreas[0] == 120 * 60)  // the first frame is the whole screen
  }
}

/// Writes a GIF of `frames` 120 × 60 UI frames, the knob 30 px further each
/// frame, 0.1 s apart; returns its path.
func writeSlidingKnobGIF(frames: Int, to path: String) throws -> String {
  let encoder = try GIFEncoder(path: path)
  for i in 0..<frames { try encoder.append(uiFrame(knobX: 20 + 30 * Double(i)), duration: 0.1) }
  try encoder.finish()
  return path
}
