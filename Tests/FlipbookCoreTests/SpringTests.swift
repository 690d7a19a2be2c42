import Foundation
import Testing

@testable import FlipbookCore

@Suite struct SpringTests {
  @Test func parametersRelateAsSwiftUIDocuments() {
    let spring = Spring(response: 0.5, dampingRatio: 0.7)
    #expect(close(spring.stiffness, pow(2 * .pi / 0.5, 2)))
    #expect(close(spring.damping, 4 * .pi * 0.7 / 0.5))
    #expect(close(spring.mass, 1))
    #expect(close(spring.response, 0.5) && close(spring.dampingRatio, 0.7) && close(spring.duration, 0.5))
    #expect(close(spring.bounce, 0.3))
    let bouncy = Spring(duration: 0.8, bounce: 0.25)
    #expect(close(bouncy.response, 0.8) && close(bouncy.dampingRatio, 0.75))
    let over = Spring(duration: 0.5, bounce: -0.5)
    #expect(close(over.dampingRatio, 2) && close(over.bounce, -0.5))
    #expect(close(Spring.snappy.bounce, 0.15) && close(Spring.bouncy.bounce, 0.3) && close(Spring.smooth.bounce, 0))
  }

  @Test func physicalInitLimitsDampingUnlessAllowed() {
    let limited = Spring(mass: 1, stiffness: 100, damping: 100)
    #expect(close(limited.dampingRatio, 1))
    let over = Spring(mass: 1, stiffness: 100, damping: 100, allowOverDamping: true)
    #expect(close(over.dampingRatio, 5))
    let invalid = Spring(mass: -1, stiffness: .nan, damping: .infinity)
    #expect(invalid.mass == 1 && invalid.stiffness.isFinite && invalid.damping.isFinite)
  }

  @Test func criticallyDampedNeverOvershoots() {
    let spring = Spring(response: 0.4, dampingRatio: 1)
    var previous = 0.0
    for i in 0...4000 {
      let value = spring.value(target: 1.0, time: Double(i) / 1000)
      #expect(value <= 1 + 1e-12)
      #expect(value >= previous - 1e-12)  // and rises monotonically
      previous = value
    }
  }

  @Test func halfDampedOvershootsByTheAnalyticAmount() {
    let zeta = 0.5
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    // Peak of a step response at t = π/ωd, overshoot exp(−πζ/√(1−ζ²)).
    let w0 = 2 * Double.pi / 0.5
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    #expect(close(spring.value(target: 1.0, time: .pi / wd) - 1, expected, 1e-12))
    let sampledPeak = (0...20000).map { spring.value(target: 1.0, time: Double($0) / 20000) }.max()!
    #expect(close(sampledPeak - 1, expected, 1e-6))
    #expect(close(spring.velocity(target: 1.0, time: .pi / wd), 0, 1e-9))
  }

  @Test func overDampedApproachesWithoutOvershoot() {
    let spring = Spring(response: 0.5, dampingRatio: 2)
    let values = (0...3000).map { spring.value(target: 1.0, time: Double($0) / 1000) }
    #expect(values.allSatisfy { $0 <= 1 })
    #expect(values.last! > 0.99)
  }

  @Test func velocityIsTheDerivativeOfValue() {
    for zeta in [0.3, 1.0, 1.8] {
      let spring = Spring(response: 0.6, dampingRatio: zeta)
      for t in [0.05, 0.2, 0.45, 0.9] {
        let h = 1e-6
        let numeric = (spring.value(target: 2.0, initialVelocity: 3.0, time: t + h)
          - spring.value(target: 2.0, initialVelocity: 3.0, time: t - h)) / (2 * h)
        #expect(close(spring.velocity(target: 2.0, initialVelocity: 3.0, time: t), numeric, 1e-5))
      }
      #expect(close(spring.velocity(target: 2.0, initialVelocity: 3.0, time: 0), 3, 1e-12))
      #expect(spring.value(target: 2.0, initialVelocity: 3.0, time: 0) == 0)
    }
  }

  @Test func settlingTimesAreMonotonicInResponseAndMeanSettled() {
    let responses = [0.1, 0.2, 0.35, 0.5, 0.8, 1.2]
    let settles = responses.map { Spring(response: $0, dampingRatio: 0.6).settlingDuration }
    #expect(zip(settles, settles.dropFirst()).allSatisfy { $0 < $1 })
    for (response, settle) in zip(responses, settles) {
      let spring = Spring(response: response, dampingRatio: 0.6)
      // Within 0.001 of the target from the settling time on.
      for i in 0...200 {
        let t = settle + Double(i) * response / 50
        #expect(abs(spring.value(target: 1.0, time: t) - 1) <= 0.001 + 1e-9)
      }
      // …and not just before it.
      let justBefore = (0..<200).map { settle - Double($0) * 1e-4 }.contains { abs(spring.value(target: 1.0, time: $0) - 1) > 0.001 }
      #expect(justBefore)
    }
  }
}
