import Combine
import Flipbook
import Foundation
import Testing

/// `import Combine` on Linux: OpenCombine's operators, Flipbook's
/// `ObservableObject` and `@Published`, and the schedulers on film time.
@Suite struct CombineTests {
  final class Log: @unchecked Sendable {
    var entries: [String] = []
    /// The film time now, in ms, read off the run loop scheduler.
    static var filmMilliseconds: Int { Int(((RunLoop.main.now.date.timeIntervalSince1970 - 1_695_030_060) * 1000).rounded()) }
  }

  struct Delayed: View {
    let log: Log
    let delay: Double
    @State private var subscriptions = Set<AnyCancellable>()

    var body: some View {
      Color.red.onAppear {
        Just("runloop").delay(for: .seconds(delay), scheduler: RunLoop.main)
          .sink { log.entries.append("\($0) at \(Log.filmMilliseconds)") }.store(in: &subscriptions)
        Just("dispatch").delay(for: .seconds(delay), scheduler: DispatchQueue.main)
          .sink { log.entries.append("\($0) at \(Log.filmMilliseconds)") }.store(in: &subscriptions)
        Just("received").receive(on: DispatchQueue.main)
          .sink { log.entries.append("\($0) at \(Log.filmMilliseconds)") }.store(in: &subscriptions)
      }
    }
  }

  @Test func aDelayRunsOnFilmTime() throws {
    let log = Log()
    let film = Film("delay", size: CGSize(width: 2, height: 2), scale: 1, fps: 10, script: [.wait(1)]) {
      Delayed(log: log, delay: 0.45)
    }
    try film.renderFrames { _, _ in }
    #expect(log.entries == ["received at 0", "runloop at 450", "dispatch at 450"])
  }

  @Test(arguments: [Double.nan, -2, -Double.infinity])
  func aDelayThatIsNotANumberOrNegativeRunsAtOnce(delay: Double) throws {
    let log = Log()
    let film = Film("delay", size: CGSize(width: 2, height: 2), scale: 1, fps: 10, script: [.wait(0.5)]) {
      Delayed(log: log, delay: delay)
    }
    try film.renderFrames { _, _ in }
    #expect(Set(log.entries) == ["received at 0", "runloop at 0", "dispatch at 0"])
  }

  @Test func anInfiniteDelayNeverDelivers() throws {
    let log = Log()
    let film = Film("delay", size: CGSize(width: 2, height: 2), scale: 1, fps: 10, script: [.wait(0.5)]) {
      Delayed(log: log, delay: .infinity)
    }
    try film.renderFrames { _, _ in }
    #expect(log.entries == ["received at 0"])
  }

  /// A query typed at 0, 0.1 and 0.2 s, then again at 1 s: a 300-ms
  /// debounce searches 0.5 s and 1.3 s.
  struct Search: View {
    @StateObject private var model = SearchModel(debounce: .milliseconds(300))
    let log: Log

    var body: some View {
      Text(model.searched.last ?? "")
        .onAppear {
          for (index, text) in ["s", "sw", "swi"].enumerated() {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(index) * 0.1) { model.query = text }
          }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { model.query = "swift" }
        }
        .onReceive(model.$searched.dropFirst()) { log.entries.append("\($0.last ?? "") at \(Log.filmMilliseconds)") }
    }
  }

  @Test func aDebounceWaitsOnFilmTime() throws {
    let log = Log()
    let film = Film("search", size: CGSize(width: 40, height: 20), scale: 1, fps: 10, script: [.wait(2)]) { Search(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.entries == ["swi at 500", "swift at 1300"])
  }

  @Test func aPublishedPropertyAnnouncesBeforeItChanges() {
    let model = SearchModel(debounce: 0)
    var seen: [String] = []
    let willChange = model.objectWillChange.sink { seen.append("will change, query is '\(model.query)'") }
    let values = model.$query.sink { seen.append("$query sends '\($0)', query is '\(model.query)'") }
    model.query = "a"
    #expect(seen == [
      "$query sends '', query is ''",
      "will change, query is ''",
      "$query sends 'a', query is ''",
    ])
    #expect(model.query == "a")
    _ = (willChange, values)
  }

  @Test func oneObjectWillChangeServesEveryPublishedProperty() {
    let model = SearchModel(debounce: 0)
    #expect(model.objectWillChange === model.objectWillChange)
  }

  @Test func assignToAPublishedPropertyRepublishes() {
    let ticker = Ticker()
    ticker.source.send(1)
    ticker.source.send(4)
    #expect(ticker.count == 40)
  }

  @Test func stridesCountAsCombineCountsThem() {
    typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride
    #expect(DispatchStride.milliseconds(1500).magnitude == 1_500_000_000)
    #expect((0.25 as DispatchStride).magnitude == 250_000_000)
    #expect((2 as DispatchStride).magnitude == 2_000_000_000)
    #expect(DispatchStride.seconds(Double.nan).magnitude == 0, "not a number is no time")
    #expect(DispatchStride.seconds(1e300).magnitude == .max, "clamped to the largest")
    typealias RunLoopStride = RunLoop.SchedulerTimeType.Stride
    #expect(RunLoopStride.milliseconds(250).timeInterval == 0.25)
    #expect(RunLoopStride.microseconds(5).timeInterval == 5e-6)
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    #expect(start.advanced(by: .nanoseconds(500)).distance(to: start).magnitude == -500)
  }

  /// A clock as real code writes it: `Timer.publish` autoconnected.
  struct Clock: View {
    let log: Log
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    var body: some View {
      Color.blue.onReceive(timer) { _ in log.entries.append("tick at \(Log.filmMilliseconds)") }
    }
  }

  @Test func aTimerPublisherTicksOnFilmTime() throws {
    let log = Log()
    let film = Film("clock", size: CGSize(width: 2, height: 2), scale: 1, fps: 10, script: [.wait(0.8)]) { Clock(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.entries == ["tick at 250", "tick at 500", "tick at 750"])
  }
}
