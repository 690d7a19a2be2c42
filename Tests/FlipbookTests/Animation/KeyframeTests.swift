@testable import Flipbook
import Foundation
import Testing

/// Keyframe timelines, keyframe animators and phase animators (issue #17,
/// item 6). Expected values come from the curves' formulas, not from the
/// code under test.
@Suite struct KeyframeTests {
  struct Values {
    var x = 0.0
    var scale = 1.0
    var angle = Angle.zero
  }

  /// A linear track, a move and an eased segment, at five instants.
  @Test func aLinearTrackAtFiveInstants() {
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.x) {
        LinearKeyframe(10, duration: 1)
        MoveKeyframe(-10)
        LinearKeyframe(30, duration: 2, timingCurve: .easeInOut)
      }
      KeyframeTrack(\.angle) {
        LinearKeyframe(.degrees(90), duration: 0.5)
      }
    }
    #expect(timeline.duration == 3)
    let x = [0, 0.25, 1, 2, 4].map { timeline.value(time: $0).x }
    // 2 s in: halfway through the ease-in-out, which is symmetric: −10 + 40 · 0.5.
    #expect(x.map { ($0 * 1e9).rounded() / 1e9 } == [0, 2.5, -10, 10, 30])
    #expect(abs(timeline.value(time: 0.25).angle.degrees - 45) < 1e-9)
    #expect(abs(timeline.value(time: 2).angle.degrees - 90) < 1e-9)
    #expect(timeline.value(progress: 1).x == 30)
  }

  /// A spring keyframe follows the critically damped closed form
  /// x(t) = 1 − (1 + ωt)·e^(−ωt), ω = 2π / duration, scaled to its span.
  @Test func aSpringKeyframeFollowsTheDampedSpring() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        SpringKeyframe(100.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0))
      }
    }
    let omega = 2 * Double.pi / 0.5
    for t in [0.05, 0.1, 0.2, 0.4, 0.8] {
      let expected = 100 * (1 - (1 + omega * t) * exp(-omega * t))
      #expect(abs(timeline.value(time: t) - expected) < 1e-6, "at \(t) s")
    }
    // Without a duration, the segment lasts the spring's settling time.
    let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: Spring(duration: 0.5, bounce: 0)) }
    #expect(abs(settling.duration - Spring(duration: 0.5, bounce: 0).settlingDuration) < 1e-9)
  }

  /// Consecutive cubic keyframes form a Catmull-Rom spline: it passes
  /// through every keyframe, with the slope (next − previous) / 2 s there.
  @Test func cubicKeyframesFormACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(30.0, duration: 1)
      CubicKeyframe(20.0, duration: 1)
    }
    #expect(abs(timeline.value(time: 1) - 10) < 1e-9)
    #expect(abs(timeline.value(time: 2) - 30) < 1e-9)
    // Second segment, Hermite from 10 (slope (30 − 0)/2 = 15) to 30 (slope
    // (20 − 10)/2 = 5), at its midpoint: (10 + 30)/2 + (15 − 5)/8.
    #expect(abs(timeline.value(time: 1.5) - 21.25) < 1e-9)
    // The slope at 1 s is 15 per second, seen from both sides.
    let h = 1e-5
    let slope = (timeline.value(time: 1 + h) - timeline.value(time: 1 - h)) / (2 * h)
    #expect(abs(slope - 15) < 1e-3)
  }

  /// Bad input: durations of 0, below 0, NaN or infinite are 0 (the
  /// segment jumps); an empty track keeps the initial value.
  @Test func badDurationsAreZero() {
    let timeline = KeyframeTimeline(initialValue: 5.0) {
      LinearKeyframe(1.0, duration: 0)
      LinearKeyframe(2.0, duration: -1)
      CubicKeyframe(3.0, duration: .nan)
      SpringKeyframe(4.0, duration: .infinity)
    }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 1) == 4)
    #expect(timeline.value(time: .nan) == 5)
    let empty = KeyframeTimeline(initialValue: Values()) { KeyframeTrack(\.x) { for _ in 0..<0 { MoveKeyframe(1.0) } } }
    #expect(empty.value(time: 1).x == 0)
  }

  /// The grey level (0 … 255) of a black square at `opacity` over white.
  static func grey(_ opacity: Double) -> Int { Int((255 * (1 - opacity)).rounded()) }

  /// A keyframe animator plays from its trigger's instant, holds the end
  /// value, and plays again from there on the next change.
  @Test func aKeyframeAnimatorPlaysWhenItsTriggerChanges() throws {
    let film = Film("keys", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, state: 0, script: [
      .wait(0.5), .set(\.self, to: 1), .wait(1.5), .set(\.self, to: 2), .wait(1),
    ]) { $trigger in
      Color(red: 0, green: 0, blue: 0)
        .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, opacity in
          content.opacity(opacity)
        } keyframes: { start in
          LinearKeyframe(start + 0.4, duration: 1)
        }
    }
    var greys: [Int] = []
    try film.renderFrames { _, frame in greys.append(Int(frame.pixels[0])) }
    #expect(greys[3] == 255)  // before the trigger: the initial value
    #expect(abs(greys[10] - Self.grey(0.2)) <= 1)  // halfway: 0.2
    #expect(abs(greys[18] - Self.grey(0.4)) <= 1)  // held at the end
    #expect(abs(greys[25] - Self.grey(0.6)) <= 1)  // the second run starts from 0.4
  }

  /// A repeating animator loops its timeline from the moment it appears.
  @Test func aRepeatingKeyframeAnimatorLoops() throws {
    let film = Film("loop", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(2)]) {
      KeyframeAnimator(initialValue: 0.0) { opacity in
        Color(red: 0, green: 0, blue: 0).opacity(opacity)
      } keyframes: { _ in
        KeyframeTrack {
          LinearKeyframe(0.8, duration: 0.4)
          LinearKeyframe(0.0, duration: 0.4)
        }
      }
    }
    var greys: [Int] = []
    try film.renderFrames { _, frame in greys.append(Int(frame.pixels[0])) }
    for (frame, opacity) in [(2, 0.4), (4, 0.8), (6, 0.4), (8, 0.0), (10, 0.4), (12, 0.8)] {
      #expect(abs(greys[frame] - Self.grey(opacity)) <= 1, "frame \(frame)")
    }
  }

  /// A phase animator cycles, moving into each phase when the previous
  /// move's animation completes.
  @Test func aPhaseAnimatorCyclesThroughItsPhases() throws {
    let film = Film("phases", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(2)]) {
      PhaseAnimator([0.0, 0.8, 0.4]) { opacity in
        Color(red: 0, green: 0, blue: 0).opacity(opacity)
      } animation: { phase in
        .linear(duration: phase == 0 ? 0.2 : 0.5)
      }
    }
    var greys: [Int] = []
    try film.renderFrames { _, frame in greys.append(Int(frame.pixels[0])) }
    // 0 → 0.8 over 0–0.5 s, → 0.4 over 0.5–1 s, → 0 over 1–1.2 s, → 0.8 again.
    for (frame, opacity) in [(0, 0.0), (3, 0.48), (5, 0.8), (8, 0.56), (10, 0.4), (11, 0.2), (12, 0), (17, 0.8)] {
      #expect(abs(greys[frame] - Self.grey(opacity)) <= 1, "frame \(frame)")
    }
  }

  /// With a trigger, a phase animator runs through every phase once and
  /// back to the first; the modifier form modifies the view it is on.
  @Test func aTriggeredPhaseAnimatorRunsOnceAndReturns() throws {
    let film = Film("once", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, state: false, script: [
      .wait(0.3), .set(\.self, to: true), .wait(2),
    ]) { $trigger in
      Color(red: 0, green: 0, blue: 0)
        .phaseAnimator([0.0, 1.0], trigger: trigger) { content, opacity in
          content.opacity(opacity)
        } animation: { _ in .linear(duration: 0.4) }
    }
    var greys: [Int] = []
    try film.renderFrames { _, frame in greys.append(Int(frame.pixels[0])) }
    for (frame, opacity) in [(2, 0.0), (5, 0.5), (7, 1.0), (9, 0.5), (11, 0.0), (20, 0.0)] {
      #expect(abs(greys[frame] - Self.grey(opacity)) <= 1, "frame \(frame)")
    }
  }

  /// Bad input: phases whose animations are all nil can't cycle forever at
  /// one instant; no phases show nothing; a still shows the first phase.
  @Test func degeneratePhaseAnimators() throws {
    let instant = Film("instant", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, script: [.wait(0.5)]) {
      PhaseAnimator([1, 2, 3]) { _ in Color.red } animation: { _ in nil }
    }
    try instant.renderFrames { _, _ in }
    let none = Film("none", size: CGSize(width: 4, height: 4), scale: 1, background: .white, fps: 10, script: [.wait(0.2)]) {
      PhaseAnimator([Int]()) { _ in Color.red }
    }
    try none.renderFrames { _, frame in #expect(frame.pixels[0] == 255) }
    let still = ImageRenderer(
      content: PhaseAnimator([0.25, 1.0]) { opacity in Color(red: 0, green: 0, blue: 0).opacity(opacity).frame(width: 2, height: 2) })
    still.scale = 1
    let image = try #require(still.bitmap)
    #expect(image.pixels[3] == 64)
  }
}
