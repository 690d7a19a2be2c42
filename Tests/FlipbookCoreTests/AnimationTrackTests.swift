import Foundation
import Testing

@testable import FlipbookCore

// The seed's user type (seeds/002, "Animating complex shapes"), unchanged.
struct AnimatableVector: VectorArithmetic {

  var values: [Double] // vector values

  init(count: Int = 1) {
    self.values = [Double](repeating: 0.0, count: count)
    self.magnitudeSquared = 0.0
  }

  init(with values: [Double]) {
    self.values = values
    self.magnitudeSquared = 0
    self.recomputeMagnitude()
  }

  func computeMagnitude()->Double {
    // compute square magnitued of the vector
    // = sum of all squared values
    var sum: Double = 0.0

    for index in 0..<self.values.count {
      sum += self.values[index]*self.values[index]
    }

    return Double(sum)
  }

  mutating func recomputeMagnitude(){
    self.magnitudeSquared = self.computeMagnitude()
  }

  // MARK: VectorArithmetic
  var magnitudeSquared: Double // squared magnitude of the vector

  mutating func scale(by rhs: Double) {
    // scale vector with a scalar
    // = each value is multiplied by rhs
    for index in 0..<values.count {
      values[index] *= rhs
    }
    self.magnitudeSquared = self.computeMagnitude()
  }

  // MARK: AdditiveArithmetic

  // zero is identity element for aditions
  // = all values are zero
  static var zero: AnimatableVector = AnimatableVector()

  static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    var retValues = [Double]()

    for index in 0..<min(lhs.values.count, rhs.values.count) {
      retValues.append(lhs.values[index] + rhs.values[index])
    }

    return AnimatableVector(with: retValues)
  }

  static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
    for index in 0..<min(lhs.values.count,rhs.values.count)  {
      lhs.values[index] += rhs.values[index]
    }
    lhs.recomputeMagnitude()
  }

  static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    var retValues = [Double]()

    for index in 0..<min(lhs.values.count, rhs.values.count) {
      retValues.append(lhs.values[index] - rhs.values[index])
    }

    return AnimatableVector(with: retValues)
  }

  static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
    for index in 0..<min(lhs.values.count,rhs.values.count)  {
      lhs.values[index] -= rhs.values[index]
    }
    lhs.recomputeMagnitude()
  }
}

