@testable import Controls
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
