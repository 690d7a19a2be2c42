@testable import Flipbook
import Foundation
import Testing

private final class Model: ObservableObject {
  @Published var show = false
}

/// A transition as a type (iOS 17): up 40 points and transparent before it
/// appears, down 40 and transparent after it leaves.
private struct Drop: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .offset(y: 40 * phase.value)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// A 40 × 40 red square shown by `model.show` in a 100 × 100 canvas.
private func rig<T: Transition>(_ model: Model, _ transition: T) throws -> Rig {
  try Rig {
    ZStack {
      if model.show {
        Color.red.frame(width: 40, height: 40).transition(transition)
      }
    }
    .frame(width: 100, height: 100)
  }
}

/// How opaque the red square is at a point: system red's green channel is
/// 59, white's 255.
private func coverage(_ image: Bitmap, x: Int = 50, y: Int = 50) -> Double {
  (255 - Double(image.rgb(x, y)[1])) / (255 - 59)
}

/// The `Transition` protocol: a type's body per `TransitionPhase`, run by
/// `.transition(_:)` as SwiftUI 5 runs it, and the built-in transitions as
/// types.
@Suite struct TransitionProtocolTests {
  @Test func aTransitionTypeAnimatesFromWillAppearAndToDidDisappear() throws {
    let model = Model()
    let rig = try rig(model, Drop())
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    // Halfway in: from 40 up (value −1) towards its place, half opaque.
    let entering = try rig.image(at: 0.5)
    #expect(abs((entering.centroid(of: 0)?.y ?? 0) - 30) < 0.01)
    #expect(abs(coverage(entering, y: 30) - 0.5) < 0.01)
    #expect(coverage(try rig.image(at: 1.2)) == 1)
    // Out: down towards 40 below (value 1), fading, then gone.
    try rig.change(at: 2, animation: .linear(duration: 1)) { model.show = false }
    let leaving = try rig.image(at: 2.5)
    #expect(abs((leaving.centroid(of: 0)?.y ?? 0) - 70) < 0.01)
    #expect(abs(coverage(leaving, y: 70) - 0.5) < 0.01)
    #expect(try rig.image(at: 3.1).inkedPixelCount == 0)
  }

  @Test func builtInTransitionsAsTypes() throws {
    let faded = Model()
    let fading = try rig(faded, .opacity)
    try fading.change(at: 0, animation: .linear(duration: 1)) { faded.show = true }
    #expect(abs(coverage(try fading.image(at: 0.5)) - 0.5) < 0.01)

    let scaled = Model()
    let scaling = try rig(scaled, .scale)
    try scaling.change(at: 0, animation: .linear(duration: 1)) { scaled.show = true }
    #expect(try scaling.image(at: 0.5).inkedPixelCount == 400)  // 20 × 20

    // push(from:): in from the top, fading; out towards the bottom.
    let pushed = Model()
    let pushing = try rig(pushed, .push(from: .top))
    try pushing.change(at: 0, animation: .linear(duration: 1)) { pushed.show = true }
    let entering = try pushing.image(at: 0.5)
    #expect(abs((entering.centroid(of: 0)?.y ?? 0) - 30) < 0.01)
    #expect(abs(coverage(entering, y: 30) - 0.5) < 0.01)
    try pushing.change(at: 2, animation: .linear(duration: 1)) { pushed.show = false }
    #expect(abs((try pushing.image(at: 2.5).centroid(of: 0)?.y ?? 0) - 70) < 0.01)
  }

  @Test func combinedAnimatedAndErased() throws {
    // A type combined with a built-in, run with its own animation (1 s
    // linear) though the change asks for none of that length.
    let model = Model()
    let transition = Drop().combined(with: .scale).animation(.linear(duration: 1))
    let rig = try rig(model, transition)
    try rig.change(at: 0, animation: .easeIn(duration: 5)) { model.show = true }
    let image = try rig.image(at: 0.5)
    #expect(abs((image.centroid(of: 0)?.y ?? 0) - 30) < 0.01)
    #expect(image.inkedPixelCount < 1600 && image.inkedPixelCount > 0)
    #expect(try rig.image(at: 1.1).inkedPixelCount == 1600)
    // Erased into an AnyTransition, the same.
    let erased = Model()
    let erasedRig = try Rig {
      ZStack {
        if erased.show { Color.red.frame(width: 40, height: 40).transition(AnyTransition(Drop())) }
      }
      .frame(width: 100, height: 100)
    }
    try erasedRig.change(at: 0, animation: .linear(duration: 1)) { erased.show = true }
    #expect(abs((try erasedRig.image(at: 0.5).centroid(of: 0)?.y ?? 0) - 30) < 0.01)
  }

  /// `apply(content:phase:)` shows a transition's state for a phase, a
  /// combined one's too.
  @Test func applyShowsAPhase() throws {
    let fade = OpacityTransition().combined(with: .scale)
    let square = Color.red.frame(width: 40, height: 40)
    let before = try Rig(width: 100, height: 100) { fade.apply(content: square, phase: .willAppear) }.image(at: 0)
    let inPlace = try Rig(width: 100, height: 100) { fade.apply(content: square, phase: .identity) }.image(at: 0)
    #expect(before.inkedPixelCount == 0 && inPlace.inkedPixelCount == 1600)
  }

  @Test func thePhasesValues() {
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1 && TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity && TransitionProperties().hasMotion)
  }
}
