import Foundation

// MARK: - Film code that never returns
//
// A film runs its code — a step, a tap's action, a timer's block, a job of
// a task — on its own thread, one piece at a time, and draws between them.
// A piece that never returns (`while !done {}` in a `.task`, a loop
// waiting for a flag only another frame would set) can't be stopped: Swift
// has no way to interrupt a thread, and the piece holds the film's state.
// Left alone the render hangs for ever at one core, silently.
//
// `StallWatch` turns that into a message. Each piece of film code is
// bracketed (`begin`/`end`); a watcher thread, started with the first,
// looks every quarter second. When one piece has run for `limit` seconds
// of wall time (2 s; `FLIPBOOK_STALL_SECONDS` sets another, 0 turns the
// watch off) it says what is running and at which film instant; if the
// piece is still running at 5 × the limit (10 s) it ends the process with
// exit status 70 (`EX_SOFTWARE`), as a crash would but saying why. The
// gap between the two spares code that is only slow (a large file parsed
// in an `onAppear` of a debug build): it is warned about, and goes on.
// Drawing and layout are not film code and are not watched.

/// Watches film code for pieces that never return (see the essay above).
final class StallWatch: @unchecked Sendable {
  static let shared = StallWatch()

  /// How long one piece of film code may run before it is reported, in
  /// seconds of wall time; at 5 × this the process ends.
  let limit: Double

  /// What a report does: by default, print it (tests set another).
  var onWarning: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data(("Flipbook: " + message + "\n").utf8))
  }

  /// What a stall does: by default, print it and exit (tests set another).
  var onStall: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data(("Flipbook: " + message + " The render is stopped.\n").utf8))
    exit(70)
  }

  private struct Running {
    var what: String
    var filmTime: Double
    var started: UInt64
    var warned = false
  }

  private let lock = NSLock()
  private var running: [Int: Running] = [:]
  private var nextToken = 0
  private var watcher: Thread?

  init(limit: Double? = nil) {
    let configured = ProcessInfo.processInfo.environment["FLIPBOOK_STALL_SECONDS"].flatMap(Double.init)
    let chosen = limit ?? configured ?? 2
    self.limit = chosen.isFinite && chosen >= 0 ? chosen : 2
  }

  /// Notes that film code described by `what` starts at `filmTime`;
  /// returns the token `end` takes.
  func begin(_ what: String, at filmTime: Double) -> Int {
    guard limit > 0 else { return -1 }
    return lock.withLock {
      nextToken += 1
      running[nextToken] = Running(what: what, filmTime: filmTime, started: DispatchTime.now().uptimeNanoseconds)
      if watcher == nil {
        let thread = Thread { [unowned self] in self.watch() }
        thread.name = "Flipbook stall watch"
        thread.start()
        watcher = thread
      }
      return nextToken
    }
  }

  /// Notes that the film code of `token` returned.
  func end(_ token: Int) {
    guard token >= 0 else { return }
    lock.withLock { _ = running.removeValue(forKey: token) }
  }

  /// The message for a piece that has run `seconds`.
  static func message(what: String, filmTime: Double, seconds: Double) -> String {
    "\(what) has run for \(String(format: "%.1f", seconds)) s of wall time at film time \(filmTime) s without "
      + "returning, so the film can't go on: a loop that waits for something only film time would change (a flag, "
      + "a counter set by another frame) never sees it change. Await in the loop (`try await Task.sleep(for:)`), or "
      + "react to the change with `onChange`/`task(id:)`. (FLIPBOOK_STALL_SECONDS sets this limit; 0 turns it off.)"
  }

  /// What the watch should say now: a warning for a piece past the limit
  /// (once), or a stall for one past 5 × it.
  func check() -> (message: String, isStall: Bool)? {
    lock.withLock {
      // Read under the lock: a piece that began after an earlier reading
      // would otherwise seem to have started in the future.
      let now = DispatchTime.now().uptimeNanoseconds
      for (token, piece) in running where now > piece.started {
        let seconds = Double(now - piece.started) / 1e9
        if seconds >= 5 * limit {
          running.removeValue(forKey: token)
          return (Self.message(what: piece.what, filmTime: piece.filmTime, seconds: seconds), true)
        }
        if seconds >= limit, !piece.warned {
          running[token]?.warned = true
          return (Self.message(what: piece.what, filmTime: piece.filmTime, seconds: seconds), false)
        }
      }
      return nil
    }
  }

  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: 0.25)
      while let (message, isStall) = check() {
        if isStall { onStall(message) } else { onWarning(message) }
      }
    }
  }
}
