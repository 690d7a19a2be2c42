import Encoders
import Foundation

/// The sinks: every frame in order, a GIF (to a file or to memory),
/// numbered PNG frames, one PNG.
extension RenderSession {
  /// How many frames the sinks write.
  public var frameCount: Int { frameTimes.count }

  /// Plays the source from the start and hands `body` every frame in
  /// order, with its index.
  ///
  /// The script runs on one thread (state and animations move frame by
  /// frame); each frame is drawn on a worker as soon as the script reaches
  /// it, while earlier frames are still drawing and `body` consumes the
  /// finished ones in order (see `OrderedPipeline`), so every core stays
  /// busy. A frame at which nothing changed (no state written, no
  /// animation running, no timeline: `ViewGraph.updateFrame`) is neither
  /// resolved nor drawn again: `body` gets the previous frame's image. At
  /// most twice the core count of frames are in memory at once, whatever
  /// the length. `body` runs on a worker thread, one frame at a time;
  /// `progress` is called after each frame is handed over with (frames
  /// done, frame count). The seek position of `image(at:)` is not moved.
  public func renderFrames(progress: ((Int, Int) -> Void)? = nil, _ body: (Int, Bitmap) throws -> Void) throws {
    try renderFrames(progress: progress, transform: { $0 }) { index, bitmap, _ in try body(index, bitmap) }
  }

  /// `renderFrames`, with `transform` run on each frame on the worker that
  /// drew it (in parallel, as drawing is) before `body` takes the result,
  /// and told whether the frame repeats the previous one (its output is
  /// then the previous frame's, not drawn again).
  func renderFrames<Output>(
    progress: ((Int, Int) -> Void)? = nil, transform: @escaping @Sendable (Bitmap) throws -> Output,
    _ body: (_ index: Int, _ output: Output, _ isRepeat: Bool) throws -> Void
  ) throws {
    try exclusively { try renderFramesAlone(progress: progress, transform: transform, body) }
  }

