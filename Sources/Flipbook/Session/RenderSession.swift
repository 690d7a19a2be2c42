import Encoders
import Foundation
import Synchronization

// MARK: - One pipeline for every picture
//
// Everything Flipbook draws goes through a render session: a film's frames
// and moments, an `ImageRenderer`'s still, a preview's settled screen, the
// CLI's `render` and `encode`, the samples, the golden checks, the
// snapshot strategies and the benchmarks. A session is three things in a
// row:
//
// - a frame source: a film's timeline (its script played by a
//   `FilmPlayer` against a live graph), a still (a graph with no state
//   and no actions, as a first render), a preview's settle (a live graph
//   played, with no script, for `Preview.settleTime` seconds, so its
//   timers and delayed blocks fire as in Xcode's canvas), or PNG files
//   made elsewhere (`flipbook encode`);
// - the renderer: a `FrameSnapshot` drawn over the background, on any
//   thread (frames of a film draw on every core, `OrderedPipeline`);
// - a sink: one PNG, numbered PNG frames, a GIF to a file or to memory.
//
// Only a session makes a `ViewGraph`, so every path runs the same passes
// with the same settings; what differs is written once, here: the GIF's
// one-or-two-pass decision (`writeGIF`), the frame-rate rules
// (`FrameRate`), the longest-first scheduler (`LongestFirst`).
//
// **Seeking.** A session keeps the player of its last `image(at:)` and the
// instant it reached. Asking for a later instant plays on from there;
// asking for an earlier one starts a new playthrough from the start (the
// one checkpoint: a graph's state holds user objects and closures, which
// can't be copied). On the way the player stops at every frame instant of
// the film before the one asked, as `writeGIF` does, so `image(at: t)` at a
// frame's instant is that frame of the GIF, whatever was asked before.
// Sampling k instants in increasing order costs one playthrough, not k.

/// Renders a film, a still view, a preview or PNG frames through Flipbook's
/// one pipeline: a frame source, the renderer, and a sink (a PNG, PNG
/// frames, a GIF in a file or in memory). See the essay above.
///
/// ```swift
/// let session = try RenderSession(film: film)
/// let start = try session.image(at: 0)
/// let later = try session.image(at: 1.5)   // plays on from 0, not again
/// try session.writeGIF(to: URL(fileURLWithPath: "toggle.gif"))
/// ```
///
/// A session is used from one thread at a time (its frames still draw on
/// every core): a call from a second thread while one is running throws
/// `FlipbookError.sessionInUse` instead of playing the one graph from two
/// threads (which drew wrong frames). Make a session per thread to render
/// in parallel.
public final class RenderSession {
  /// What the session renders, for messages: the film's or preview's name.
  public let name: String
  /// Pixels per point.
  public let scale: CGFloat
  /// Frames per second of the sequence the sinks write (a still or a
  /// preview: one frame, at 1 fps).
  public let fps: Double
  /// The instants of the frames the sinks write, in order.
  public let frameTimes: [Double]
  /// The last instant `image(at:)` accepts (a film's duration; a still's
  /// and a preview's settled moment is their one instant).
  public let duration: Double
  /// The instant `image()` shows when none is given: 0 for a film or a
  /// still, `Preview.settleTime` for a preview.
  public let defaultTime: Double

  let source: Source
  /// The environment views resolve and draw in.
  let environment: EnvironmentValues
  /// The canvas colour under the view (nil: transparent).
  let background: Color?
  /// The frames' size in pixels, when known before drawing (nil: the
  /// canvas fits the content).
  let frameSize: PixelSize?

  /// Where frames come from.
  enum Source {
    /// A graph played by a `FilmPlayer`: a film's, a still's or a
    /// preview's. `start` makes a fresh playthrough at instant 0.
    case graph(start: () -> FilmPlayer)
    /// PNG files made elsewhere, one frame each.
    case files([String])
  }

  /// The player of the last `image(at:)` (or `snapshot(at:)`), the instant
  /// it reached, and the index of the next frame instant ahead of it.
  private var seek: (player: FilmPlayer, time: Double, nextFrame: Int)?
  /// How many playthroughs seeking has started (for the seeking bench and
  /// its test: increasing instants start one).
  private(set) var playthroughs = 0

  init(
    name: String, source: Source, scale: CGFloat, fps: Double, frameTimes: [Double], duration: Double,
    defaultTime: Double, environment: EnvironmentValues, background: Color?, frameSize: PixelSize?
  ) {
    self.name = name
    self.source = source
    self.scale = scale
    self.fps = fps
    self.frameTimes = frameTimes
    self.duration = duration
    self.defaultTime = defaultTime
    self.environment = environment
    self.background = background
    self.frameSize = frameSize
  }

  /// A fresh playthrough from instant 0.
  /// - Throws: `FlipbookError.noViewTree` for a session of PNG files.
  func makePlayer() throws -> FilmPlayer {
    guard case .graph(let start) = source else { throw FlipbookError.noViewTree(name: name) }
    return start()
  }

  /// The frame at `time`, played to from the last instant asked (or from
  /// the start, when `time` is earlier), stopping at every frame instant
  /// on the way. See the essay above.
  /// - Throws: `timeOutOfRange` outside 0 … `duration`; the script's and
  ///   the graph's errors.
  func snapshot(at time: Double) throws -> FrameSnapshot {
    try seekPlayer(to: time).snapshot
  }

