@testable import Flipbook
import Foundation
import Testing

/// A film's idle frames (nothing animating, no view reading the time, no
/// change since the last update) are neither resolved nor drawn again:
/// each must show exactly what resolving and drawing it would. Every
/// film here is played twice side by side, skipping and not, and every
/// skipped frame's image is compared.
@Suite struct IdleFrameTests {
  typealias Views = IdleFrameViews

  func film<V: View>(_ name: String, seconds: Double = 2, script: [FilmStep<Void>] = [], _ content: @escaping () -> V) -> Film {
    Film(name, size: CGSize(width: 40, height: 40), scale: 1, background: .white, fps: 20, script: script + [.wait(seconds)],
         content: content)
  }

  /// Skipping changes no pixel; returns the skipped frames.
  func skippedFrames(_ film: Film) throws -> [Int] {
    let check = try film.checkIdleFrames()
    #expect(check.differing.isEmpty, "\(film.name): frames \(check.differing) differ when skipped")
    return check.skipped
  }

  @Test func timersTasksAndObservableObjectsShowOnTheirFrames() throws {
    let timer = try skippedFrames(film("timer") { Views.TimerSquare() })
    // The timer fires at 0.35, 0.7, 1.05 … s: the frames at 0.35 s (7)
    // and 0.7 s (14) are drawn, the ones between are not.
    #expect(!timer.contains(7) && !timer.contains(14))
    #expect(timer.contains(3) && timer.contains(10))
    #expect(try !skippedFrames(film("task") { Views.TaskBar() }).isEmpty)
    #expect(try !skippedFrames(film("ticker") { Views.TickerBar() }).isEmpty)
  }

  @Test func animationsAndTransitionsRunToTheirEnd() throws {
    let fade = try skippedFrames(film("fade") { Views.LateFade() })
    // Idle before the fade starts (0.5 s) and after it ends (1.5 s) only.
    #expect(fade.allSatisfy { $0 < 10 || $0 >= 30 })
    #expect(fade.contains(5) && fade.contains(35))
    let leaving = try skippedFrames(film("leaving") { Views.Leaving() })
    #expect(leaving.allSatisfy { $0 < 8 || $0 >= 14 })
    #expect(try !skippedFrames(film("completion") { Views.SlideThenRecolour() }).isEmpty)
  }

  @Test func viewsThatReadTheTimeAreNeverIdle() throws {
    #expect(try skippedFrames(film("forever") { Views.Pulsing() }).isEmpty)
    #expect(try skippedFrames(film("periodic") { Views.periodicBar }).isEmpty)
    #expect(try skippedFrames(film("keyframes") { Views.keyframes }).isEmpty)
  }

  /// A frame that is resolved but draws what the one before drew (its
  /// display list is equal) is not drawn again either: a periodic
  /// timeline is resolved every frame but changes only on its ticks.
  @Test func framesThatDrawTheSameAreNotDrawnAgain() throws {
    let check = try film("periodic") { Views.periodicBar }.checkIdleFrames()
    #expect(check.differing.isEmpty && check.skipped.isEmpty)
    #expect(!check.unchanged.isEmpty, "the timeline's frames between ticks draw the same")
    // Every other frame draws something new: the bar grows on each tick.
    let forever = try film("forever") { Views.Pulsing() }.checkIdleFrames()
    #expect(forever.unchanged.count < 4 && forever.differing.isEmpty)
  }

  @Test func tapsEndAnIdleRun() throws {
    struct Toggle: View {
      @State private var on = false
      var body: some View {
        Circle().fill(on ? Color.green : Color.gray).frame(width: 30, height: 30)
          .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { on.toggle() } }
      }
    }
    let taps = film("taps", seconds: 0.5, script: [.wait(0.5), .tap(x: 20, y: 20), .wait(0.5), .tap(x: 20, y: 20)]) { Toggle() }
    let skipped = try skippedFrames(taps)
    // Taps at 0.5 and 1.0 s animate for 0.2 s: frames 10–14 and 20–24
    // move, and the frame after each (15, 25) is resolved once more to
    // find the animation over; the rest is idle.
    #expect(skipped == Array(1...9) + Array(16...19) + Array(26...29))
  }
}
