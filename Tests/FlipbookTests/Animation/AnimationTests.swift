@testable import Flipbook
import Foundation
import Testing

/// A model changed from outside the views, as a film's steps do.
private final class Model: ObservableObject {
  @Published var x: CGFloat = 0
  @Published var show = false
  @Published var flag = false
}

@Suite struct ViewAnimationTests {
  @Test func aChangeAnimatesAlongItsCurveFromThePresentedValue() throws {
    let model = Model()
    let rig = try Rig { Color.red.frame(width: 10, height: 10).offset(x: model.x) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.x = 40 }
    let x = { (t: Double) in try rig.presented(.modifier(_OffsetEffect.self), at: t, as: AnimatablePair<CGFloat, CGFloat>.self)[0].first }
    #expect(try abs(x(0.25) - 10) < 1e-9)
    #expect(try abs(x(0.5) - 20) < 1e-9)
    // And on screen: the square's centre moves with it.
    let centre = try #require(try rig.image(at: 0.5).centroid(of: 0))
    #expect(abs(centre.x - 70) < 0.05)
    #expect(try x(1.5) == 40)
  }

  @Test func aChangeWithoutAnimationIsImmediate() throws {
    let model = Model()
    let rig = try Rig { Color.red.frame(width: 10, height: 10).offset(x: model.x) }
    try rig.change(at: 0, animation: nil) { model.x = 40 }
    #expect(try rig.presented(.modifier(_OffsetEffect.self), at: 0.01, as: AnimatablePair<CGFloat, CGFloat>.self)[0].first == 40)
  }

  @Test(arguments: [
    Animation.easeInOut(duration: 1), .spring(response: 0.8, dampingFraction: 0.6), .linear(duration: 0.6),
  ])
  func aRetargetMidFlightIsContinuous(second: Animation) throws {
    let model = Model()
    let rig = try Rig { Color.red.frame(width: 10, height: 10).offset(x: model.x) }
    let x = { (t: Double) in try rig.presented(.modifier(_OffsetEffect.self), at: t, as: AnimatablePair<CGFloat, CGFloat>.self)[0].first }
    try rig.change(at: 0, animation: .spring(response: 1, dampingFraction: 0.7)) { model.x = 100 }
    let frame = 1.0 / 60
    var values = try stride(from: 0, to: 0.5 - frame / 2, by: frame).map(x)
    try rig.change(at: 0.5, animation: second) { model.x = -50 }
    values += try stride(from: 0.5, through: 1.2, by: frame).map(x)
    let steps = zip(values.dropFirst(), values).map { $0 - $1 }
    // The retarget starts from the value on screen: the step across it is
    // no larger than the steps around it (no jump).
    // values[30] is at 0.5 s, right after the retarget.
    let across = steps[29]
    let around = max(abs(steps[28]), abs(steps[30]))
    #expect(abs(across) <= 1.5 * around + 0.01, "step across the retarget \(across), around it \(around)")
    if second == .spring(response: 0.8, dampingFraction: 0.6) {
      // A spring keeps the momentum: it is still moving up (+1.36 per
      // frame) when pulled down, so its first step is about −0.03, where a
      // spring from rest would move about −1.07.
      #expect(steps[30] > -0.5, "first step after the retarget: \(steps[30])")
    }
    #expect(try x(5) == -50)
  }

  @Test func animationWithValueOverridesTheTransactionOnlyInItsSubtree() throws {
    let model = Model()
    let rig = try Rig {
      ZStack {
        Color.red.frame(width: 10, height: 10).offset(x: model.x)
          .animation(.linear(duration: 1), value: model.x)
        Color.blue.frame(width: 10, height: 10).offset(y: model.x)
      }
    }
    // A change with no animation: the red square animates (its own
    // animation), the blue one jumps.
    try rig.change(at: 0, animation: nil) { model.x = 40 }
    var image = try rig.image(at: 0.25)
    #expect(abs((image.centroid(of: 0)?.x ?? 0) - 60) < 0.05)
    #expect(abs((image.centroid(of: 2)?.y ?? 0) - 90) < 0.05)
    // A change in an easeInOut(0.5) transaction: red still linear over 1 s,
    // blue follows the transaction.
    try rig.change(at: 2, animation: .easeInOut(duration: 0.5)) { model.x = 0 }
    image = try rig.image(at: 2.25)
    #expect(abs((image.centroid(of: 0)?.x ?? 0) - 80) < 0.05)
    #expect(abs((image.centroid(of: 2)?.y ?? 0) - 70) < 0.05)
  }

