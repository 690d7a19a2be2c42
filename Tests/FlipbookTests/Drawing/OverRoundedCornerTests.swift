import FlipbookCore
import Foundation
import Testing

@testable import Flipbook

/// A square rounded by more than half its side, drawn as iOS 18 draws it
/// (Path+RoundedRect.swift's essay): full corners whose ends run back along
/// each side, leaving iOS's hairline at the side's middle and nothing else
/// on the outer rows and columns.
@Suite struct OverRoundedCornerTests {
  /// marian-stanciulica/Foodybite's avatar, `.cornerRadius(100)` on 150 pt,
  /// clipped and filled, at 3× and a third of a point off the grid: its
  /// outermost columns and rows are empty but for the hairline round each
  /// side's middle (iOS 18.1's reference: coverage fading out 119 px either
  /// side of the middle). Each corner's flat end used to run along the
  /// back-run within a fraction of a pixel, and Cairo's clipping filled a
  /// whole stray pixel there (column 449, row 107: 255 levels off iOS).
  @Test func anAvatarsOuterColumnsHoldOnlyTheHairline() throws {
    for filled in [false, true] {
      for offset in [0.0, 1.0 / 3] {
        let avatar = filled
          ? AnyView(RoundedRectangle(cornerRadius: 100).fill(Color.red).frame(width: 150, height: 150))
          : AnyView(Color.red.frame(width: 150, height: 150).cornerRadius(100))
        let view = ZStack(alignment: .topLeading) {
          Color.white
          avatar.offset(x: offset)
        }.frame(width: 160, height: 160)
        let bitmap = try PlatformLook.$current.withValue(.iOS18) {
          let renderer = ImageRenderer(content: view)
          renderer.scale = 3
          return try #require(renderer.bitmap)
        }
        let left = Int((offset * 3).rounded())
        var stray: [String] = []
        for i in 0..<450 where abs(i - 225) > 56 {
          for (x, y) in [(0, i), (449, i), (i, 0), (i, 449)] where bitmap.pixel(x: left + x, y: y).green < 100 {
            stray.append("(\(x), \(y))")
          }
        }
        #expect(stray.isEmpty, "filled \(filled), \(offset) pt off the grid: \(stray)")
        // The hairline itself: the middle of each side is inked.
        #expect(bitmap.pixel(x: left + 449, y: 225).green < 100 && bitmap.pixel(x: left + 225, y: 0).green < 100)
      }
    }
  }
}
