import Foundation
import Testing

@testable import FlipbookCore

@Suite struct AnimationTests {
  @Test func namedAnimationsHaveSwiftUIDurations() {
    for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .default] {
      #expect(animation.duration == 0.35)
    }
    #expect(Animation.default == .easeInOut(duration: 0.35))
    #expect(Animation.linear(duration: 0.3).duration == 0.3)
    #expect(close(Animation.easeInOut.progress(at: 0.175).fraction, 0.5, 1e-9))
    #expect(Animation.easeOut(duration: 0.4).progress(at: 0.4) == (1, true))
    #expect(Animation.linear(duration: 1).progress(at: -1).fraction == 0)
  }

  @Test func delayAndSpeedShiftAndScaleTime() {
    let delayed = Animation.linear(duration: 1).delay(0.5)
    #expect(delayed.duration == 1.5)
    #expect(delayed.progress(at: 0.5).fraction == 0)
    #expect(close(delayed.progress(at: 1).fraction, 0.5))
    let fast = Animation.linear(duration: 1).speed(2)
    #expect(fast.duration == 0.5)
    #expect(close(fast.progress(at: 0.25).fraction, 0.5))
    // Speed applies to a delay inside it, not to one added after.
    #expect(Animation.linear(duration: 1).delay(1).speed(2).duration == 1)
    #expect(Animation.linear(duration: 1).speed(2).delay(1).duration == 1.5)
    #expect(Animation.linear(duration: 1).speed(0) == .linear(duration: 1))
  }

  @Test func repeatForeverIsPeriodicAndTurnsAtTheEnds() {
    let animation = Animation.easeOut(duration: 0.4).repeatForever(autoreverses: true)
    #expect(animation.duration == nil)
    for i in 0..<40 {
      let t = Double(i) * 0.0137
      #expect(close(animation.progress(at: t).fraction, animation.progress(at: t + 0.8).fraction, 1e-9))
      #expect(!animation.progress(at: t).isFinished)
    }
    #expect(close(animation.progress(at: 0.4).fraction, 1, 1e-9))
    #expect(close(animation.progress(at: 0.8).fraction, 0, 1e-9))
    #expect(close(animation.progress(at: 4.0).fraction, 0, 1e-9))
    // The way back plays the same ease-out forward in time, from the new
    // value to the old (SwiftUI's `value − base(elapsed)`): it leaves the
    // turn fast, not slowly as the curve mirrored in time would.
    #expect(close(animation.progress(at: 0.5).fraction, 1 - UnitCurve.easeOut.value(at: 0.25), 1e-9))
    #expect(animation.progress(at: 0.5).fraction < UnitCurve.easeOut.value(at: 0.75) - 0.1)
    // A delay waits at the start of every run, the reversed ones included.
    let delayed = Animation.linear(duration: 1).delay(1).repeatForever(autoreverses: true)
    #expect(close(delayed.progress(at: 2.5).fraction, 1))
    #expect(close(delayed.progress(at: 3.5).fraction, 0.5))
    let sawtooth = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    #expect(close(sawtooth.progress(at: 1.25).fraction, 0.25))
  }

  @Test func repeatCountsEndWhereSwiftUIEnds() {
    let three = Animation.linear(duration: 1).repeatCount(3)
    #expect(three.duration == 3)
    #expect(three.progress(at: 3) == (1, true))
    #expect(close(three.progress(at: 1.5).fraction, 0.5))
    let two = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(two.progress(at: 2) == (0, true))
    #expect(close(two.progress(at: 1.25).fraction, 0.75))
    let plain = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(plain.progress(at: 2) == (1, true))
  }

  @Test func springAnimationsHaveSwiftUIDefaults() {
    #expect(Animation.spring() == .spring(Spring(response: 0.5, dampingRatio: 0.825)))
    #expect(Animation.spring == .spring())
    #expect(Animation.interactiveSpring() == .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
    #expect(Animation.smooth == .spring(Spring.smooth))
    #expect(Animation.snappy == .spring(Spring.snappy))
    #expect(Animation.bouncy == .spring(Spring.bouncy))
    let settle = Animation.spring().duration!
    #expect(settle > 0.5 && settle < 2)
    #expect(Animation.spring().progress(at: settle + 0.01).isFinished)
  }
}