  @Test func animationWithAnUnchangedValueLeavesTheTransactionAlone() throws {
    let model = Model()
    let rig = try Rig {
      Color.red.frame(width: 10, height: 10).offset(x: model.x).animation(.linear(duration: 1), value: model.flag)
    }
    try rig.change(at: 0, animation: nil) { model.x = 40 }
    #expect(try rig.presented(.modifier(_OffsetEffect.self), at: 0.25, as: AnimatablePair<CGFloat, CGFloat>.self)[0].first == 40)
  }

  @Test func transactionModifierAndDisablingAnimations() throws {
    let model = Model()
    let rig = try Rig {
      ZStack {
        Color.red.frame(width: 10, height: 10).offset(x: model.x)
          .animation(.linear(duration: 1), value: model.x)
          .transaction { $0.disablesAnimations = true }
        Color.blue.frame(width: 10, height: 10).offset(y: model.x)
          .transaction { $0.animation = .linear(duration: 2) }
      }
    }
    try rig.change(at: 0, animation: .easeInOut(duration: 0.5)) { model.x = 40 }
    let image = try rig.image(at: 0.5)
    // Red: the transaction (easeInOut 0.5) wins, .animation is disabled.
    #expect(abs((image.centroid(of: 0)?.x ?? 0) - 90) < 0.05)
    // Blue: the transaction was rewritten to linear over 2 s.
    #expect(abs((image.centroid(of: 2)?.y ?? 0) - 60) < 0.05)
  }

  @Test func coloursAnimateInLinearLight() throws {
    let model = Model()
    let rig = try Rig { (model.flag ? Color.blue : Color.red).frame(width: 10, height: 10) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.flag = true }
    // Halfway in linear light: 0.5 encodes to 188 in sRGB.
    // System red (255, 59, 48) and blue (0, 122, 255), halfway in linear
    // light: (0.5, 0.119, 0.515), which encode to (188, 97, 190); halfway
    // in sRGB would be (128, 91, 152).
    #expect(try rig.image(at: 0.5).rgb(50, 50) == [188, 97, 190])
    #expect(try rig.image(at: 1.5).rgb(50, 50) == [0, 122, 255])
  }

  @Test func frameSizesAnimate() throws {
    let model = Model()
    let rig = try Rig { Color.red.frame(width: 10 + model.x, height: 10) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.x = 40 }
    #expect(try rig.image(at: 0.5).inkedPixelCount == 30 * 10)
  }

  @Test func onAppearStartsARepeatForeverAnimationThatRunsToTheEnd() throws {
    struct Pulse: View {
      @State var x: CGFloat = 0
      var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: x)
          .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { x = 40 } }
      }
    }
    let rig = try Rig { Pulse() }
    let x = { (t: Double) in try rig.presented(.modifier(_OffsetEffect.self), at: t, as: AnimatablePair<CGFloat, CGFloat>.self)[0].first }
    #expect(try abs(x(0.25) - 10) < 1e-9)
    #expect(try abs(x(1.25) - 30) < 1e-9)  // on its way back
    #expect(try abs(x(10.5) - 20) < 1e-9)  // still running
  }

  @Test func customAnimatableViewsAnimateTheirData() throws {
    struct Bar: View, Animatable {
      var length: CGFloat
      var animatableData: CGFloat {
        get { length }
        set { length = newValue }
      }
      var body: some View { Color.red.frame(width: length, height: 10) }
    }
    let model = Model()
    let rig = try Rig { Bar(length: 10 + model.x) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.x = 40 }
    #expect(try rig.image(at: 0.5).inkedPixelCount == 30 * 10)
    #expect(try rig.image(at: 0.75).inkedPixelCount == 40 * 10)
  }
}
