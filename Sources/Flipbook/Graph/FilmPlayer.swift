import Foundation

/// Plays a film's script against its graph, one instant after another.
final class FilmPlayer {
  let graph: ViewGraph
  private let times: [Double]
  private let actions: [(ViewGraph, Double) throws -> Void]
  private var next = 0
  private var started = false
  /// `graph.updateCount` when the previous frame was taken.
  private var updatesAtLastFrame = -1
  /// The previous frame's snapshot.
  private var lastFrame: FrameSnapshot?
  /// Whether the last frame's instant ran no update (the graph was idle,
  /// `ViewGraph.updateFrame`), as opposed to running one that gave an
  /// equal display list.
  private(set) var lastFrameWasIdle = false

  /// Whether the first instant is drawn before the scheduled actions due
  /// at it run (`DispatchQueue.main.async` blocks, tasks' first jobs): the
  /// view as its appearance transaction leaves it, before the run loop
  /// turns, as an iOS snapshot test takes it.
  private let drawsBeforeFirstTurn: Bool

  init(
    graph: ViewGraph, times: [Double], actions: [(ViewGraph, Double) throws -> Void], drawsBeforeFirstTurn: Bool = false
  ) {
    self.graph = graph
    self.times = times
    self.actions = actions
    self.drawsBeforeFirstTurn = drawsBeforeFirstTurn
  }

  /// Runs the steps and the scheduled actions (timers, delayed blocks,
  /// task wake-ups) due by `time`, each at its own instant, and evaluates
  /// the tree at `time`. Times must not go backwards.
  func advance(to time: Double) throws -> FrameSnapshot {
    try advanceFrame(to: time).snapshot
  }

  /// `advance(to:)`, saying whether the snapshot is new: false when it
  /// draws what the previous frame's drew (a frame that need not be drawn
  /// again): the graph was idle, or its passes gave an equal display list
  /// on the same canvas (a timer that wrote a value the view already
  /// showed, a spring at rest that still counts as running).
  func advanceFrame(to time: Double) throws -> (snapshot: FrameSnapshot, isNew: Bool) {
    try run(through: time)
    try graph.updateFrame(at: time)
    if let timer = graph.wallClockTimer {
      throw FlipbookError.wallClockTimer(interval: timer.interval, time: timer.time)
    }
    if let instant = graph.scheduler?.jobStorm {
      throw FlipbookError.taskDidNotLetTimePass(
        time: instant, jobs: FilmScheduler.jobsPerInstant, tasks: graph.scheduler?.stormingTasks ?? [])
    }
    guard let snapshot = graph.snapshot else { throw FlipbookError.emptyView }
    // Possibly new when any update ran since the previous frame (a
    // step's, a timer's, or this frame's own); new when it draws
    // something else.
    let updated = graph.updateCount != updatesAtLastFrame
    defer {
      updatesAtLastFrame = graph.updateCount
      lastFrame = snapshot
      lastFrameWasIdle = !updated
    }
    let isNew = updated && snapshot != lastFrame
    return (snapshot, isNew)
  }

  /// Runs what is due by `time`: script steps and scheduled actions in
  /// time order, a step first when both fall on one instant.
  /// - Throws: `scheduledActionsDidNotLetTimePass` when more than
  ///   `FilmScheduler.eventsPerInstant` actions run at one instant.
  func run(through time: Double) throws {
    if !started {
      // Drawn before the first turn: the tasks' jobs wait too.
      let holds = drawsBeforeFirstTurn && time <= 0
      graph.scheduler?.holdsJobs = holds
      try graph.update(at: 0)
      started = true
      if holds { return }
    } else if graph.scheduler?.holdsJobs == true {
      // Asked again for the moment before the first turn (a snapshot's
      // display list after its image): the jobs still wait.
      if drawsBeforeFirstTurn && time <= 0 { return }
      graph.scheduler?.holdsJobs = false
      graph.scheduler?.drainJobs()
    }
    var instant = -Double.infinity, atInstant = 0
    // What ran at the instant, by kind, for the message.
    var kinds: [String: Int] = [:]
    while true {
      let step = next < times.count ? times[next] : .infinity
      let event = graph.scheduler?.nextEventTime ?? .infinity
      let due = min(step, event)
      guard due <= time + 1e-9 else { return }
      if due == instant {
        atInstant += 1
        guard atInstant <= FilmScheduler.eventsPerInstant else {
          let seen = kinds.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \($0.key)" }
          throw FlipbookError.scheduledActionsDidNotLetTimePass(time: due, actions: FilmScheduler.eventsPerInstant, seen: seen)
        }
      } else {
        (instant, atInstant) = (due, 1)
        kinds = [:]
      }
      if step > event, let kind = graph.scheduler?.nextEventKind { kinds[kind, default: 0] += 1 }
      if step <= event {
        try actions[next](graph, step)
        try graph.update(at: step)
        next += 1
      } else {
        _ = try graph.runNextScheduledEvent()
      }
    }
  }
}
