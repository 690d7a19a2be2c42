@testable import Flipbook
import Foundation
import Testing

/// The part of Combine views use: timers on film time through
/// `onReceive`, published properties, subjects, and the operators,
/// against Combine's documented behaviour.
@Suite struct PublisherTests {
  final class Log<T>: @unchecked Sendable {
    var values: [T] = []
  }

  /// A clock view: a timer publisher every 0.5 s, received into state.
  struct Clock: View {
    let log: Log<String>
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
      Color.red.frame(width: CGFloat(ticks + 1), height: 1)
        .onReceive(timer) { date in
          ticks += 1
          log.values.append("\(ticks) at \(Int((date.timeIntervalSince1970 - 1_695_030_060) * 1000))")
        }
    }
  }

  @Test func aTimerPublisherTicksOnFilmTimeWithTheFilmsDate() throws {
    let log = Log<String>()
    let film = Film("clock", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, script: [.wait(1.6)]) { Clock(log: log) }
    try film.renderFrames { _, _ in }
    #expect(log.values == ["1 at 500", "2 at 1000", "3 at 1500"])
  }

  final class Model: ObservableObject {
    @Published var count = 0
    let events = PassthroughSubject<String, Never>()
  }

  @Test func aPublishedPropertySendsItsValueThenEachNewOne() {
    let model = Model()
    var seen: [Int] = []
    let subscription = model.$count.sink { seen.append($0) }
    model.count = 1
    model.count = 2
    subscription.cancel()
    model.count = 3
    #expect(seen == [0, 1, 2])
  }

  @Test func subjectsAndOperatorsFollowCombine() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    var bag = Set<AnyCancellable>()
    subject.filter { $0 % 2 == 0 }.map { "#\($0)" }.sink { seen.append($0) }.store(in: &bag)
    (1...5).forEach(subject.send)
    #expect(seen == ["#2", "#4"])

    let current = CurrentValueSubject<Int, Never>(7)
    var values: [Int] = []
    let held = current.removeDuplicates().sink { values.append($0) }
    current.send(7)
    current.send(8)
    #expect(values == [7, 8])
    _ = held

    var finished = false
    var just: [Int] = []
    _ = Just(3).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { just.append($0) })
    #expect(just == [3] && finished)
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var subscription: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    subscription = nil
    subject.send(2)
    #expect(seen == [1] && subscription == nil)
  }

  /// A view model's subject, sent on in a tap, reaches `onReceive`.
  struct Listener: View {
    @StateObject private var model = Model()
    let log: Log<String>
    var body: some View {
      Color.red
        .onTapGesture { model.events.send("tapped") }
        .onReceive(model.events) { log.values.append($0) }
    }
  }

  @Test func onReceiveGetsWhatASubjectSends() throws {
    let log = Log<String>()
    let rig = try Rig(width: 10, height: 10) { Listener(log: log) }
    try rig.graph.tap(at: CGPoint(x: 5, y: 5), time: 0.1)
    #expect(log.values == ["tapped"])
  }
}
