import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// Inset-grouped rows in a snapshot as swift-snapshot-testing takes it on
/// iOS (`CALayer.render(in:)`, its default): each row a card of its own,
/// all four corners rounded, the rows touching (WezSieTato/ScanNow's Form
/// references, iOS 18). With `drawHierarchyInKeyWindow: true`, and in
/// previews, one card per section, as the screen shows it.
@Suite struct LayerRenderedListTests {
  struct Settings: View {
    var body: some View {
      Form {
        Text("Filename")
        Text("File suffix")
        Text("Format")
      }
    }
  }

  func image(drawHierarchy: Bool) throws -> Bitmap {
    let strategy = Snapshotting<Settings, UIImage>.image(
      drawHierarchyInKeyWindow: drawHierarchy, layout: .fixed(width: 375, height: 200),
      traits: UITraitCollection(displayScale: 3))
    return try #require(waitForSnapshot(strategy, Settings())).bitmap
  }

  func isGrouped(_ p: Bitmap.Pixel) -> Bool { p.red == 242 && p.green == 242 && p.blue == 247 }
  func isCell(_ p: Bitmap.Pixel) -> Bool { p.red == 255 && p.green == 255 && p.blue == 255 }

  @Test func eachRowIsACardInALayerRenderedSnapshot() throws {
    let layered = try image(drawHierarchy: false)
    let onScreen = try image(drawHierarchy: true)
    // The cards are 20 pt in (60 px at 3×): background at 19.5 pt, cell at
    // 21 pt, halfway down the first row (35 + 22 pt).
    for image in [layered, onScreen] {
      #expect(isGrouped(image.pixel(x: 58, y: 171)) && isCell(image.pixel(x: 63, y: 171)))
    }
    // Where the first and second rows meet (79 pt down), 1 pt inside the
    // card's edge: the corners of both rows curve away in the layer-rendered
    // snapshot, the card runs straight on screen.
    #expect(isGrouped(layered.pixel(x: 63, y: 236)))
    #expect(isCell(onScreen.pixel(x: 63, y: 236)))
    // Mid-row the two agree.
    #expect(isCell(layered.pixel(x: 63, y: 300)) && isCell(onScreen.pixel(x: 63, y: 300)))
  }
}
