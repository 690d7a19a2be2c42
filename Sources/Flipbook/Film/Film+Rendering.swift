import Encoders
import Foundation

extension Film {
  /// The frame times: frame n at n / fps, `duration × fps` frames.
  public var clock: FrameClock { FrameClock(fps: fps, duration: duration) }

  /// How many frames the film has (`duration × fps`, rounded up).
  public var frameCount: Int { clock.frameCount }

  /// A rough cost of rendering every frame, for ordering work longest
  /// first: pixels × frames (a film sized by its content counts as
  /// 100 × 100 points; a still as one frame).
  public var workEstimate: Int {
    let size = size ?? CGSize(width: 100, height: 100)
    let side = { (length: CGFloat) in Int(min(max(length * scale, 1), 100_000).rounded()) }
    let frames = isStill ? 1 : min(max(frameCount, 1), 1_000_000)
    return side(size.width) * side(size.height) * frames
  }

  /// Checks the settings and script.
  /// - Throws: `FlipbookError.invalidFilm` saying what is wrong.
  public func validate() throws {
    func invalid(_ reason: String) -> FlipbookError { .invalidFilm(name: name, reason: reason) }
    // A frame lasts at most 100 s (GIF delays stop at 655.35 s) and at least 1/120 s.
    guard fps.isFinite, fps >= 0.01, fps <= 120 else { throw invalid("fps must be in [0.01, 120], not \(fps)") }
    guard scale.isFinite, scale > 0 else { throw invalid("scale must be positive, not \(scale)") }
    if let size {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        throw invalid("size must be positive and finite, not \(size.width) × \(size.height)")
      }
    }
    for wait in waits where !(wait.isFinite && wait >= 0) {
      throw invalid("a wait of \(wait) s: waits must be finite and not negative")
    }
    guard duration.isFinite, duration >= 0 else { throw invalid("its waits add up to \(duration) s") }
    let frames = (duration * fps).rounded(.up)
    guard frames <= Double(FrameClock.maximumFrameCount) else {
      throw invalid("\(duration) s at \(fps) fps is \(frames) frames; a film has at most \(FrameClock.maximumFrameCount)")
    }
    var previous = 0.0
    for time in eventTimes {
      guard time.isFinite, time >= previous else { throw invalid("a wait is negative or not finite") }
      previous = time
    }
  }

  /// The environment frames render in: `environment` with `colorScheme`.
  var renderEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.colorScheme = colorScheme
    environment.timelineStartDate = startDate
    return environment
  }

  /// The canvas colour: `background`, or the scheme's system background.
  var canvasColor: Color {
    background ?? (colorScheme == .dark ? .black : .white)
  }

  /// Starts a fresh run of the script.
  func play() throws -> FilmPlayer {
    try validate()
    let (graph, actions) = makeRun(renderEnvironment, size.map { ProposedViewSize($0) } ?? .unspecified, scale)
    return FilmPlayer(graph: graph, times: eventTimes, actions: actions)
  }

  /// The film at `time` seconds (0 ... duration) as an image.
  /// - Throws: `timeOutOfRange`, `invalidFilm`, errors of the script (a
  ///   missed tap) and of rendering (an empty or too-large canvas).
  public func image(at time: Double) throws -> Bitmap {
    guard time.isFinite, time >= 0, time <= duration else {
      throw FlipbookError.timeOutOfRange(time: time, duration: duration)
    }
    let player = try play()
    return try Film.render(try player.advance(to: time), scale: scale, environment: renderEnvironment, background: canvasColor)
  }

  /// Plays the film and hands `body` every frame in order, with its index.
  ///
  /// The script runs on one thread (state and animations move frame by
  /// frame); each frame is drawn on a worker as soon as the script reaches
  /// it, while earlier frames are still drawing and `body` consumes the
  /// finished ones in order (see `OrderedPipeline`), so every core stays
  /// busy. A frame at which nothing changed (no state written, no
  /// animation running, no timeline: `ViewGraph.updateFrame`) is neither
  /// resolved nor drawn again: `body` gets the previous frame's image. At
  /// most twice the core count of frames are in memory at once, whatever
  /// the film's length. `body` runs on a worker thread, one frame at a
  /// time; `progress` is called after each frame is handed over with
  /// (frames done, frame count).
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
    let player = try play()
    let times = clock.times
    let scale = scale, background = canvasColor
    nonisolated(unsafe) let environment = renderEnvironment
    let previous = PreviousOutput<Output>()
    try withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      try OrderedPipeline<Output?>.run { index, output in
        // Nil: the frame repeats the one before (the first never does).
        guard let frame = output ?? previous.value else { return }
        previous.value = frame
        try body(index, frame, output == nil)
        progress?(index + 1, times.count)
      } _: { pipeline in
        for time in times {
          let (snapshot, isNew) = try player.advanceFrame(to: time)
          guard isNew else {
            try pipeline.submit { nil }
            continue
          }
          try pipeline.submit {
            try transform(try Film.render(snapshot, scale: scale, environment: environment, background: background))
          }
        }
      }
    }
    // What falls on the film's last instant (after its last frame) runs
    // too: a timer every 0.25 s fires 8 times in a 2 s film.
    try player.run(through: duration)
  }

  private static func render(
    _ snapshot: FrameSnapshot, scale: CGFloat, environment: EnvironmentValues, background: Color
  ) throws -> Bitmap {
    guard !snapshot.isEmpty(scale: scale) else { throw FlipbookError.emptyView }
    return try snapshot.render(scale: scale, environment: environment, background: background)
  }

  /// Writes the film as a looping animated GIF at `url`, streaming frames
  /// to the encoder as they are drawn. The file appears atomically when
  /// complete; on any error no file is left.
  ///
  /// The global palette (the `.adaptive` default and `.global`) is
  /// fitted to every frame's colours. When all the frames fit in the
  /// encoder's lookahead (`paletteLookaheadBytes`, 64 MiB by default:
  /// 290 frames at 320 × 180 px), the film plays once and the encoder
  /// holds them until the palette is known. A longer film plays twice
  /// instead: the first pass counts the colours and fits the palette
  /// (`GIFPaletteBuilder`), the second encodes each frame as it is drawn.
  /// Films render deterministically, so both passes see the same frames
  /// and the palette is the one the lookahead would fit; memory stays flat
  /// in the film's length. `progress` is called with (frames done, frames
  /// in all), a frame counting once in each pass.
  public func writeGIF(
    to url: URL, options: GIFEncoder.Options = GIFEncoder.Options(), progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try validate()
    let duration = 1 / fps
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

  /// Whether `writeGIF` plays the film twice: with a global palette, when
  /// the frames would not all fit in the encoder's lookahead (or the
  /// canvas fits its content, so their size is not known yet).
  func writesGIFInTwoPasses(_ options: GIFEncoder.Options) -> Bool {
    // A fitted canvas's size is known only once drawn (nil: two passes).
    func pixels(_ points: CGFloat) -> Int { Int(min((points * scale).rounded(.up), CGFloat(Int32.max))) }
    let frameSize = size.map { PixelSize(width: pixels($0.width), height: pixels($0.height)) }
    return !options.fitsPaletteInOnePass(frameCount: frameCount, frameSize: frameSize)
  }

  /// Writes every frame as a PNG in `directory` (created if missing),
  /// named `<name>-0000.png`, `<name>-0001.png` … Returns the files.
  ///
  /// Frames are encoded on the workers that draw them; the files are
  /// written as one `AtomicFileBatch`: each appears whole, flushed to disk
  /// once for all of them, when the last is written. On an error none
  /// appears.
  @discardableResult
  public func writeFrames(to directory: URL, progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
    try validate()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let digits = max(4, String(frameCount - 1).count)
    var urls: [URL] = []
    let batch = AtomicFileBatch()
    try renderFrames(progress: progress, transform: { try PNGEncoder().encode($0) }) { index, png, _ in
      let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
      let url = directory.appendingPathComponent("\(name)-\(number).png")
      try batch.write(png, to: url.path)
      urls.append(url)
    }
    try batch.commit()
    return urls
  }

  /// Writes the film at `time` seconds as a PNG at `url`, atomically.
  public func writePNG(at time: Double, to url: URL) throws {
    try writePNG(at: time, to: url, encoder: PNGEncoder())
  }

  /// Writes the film at `time` seconds as a PNG at `url` with `encoder`.
  func writePNG(at time: Double, to url: URL, encoder: PNGEncoder) throws {
    try encoder.write(try image(at: time), to: url.path)
  }
}

/// The output of the frame last handed to `renderFrames`' body, which a
/// repeated frame hands again (touched by the pipeline's consumer only,
/// one frame at a time).
private final class PreviousOutput<Output>: @unchecked Sendable {
  var value: Output?
}