@Suite struct AnimationTrackTests {
  @Test func seedAnimatableVectorInterpolatesThroughTheTrack() {
    let from = AnimatableVector(with: [0.1, 0.5, 0.9, 0.2])
    let to = AnimatableVector(with: [0.7, 0.1, 0.4, 0.8])
    let track = AnimationTrack(animation: .easeInOut(duration: 1), startTime: 2, from: from, to: to)
    #expect(track.value(at: 0).values == from.values)
    let mid = track.value(at: 2.5).values
    for (m, (a, b)) in zip(mid, zip(from.values, to.values)) { #expect(close(m, (a + b) / 2, 1e-12)) }
    let quarter = UnitCurve.easeInOut.value(at: 0.25)
    for (q, (a, b)) in zip(track.value(at: 2.25).values, zip(from.values, to.values)) {
      #expect(close(q, a + (b - a) * quarter, 1e-12))
    }
    #expect(track.value(at: 3).values == to.values)
    #expect(track.isFinished(at: 3) && !track.isFinished(at: 2.9))
  }

  @Test func animatablePairInterpolatesBothHalves() {
    let from = AnimatablePair(0.0, Double.pi)
    let to = AnimatablePair(Double.pi / 2, Double.pi / 4)
    let track = AnimationTrack(animation: .linear(duration: 0.3), startTime: 0, from: from, to: to)
    let v = track.value(at: 0.1)
    #expect(close(v.first, Double.pi / 6, 1e-12) && close(v.second, Double.pi - Double.pi * 0.75 / 3, 1e-12))
  }

  @Test func retargetingAMovingSpringIsContinuousInValueAndVelocity() {
    let track = AnimationTrack(animation: .spring(response: 0.5, dampingFraction: 0.6), startTime: 0, from: 0.0, to: 100.0)
    let at = 0.2
    let next = track.retargeted(to: -50, with: .spring(response: 0.5, dampingFraction: 0.6), at: at)
    #expect(close(next.value(at: at), track.value(at: at), 1e-9))
    #expect(close(next.velocity(at: at), track.velocity(at: at), 1e-6))
    // Consecutive 60 fps frames across the retarget never jump by more than the
    // largest step of the motion on either side of it.
    let frames = (0..<60).map { Double($0) / 60 }
    let values = frames.map { $0 < at ? track.value(at: $0) : next.value(at: $0) }
    let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
    let crossing = steps[Int(at * 60)]
    #expect(crossing <= steps.max()! && crossing < 5)
  }

  /// A timing curve doesn't merge (`CustomAnimation.shouldMerge`'s
  /// default): the first ease runs on to its end and the second adds its
  /// move, so the presented value is the sum of both.
  @Test func aTimingCurveInterruptedRunsOnAndTheNewOneAddsItsMove() {
    let ease = UnitCurve.easeInOut
    let track = AnimationTrack(animation: .easeInOut(duration: 1), startTime: 0, from: 0.0, to: 10.0)
    let next = track.retargeted(to: 4, with: .easeInOut(duration: 1), at: 0.5)
    #expect(next.segments.count == 2 && next.from == 10 && next.to == 4 && next.initialVelocity == 0)
    for t in stride(from: 0.5, through: 1.6, by: 0.05) {
      let first = 10 * ease.value(at: min(t, 1))
      let second = -6 * ease.value(at: min(t - 0.5, 1))
      #expect(close(next.value(at: t), first + second, 1e-9))
    }
    // No jump at the change, and the value ends at the new target.
    #expect(close(next.value(at: 0.5), track.value(at: 0.5), 1e-12))
    #expect(!next.isFinished(at: 1.4) && next.isFinished(at: 1.5) && next.value(at: 1.5) == 4)
    // A third change after the first finished folds it away.
    let third = next.retargeted(to: 0, with: .linear(duration: 1), at: 1.2)
    #expect(third.segments.count == 2)
    #expect(close(third.value(at: 1.2), next.value(at: 1.2), 1e-12))
    #expect(close(third.value(at: 1.4), 10 - 6 * ease.value(at: 0.9) - 4 * 0.2, 1e-9))
  }

  /// A spring that interrupts an ease doesn't merge with it (they are
  /// different kinds): the ease runs on and the spring adds its move from
  /// rest; a spring that interrupts a spring merges, keeping its velocity.
  @Test func aSpringMergesOnlyWithASpring() {
    let ease = UnitCurve.easeInOut
    let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
    let track = AnimationTrack(animation: .easeInOut(duration: 1), startTime: 0, from: 0.0, to: 10.0)
    let sprung = track.retargeted(to: 20, with: spring, at: 0.5)
    #expect(sprung.segments.count == 2 && sprung.initialVelocity == 0)
    let alone = AnimationTrack(animation: spring, startTime: 0.5, from: 10.0, to: 20.0)
    #expect(close(sprung.value(at: 0.8), 10 * ease.value(at: 0.8) + alone.value(at: 0.8) - 10, 1e-9))
    let merged = sprung.retargeted(to: 0, with: spring, at: 0.7)
    #expect(merged.segments.count == 2)
    #expect(close(merged.value(at: 0.7), sprung.value(at: 0.7), 1e-9))
    #expect(close(merged.velocity(at: 0.7), sprung.velocity(at: 0.7), 1e-6))
    #expect(merged.isFinished(at: 5) && close(merged.value(at: 5), 0, 1e-9))
  }

  @Test func springTrackSettlesAtItsTarget() {
    let track = AnimationTrack(animation: .bouncy, startTime: 1, from: CGFloat(0), to: CGFloat(1))
    #expect(track.value(at: 1) == 0)
    let overshoot = (0..<200).map { track.value(at: 1 + Double($0) / 200) }.max()!
    #expect(overshoot > 1)  // bounce 0.3 overshoots
    #expect(track.isFinished(at: 5) && track.value(at: 5) == 1)
  }

  @Test func interpolatingSpringCarriesItsInitialVelocity() {
    let track = AnimationTrack(
      animation: .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2),
      startTime: 0, from: 0.0, to: 10.0)
    #expect(close(track.velocity(at: 1e-9), 20, 1e-3))
  }

