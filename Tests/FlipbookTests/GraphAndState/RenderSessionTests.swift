import Encoders
@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// One pipeline for films, stills, previews and PNG frames: seeking plays
/// on, a moment at a frame's instant is that frame, a preview's delayed
/// blocks fire before it is drawn, and the GIF sink's rules hold.
@Suite struct RenderSessionTests {
  /// A bar that grows across the canvas over a second, then a tap flips
  /// its colour: every frame differs from the one before it.
  static let film = Film(
    "grow", size: CGSize(width: 60, height: 20), scale: 1, fps: 10, state: false,
    script: [.wait(0.45), .set(true, animation: .linear(duration: 0.5)), .wait(1)]
  ) { $isOn in
    HStack(spacing: 0) {
      Rectangle().fill(isOn ? Color.green : Color.red).frame(width: isOn ? 60 : 10)
      Spacer(minLength: 0)
    }
  }

  @Test func increasingInstantsPlayOnce() throws {
    let session = try RenderSession(film: Self.film)
    for time in stride(from: 0.0, through: 1.45, by: 0.15) { _ = try session.image(at: time) }
    #expect(session.playthroughs == 1)
    // Back to an earlier moment: a new playthrough from the start.
    _ = try session.image(at: 0.2)
    #expect(session.playthroughs == 2)
  }

  /// `image(at:)` at a frame's instant is that frame of `renderFrames`,
  /// whatever was asked before (forwards, backwards, or nothing).
  @Test func aMomentAtAFrameInstantIsThatFrame() throws {
    let session = try RenderSession(film: Self.film)
    var frames: [Bitmap] = []
    try session.renderFrames { _, bitmap in frames.append(bitmap) }
    #expect(frames.count == 15)
    for index in [7, 3, 14, 0, 6, 6, 9] {
      let time = session.frameTimes[index]
      #expect(try session.image(at: time).pixels == frames[index].pixels, "frame \(index)")
      #expect(try RenderSession(film: Self.film).image(at: time).pixels == frames[index].pixels, "fresh, frame \(index)")
    }
    // Mid-animation frames really differ (the comparison above can fail).
    #expect(frames[6].pixels != frames[7].pixels)
  }

  @Test func seekingOutsideTheFilmIsAnError() throws {
    let session = try RenderSession(film: Self.film)
    for time in [-0.1, 1.46, .infinity] {
      #expect(throws: FlipbookError.timeOutOfRange(time: time, duration: 1.45)) { try session.image(at: time) }
    }
    #expect(throws: FlipbookError.self) { try session.image(at: .nan) }
  }

  struct Delayed: View {
    @State private var done = false
    var body: some View {
      Rectangle().fill(done ? Color.green : Color.red).frame(width: 40, height: 40)
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { done = true } }
    }
  }

  /// A preview settles through the film player: its `asyncAfter(0.5)` has
  /// run when it is drawn (it never fired when previews only updated at 0
  /// and at the settle time).
  @Test func aPreviewsDelayedBlockHasRun() throws {
    var preview = Preview("delayed") { Delayed() }
    preview.traits.layout = .sizeThatFits
    let image = try preview.render(scale: 1)
    #expect(image.width == 40 && image.height == 40)
    #expect(Array(image.pixels[(20 * 40 + 20) * 4..<(20 * 40 + 21) * 4]) == [0x34, 0xC7, 0x59, 0xFF])
    expectGolden(of: Delayed(), named: "preview-async-after", scale: 2)
  }

  /// The session's frames written as a GIF, and the same frames through a
  /// session of PNG files (what `flipbook encode` does), decode to the
  /// same pictures.
  @Test func pngFramesEncodeAsTheFilmDoes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-session-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try RenderSession(film: Self.film)
    let files = try session.writeFrames(to: directory)
    let fromFilm = try GIFDecoder().decode([UInt8](session.gifData()))
    let fromFiles = try GIFDecoder().decode([UInt8](RenderSession(pngFiles: files.map(\.path), fps: 10).gifData()))
    // Repeated frames merge into longer delays, the same in both.
    #expect(fromFilm.frames.count > 5 && fromFiles.frames.count == fromFilm.frames.count)
    #expect(fromFilm.delays == fromFiles.delays)
    for (a, b) in zip(fromFilm.frames, fromFiles.frames) { #expect(a.pixels == b.pixels) }
  }

  @Test func frameRatesOutsideTheRulesAreRefused() throws {
    var fast = Self.film
    fast.fps = 60
    let session = try RenderSession(film: fast)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fast-\(UUID()).gif")
    #expect(throws: FlipbookError.invalidFrameRate(fps: 60, allowed: .gif)) { try session.writeGIF(to: url) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(throws: FlipbookError.invalidFrameRate(fps: 0, allowed: .encoding)) {
      try RenderSession(pngFiles: ["/nonexistent.png"], fps: 0)
    }
    #expect(throws: FlipbookError.noFrames) { try RenderSession(pngFiles: [], fps: 10) }
    fast.fps = 121
    #expect(throws: FlipbookError.self) { try RenderSession(film: fast) }
  }

  /// A still session is `ImageRenderer`'s: one graph for the image, the
  /// accessibility elements and the layout.
  @Test func imageRendererAsksOneSession() throws {
    let renderer = ImageRenderer(content: Text("Hi").accessibilityLabel("Greeting"))
    let image = try #require(try renderer.render())
    #expect(image.width > 0)
    #expect(renderer.accessibilityElements.map(\.label) == ["Greeting"])
    #expect(renderer.layoutDescription.contains("Text"))
    renderer.content = Text("Bye").accessibilityLabel("Farewell")
    #expect(renderer.accessibilityElements.map(\.label) == ["Farewell"])
  }
}
