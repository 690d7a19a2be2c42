import Flipbook
import Foundation
import Testing

/// A file importing Foundation beside Flipbook, as real files do: here
/// `Timer.scheduledTimer` is Foundation's, on the wall clock. A film must
/// not come out silently wrong with it: the film fails, naming the call.
@Suite struct FoundationTimerTests {
  final class Made: @unchecked Sendable { var timers: [Timer] = [] }

  struct Stopwatch: View {
    let made: Made
    @State private var seconds = 0
    var body: some View {
      Text("\(seconds) s").onAppear {
        made.timers.append(Timer.scheduledTimer(withTimeInterval: 1.5, repeats: true) { _ in seconds += 1 })
      }
    }
  }

  @Test func aWallClockTimerFailsTheFilmNamingTheCall() throws {
    let made = Made()
    defer { made.timers.forEach { $0.invalidate() } }
    let film = Film("stopwatch", size: CGSize(width: 60, height: 20), scale: 1, fps: 10, script: [.wait(1)]) {
      Stopwatch(made: made)
    }
    #expect(made.timers.isEmpty)
    let error = #expect(throws: FlipbookError.self) { try film.renderFrames { _, _ in } }
    guard case .wallClockTimer(let interval, let time)? = error else {
      Issue.record("expected wallClockTimer, got \(String(describing: error))")
      return
    }
    #expect(abs(interval - 1.5) <= 0.1 && time == 0)
    #expect(error?.description.contains("Timer.scheduledTimer") == true)
    #expect(error?.description.contains("import Foundation") == true)
  }

  /// `asyncAfter`, `Task.sleep`, `Timer.publish` and Combine's schedulers
  /// stay on film time in the same file.
  struct Others: View {
    @State private var log: [String] = []
    let seen: Made
    let timer = Timer.publish(every: 0.3, on: .main, in: .common).autoconnect()
    var body: some View {
      Text(log.joined(separator: ","))
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.append("asyncAfter") } }
        .task {
          try? await Task.sleep(nanoseconds: 400_000_000)
          log.append("sleep")
        }
        .onReceive(timer.prefix(1)) { _ in log.append("publish") }
    }
  }

  @Test func theOtherFormsRunOnFilmTimeWhateverTheImports() throws {
    let film = Film("others", size: CGSize(width: 300, height: 20), scale: 1, fps: 10, script: [.wait(0.6)]) {
      Others(seen: Made())
    }
    let session = try RenderSession(film: film)
    let texts = try session.displayList(at: 0.6).description
    #expect(texts.contains("asyncAfter,publish,sleep"), "\(texts)")
  }
}