  private func renderFramesAlone<Output>(
    progress: ((Int, Int) -> Void)?, transform: @escaping @Sendable (Bitmap) throws -> Output,
    _ body: (_ index: Int, _ output: Output, _ isRepeat: Bool) throws -> Void
  ) throws {
    let times = frameTimes
    let previous = PreviousOutput<Output>()
    try withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      try OrderedPipeline<Output?>.run { index, output in
        // Nil: the frame repeats the one before (the first never does).
        guard let frame = output ?? previous.value else { return }
        previous.value = frame
        // The caller waits while `body` runs here: this thread stands in
        // for the caller's main actor, if it has one (MainActorStandIn).
        try MainActorStandIn.run {
          try body(index, frame, output == nil)
          progress?(index + 1, times.count)
        }
      } _: { pipeline in
        switch source {
        case .files(let paths):
          for path in paths {
            try pipeline.submit { try transform(try PNGDecoder().read(contentsOf: path)) }
          }
        case .graph:
          let player = try makePlayer()
          nonisolated(unsafe) let session = self
          for time in times {
            let (snapshot, isNew) = try player.advanceFrame(to: time)
            guard isNew else {
              try pipeline.submit { nil }
              continue
            }
            try pipeline.submit { try transform(try session.render(snapshot)) }
          }
          // What falls on the last instant (after the last frame) runs
          // too: a timer every 0.25 s fires 8 times in a 2 s film.
          try player.run(through: duration)
        }
      }
    }
  }

  /// Writes the frames as a looping animated GIF at `url`, streaming them
  /// to the encoder as they are drawn. The file appears atomically when
  /// complete; on any error no file is left.
  ///
  /// The one place the GIF's passes are decided: the global palette (the
  /// `.adaptive` default and `.global`) is fitted to every frame's
  /// colours. When all the frames fit in the encoder's lookahead
  /// (`paletteLookaheadBytes`, 64 MiB by default: 290 frames at 320 ×
  /// 180 px), the source plays once and the encoder holds them until the
  /// palette is known. A longer one plays twice instead: the first pass
  /// counts the colours and fits the palette (`GIFPaletteBuilder`), the
  /// second encodes each frame as it is drawn. Rendering is deterministic,
  /// so both passes see the same frames and the palette is the one the
  /// lookahead would fit; memory stays flat in the length. `progress` is
  /// called with (frames done, frames in all), a frame counting once in
  /// each pass.
  /// - Throws: `FlipbookError.invalidFrameRate` when the fps is over what
  ///   a GIF shows (unless `options` drops faster frames); the encoder's,
  ///   the player's and the renderer's errors.
  public func writeGIF(
    to url: URL, options: GIFEncoder.Options = GIFEncoder.Options(), progress: ((Int, Int) -> Void)? = nil
  ) throws {
    if !options.dropsFramesFasterThan50fps, fps > GIFEncoder.maximumFrameRate {
      throw FlipbookError.invalidFrameRate(fps: fps, allowed: .gif)
    }
    // A bad destination fails now, not after a pass.
    try OutputPath.checkFile(url)
    let duration = 1 / fps
    let frameCount = frameCount
    var palette: GIFPalette?
    let passes = writesGIFInTwoPasses(options) ? 2 : 1
    let steps = frameCount * passes
    if passes == 2 {
      let builder = try GIFPaletteBuilder(frameCount: frameCount, options: options)
      try renderFrames(progress: { done, _ in progress?(done, steps) }, transform: { $0 }) { _, bitmap, isRepeat in
        if isRepeat { try builder.addRepeatedFrame() } else { try builder.add(bitmap) }
      }
      palette = try builder.build()
    }
    let encoder = try GIFEncoder(path: url.path, options: options, palette: palette)
    let done = steps - frameCount
    try renderFrames(progress: { frames, _ in progress?(done + frames, steps) }, transform: { $0 }) { _, bitmap, isRepeat in
      if isRepeat { try encoder.appendRepeatedFrame(duration: duration) } else { try encoder.append(bitmap, duration: duration) }
    }
    try encoder.finish()
  }

  /// The GIF `writeGIF` writes, as bytes in memory (written to a
  /// temporary file, read and removed).
  public func gifData(options: GIFEncoder.Options = GIFEncoder.Options()) throws -> Data {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).gif")
    try writeGIF(to: url, options: options)
    defer {
      // Already read, or never written: a temporary file left behind
      // costs nothing but space in the temporary directory.
      try? FileManager.default.removeItem(at: url)
    }
    return try Data(contentsOf: url)
  }

  /// Whether `writeGIF` plays the source twice: with a global palette,
  /// when the frames would not all fit in the encoder's lookahead (or the
  /// canvas fits its content, so their size is not known yet).
  func writesGIFInTwoPasses(_ options: GIFEncoder.Options) -> Bool {
    !options.fitsPaletteInOnePass(frameCount: frameCount, frameSize: frameSize)
  }

  /// Writes every frame as a PNG in `directory` (created if missing),
  /// named `<prefix>-0000.png`, `<prefix>-0001.png` … (`prefix`: the
  /// session's name). Returns the files.
  ///
  /// Frames are encoded on the workers that draw them and written as one
  /// `AtomicFrameSet`: the new set replaces this prefix's older frames
  /// whole, in one directory swap, so a reader (or a kill at any instant)
  /// sees all the old frames or all the new, never a mix; the directory's
  /// other files stay. On an error the directory is as it was. (A
  /// directory holding subdirectories of its own is written file by file
  /// instead, each frame whole.)
  @discardableResult
  public func writeFrames(
    to directory: URL, prefix: String? = nil, progress: ((Int, Int) -> Void)? = nil
  ) throws -> [URL] {
    try OutputPath.prepareDirectory(directory)
    let prefix = prefix ?? name
    let digits = max(4, String(frameCount - 1).count)
    var urls: [URL] = []
    // The old set is this prefix's frames; other files in the directory stay.
    let set = try AtomicFrameSet(directory: directory.path) { Self.isFrame($0, prefix: prefix) }
    try renderFrames(progress: progress, transform: { try PNGEncoder().encode($0) }) { index, png, _ in
      let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
      let fileName = "\(prefix)-\(number).png"
      try set.write(png, named: fileName)
      urls.append(directory.appendingPathComponent(fileName))
    }
    try set.commit()
    return urls
  }

  /// Whether `fileName` is one of `writeFrames`' frames for `prefix`
  /// (`<prefix>-` and digits, `.png`).
  static func isFrame(_ fileName: String, prefix: String) -> Bool {
    guard fileName.hasPrefix(prefix + "-"), fileName.hasSuffix(".png") else { return false }
    let digits = fileName.dropFirst(prefix.count + 1).dropLast(4)
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// Writes the picture at `time` (default: `defaultTime`) as a PNG at
  /// `url`, atomically, with `encoder`.
  public func writePNG(at time: Double? = nil, to url: URL, encoder: PNGEncoder = PNGEncoder()) throws {
    try OutputPath.checkFile(url)
    try encoder.write(try image(at: time), to: url.path)
  }
}

/// The output of the frame last handed to `renderFrames`' body, which a
/// repeated frame hands again (touched by the pipeline's consumer only,
/// one frame at a time).
private final class PreviousOutput<Output>: @unchecked Sendable {
  var value: Output?
}
