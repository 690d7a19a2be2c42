@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `onGeometryChange(for:of:action:)`.
@Suite struct GeometryChangeTests {
  struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
      Text("Width \(Int(width))")
        .frame(maxWidth: .infinity)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    }
  }

  /// The action gets the view's width once it is laid out, and the state
  /// it writes is drawn.
  @Test func theActionGetsTheLaidOutGeometry() throws {
    let rig = try Rig(width: 240, height: 100) { Measured() }
    try rig.graph.update(at: 0.1)
    let placed = try #require(rig.graph.placed)
    #expect(placed.accessibilityTexts.contains("Width 240"), "\(placed.accessibilityTexts)")
  }
}
