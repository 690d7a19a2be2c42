@testable import Flipbook
import Foundation
import Testing

private final class Model: ObservableObject {
  @Published var show = false
  @Published var items = [1, 2, 3]
}

/// A 40 × 40 red square shown by `model.show` in a 100 × 100 canvas.
private func squareRig(_ model: Model, transition: AnyTransition?) throws -> Rig {
  try Rig {
    ZStack {
      if model.show {
        if let transition {
          Color.red.frame(width: 40, height: 40).transition(transition)
        } else {
          Color.red.frame(width: 40, height: 40)
        }
      }
    }
    .frame(width: 100, height: 100)
  }
}

/// How opaque the red square is at the centre: system red's green channel
/// is 59, white's 255.
private func coverage(_ image: Bitmap, x: Int = 50, y: Int = 50) -> Double {
  (255 - Double(image.rgb(x, y)[1])) / (255 - 59)
}

@Suite struct TransitionTests {
  @Test func opacityRunsOnInsertionAndRemoval() throws {
    let model = Model()
    let rig = try squareRig(model, transition: .opacity)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(coverage(try rig.image(at: 0.5)) - 0.5) < 0.01)
    #expect(coverage(try rig.image(at: 1.2)) == 1)
    // Removal: the square stays on screen, fading, then leaves.
    try rig.change(at: 2, animation: .linear(duration: 1)) { model.show = false }
    #expect(abs(coverage(try rig.image(at: 2.25)) - 0.75) < 0.01)
    #expect(abs(coverage(try rig.image(at: 2.75)) - 0.25) < 0.01)
    #expect(try rig.image(at: 3.1).inkedPixelCount == 0)
    #expect(rig.graph.memory?.containers.container(at: ViewIdentity(components: [.index(0), .index(0), .index(0)]))?.departing.isEmpty ?? true)
  }

  @Test func aViewWithoutATransitionFades() throws {
    let model = Model()
    let rig = try squareRig(model, transition: nil)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(coverage(try rig.image(at: 0.5)) - 0.5) < 0.01)
    try rig.change(at: 2, animation: .linear(duration: 1)) { model.show = false }
    #expect(abs(coverage(try rig.image(at: 2.25)) - 0.75) < 0.01)
    #expect(try rig.image(at: 3.1).inkedPixelCount == 0)
  }

  @Test func withoutAnimationViewsComeAndGoAtOnce() throws {
    let model = Model()
    let rig = try squareRig(model, transition: .scale)
    try rig.change(at: 0, animation: nil) { model.show = true }
    #expect(try rig.image(at: 0.01).inkedPixelCount == 1600)
    try rig.change(at: 1, animation: nil) { model.show = false }
    #expect(try rig.image(at: 1).inkedPixelCount == 0)
  }

  @Test func scaleGrowsFromTheCentre() throws {
    let model = Model()
    let rig = try squareRig(model, transition: .scale)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    let image = try rig.image(at: 0.5)
    #expect(image.inkedPixelCount == 400)  // 20 × 20
    #expect(abs((image.centroid(of: 0)?.x ?? 0) - 50) < 0.01)
  }

  @Test func moveAndSlideComeFromEdges() throws {
    let model = Model()
    let rig = try squareRig(model, transition: .move(edge: .top))
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    // Halfway in from the top: moved up by half its height.
    #expect(abs((try rig.image(at: 0.5).centroid(of: 0)?.y ?? 0) - 30) < 0.01)

    let slide = Model()
    let slideRig = try squareRig(slide, transition: .slide)
    try slideRig.change(at: 0, animation: .linear(duration: 1)) { slide.show = true }
    #expect(abs((try slideRig.image(at: 0.5).centroid(of: 0)?.x ?? 0) - 30) < 0.01)  // from the leading edge
    try slideRig.change(at: 2, animation: .linear(duration: 1)) { slide.show = false }
    #expect(abs((try slideRig.image(at: 2.5).centroid(of: 0)?.x ?? 0) - 70) < 0.01)  // out to the trailing edge
  }

  @Test func offsetAsymmetricAndCombined() throws {
    let model = Model()
    let transition = AnyTransition.asymmetric(
      insertion: .offset(x: 20, y: 0), removal: AnyTransition.scale.combined(with: .opacity))
    let rig = try squareRig(model, transition: transition)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    let inserted = try rig.image(at: 0.5)
    #expect(abs((inserted.centroid(of: 0)?.x ?? 0) - 60) < 0.01)
    #expect(coverage(inserted) == 1)
    try rig.change(at: 2, animation: .linear(duration: 1)) { model.show = false }
    let removing = try rig.image(at: 2.5)
    #expect(abs(coverage(removing) - 0.5) < 0.01)  // fading …
    #expect(abs(Double(removing.inkedPixelCount) - 400) <= 0)  // … and shrinking
  }

  @Test func aCustomModifierTransition() throws {
    struct Lift: ViewModifier {
      var amount: CGFloat
      func body(content: Content) -> some View { content.offset(y: amount).opacity(1 - Double(amount) / 40) }
    }
    let model = Model()
    let rig = try squareRig(model, transition: .modifier(active: Lift(amount: 40), identity: Lift(amount: 0)))
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    let image = try rig.image(at: 0.5)
    #expect(abs((image.centroid(of: 0)?.y ?? 0) - 70) < 0.01)
    #expect(abs(coverage(image) - 0.5) < 0.01)
  }

  @Test func reinsertingADepartingViewTurnsItBackWithoutAJump() throws {
    let model = Model()
    let rig = try squareRig(model, transition: .opacity)
    try rig.change(at: 0, animation: nil) { model.show = true }
    try rig.change(at: 1, animation: .linear(duration: 1)) { model.show = false }
    let before = coverage(try rig.image(at: 1.5))
    try rig.change(at: 1.5, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(coverage(try rig.image(at: 1.5)) - before) < 0.01)
    // The fade-out runs on and the fade-in adds to it (timing curves
    // don't merge): held at ½ until the fade-out ends at 2, then
    // 1 − 1 + (2.25 − 1.5).
    #expect(abs(coverage(try rig.image(at: 2)) - 0.5) < 0.01)
    #expect(abs(coverage(try rig.image(at: 2.25)) - 0.75) < 0.01)
    #expect(coverage(try rig.image(at: 2.6)) == 1)
  }

  @Test func forEachTransitionsOnlyTheElementsThatCameOrWent() throws {
    let model = Model()
    let rig = try Rig(width: 100, height: 30) {
      HStack(spacing: 0) {
        ForEach(model.items, id: \.self) { item in
          Color.red.frame(width: 20, height: 20).transition(.opacity)
        }
      }
    }
    #expect(try rig.image(at: 0).inkedPixelCount == 3 * 400)
    try rig.change(at: 1, animation: .linear(duration: 1)) { model.items = [1, 3] }
    // Item 2 fades out where it was (x 40–60) while 1 and 3 stay opaque
    // and close up around it, as in SwiftUI (the departing view takes no
    // space): halfway, 1 spans x 25–45 and 3 x 55–75, so 50 × 20 points
    // are inked.
    let image = try rig.image(at: 1.5)
    #expect(image.inkedPixelCount == 50 * 20)
    #expect(abs(coverage(image, x: 50, y: 15) - 0.5) < 0.01)
    #expect(coverage(image, x: 30, y: 15) == 1 && coverage(image, x: 70, y: 15) == 1)
    #expect(try rig.image(at: 2.1).inkedPixelCount == 2 * 400)
  }

  @Test func removedViewsLoseTheirState() throws {
    struct Counter: View {
      @State var count = 0
      let seen: (Int) -> Void
      var body: some View {
        seen(count)
        return Color.red.frame(width: 10, height: 10).onTapGesture { count += 1 }
      }
    }
    let model = Model()
    var seen = 0
    let rig = try Rig {
      ZStack {
        if model.show { Counter { seen = $0 } }
      }.frame(width: 100, height: 100)
    }
    try rig.change(at: 0, animation: nil) { model.show = true }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0.6)
    #expect(seen == 2)
    try rig.change(at: 1, animation: nil) { model.show = false }
    try rig.change(at: 2, animation: nil) { model.show = true }
    #expect(seen == 0)
  }

  /// A branch holding several views gives each its own transition (SwiftUI
  /// applies a transition to the view it is attached to): in
  /// `if show { A.transition(.scale); B }`, A grows from its centre while B
  /// fades in its default `.opacity`, both in place in the stack.
  @Test func eachViewOfABranchTakesItsOwnTransition() throws {
    let model = Model()
    let rig = try Rig {
      HStack(spacing: 0) {
        if model.show {
          Color.red.frame(width: 40, height: 40).transition(.scale)
          Color.red.frame(width: 40, height: 40)
        }
      }
      .frame(width: 100, height: 100)
    }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    let image = try rig.image(at: 0.5)
    // A: a 20 × 20 square at full colour, centred in its 40-point slot (10 … 50).
    #expect(abs(coverage(image, x: 30, y: 50) - 1) < 0.01)
    #expect(coverage(image, x: 15, y: 50) < 0.01)
    // B: its whole 40 × 40 slot (50 … 90) at half opacity.
    #expect(abs(coverage(image, x: 52, y: 32) - 0.5) < 0.02)
    #expect(abs(coverage(image, x: 88, y: 68) - 0.5) < 0.02)
    // Removal: each leaves by its own transition too.
    try rig.change(at: 2, animation: .linear(duration: 1)) { model.show = false }
    let leaving = try rig.image(at: 2.5)
    #expect(abs(coverage(leaving, x: 30, y: 50) - 1) < 0.01)
    #expect(coverage(leaving, x: 15, y: 50) < 0.01)
    #expect(abs(coverage(leaving, x: 52, y: 32) - 0.5) < 0.02)
    #expect(try rig.image(at: 3.1).inkedPixelCount == 0)
  }
}
