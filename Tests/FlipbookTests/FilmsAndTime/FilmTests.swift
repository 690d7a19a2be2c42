import Encoders
@testable import Flipbook
import Foundation
import Testing

/// A switch: a capsule whose knob slides when tapped.
private struct Switch: View {
  @Binding var isOn: Bool
  var body: some View {
    ZStack {
      Capsule().fill(isOn ? Color.green : Color.gray)
      Circle().fill(Color.white).padding(2).offset(x: isOn ? 13 : -13)
    }
    .frame(width: 60, height: 34)
    .onTapGesture { withAnimation(.linear(duration: 0.5)) { isOn.toggle() } }
  }
}

private func switchFilm(fps: Double = 30, script: [FilmStep<Bool>]) -> Film {
  Film("switch", size: CGSize(width: 80, height: 40), scale: 1, fps: fps, state: false, script: script) { $isOn in
    Switch(isOn: $isOn)
  }
}

@Suite struct FilmTests {
  @Test(arguments: [(2.0, 30.0, 60), (4.12, 25.0, 103), (4.56, 100.0 / 3, 152), (0.8, 25.0, 20), (1.01, 10.0, 11)])
  func frameCountIsDurationTimesFPS(duration: Double, fps: Double, frames: Int) throws {
    let film = switchFilm(fps: fps, script: [.wait(duration)])
    #expect(film.duration == duration)
    #expect(film.frameCount == frames)
    var indices: [Int] = []
    try film.renderFrames { index, bitmap in
      indices.append(index)
      #expect(bitmap.width == 80 && bitmap.height == 40)
    }
    #expect(indices == Array(0..<frames))
  }

  @Test func stepsRunAtTheirInstantAndChangesAnimateFromThere() throws {
    let film = switchFilm(script: [.wait(0.5), .tap(x: 40, y: 20), .wait(1), .set(false, animation: nil), .wait(0.5)])
    let player = try film.play()
    let knob = { (t: Double) -> CGFloat in
      _ = try player.advance(to: t)
      let values = try #require(player.graph.memory).animations.presentedValues(of: .modifier(_OffsetEffect.self))
      return (values.values.first as? AnimatablePair<CGFloat, CGFloat>)?.first ?? .nan
    }
    #expect(try knob(0.4) == -13)
    // The tap at 0.5 s starts a 0.5 s linear animation at 0.5 s exactly.
    #expect(try abs(knob(0.6) - (-13 + 26 * 0.2)) < 1e-9)
    #expect(try abs(knob(0.75) - 0) < 1e-9)
    #expect(try knob(1.2) == 13)
    #expect(try knob(1.5) == -13)  // set without animation
  }

  @Test func theTopmostTapHandlerWins() throws {
    final class Log { var taps: [String] = [] }
    let log = Log()
    let film = Film("taps", size: CGSize(width: 100, height: 100), scale: 1, script: [.tap(x: 50, y: 50), .tap(x: 10, y: 10)]) {
      ZStack {
        Color.blue.onTapGesture { log.taps.append("back") }
        Circle().frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
      }
    }
    _ = try film.image(at: 0)
    #expect(log.taps == ["front", "back"])
  }

  @Test func aTapThatFindsNoHandlerIsAnError() throws {
    let film = switchFilm(script: [.wait(0.2), .tap(x: 2, y: 2), .wait(0.2)])
    #expect(throws: FlipbookError.tapMissed(x: 2, y: 2, time: 0.2)) { try film.image(at: 0.3) }
  }