  /// The thread using the session, and how deeply (see the type's comment).
  private let use = SessionUse()

  /// Runs `body` as the session's one user.
  /// - Throws: `FlipbookError.sessionInUse` when another thread is in a call.
  func exclusively<T>(_ body: () throws -> T) throws -> T {
    try use.enter(name: name)
    defer { use.leave() }
    return try body()
  }

  /// The seek player brought to `time` (see `snapshot(at:)`).
  func seekPlayer(to time: Double) throws -> (player: FilmPlayer, snapshot: FrameSnapshot) {
    try exclusively { try seekPlayerAlone(to: time) }
  }

  private func seekPlayerAlone(to time: Double) throws -> (player: FilmPlayer, snapshot: FrameSnapshot) {
    guard time.isFinite, time >= 0, time <= duration else {
      throw FlipbookError.timeOutOfRange(time: time, duration: duration)
    }
    if seek == nil || time < seek!.time {
      seek = (try makePlayer(), -.infinity, 0)
      playthroughs += 1
    }
    var (player, _, next) = seek!
    while next < frameTimes.count, frameTimes[next] < time {
      _ = try player.advanceFrame(to: frameTimes[next])
      next += 1
    }
    let snapshot = try player.advanceFrame(to: time).snapshot
    seek = (player, time, next)
    return (player, snapshot)
  }

  /// The picture at `time` (default: `defaultTime`).
  /// - Throws: `FlipbookError.emptyView` when the view has no area,
  ///   `timeOutOfRange`, and the errors of playing and drawing.
  public func image(at time: Double? = nil) throws -> Bitmap {
    guard let image = try imageIfNotEmpty(at: time) else { throw FlipbookError.emptyView }
    return image
  }

  /// `image(at:)`, nil for a view of no area (what `ImageRenderer` gives).
  func imageIfNotEmpty(at time: Double? = nil) throws -> Bitmap? {
    if case .files(let paths) = source {
      // The frame shown at `time`: the last one started by then.
      let time = time ?? defaultTime
      guard time.isFinite, time >= 0, time <= duration else {
        throw FlipbookError.timeOutOfRange(time: time, duration: duration)
      }
      return try PNGDecoder().read(contentsOf: paths[min(Int(time * fps), paths.count - 1)])
    }
    let snapshot = try snapshot(at: time ?? defaultTime)
    guard !snapshot.isEmpty(scale: scale) else { return nil }
    return try render(snapshot)
  }

  /// The display list of the frame at `time` (default: `defaultTime`):
  /// what it draws, as a value (see `DisplayList`).
  public func displayList(at time: Double? = nil) throws -> DisplayList {
    try snapshot(at: time ?? defaultTime).displayList
  }

  /// The size the content chose at `time` (default: `defaultTime`), in
  /// points, as layout computed it (not rounded to pixels): a still's
  /// canvas.
  package func contentSize(at time: Double? = nil) throws -> CGSize? {
    try seekPlayer(to: time ?? defaultTime).player.graph.canvasSize
  }

  /// The placed tree at `time` (default: `defaultTime`).
  func placed(at time: Double? = nil) throws -> PlacedView? {
    try seekPlayer(to: time ?? defaultTime).player.graph.placed
  }

  /// The accessibility elements of the frame at `time` (default:
  /// `defaultTime`), in drawing order (see `ImageRenderer`).
  public func accessibilityElements(at time: Double? = nil) throws -> [AccessibilityElement] {
    try placed(at: time)?.accessibilityElements ?? []
  }

  /// The laid-out tree at `time` (default: `defaultTime`) as text, one
  /// line per view (see `ImageRenderer.layoutDescription`).
  public func layoutDescription(at time: Double? = nil) throws -> String {
    try placed(at: time)?.layoutDescription ?? ""
  }

  /// Draws `snapshot` over the session's background.
  /// - Throws: `emptyView` for a canvas of no area; the renderer's errors.
  func render(_ snapshot: FrameSnapshot) throws -> Bitmap {
    guard !snapshot.isEmpty(scale: scale) else { throw FlipbookError.emptyView }
    var background = self.background
    if let preferred = snapshot.preferredColorScheme, background == .white || background == .black {
      // The window's background follows the scheme a view prefers.
      background = preferred == .dark ? .black : .white
    }
    return try snapshot.render(scale: scale, environment: environment, background: background)
  }
}

/// Which thread is in a session's call, and how many calls deep (a call may
/// make another on the same thread).
final class SessionUse: Sendable {
  private struct State {
    var owner: pthread_t?
    var depth = 0
  }
  private let state = Mutex(State())

  /// Enters for the calling thread.
  /// - Throws: `FlipbookError.sessionInUse` when another thread is in.
  func enter(name: String) throws {
    let me = pthread_self()
    try state.withLock { state throws(FlipbookError) in
      if let owner = state.owner, pthread_equal(owner, me) == 0 { throw FlipbookError.sessionInUse(name: name) }
      state.owner = me
      state.depth += 1
    }
  }

  /// Leaves (the matching `enter`).
  func leave() {
    state.withLock { state in
      state.depth -= 1
      if state.depth == 0 { state.owner = nil }
    }
  }
}
