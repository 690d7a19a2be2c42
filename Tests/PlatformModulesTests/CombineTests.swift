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

  @Test func combineLatestWaitsForEveryUpstreamThenSendsEachNewCombination() {
    let name = PassthroughSubject<String, Never>()
    let age = CurrentValueSubject<Int, Never>(30)
    var seen: [String] = []
    var finished = false
    let subscription = Publishers.CombineLatest(name, age)
      .map { "\($0) \($1)" }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    name.send("Ada")
    age.send(31)
    name.send("Grace")
    name.send(completion: .finished)
    #expect(!finished, "one upstream still open")
    age.send(completion: .finished)
    #expect(seen == ["Ada 30", "Ada 31", "Grace 31"] && finished)
    _ = subscription
    var three: [Int] = []
    _ = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }.sink { three.append($0) }
    #expect(three == [6])
  }

  @Test func mergeInterleavesInArrivalOrderAndFailsWithTheFirstFailure() {
    struct Broken: Error {}
    let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
    var seen: [Int] = []
    var failed = false
    let subscription = a.merge(with: b).sink(
      receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { seen.append($0) })
    a.send(1)
    b.send(2)
    a.send(3)
    b.send(completion: .failure(Broken()))
    a.send(4)
    #expect(seen == [1, 2, 3] && failed)
    _ = subscription
    var many: [Int] = []
    _ = Publishers.MergeMany([Just(1), Just(2), Just(3)]).collect().sink { many = $0 }
    #expect(many == [1, 2, 3])
  }

  /// A subscriber that asks for one value at a time gets the newest
  /// combination, and the merge's queue in order.
  @Test func combiningPublishersHonourDemand() {
    final class OneAtATime: Subscriber, @unchecked Sendable {
      typealias Input = Int
      typealias Failure = Never
      var subscription: Subscription?
      var values: [Int] = []
      func receive(subscription: Subscription) { self.subscription = subscription }
      func receive(_ input: Int) -> Subscribers.Demand { values.append(input); return .none }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
    let merged = OneAtATime()
    a.merge(with: b).subscribe(merged)
    a.send(1)
    b.send(2)
    #expect(merged.values.isEmpty, "no demand yet")
    merged.subscription?.request(.max(1))
    #expect(merged.values == [1])
    merged.subscription?.request(.max(5))
    #expect(merged.values == [1, 2])
    let latest = OneAtATime()
    a.combineLatest(b) { $0 * 10 + $1 }.subscribe(latest)
    a.send(1)
    b.send(2)
    b.send(3)
    latest.subscription?.request(.max(1))
    #expect(latest.values == [13], "only the newest combination waits")
  }
}
