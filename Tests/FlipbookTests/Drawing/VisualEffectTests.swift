@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `visualEffect` and `scrollTransition` (iOS 17): effects a view's drawing
/// takes from its geometry, layout unchanged.
@Suite struct VisualEffectTests {
  /// The effect sees the view's size and draws as the same view modifier.
  @Test func aVisualEffectDrawsFromTheViewsGeometry() throws {
    let rig = try Rig(width: 40, height: 40) {
      Color.red.frame(width: 20, height: 20)
        .visualEffect { content, proxy in content.opacity(proxy.size.width > 10 ? 0.5 : 1).offset(x: 10) }
    }
    let image = try rig.image(at: 0)
    // Red (255, 59, 48) at half over white, moved 10 pt right: (20…40) across.
    #expect(abs(image.rgb(35, 20)[1] - 157) <= 3 && image.rgb(35, 20)[0] == 255, "\(image.rgb(35, 20))")
    #expect(image.rgb(5, 20) == [255, 255, 255])
  }

  /// Rows wholly inside the scroll view are in the identity phase; a row
  /// reaching past its bottom edge is `.bottomTrailing`.
  @Test func aScrollTransitionsPhaseFollowsTheVisibleArea() throws {
    let rig = try Rig(width: 40, height: 150) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in
            Color.red.frame(height: 100)
              .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
          }
        }
      }
    }
    let image = try rig.image(at: 0)
    #expect(image.rgb(20, 50) == [255, 59, 48], "the first row, wholly in view: \(image.rgb(20, 50))")
    #expect(image.rgb(20, 120)[1] > 200, "the second row, reaching past the bottom, faded: \(image.rgb(20, 120))")
    // Outside a scroll view the phase is identity.
    let still = try Rig(width: 40, height: 40) {
      Color.red.scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
    }.image(at: 0)
    #expect(still.rgb(20, 20) == [255, 59, 48])
  }
}
