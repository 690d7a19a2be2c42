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
    func invalid(_ problem: FilmProblem) -> FlipbookError { .invalidFilm(name: name, problem: problem) }
    guard FrameRate.film.allows(fps) else { throw invalid(.frameRate(fps)) }
    guard scale.isFinite, scale > 0 else { throw invalid(.scale(scale)) }
    if let size {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw invalid(.size(size)) }
    }
    if let problem = scriptProblems.first { throw invalid(problem) }
    for wait in waits where !(wait.isFinite && wait >= 0) { throw invalid(.wait(wait)) }
    guard duration.isFinite, duration >= 0 else { throw invalid(.duration(duration)) }
    guard (duration * fps).rounded(.up) <= Double(FrameClock.maximumFrameCount) else {
      throw invalid(.tooManyFrames(duration: duration, fps: fps))
    }
    var previous = 0.0
    for time in eventTimes {
      guard time.isFinite, time >= previous else { throw invalid(.wait(time - previous)) }
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
    try RenderSession(film: self).makePlayer()
  }

  /// The film at `time` seconds (0 ... duration) as an image: its frame,
  /// when `time` is a frame's instant. To sample several instants, use
  /// one `RenderSession`, which plays on from the last instant asked.
  /// - Throws: `timeOutOfRange`, `invalidFilm`, errors of the script (a
  ///   missed tap) and of rendering (an empty or too-large canvas).
  public func image(at time: Double) throws -> Bitmap {
    try RenderSession(film: self).image(at: time)
  }

  /// Plays the film and hands `body` every frame in order, with its index
  /// (`RenderSession.renderFrames`).
  public func renderFrames(progress: ((Int, Int) -> Void)? = nil, _ body: (Int, Bitmap) throws -> Void) throws {
    try RenderSession(film: self).renderFrames(progress: progress, body)
  }

  /// Writes the film as a looping animated GIF at `url`
  /// (`RenderSession.writeGIF`, which says when the film plays twice).
  public func writeGIF(
    to url: URL, options: GIFEncoder.Options = GIFEncoder.Options(), progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try RenderSession(film: self).writeGIF(to: url, options: options, progress: progress)
  }

  /// Writes every frame as a PNG in `directory` (created if missing),
  /// named `<name>-0000.png`, `<name>-0001.png` … Returns the files
  /// (`RenderSession.writeFrames`).
  @discardableResult
  public func writeFrames(to directory: URL, progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
    try RenderSession(film: self).writeFrames(to: directory, progress: progress)
  }

  /// Writes the film at `time` seconds as a PNG at `url`, atomically.
  public func writePNG(at time: Double, to url: URL) throws {
    try RenderSession(film: self).writePNG(at: time, to: url)
  }
}
