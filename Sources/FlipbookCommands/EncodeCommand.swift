import ArgumentParser
import Encoders
import Flipbook
import FlipbookCore
import Foundation

/// `flipbook encode FRAME.png… -o OUT.gif`: PNG frames made anywhere into a GIF.
struct EncodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode",
    abstract: "Encode PNG frames, in the order given, into an animated GIF.")

  @Argument(help: "The PNG frames, in order. All must have the same size.")
  var frames: [String]

  @Option(name: .shortAndLong, help: "The GIF to write (atomically).")
  var output: String

  @Option(help: "Frames per second (0.01 to 1000; at most 50 unless --drop-frames).")
  var fps: Double = 30

  @Option(help: "libimagequant quality range MIN-MAX, 0…100.")
  var quality: String = {
    let q = GIFEncoder.Options().quality
    return "\(q.lowerBound)-\(q.upperBound)"
  }()

  @Option(help: "Dithering level, 0 (none) … 1 (full).")
  var dither: Double = GIFEncoder.Options().dithering

  @Option(help: "Loop count: 0 loops forever; N writes a NETSCAPE2.0 count of N.")
  var loop: Int = 0

  @Option(help: "libimagequant speed, 1 (best) … 10 (fastest).")
  var speed: Int = GIFEncoder.Options().speed

  @Option(help: "Palettes: adaptive (the first frame's, or a frame's own where it fits badly), global, or per-frame.")
  var palette: PaletteChoice = .adaptive

  @Option(help: "MiB of frames held back to fit the global palette to all of them (0: the first frame's).")
  var paletteLookahead: Int = GIFEncoder.Options().paletteLookaheadBytes >> 20

  @Option(help: "Passes polishing the global palette for least squared error in sRGB (0: libimagequant's palette as is).")
  var paletteRefinement: Int = GIFEncoder.Options().paletteRefinement

  @OptionGroup var lossy: LossyOption

  @Flag(help: "Write every frame whole instead of only what changed.")
  var noDifferencing = false

  @Flag(help: "Drop frames faster than 50 fps instead of refusing them.")
  var dropFrames = false

  func validate() throws {
    guard !frames.isEmpty else { throw ValidationError("give at least one PNG frame") }
    guard FrameRate.encoding.allows(fps) else {
      throw ValidationError("--fps \(fps) is out of range: \(FrameRate.encoding.allowedWords)")
    }
    guard qualityRange != nil else { throw ValidationError("--quality must be MIN-MAX within 0…100, got '\(quality)'") }
    guard paletteLookahead >= 0, paletteLookahead <= 1 << 20 else {
      throw ValidationError("--palette-lookahead must be 0…1048576 MiB, got \(paletteLookahead)")
    }
    guard paletteRefinement >= 0, paletteRefinement <= 100_000 else {
      throw ValidationError("--palette-refinement must be 0…100000, got \(paletteRefinement)")
    }
    guard loop >= 0, loop <= 65535 else { throw ValidationError("--loop must be 0…65535, got \(loop)") }
  }

  var qualityRange: ClosedRange<Int>? {
    let parts = quality.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 2, parts[0] >= 0, parts[0] <= parts[1], parts[1] <= 100 else { return nil }
    return parts[0]...parts[1]
  }

  func run() throws {
    var options = GIFEncoder.Options()
    options.quality = qualityRange!
    options.dithering = dither
    options.speed = speed
    options.loop = loop == 0 ? .forever : .count(loop)
    switch palette {
    case .adaptive: options.palette = GIFEncoder.Options().palette
    case .global: options.palette = .global
    case .perFrame: options.palette = .perFrame
    }
    options.frameDifferencing = !noDifferencing
    options.dropsFramesFasterThan50fps = dropFrames
    options.paletteLookaheadBytes = paletteLookahead << 20
    options.paletteRefinement = paletteRefinement
    options.lossy = lossy.lossy
    // Through a render session of the files: it decides whether the
    // palette needs a first pass (the frames then decode twice), and
    // decodes on every core.
    let session = try RenderSession(pngFiles: frames, fps: fps)
    let progress = Progress(total: frames.count, label: "encoding", frames: frames.count)
    try session.writeGIF(to: URL(fileURLWithPath: output), options: options) { done, total in
      progress.advance(to: done, of: total)
    }
    progress.finish(message: "wrote \(output)")
  }
}

/// The `--palette` choices.
enum PaletteChoice: String, ExpressibleByArgument, CaseIterable {
  case adaptive
  case global
  case perFrame = "per-frame"
}
