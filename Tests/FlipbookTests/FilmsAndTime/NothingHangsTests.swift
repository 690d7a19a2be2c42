@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Hostile film code fails with a message instead of hanging or crashing
/// (issue #55): a task polling with `Task.yield`, a self-rescheduling
/// dispatch, a loop that never returns, a body that contains itself, a
/// session called from two threads.
@Suite struct NothingHangsTests {
  final class Gate: @unchecked Sendable { var open = false }

  struct Poller: View {
    let gate: Gate
    @State private var text = "closed"
    var body: some View {
      Text(text).task {
        while !gate.open { await Task.yield() }
        text = "open"
      }
    }
  }

  @Test func aTaskPollingWithYieldFailsTheFilmNamingWhatItSaw() throws {
    let film = Film("poll", size: CGSize(width: 60, height: 30), scale: 1, script: [.wait(0.2)]) { Poller(gate: Gate()) }
    let start = Date()
    // The error names the view whose `.task` kept resuming.
    #expect(
      throws: FlipbookError.taskDidNotLetTimePass(
        time: 0, jobs: FilmScheduler.jobsPerInstant, tasks: ["the `.task` of Poller"])
    ) {
      try film.renderFrames { _, _ in }
    }
    // Within the issue's 2 s of wall time (debug build, a loaded machine:
    // generous; the release limit is far below).
    #expect(Date().timeIntervalSince(start) < 20)
    // Beside a task asleep on film time, only the polling one is named.
    struct Sleeper: View {
      var body: some View { Color.blue.task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)) } } }
    }
    let both = Film("both", size: CGSize(width: 60, height: 30), scale: 1, script: [.wait(0.2)]) {
      HStack { Sleeper(); Poller(gate: Gate()) }
    }
    #expect(
      throws: FlipbookError.taskDidNotLetTimePass(
        time: 0, jobs: FilmScheduler.jobsPerInstant, tasks: ["the `.task` of Poller"])
    ) {
      try both.renderFrames { _, _ in }
    }
    let message = FlipbookError.taskDidNotLetTimePass(time: 0, jobs: 1, tasks: ["the `.task` of Poller"]).description
    #expect(message.contains("Task.yield") && message.contains("the `.task` of Poller"))
  }

  struct Rescheduler: View {
    var body: some View {
      Color.red.onAppear { Self.again() }
    }
    static func again() { DispatchQueue.main.async { again() } }
  }

  @Test func aSelfReschedulingDispatchIsNamedAsOne() throws {
    let film = Film("again", size: CGSize(width: 20, height: 20), scale: 1, script: [.wait(0.1)]) { Rescheduler() }
    // The error says what it saw run: the self-scheduling blocks.
    do {
      try film.renderFrames { _, _ in }
      Issue.record("the storm was not stopped")
    } catch FlipbookError.scheduledActionsDidNotLetTimePass(let time, let actions, let seen) {
      #expect(time == 0 && actions == FilmScheduler.eventsPerInstant)
      #expect(seen.count == 1 && seen[0].hasSuffix(" `DispatchQueue.main.async` blocks"), "\(seen)")
    }
    let message = FlipbookError.scheduledActionsDidNotLetTimePass(
      time: 0, actions: 1, seen: ["1 `DispatchQueue.main.async` blocks"]).description
    #expect(message.contains("DispatchQueue.main.async") && !message.contains("onAppear/onDisappear"))
  }

  /// The watch reports film code running past its limit, with what it was
  /// and when, then stops it at 5 × the limit (the default handler exits
  /// the process; a test's handlers record).
  @Test func theStallWatchReportsCodeThatNeverReturns() throws {
    let watch = StallWatch(limit: 0.2)
    let warnings = Reports(), stalls = Reports()
    watch.onWarning = { warnings.add($0) }
    watch.onStall = { stalls.add($0) }
    let token = watch.begin("a job of a task started in the film", at: 1.5)
    #expect(watch.check() == nil)
    Thread.sleep(forTimeInterval: 0.6)
    let message = try #require(warnings.first)
    #expect(message.contains("a job of a task started in the film") && message.contains("film time 1.5 s"))
    #expect(stalls.first == nil)
    Thread.sleep(forTimeInterval: 1.0)
    #expect(stalls.first != nil)
    #expect(warnings.count == 1)
    watch.end(token)
    // Code that returns in time is never reported.
    let quick = StallWatch(limit: 0.3)
    let none = Reports()
    quick.onWarning = { none.add($0) }
    quick.onStall = { none.add($0) }
    for _ in 0..<5 { quick.end(quick.begin("quick", at: 0)) }
    Thread.sleep(forTimeInterval: 0.6)
    #expect(none.first == nil)
  }

  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var first: String? { lock.withLock { messages.first } }
    var count: Int { lock.withLock { messages.count } }
  }

  struct Forever: View {
    var body: some View { VStack { Text("x"); Forever() } }
  }

  @Test func aBodyContainingItselfFailsNamingTheView() throws {
    let film = Film("forever", size: CGSize(width: 20, height: 20), scale: 1, script: []) { Forever() }
    #expect(throws: FlipbookError.bodyRecursion(viewType: "Forever", depth: bodyDepthLimit)) { try film.image(at: 0) }
    // A legitimately deep recursive view (a tree a few hundred deep) renders.
    #expect(try Film("deep", size: CGSize(width: 20, height: 20), scale: 1, script: []) { Countdown(n: 300) }.image(at: 0)
      .width == 20)
  }

  struct Again: ViewModifier {
    func body(content: Content) -> some View { content.modifier(Again()) }
  }

  @Test func aModifierApplyingItselfFailsNamingIt() throws {
    let film = Film("again", size: CGSize(width: 20, height: 20), scale: 1, script: []) { Color.red.modifier(Again()) }
    #expect(throws: FlipbookError.bodyRecursion(viewType: "Again", depth: bodyDepthLimit)) { try film.image(at: 0) }
  }

  struct Countdown: View {
    let n: Int
    var body: some View {
      if n > 0 { Countdown(n: n - 1) } else { Color.blue }
    }
  }

  /// A session called from a second thread while in use throws, never
  /// draws a wrong frame; each thread's own session is fine.
  @Test func aSessionUsedFromTwoThreadsAtOnceRefusesTheSecond() throws {
    let film = Film("busy", size: CGSize(width: 40, height: 40), scale: 1, fps: 30, script: [.wait(2)]) {
      TimelineView(.animation) { context in Color.red.opacity(context.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)) }
    }
    let session = try RenderSession(film: film)
    let errors = Reports()
    let started = DispatchSemaphore(value: 0)
    let thread = Thread {
      started.signal()
      do { try session.renderFrames { _, _ in Thread.sleep(forTimeInterval: 0.005) } } catch { errors.add("\(error)") }
    }
    thread.start()
    started.wait()
    Thread.sleep(forTimeInterval: 0.05)
    var refused = false
    do { _ = try session.image(at: 1) } catch FlipbookError.sessionInUse(let name) {
      refused = name == "busy"
    }
    #expect(refused)
    while !thread.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    #expect(errors.first == nil)
    // Free again once the other thread's call has returned.
    #expect(try session.image(at: 1).width == 40)
  }

  /// Every sink checks its destination before it renders: a typed error at
  /// once, no frame drawn (#55 item 3).
  @Test func badDestinationsFailBeforeAnyFrameIsDrawn() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-dest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let film = Film("dest", size: CGSize(width: 20, height: 20), scale: 1, script: [.wait(1)]) { Color.red }
    let session = try RenderSession(film: film)
    var drawn = 0
    let missing = root.appendingPathComponent("missing/out.gif")
    #expect(throws: FlipbookError.badOutput(path: missing.path, problem: .noSuchDirectory(root.appendingPathComponent("missing").path))) {
      try session.writeGIF(to: missing, progress: { _, _ in drawn += 1 })
    }
    #expect(throws: FlipbookError.badOutput(path: root.path, problem: .isADirectory)) {
      try session.writeGIF(to: root, progress: { _, _ in drawn += 1 })
    }
    #expect(drawn == 0)
    let file = root.appendingPathComponent("file")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data([1])))
    #expect(throws: FlipbookError.badOutput(path: file.path, problem: .isAFile)) {
      try session.writeFrames(to: file, progress: { _, _ in drawn += 1 })
    }
    #expect(throws: FlipbookError.badOutput(path: root.path, problem: .isADirectory)) {
      try session.writePNG(to: root)
    }
    #expect(drawn == 0)
  }
}
