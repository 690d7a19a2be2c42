@testable import Posts
import Flipbook
import Foundation
import Testing

/// The samples' diagrams follow the code they draw.
@Suite struct DiagramTests {
  /// A copy of `GenderToggle` with a wider track and a thicker stroke.
  struct WideGenderToggle: View, GenderToggleMetrics {
    @Binding var gender: Gender
    let baseWidth: CGFloat = 64
    let baseHeight: CGFloat = 30
    let stroke: CGFloat = 7
    let gap: CGFloat = 2
    var body: some View {
      RoundedRectangle(cornerRadius: baseHeight / 2).frame(width: baseWidth, height: baseHeight)
    }
  }

  /// The anatomy's dimension labels are the toggle's constants: another
  /// toggle's constants give other labels, drawn.
  @Test func theAnatomyLabelsTheTogglesConstants() throws {
    let standard = GenderToggleAnatomy(GenderToggle(gender: .constant(.girl)))
    let wide = GenderToggleAnatomy(WideGenderToggle(gender: .constant(.girl)))
    #expect(standard.labels == ["width 50", "height 30", "gap 2", "stroke 6"])
    #expect(wide.labels == ["width 64", "height 30", "gap 2", "stroke 7"])
    func render(_ view: GenderToggleAnatomy) throws -> Bitmap {
      let renderer = ImageRenderer(content: view)
      renderer.scale = 1
      return try #require(try renderer.render())
    }
    #expect(try render(standard) != (try render(wide)))
  }

  /// Figures 5 and 6 name the corners of `PlayPauseShape`'s path: at shift
  /// 0 the triangle A (top left), B (the tip), C (bottom left) and D, E
  /// where the middle cuts its edges; at shift 1 the bars' corners.
  @Test func playPauseFiguresNameThePathsCorners() {
    let frame = PlayPauseFigure.shapeFrame
    let triangle = Dictionary(PlayPauseFigure.labels(shift: 0).map { ($0.name, $0.corner) }, uniquingKeysWith: { a, _ in a })
    #expect(triangle["A"] == CGPoint(x: frame.minX, y: frame.minY))
    #expect(triangle["B"] == CGPoint(x: frame.maxX, y: frame.midY))
    #expect(triangle["C"] == CGPoint(x: frame.minX, y: frame.maxY))
    #expect(triangle["D"] == CGPoint(x: frame.midX, y: frame.minY + frame.height / 4))
    #expect(triangle["E"] == CGPoint(x: frame.midX, y: frame.maxY - frame.height / 4))
    let bars = PlayPauseFigure.corners(shift: 1)
    let barWidth = frame.width * 0.325
    #expect(bars.count == 2)
    #expect(abs(bars[0][1].x - bars[0][0].x - barWidth) < 1e-9)
    #expect(bars[1][0].x > frame.midX)
  }
}

/// The post's `AnimatableVector` has a one-element `zero`, and its `+`
/// keeps the shorter operand's length: a spring must not add a zero
/// velocity, or a 180-value shape would collapse to one value mid-flight.
@Suite struct AnimatableVectorSpringTests {
  @Test func aSpringKeepsEveryValue() {
    let from = MorphKind.diamond.vector
    let to = MorphKind.candy.vector
    let track = AnimationTrack(animation: .spring(response: 0.4, dampingFraction: 0.8), startTime: 0, from: from, to: to)
    for time in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(track.value(at: time).values.count == 2 * MorphShape.points, "at \(time) s")
    }
    // Retargeted mid-flight, with the velocity it had.
    let turned = track.retargeted(to: MorphKind.house.vector, with: .spring(), at: 0.2)
    #expect(turned.value(at: 0.3).values.count == 2 * MorphShape.points)
    // Halfway in time, every value lies between the ends (give or take the overshoot).
    let middle = track.value(at: 0.15).values
    #expect(zip(zip(from.values, to.values), middle).allSatisfy { ends, value in
      value >= min(ends.0, ends.1) - 0.2 && value <= max(ends.0, ends.1) + 0.2
    })
  }
}
