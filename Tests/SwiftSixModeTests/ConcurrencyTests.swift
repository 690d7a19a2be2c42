@testable import Flipbook
import Testing

/// Swift concurrency in code compiled in the Swift 6 language mode, as
/// iOS apps are now: main-actor work runs on film time (issue #53, item 3).
@Suite struct ConcurrencyTests {
  @Test func aMainActorClosureAwaitedFromATaskFinishesAtItsFilmInstant() throws {
    let timeline = Timeline()
    let film = Film("busy", size: CGSize(width: 100, height: 40), scale: 1, background: .white, fps: 10,
                    script: [.tap(at: CGPoint(x: 50, y: 20)), .wait(1.5)]) { BusyButton(timeline: timeline) }
    var frames: [[UInt8]] = []
    try film.renderFrames { _, frame in frames.append(frame.pixels) }
    #expect(timeline.events == ["start at 0", "done at 1000"])
    // "Working" (after the press's highlight fades) until 1 s, "Go" from then.
    #expect(frames[5] == frames[9] && frames[10] != frames[9] && frames[10] == frames[14])
  }

  @Test func everyFormRunsOnFilmTimeInOrder() throws {
    let timeline = Timeline()
    let film = Film("zoo", size: CGSize(width: 60, height: 30), scale: 1, fps: 10, script: [.wait(2)]) {
      ConcurrencyZoo(timeline: timeline)
    }
    try film.renderFrames { _, _ in }
    #expect(timeline.events == [
      "nonisolated closure 7 at 100", "MainActor.run at 100", "finished 1 at 200",
      // Both wake at 0.4 s: the async let's sleep was scheduled first (at 0.1 s).
      "async let 3 at 400", "finished 2 at 400", "finished 3 at 600", "task group 6 at 700", "stream 1 at 750", "stream 2 at 800",
      "continuation 9 at 1050",
    ])
  }

  /// The same frames every time, on one graph thread or several.
  @Test func filmsWithMainActorTasksAreDeterministic() throws {
    func render() throws -> [[UInt8]] {
      let film = Film("busy", size: CGSize(width: 100, height: 40), scale: 1, background: .white, fps: 20,
                      script: [.tap(at: CGPoint(x: 50, y: 20)), .wait(1.5)]) { BusyButton(timeline: Timeline()) }
      var frames: [[UInt8]] = []
      try film.renderFrames { _, frame in frames.append(frame.pixels) }
      return frames
    }
    let first = try render()
    for _ in 0..<3 { #expect(try render() == first) }
  }

  @Test func mainActorViewsAndModelsRender() throws {
    let film = Film("holder", size: CGSize(width: 40, height: 30), scale: 1, script: []) { ModelHolder() }
    #expect(try film.image(at: 0).width == 40)
  }
}

extension ConcurrencyTests {
  @Test func callbacksRunAsTheMainActor() throws {
    let timeline = Timeline()
    let film = Film("closures", size: CGSize(width: 40, height: 60), scale: 1, background: .white, fps: 10,
                    script: [.wait(0.2), .tap(at: CGPoint(x: 20, y: 10)), .wait(0.2)]) { ClosureZoo(timeline: timeline) }
    var first: Bitmap?, last: Bitmap?
    try film.renderFrames { index, frame in
      if index == 0 { first = frame }
      last = frame
    }
    #expect(timeline.events == ["appear at 0", "taps 1 at 200"])
    // The canvas turned from red to green.
    let before = try #require(first), after = try #require(last)
    #expect(before.pixels[(5 * before.width + 5) * 4] > 200 && after.pixels[(5 * after.width + 5) * 4 + 1] > 150)
  }
}

/// A film's content closure builds its root once, as SwiftUI builds a
/// preview's (issue #53, item 7).
@Suite(.serialized) struct RootBuiltOnceTests {
  @Test @MainActor func aModelMadeInlineLivesAllFilmLong() throws {
    TapCounter.made = 0
    let film = Film("taps", size: CGSize(width: 100, height: 40), scale: 1, fps: 10,
                    script: [.tap(at: CGPoint(x: 50, y: 20)), .wait(0.5), .tap(at: CGPoint(x: 50, y: 20)), .wait(0.5)]) {
      TapCounterView(model: TapCounter())
    }
    var frames: [[UInt8]] = []
    try film.renderFrames { _, frame in frames.append(frame.pixels) }
    #expect(TapCounter.made == 1)
    // "Taps: 1" (the first tap is at 0 s), then "Taps: 2" from 0.5 s.
    #expect(frames[4] != frames[9])
  }

  /// With root state, the content runs again when the state changes (as a
  /// parent's body does), and reads the new value.
  @Test @MainActor func rootStateStillFlows() throws {
    let film = Film("state", size: CGSize(width: 60, height: 20), scale: 1, fps: 10, state: 0,
                    script: [.wait(0.2), .set(\.self, to: 5), .wait(0.2)]) { $value in
      Text("\(value)").frame(width: 60, height: 20)
    }
    var frames: [[UInt8]] = []
    try film.renderFrames { _, frame in frames.append(frame.pixels) }
    #expect(frames[0] == frames[1] && frames[3] != frames[0])
  }
}
