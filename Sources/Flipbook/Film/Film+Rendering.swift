import Encoders
import Foundation

extension Film {
  /// The frame times: frame n at n / fps, `duration × fps` frames.
  public var clock: FrameClock { FrameClock(fps: fps, duration: duration) }

  /// How many frames the film has (`duration × fps`, rounded up).
  public var frameCount: Int { clock.frameCount }

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
  /// The script runs on the calling thread (state and animations move
  /// frame by frame); the frames are drawn in parallel on every core, in
  /// batches of twice the core count, so at most that many frames are in
  /// memory at once. `progress` is called after each frame is handed over
  /// with (frames done, frame count).
  public func renderFrames(progress: ((Int, Int) -> Void)? = nil, _ body: (Int, Bitmap) throws -> Void) throws {
    let player = try play()
    let times = clock.times
    let batchSize = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    var start = 0
    while start < times.count {
      let batch = Array(times[start..<min(start + batchSize, times.count)])
      let snapshots = try batch.map { try player.advance(to: $0) }
      let bitmaps = try renderInParallel(snapshots)
      for (offset, bitmap) in bitmaps.enumerated() {
        try body(start + offset, bitmap)
        progress?(start + offset + 1, times.count)
      }
      start += batch.count
    }
    // What falls on the film's last instant (after its last frame) runs
    // too: a timer every 0.25 s fires 8 times in a 2 s film.
    try player.run(through: duration)
  }

  /// Draws snapshots on every core, keeping their order.
  private func renderInParallel(_ snapshots: [FrameSnapshot]) throws -> [Bitmap] {
    let scale = scale, environment = renderEnvironment, background = canvasColor
    return try snapshots.concurrentMap { snapshot in
      try Film.render(snapshot, scale: scale, environment: environment, background: background)
    }
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
  public func writeGIF(
    to url: URL, options: GIFEncoder.Options = GIFEncoder.Options(), progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try validate()
    let encoder = try GIFEncoder(path: url.path, options: options)
    let duration = 1 / fps
    try renderFrames(progress: progress) { _, bitmap in try encoder.append(bitmap, duration: duration) }
    try encoder.finish()
  }

  /// Writes every frame as a PNG in `directory` (created if missing),
  /// named `<name>-0000.png`, `<name>-0001.png` … Returns the files.
  @discardableResult
  public func writeFrames(to directory: URL, progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
    try validate()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let digits = max(4, String(frameCount - 1).count)
    var urls: [URL] = []
    try renderFrames(progress: progress) { index, bitmap in
      let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
      let url = directory.appendingPathComponent("\(name)-\(number).png")
      try PNGEncoder().write(bitmap, to: url.path)
      urls.append(url)
    }
    return urls
  }

  /// Writes the film at `time` seconds as a PNG at `url`, atomically.
  public func writePNG(at time: Double, to url: URL) throws {
    try PNGEncoder().write(try image(at: time), to: url.path)
  }
}
