@testable import Flipbook
import Testing

/// User code that waits (`Timer`, `asyncAfter`, `Task.sleep`, animation
/// completions) runs at film time, at its own instant (issue #17, item 3).
/// The views are in FilmTimeViews.swift (see there why).
@Suite struct FilmTimeTests {
  typealias Log = FilmTimeLog
  typealias Views = FilmTimeViews
  static let size = CGSize(width: 4, height: 4)

  @Test func aRepeatingTimerFiresEightTimesInATwoSecondFilm() throws {
    let log = Log<Int>()
    let film = Film("timer", size: Self.size, scale: 1, fps: 30, script: [.wait(2)]) { Views.repeatingTimer(log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == [250, 500, 750, 1000, 1250, 1500, 1750, 2000])
  }

  @Test func anInvalidatedTimerStopsAndAOneShotFiresOnce() throws {
    let log = Log<String>()
    let film = Film("timers", size: Self.size, scale: 1, fps: 10, script: [.wait(2)]) { Views.invalidatedTimer(log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == ["tick 1", "tick 2", "tick 3", "once true"])
  }

  /// A change made by a delayed block animates from the block's instant,
  /// not from the next frame: at 3 fps the frames fall at 0, ⅓, ⅔ and 1 s,
  /// and a 1 s linear fade started at 0.5 s is halfway at 1 s.
  @Test func aDelayedBlockRunsAtItsInstant() throws {
    let film = Film("later", size: Self.size, scale: 1, background: .white, fps: 3, script: [.wait(1.5)]) {
      Views.Fader()
    }
    var frames: [Bitmap] = []
    try film.renderFrames { _, frame in frames.append(frame) }
    // Black at 0.5 over white: 255 · 0.5 ≈ 128 (frame 3, at 1 s).
    #expect(abs(Int(frames[3].pixels[0]) - 128) <= 1)
    #expect(frames[1].pixels[0] == 255)
  }

  @Test func aBlockDispatchedWithoutDelayRunsAtTheSameInstant() throws {
    let log = Log<Int>()
    let film = Film("async", size: Self.size, scale: 1, fps: 10, script: [.wait(0.3)]) { Views.dispatched(log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == [0, 200])
  }

  /// A deadline before the film's start is film time in the past, as
  /// Combine's schedulers read it: the block runs at once (it was read as
  /// a real deadline 36 years away and never ran).
  @Test func aDeadlineInThePastRunsAtOnce() throws {
    let log = Log<Int>()
    let film = Film("past", size: Self.size, scale: 1, fps: 10, script: [.wait(1)]) { Views.pastDeadline(log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == [500])
  }

  /// `.task` runs on film time: each `Task.sleep` resumes exactly that much
  /// film time later, and the state it writes shows from then.
  @Test func aTaskSleepsInFilmTime() throws {
    let log = Log<String>()
    let film = Film("task", size: Self.size, scale: 1, fps: 10, script: [.wait(2)]) { Views.Counter(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == ["count 1 at 300", "count 2 at 600", "count 3 at 900", "done at 1150"])
  }

  /// A timer an observable object starts in its `init` (made while the
  /// view resolves) runs on film time, and its `@Published` writes update.
  @Test func aStateObjectsTimerRunsOnFilmTime() throws {
    let log = Log<String>()
    let film = Film("ticker", size: Self.size, scale: 1, fps: 10, script: [.wait(1.6)]) { Views.TickerView(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == ["1 at 500", "2 at 1000", "3 at 1500"])
  }

  /// A `Task { }` started in an action runs on film time too.
  @Test func anUnstructuredTaskStartedInAnActionSleepsInFilmTime() throws {
    let log = Log<Int>()
    let film = Film("task", size: Self.size, scale: 1, fps: 10, script: [.wait(1)]) { Views.unstructuredTask(log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == [400])
  }

  /// SwiftUI cancels a view's task when the view disappears, and restarts
  /// `task(id:)` when the id changes.
  @Test func aTaskIsCancelledWhenItsViewLeavesAndRestartedWhenItsIDChanges() throws {
    let log = Log<String>()
    let film = Film("cancel", size: Self.size, scale: 1, fps: 10, state: (shown: true, id: 0), script: [
      .wait(0.45), .set(\.id, to: 1), .wait(0.5), .set(\.shown, to: false), .wait(1),
    ]) { $state in Views.restartingTask(id: state.id, shown: state.shown, log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == [
      "tick 0 at 200", "tick 0 at 400", "cancelled 0", "tick 1 at 650", "tick 1 at 850", "cancelled 1",
    ])
  }

  @Test func animationCompletionsRunWhenTheAnimationCompletes() throws {
    let log = Log<String>()
    let film = Film("done", size: Self.size, scale: 1, fps: 10, script: [.wait(3)]) { Views.Mover(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == ["linear 400", "logical 500", "removed true"])
  }

  /// Bad input: a timer interval of 0, below 0 or NaN is Foundation's
  /// 0.1 ms, so a 10 ms film fires it 100 times; a block that dispatches
  /// itself again at the same instant forever is an error, not a hang; a
  /// sleep past the film's end never resumes.
  @Test func zeroAndNaNIntervalsAreClampedAndRunawayBlocksFail() throws {
    for interval in [0, Double.nan, -1] {
      let log = Log<Int>()
      let film = Film("fast", size: Self.size, scale: 1, fps: 100, script: [.wait(0.01)]) {
        Views.fastTimer(interval: interval, log)
      }
      try film.renderFrames { _, _ in }
      #expect(log.values.count == 100)
    }
    let runaway = Film("runaway", size: Self.size, scale: 1, fps: 10, script: [.wait(0.5)]) { Views.runaway() }
    #expect(throws: FlipbookError.self) { try runaway.renderFrames { _, _ in } }
    do {
      try runaway.renderFrames { _, _ in }
    } catch FlipbookError.scheduledActionsDidNotLetTimePass(let time, let actions, _) {
      #expect(time == 0 && actions == FilmScheduler.eventsPerInstant)
    }

    let log = Log<String>()
    let late = Film("late", size: Self.size, scale: 1, fps: 10, script: [.wait(0.5)]) { Views.lateSleeper(log) }
    try late.renderFrames { _, _ in }
    #expect(log.values.isEmpty)
  }

  /// Outside a film the stand-ins are the standard calls.
  @Test func outsideAFilmTheStandardClocksRun() async throws {
    let before = ContinuousClock.now
    try await Task.sleep(nanoseconds: 20_000_000)
    #expect(ContinuousClock.now - before >= .milliseconds(20))
    let now = DispatchTime.now().uptimeNanoseconds
    #expect(now < _FilmClocks.dispatchEpoch && now > 0)
  }

  /// A film driven by a timer, a task and a TimelineView renders the same
  /// bytes every time.
  @Test func aFilmWithTimersAndTasksIsDeterministic() throws {
    let film = Film("busy", size: CGSize(width: 60, height: 60), scale: 1, fps: 20, script: [.wait(1.5)]) { Views.Busy() }
    func render() throws -> [[UInt8]] {
      var frames: [[UInt8]] = []
      try film.renderFrames { _, frame in frames.append(frame.pixels) }
      return frames
    }
    let first = try render()
    #expect(try render() == first)
    #expect(Set(first).count > 20)
  }
}