  @Test func theGIFRoundTripsWithItsTiming() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-film-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let film = switchFilm(fps: 25, script: [.wait(0.4), .tap(x: 40, y: 20), .wait(1.2)])
    var rendered: [Bitmap] = []
    try film.renderFrames { _, bitmap in rendered.append(bitmap) }
    let url = directory.appendingPathComponent("switch.gif")
    try film.writeGIF(to: url)
    let decoded = try GIFDecoder().read(contentsOf: url.path)
    #expect(decoded.loopCount == 0)
    // Identical frames merge into longer ones; the total time is the film's.
    #expect(decoded.delays.reduce(0, +) == 160)
    var time = 0
    for (index, (frame, delay)) in zip(decoded.frames, decoded.delays).enumerated() {
      // Each decoded frame shows the rendered frame at its start time.
      let source = rendered[time * 25 / 100]
      var worst = 0
      for i in 0..<(source.width * source.height * 4) where i % 4 != 3 {
        worst = max(worst, abs(Int(source.pixels[i]) - Int(frame.pixels[i])))
      }
      #expect(worst <= 48, "frame \(index) at \(time) cs is off by \(worst)")
      time += delay
    }
  }

  @Test func framesAndStillsAreWritten() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-frames-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let film = switchFilm(fps: 10, script: [.wait(0.2), .tap(x: 40, y: 20), .wait(0.8)])
    let urls = try film.writeFrames(to: directory)
    #expect(urls.map(\.lastPathComponent) == (0..<10).map { "switch-000\($0).png" })
    let last = try PNGDecoder().read(contentsOf: urls[9].path)
    let still = try film.image(at: 0.9)
    #expect(last.pixels == still.pixels)
    let png = directory.appendingPathComponent("still.png")
    try film.writePNG(at: 0.9, to: png)
    #expect(try PNGDecoder().read(contentsOf: png.path).pixels == still.pixels)
  }

  @Test func badSettingsAndTimesAreClearErrors() throws {
    var film = switchFilm(script: [.wait(1)])
    film.fps = 0
    #expect(throws: FlipbookError.self) { try film.validate() }
    film.fps = .nan
    #expect(throws: FlipbookError.self) { try film.image(at: 0) }
    film = switchFilm(script: [.wait(1)])
    film.scale = 0
    #expect(throws: FlipbookError.self) { try film.validate() }
    film = switchFilm(script: [.wait(1)])
    film.size = CGSize(width: CGFloat.infinity, height: 10)
    #expect(throws: FlipbookError.self) { try film.validate() }
    #expect(throws: FlipbookError.self) { try switchFilm(script: [.wait(-1)]).validate() }
    #expect(throws: FlipbookError.self) { try switchFilm(script: [.wait(.nan)]).validate() }
    film = switchFilm(script: [.wait(1)])
    #expect(throws: FlipbookError.timeOutOfRange(time: 2, duration: 1)) { try film.image(at: 2) }
    #expect(throws: FlipbookError.self) { try film.image(at: .nan) }
  }

  @Test func aGIFThatCannotBeWrittenLeavesNoFile() throws {
    let film = switchFilm(script: [.wait(0.5)])
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID())/switch.gif")
    // Checked before a frame is drawn (#55): a typed error naming the folder.
    #expect(throws: FlipbookError.badOutput(path: missing.path, problem: .noSuchDirectory(missing.deletingLastPathComponent().path))) {
      try film.writeGIF(to: missing)
    }
    // 60 fps is faster than GIF's 2 cs minimum: refused before a frame is
    // drawn, and nothing is left.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fast-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var fast = switchFilm(script: [.wait(0.2), .tap(x: 40, y: 20), .wait(0.5)])
    fast.fps = 60
    #expect(throws: FlipbookError.invalidFrameRate(fps: 60, allowed: .gif)) {
      try fast.writeGIF(to: directory.appendingPathComponent("fast.gif"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// A film longer than the lookahead plays twice (colours, then frames)
  /// and writes the pictures the lookahead writes holding every frame
  /// (in no fewer bytes: only held frames let the writer order its palette
  /// for smaller code sizes, `GIFPaletteOrder`).
  @Test func twoPassesWriteWhatTheLookaheadWrites() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-passes-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let film = switchFilm(script: [.wait(0.3), .tap(x: 40, y: 20), .wait(0.6), .tap(x: 40, y: 20), .wait(0.5)])
    var held = GIFEncoder.Options()
    held.paletteLookaheadBytes = 1 << 30
    var streamed = GIFEncoder.Options()
    streamed.paletteLookaheadBytes = 1
    let session = try RenderSession(film: film)
    #expect(!session.writesGIFInTwoPasses(held) && session.writesGIFInTwoPasses(streamed))
    var steps: [(Int, Int)] = []
    try film.writeGIF(to: directory.appendingPathComponent("held.gif"), options: held)
    try film.writeGIF(to: directory.appendingPathComponent("streamed.gif"), options: streamed) { steps.append(($0, $1)) }
    let a = try Data(contentsOf: directory.appendingPathComponent("held.gif"))
    let b = try Data(contentsOf: directory.appendingPathComponent("streamed.gif"))
    #expect(a.count <= b.count)
    let decoded = try ["held.gif", "streamed.gif"].map {
      try GIFDecoder().read(contentsOf: directory.appendingPathComponent($0).path).frames
    }
    #expect(decoded[0] == decoded[1])
    #expect(steps.map(\.0) == Array(1...(2 * film.frameCount)))
    #expect(steps.allSatisfy { $0.1 == 2 * film.frameCount })
  }

  @Test func aFilmPlaysTheSameEveryTime() throws {
    let film = switchFilm(script: [.wait(0.3), .tap(x: 40, y: 20), .wait(0.5)])
    #expect(try film.image(at: 0.5).pixels == film.image(at: 0.5).pixels)
  }
}

/// The README's film example, as published there.
@Suite struct ReadmeFilmExampleTests {
  struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
      ZStack {
        Capsule().fill(isOn ? Color.green : Color.gray)
        Circle().fill(Color.white).padding(2).offset(x: isOn ? 13 : -13)
      }
      .frame(width: 60, height: 34)
      .onTapGesture { withAnimation(.spring) { isOn.toggle() } }
    }
  }

  @Test func theExampleRuns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-readme-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let film = Film("switch", size: CGSize(width: 80, height: 40), scale: 2, fps: 30, state: false, script: [
      .wait(0.5), .tap(x: 40, y: 20),
      .wait(1), .set(false, animation: .easeInOut(duration: 0.4)),
      .wait(1),
    ]) { $isOn in
      Switch(isOn: $isOn)
    }
    try film.writeGIF(to: directory.appendingPathComponent("switch.gif"))
    let frames = try film.writeFrames(to: directory.appendingPathComponent("switch-frames"))
    try film.writePNG(at: 0.75, to: directory.appendingPathComponent("mid.png"))
    #expect(frames.count == 75)
    let gif = try GIFDecoder().read(contentsOf: directory.appendingPathComponent("switch.gif").path)
    #expect(gif.width == 160 && gif.height == 80 && gif.delays.reduce(0, +) == 250)
    // Green at 1.2 s (switched on), gray again at the end.
    let on = try film.image(at: 1.2)
    let p = (40 * on.width + 20) * 4
    #expect(on.pixels[p + 1] > on.pixels[p] + 60)
  }
}
