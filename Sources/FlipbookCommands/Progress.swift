import Foundation

/// Progress on standard error: a redrawn bar on a terminal, plain lines
/// (every 10%) otherwise, so logs stay readable.
final class Progress {
  /// The steps in all (a frame may count once per pass).
  private(set) var total: Int
  /// The frames the final message names.
  let frames: Int
  let label: String
  private var done = 0
  private let started = Date()
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var lastReportedTenth = -1
  private let shows: Bool

  /// `total` steps; `frames` for the final message when a frame counts
  /// more than once.
  /// Without `shows`, only `finish`'s line is printed (bars of films
  /// rendered side by side would overwrite each other).
  init(total: Int, label: String, frames: Int? = nil, shows: Bool = true) {
    self.shows = shows
    self.total = max(1, total)
    self.frames = frames ?? total
    self.label = label
  }

  /// Records `done` steps of `total`.
  func advance(to done: Int, of total: Int) {
    self.total = max(1, total)
    self.done = done - 1
    advance()
  }

  func advance() {
    done += 1
    guard shows else { return }
    let elapsed = Date().timeIntervalSince(started)
    let remaining = elapsed / Double(done) * Double(total - done)
    if isTerminal {
      let width = 30
      let filled = width * done / total
      let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      write("\r\(label) \(bar) \(done)/\(total) \(unit), \(format(elapsed)) elapsed, ETA \(format(remaining))")
    } else {
      let tenth = 10 * done / total
      if tenth != lastReportedTenth {
        lastReportedTenth = tenth
        write("\(label): \(done)/\(total) \(unit), \(format(elapsed)) elapsed\n")
      }
    }
  }

  func finish(message: String) {
    let elapsed = Date().timeIntervalSince(started)
    write((isTerminal ? "\r\u{1B}[K" : "") + "\(message) (\(frames) frames in \(format(elapsed)))\n")
  }

  /// "frames", or "steps" when frames count once per pass.
  private var unit: String { total == frames ? "frames" : "steps" }

  private func format(_ seconds: Double) -> String { String(format: "%.1fs", seconds) }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
