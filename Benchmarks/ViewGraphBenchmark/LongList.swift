import Dispatch
import Encoders
import Flipbook
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The long-list bench (issue #55 item 7): a 2-second film, 30 fps, of a
/// 390 × 844 pt screen at 2× flicking a `List` of `rows` text rows
/// (a drag of 600 pt in 0.25 s, then the glide), written as a GIF. Each
/// size runs in a process of its own (`--long-list-one ROWS`) so its peak
/// memory is its own. Printed: rows, seconds, peak resident MB; and the
/// ratio of the largest to 5,000 rows.
func runLongList(sizes: [Int]) throws {
  var seconds: [Int: Double] = [:]
  print("rows      seconds   peak MB   (2-s film, 60 frames, 390 × 844 pt at 2×, GIF)")
  for rows in sizes {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--long-list-one", String(rows)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard fields.count == 2 else { print(rows, "failed:", output); continue }
    seconds[rows] = fields[0]
    print(String(rows).padding(toLength: 10, withPad: " ", startingAt: 0),
      String(format: "%7.2f   %7.0f", fields[0], fields[1]))
  }
  if let base = seconds[5_000], let largest = sizes.max(), largest != 5_000, let top = seconds[largest] {
    print(String(format: "%d rows / 5,000 rows: %.2f×", largest, top / base))
  }
}

/// One size of the long-list bench, in this process: prints seconds and
/// peak resident megabytes.
func runLongListOnce(rows: Int) throws {
  let film = longListFilm(rows: rows)
  let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("long-list-\(rows).gif")
  let start = DispatchTime.now().uptimeNanoseconds
  try film.writeGIF(to: url)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  print(String(format: "%.3f %.1f", seconds, Double(usage.ru_maxrss) / 1024))
  try? FileManager.default.removeItem(at: url)
}

/// The film: a plain list of two-line rows, flicked up.
func longListFilm(rows: Int) -> Film {
  Film("long-list", size: CGSize(width: 390, height: 844), scale: 2, fps: 30, state: 0, script: [
    .wait(0.1), .drag(from: CGPoint(x: 195, y: 750), to: CGPoint(x: 195, y: 150), duration: 0.25), .wait(1.65),
  ]) { _ in
    LongList(rows: rows)
  }
}

private struct LongList: View {
  let rows: Int

  var body: some View {
    List(0..<rows, id: \.self) { i in
      VStack(alignment: .leading) {
        Text("Row \(i)").font(.headline)
        Text("Something to say about row \(i), on one line").font(.subheadline).foregroundStyle(.secondary)
      }
    }
  }
}
