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
// looks every quarter second, and when one piece has run for
// `limit` seconds of wall time (2 s; `FLIPBOOK_STALL_SECONDS` sets another,
// 0 turns the watch off) it reports what was running, at which film
// instant, and ends the process with exit status 70 (`EX_SOFTWARE`), as a
// crash would but saying why. Drawing and layout are not film code and are
// not watched.

/// Watches film code for pieces that never return (see the essay above).
final class StallWatch: @unchecked Sendable {
  static let shared = StallWatch()

  /// How long one piece of film code may run, in seconds of wall time.
  let limit: Double

  /// What a stall does: by default, report and exit (tests set another).
  var onStall: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data(("Flipbook: " + message + "\n").utf8))
    exit(70)
  }

  private struct Running {
    var what: String
    var filmTime: Double
    var started: UInt64
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

  /// The first piece that has run past the limit, with how long, if any.
  func overdue() -> String? {
    lock.withLock {
      // Read under the lock: a piece that began after an earlier reading
      // would otherwise seem to have started in the future.
      let now = DispatchTime.now().uptimeNanoseconds
      for piece in running.values where now > piece.started {
        let seconds = Double(now - piece.started) / 1e9
        if seconds >= limit { return Self.message(what: piece.what, filmTime: piece.filmTime, seconds: seconds) }
      }
      return nil
    }
  }

  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: 0.25)
      if let message = overdue() {
        onStall(message)
        // Reported once per piece: forget it (a handler that returns).
        lock.withLock { running.removeAll() }
      }
    }
  }
}
