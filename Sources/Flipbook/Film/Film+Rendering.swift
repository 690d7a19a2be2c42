import Dispatch
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
    guard fps.isFinite, fps > 0, fps <= 120 else { throw invalid("fps must be in (0, 120], not \(fps)") }
    guard scale.isFinite, scale > 0 else { throw invalid("scale must be positive, not \(scale)") }
    if let size {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        throw invalid("size must be positive and finite, not \(size.width) × \(size.height)")
      }
    }
    guard duration.isFinite, duration >= 0 else { throw invalid("its waits add up to \(duration) s") }
    var previous = 0.0
    for event in events {
      guard event.time.isFinite, event.time >= previous else { throw invalid("a wait is negative or not finite") }
      previous = event.time
    }
  }

  /// The environment frames render in: `environment` with `colorScheme`.
  var renderEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.colorScheme = colorScheme
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
    return FilmPlayer(graph: graph, times: events.map(\.time), actions: actions)
  }

  /// The film at `time` seconds (0 ... duration) as an image.
  /// - Throws: `timeOutOfRange`, `invalidFilm`, errors of the script (a
  ///   missed tap) and of rendering (an empty or too-large canvas).
  public func image(at time: Double) throws -> Bitmap {
    guard time.isFinite, time >= 0, time <= duration else {
      throw FlipbookError.timeOutOfRange(time: time, duration: duration)
    }
    let player = try play()
    return try render(try player.advance(to: time))
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
  }

  /// Draws snapshots on every core, keeping their order.
  private func renderInParallel(_ snapshots: [FrameSnapshot]) throws -> [Bitmap] {
    let results = ResultSlots(count: snapshots.count)
    DispatchQueue.concurrentPerform(iterations: snapshots.count) { index in
      results.set(index, Result { try render(snapshots[index]) })
    }
    return try results.values()
  }

  private func render(_ snapshot: FrameSnapshot) throws -> Bitmap {
    guard snapshot.canvasSize.width * scale >= 0.5, snapshot.canvasSize.height * scale >= 0.5 else {
      throw FlipbookError.emptyView
    }
    return try snapshot.render(scale: scale, environment: renderEnvironment, background: canvasColor)
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

/// Plays a film's script against its graph, one instant after another.
final class FilmPlayer {
  let graph: ViewGraph
  private let times: [Double]
  private let actions: [(ViewGraph, Double) throws -> Void]
  private var next = 0
  private var started = false

  init(graph: ViewGraph, times: [Double], actions: [(ViewGraph, Double) throws -> Void]) {
    self.graph = graph
    self.times = times
    self.actions = actions
  }

  /// Runs the steps due by `time` (each at its own instant) and evaluates
  /// the tree at `time`. Times must not go backwards.
  func advance(to time: Double) throws -> FrameSnapshot {
    if !started {
      try graph.update(at: 0)
      started = true
    }
    while next < times.count, times[next] <= time + 1e-9 {
      try actions[next](graph, times[next])
      try graph.update(at: times[next])
      next += 1
    }
    try graph.update(at: time)
    guard let snapshot = graph.snapshot else { throw FlipbookError.emptyView }
    return snapshot
  }
}

/// Results written by concurrent workers, one slot each.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [Result<Bitmap, Error>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<Bitmap, Error>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func values() throws -> [Bitmap] { try slots.map { try $0!.get() } }
}
