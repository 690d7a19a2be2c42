@testable import Flipbook
import Foundation
import Testing

/// `TimelineView` on film time and `onChange`: the dates a timeline's
/// content sees at each frame follow from the schedule's definition.
@Suite struct TimelineTests {
  final class Log<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T] = []
    func add(_ value: T) { lock.withLock { storage.append(value) } }
    var values: [T] { lock.withLock { storage } }
  }

  /// The offsets from the start date the content saw at each frame of a
  /// live graph updated as a film's frames are (n / fps).
  func offsets<S: TimelineSchedule>(_ schedule: S, fps: Double = 10, duration: Double = 1) throws -> [Double] {
    let log = Log<Date>()
    let graph = ViewGraph(environment: EnvironmentValues(), proposal: ProposedViewSize(width: 4, height: 4), scale: 1) {
      TimelineView(schedule) { context in
        let _ = log.add(context.date)
        Color.clear
      }
    }
    let start = EnvironmentValues().timelineStartDate
    var perFrame: [Double] = []
    for frame in 0..<Int((duration * fps).rounded(.up)) {
      try graph.update(at: Double(frame) / fps)
      perFrame.append(try #require(log.values.last).timeIntervalSince(start))
    }
    return perFrame
  }

  @Test func animationGivesEveryFramesDate() throws {
    let seen = try offsets(.animation)
    #expect(seen.count == 10)
    for (frame, offset) in seen.enumerated() { #expect(abs(offset - Double(frame) / 10) < 1e-6) }
    // At most one entry each 0.25 s: the last multiple of it.
    let stepped = try offsets(.animation(minimumInterval: 0.25))
    #expect(stepped.map { ($0 * 100).rounded() / 100 } == [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.5, 0.75, 0.75])
    #expect(try offsets(.animation(minimumInterval: 0.25, paused: true)).allSatisfy { $0 == 0 })
  }

  @Test func periodicAndEveryMinute() throws {
    let start = EnvironmentValues().timelineStartDate
    let periodic = try offsets(.periodic(from: start, by: 0.3))
    #expect(periodic.map { ($0 * 10).rounded() / 10 } == [0, 0, 0, 0.3, 0.3, 0.3, 0.6, 0.6, 0.6, 0.9])
    // A bad interval: the one entry at its start.
    #expect(try offsets(.periodic(from: start, by: 0)).allSatisfy { $0 == 0 })
    #expect(try offsets(.periodic(from: start, by: .nan)).allSatisfy { $0 == 0 })
    // The default start is 09:41:00: every minute gives 09:41 until 60 s.
    let minutes = try offsets(.everyMinute, fps: 0.1, duration: 130)
    #expect(minutes == [0, 0, 0, 0, 0, 0, 60, 60, 60, 60, 60, 60, 120])
  }

  @Test func explicitDatesAndCustomSchedules() throws {
    let start = EnvironmentValues().timelineStartDate
    let dates = [start.addingTimeInterval(0.35), start.addingTimeInterval(0.75)]
    let seen = try offsets(.explicit(dates))
    // Before the first entry: the first; then the latest due.
    #expect(seen.map { ($0 * 100).rounded() / 100 } == [0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.75, 0.75])
    // A custom endless schedule: every 0.2 s from the start.
    struct Fifths: TimelineSchedule {
      func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = startDate
        return AnyIterator { defer { next = next.addingTimeInterval(0.2) }; return next }
      }
    }
    #expect(try offsets(Fifths()).map { ($0 * 10).rounded() / 10 } == [0, 0, 0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8])
  }

  @Test func aFilmsStartDateIsTheFirstFramesDate() throws {
    let start = Date(timeIntervalSince1970: 1_000_000_000)
    let log = Log<Date>()
    var film = Film("date", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, script: [.wait(0.2)]) {
      TimelineView(.animation) { context in
        let _ = log.add(context.date)
        Color.clear
      }
    }
    film.startDate = start
    try film.renderFrames { _, _ in }
    let offsets = Set(log.values.map { ($0.timeIntervalSince(start) * 1000).rounded() })
    #expect(offsets == [0, 100])
  }

  /// A timeline's new entry is not animated by an animated state change
  /// that falls at the same instant: the film's write at 1 s animates the
  /// square beside it, while the timeline's square switches to 0.3 at once.
  @Test func aNewEntryIgnoresACoincidentAnimation() throws {
    var film = Film("tick", size: CGSize(width: 8, height: 4), scale: 1, background: .white, fps: 10, state: 0.0,
                    script: [.wait(1), .set(\.self, to: 1, animation: .linear(duration: 1)), .wait(1)]) { $other in
      let start = Date(timeIntervalSince1970: 0)
      HStack(spacing: 0) {
        TimelineView(.periodic(from: start, by: 1)) { context in
          Color(red: 0, green: 0, blue: 0).opacity(context.date > start ? 0.3 : 1).frame(width: 4, height: 4)
        }
        Color(red: 0, green: 0, blue: 0).opacity(other).frame(width: 4, height: 4)
      }
    }
    film.startDate = Date(timeIntervalSince1970: 0)
    let image = try film.image(at: 1.5)
    #expect(abs(Int(image.pixels[0]) - 178) <= 1)  // 0.3 black over white, at once
    #expect(abs(Int(image.pixels[4 * 4]) - 128) <= 1)  // the film's write, halfway
  }

  @Test func onChangeRunsWithTheOldAndNewValues() throws {
    let log = Log<String>()
    let film = Film("change", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, state: 0, script: [
      .wait(0.1), .set(\.self, to: 1), .wait(0.1), .set(\.self, to: 1), .wait(0.1), .set(\.self, to: 5), .wait(0.1),
    ]) { $value in
      Color.clear
        .onChange(of: value) { old, new in log.add("\(old)→\(new)") }
        .onChange(of: value, initial: true) { log.add("initial-form") }
        .onChange(of: value) { new in log.add("old-form \(new)") }
    }
    try film.renderFrames { _, _ in }
    #expect(log.values.filter { $0.contains("→") } == ["0→1", "1→5"])
    #expect(log.values.filter { $0 == "initial-form" }.count == 3)
    #expect(log.values.filter { $0.hasPrefix("old-form") } == ["old-form 1", "old-form 5"])
  }

  /// A change made in `onChange` takes effect in the same instant.
  @Test func onChangeCanChangeState() throws {
    struct Mirror: View {
      let value: Int
      @State private var copy = 0
      var body: some View {
        Rectangle().fill(copy == 2 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
          .onChange(of: value) { copy = value }
      }
    }
    let film = Film("mirror", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, state: 0, script: [
      .wait(0.1), .set(\.self, to: 2), .wait(0.1),
    ]) { $value in Mirror(value: value) }
    var last: [UInt8] = []
    try film.renderFrames { _, frame in last = Array(frame.pixels[0..<3]) }
    #expect(last == [0, 0, 255])
  }
}

/// Each run of writes commits with its own transaction (issue #17's
/// reset-then-animate): `o = 1; withAnimation(.linear(duration: 1)) { o = 0.3 }`
/// shows 1 at once and animates 1 → 0.3, so 0.65 at 0.5 s.
@Suite struct TransactionPerWriteTests {
  struct Fader: View {
    @State private var opacity = 0.0
    var body: some View {
      Color(red: 0, green: 0, blue: 0).opacity(opacity)
        .onAppear {
          opacity = 1
          withAnimation(.linear(duration: 1)) { opacity = 0.3 }
        }
    }
  }

  @Test func aPlainWriteThenAnAnimatedOneAnimatesFromThePlainValue() throws {
    let film = Film("fade", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(1)]) {
      Fader()
    }
    let image = try film.image(at: 0.5)
    // Black at 0.65 over white: 255 · 0.35 = 89.
    #expect(abs(Int(image.pixels[0]) - 89) <= 2)
  }

  final class Model: ObservableObject {
    @Published var opacity = 0.0
  }

  struct PublishedFader: View {
    @StateObject private var model = Model()
    var body: some View {
      Color(red: 0, green: 0, blue: 0).opacity(model.opacity)
        .onAppear {
          model.opacity = 1
          withAnimation(.linear(duration: 1)) { model.opacity = 0.3 }
        }
    }
  }

  @Test func publishedWritesCarryTheirOwnTransactions() throws {
    let film = Film("fade", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(1)]) {
      PublishedFader()
    }
    #expect(abs(Int(try film.image(at: 0.5).pixels[0]) - 89) <= 2)
    #expect(abs(Int(try film.image(at: 1).pixels[0]) - 178) <= 2)
  }

  struct BoundFader: View {
    @Binding var opacity: Double
    var body: some View {
      Color(red: 0, green: 0, blue: 0).opacity(opacity)
        .onAppear {
          opacity = 1
          withAnimation(.linear(duration: 1)) { opacity = 0.3 }
        }
    }
  }

  @Test func bindingWritesCarryTheirOwnTransactions() throws {
    let film = Film("fade", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, state: 0.0, script: [.wait(1)]) {
      $opacity in BoundFader(opacity: $opacity)
    }
    #expect(abs(Int(try film.image(at: 0.5).pixels[0]) - 89) <= 2)
  }

  /// A tap handler does the same: SwiftUI commits the plain write, then
  /// animates from it.
  struct TapFader: View {
    @State private var opacity = 0.0
    var body: some View {
      Color(red: 0, green: 0, blue: 0).opacity(opacity)
        .contentShape(Rectangle())
        .onTapGesture {
          opacity = 1
          withAnimation(.linear(duration: 1)) { opacity = 0.3 }
        }
    }
  }

  @Test func aTapHandlerResetsThenAnimates() throws {
    let film = Film("tap", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [
      .tap(at: CGPoint(x: 2, y: 2)), .wait(1),
    ]) { TapFader() }
    #expect(abs(Int(try film.image(at: 0.5).pixels[0]) - 89) <= 2)
  }
}

/// Two writes in one handler, each in its own `withAnimation`, animate each
/// with its own animation.
@Suite struct TwoAnimationsInOneHandlerTests {
  struct TwoFaders: View {
    @State private var first = 0.0
    @State private var second = 0.0
    var body: some View {
      HStack(spacing: 0) {
        Color(red: 0, green: 0, blue: 0).opacity(first).frame(width: 4, height: 4)
        Color(red: 0, green: 0, blue: 0).opacity(second).frame(width: 4, height: 4)
      }
      .onAppear {
        withAnimation(.linear(duration: 1)) { first = 1 }
        withAnimation(.linear(duration: 2)) { second = 1 }
      }
    }
  }

  @Test func eachWriteKeepsItsAnimation() throws {
    let film = Film("two", size: CGSize(width: 8, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(2)]) {
      TwoFaders()
    }
    let image = try film.image(at: 0.5)
    #expect(abs(Int(image.pixels[0]) - 128) <= 1, "first: \(image.pixels[0])")
    #expect(abs(Int(image.pixels[4 * 4]) - 191) <= 1, "second: \(image.pixels[16])")
  }
}
