import Foundation

/// Progress on standard error: a redrawn bar on a terminal, plain lines
/// (every 10%) otherwise, so logs stay readable.
final class Progress {
  let total: Int
  let label: String
  private var done = 0
  private let started = Date()
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var lastReportedTenth = -1

  init(total: Int, label: String) {
    self.total = max(1, total)
    self.label = label
  }

  func advance() {
    done += 1
    let elapsed = Date().timeIntervalSince(started)
    let remaining = elapsed / Double(done) * Double(total - done)
    if isTerminal {
      let width = 30
      let filled = width * done / total
      let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      write("\r\(label) \(bar) \(done)/\(total) frames, \(format(elapsed)) elapsed, ETA \(format(remaining))")
    } else {
      let tenth = 10 * done / total
      if tenth != lastReportedTenth {
        lastReportedTenth = tenth
        write("\(label): \(done)/\(total) frames, \(format(elapsed)) elapsed\n")
      }
    }
  }

  func finish(message: String) {
    let elapsed = Date().timeIntervalSince(started)
    write((isTerminal ? "\r\u{1B}[K" : "") + "\(message) (\(total) frames in \(format(elapsed)))\n")
  }

  private func format(_ seconds: Double) -> String { String(format: "%.1fs", seconds) }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
