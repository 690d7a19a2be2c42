import Flipbook
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The strategies' `crossRenderer` option: a reference antialiased by
/// another renderer (here 4 × 4 supersampling) matches; without the option
/// it doesn't, and with it a changed colour still fails.
@Suite struct CrossRendererDiffingTests {
  func disc(_ color: Color, scale: CGFloat) throws -> Bitmap {
    try Bitmap.render(size: CGSize(width: 40, height: 40), scale: scale) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.white))
      context.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30)), with: .color(color))
    }
  }

  func supersampled(_ color: Color) throws -> Bitmap {
    let large = try disc(color, scale: 4)
    var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
    for y in 0..<40 {
      for x in 0..<40 {
        for channel in 0..<4 {
          var sum = 0
          for dy in 0..<4 { for dx in 0..<4 { sum += Int(large.pixels[((y * 4 + dy) * 160 + x * 4 + dx) * 4 + channel]) } }
          pixels[(y * 40 + x) * 4 + channel] = UInt8((sum + 8) / 16)
        }
      }
    }
    return try Bitmap(width: 40, height: 40, pixels: pixels)
  }

  @Test func antialiasingOfAnotherRendererMatchesOnlyWithTheOption() throws {
    let reference = try supersampled(.indigo)
    let ours = try disc(.indigo, scale: 1)
    #expect(Diffing<Bitmap>.image().diffV2(reference, ours) != nil, "the edges differ")
    #expect(Diffing<Bitmap>.image(crossRenderer: true).diffV2(reference, ours) == nil)
    let recoloured = try disc(Color(.sRGB, red: 0.33, green: 0.32, blue: 0.80), scale: 1)
    let failure = Diffing<Bitmap>.image(crossRenderer: true).diffV2(reference, recoloured)
    #expect(failure?.0.contains("antialiased edge pixels forgiven") == true, "\(String(describing: failure?.0))")
  }
}