  /// The post's `AnimatableVector.zero` has one element and its `+` keeps
  /// the shorter operand's length: a spring must never add that zero to a
  /// longer vector. It once did in its settling time, which came out as
  /// the first element's alone: a change that kept the first element (a
  /// circle's radii becoming a star's, whose first point is at the circle)
  /// settled at once, and the shape jumped instead of springing.
  @Test func aSpringMovesEveryElementOfTheSeedVector() {
    let from = AnimatableVector(with: [1, 1, 1, 1])
    let to = AnimatableVector(with: [1, 0.55, 1, 0.55])
    let spring = Animation.spring(response: 0.4, dampingFraction: 0.8)
    let track = AnimationTrack(animation: spring, startTime: 0, from: from, to: to)
    #expect(!track.isFinished(at: 0.1))
    let early = track.value(at: 0.1).values
    #expect(early.count == 4)
    #expect(early[1] < 1 && early[1] > 0.55 && early[3] == early[1])
    #expect(track.isFinished(at: 3) && track.value(at: 3).values == to.values)
    let velocity = track.velocity(at: 0.1).values
    #expect(velocity.count == 4 && velocity[1] < 0)
    // Retargeted mid-flight, the spring carries on from where it was.
    let next = track.retargeted(to: from, with: spring, at: 0.1)
    #expect(next.value(at: 0.1).values == early)
    #expect(!next.isFinished(at: 0.2) && next.value(at: 0.2).values.count == 4)
  }

  /// Cubic keyframes add their velocities only where they aren't zero, so
  /// a vector whose `.zero` is short keeps every element.
  @Test func cubicKeyframesKeepEveryElementOfTheSeedVector() {
    struct Radii: Animatable { var animatableData: AnimatableVector }
    let timeline = KeyframeTimeline(initialValue: Radii(animatableData: AnimatableVector(with: [0, 0, 0]))) {
      CubicKeyframe(Radii(animatableData: AnimatableVector(with: [2, 4, 6])), duration: 1)
    }
    let mid = timeline.value(time: 0.5).animatableData.values
    // A lone cubic segment from rest to rest is the Hermite smoothstep: ½ at ½.
    #expect(mid.count == 3)
    for (m, end) in zip(mid, [2.0, 4, 6]) { #expect(close(m, end / 2, 1e-12)) }
  }

  @Test func delayedAndSpedUpSpringsKeepTheirShape() {
    let base = AnimationTrack(animation: .spring(response: 0.4, dampingFraction: 0.7), startTime: 0, from: 0.0, to: 1.0)
    let fast = AnimationTrack(animation: Animation.spring(response: 0.4, dampingFraction: 0.7).speed(2).delay(0.1), startTime: 0, from: 0.0, to: 1.0)
    #expect(fast.value(at: 0.05) == 0)
    #expect(close(fast.value(at: 0.1 + 0.15), base.value(at: 0.3), 1e-9))
  }
}

@Suite struct FrameClockTests {
  @Test func thirtyFpsForTwoSecondsIsSixtyFramesAtNOverFps() {
    let clock = FrameClock(fps: 30, duration: 2)
    #expect(clock.frameCount == 60)
    #expect(clock.time(ofFrame: 0) == 0)
    #expect(clock.time(ofFrame: 59) == 59.0 / 30)
    #expect(clock.times.count == 60)
  }

  @Test func fractionalDurationsRoundUpAndBadInputIsTamed() {
    #expect(FrameClock(fps: 30, duration: 0.35).frameCount == 11)
    #expect(FrameClock(fps: 24, duration: 1.0 / 3).frameCount == 8)
    #expect(FrameClock(fps: 30, duration: 0).frameCount == 1)
    #expect(FrameClock(fps: .nan, duration: 2).fps == 1)
    #expect(FrameClock(fps: 30, duration: -.infinity).duration == 0)
  }
}

@Suite struct AnimatableConformanceTests {
  @Test func builtInTypesExposeSwiftUIsAnimatableData() {
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
    rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
    #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    var angle = Angle.degrees(90)
    #expect(close(angle.animatableData, .pi / 2))
    angle.animatableData = .pi
    #expect(close(angle.degrees, 180))
    var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1)
    style.animatableData = style.animatableData.scaled(by: 2)
    #expect(style.lineWidth == 4 && style.miterLimit == 8 && style.dashPhase == 2)
    var point = UnitPoint.center
    point.animatableData = AnimatablePair(1, 0)
    #expect(point == .topTrailing)
    #expect(CGFloat(3).animatableData == 3)
    let halfway = CGSize(width: 0, height: 10).animatableData.interpolated(towards: AnimatablePair(10, 0), amount: 0.5)
    #expect(halfway == AnimatablePair(5, 5))
  }

  @Test func emptyDataDoesNothing() {
    struct Still: Animatable {}
    var still = Still()
    still.animatableData = EmptyAnimatableData()
    #expect(still.animatableData.magnitudeSquared == 0)
    #expect(EmptyAnimatableData.zero + EmptyAnimatableData() == EmptyAnimatableData())
  }
}
