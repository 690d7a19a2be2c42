@testable import Flipbook
import Foundation
import Testing

/// A scroll view that touches the safe area's edges reaches under the bars
/// and the home indicator, as SwiftUI's does, its content still starting at
/// the safe area: fespinoza/sample-json-app's iOS 17 detail screen (a
/// `ScrollView` on an iPhone 13 Pro, safe area 47/34) draws its last view,
/// a red 16:9 box, down to the screen's bottom edge.
@Suite struct ScrollSafeAreaTests {
  struct Block: View {
    var body: some View { Color.red }
  }

  let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  @Test func contentStartsAtTheSafeAreaAndShowsUnderTheHomeIndicator() throws {
    let rig = try Rig(width: 100, height: 300, safeAreaInsets: insets) {
      ScrollView {
        VStack(spacing: 0) {
          Color.white.frame(height: 200)
          Block().frame(height: 400)
        }
      }
    }
    let block = try #require(try rig.frames(of: Block.self, at: 0).first)
    #expect(abs(block.minY - 247) < 0.01, "content starts at the safe area's top: \(block.minY)")
    let image = try rig.image(at: 0)
    // Under the home indicator (y 266…300) the block shows; above the
    // safe area nothing is drawn (the content starts below it).
    #expect(image.pixel(x: 50, y: 290) == Bitmap.Pixel(255, 59, 48), "\(image.pixel(x: 50, y: 290))")
    #expect(image.pixel(x: 50, y: 299) == Bitmap.Pixel(255, 59, 48))
    #expect(image.pixel(x: 50, y: 20) == Bitmap.Pixel(255, 255, 255))
  }

  @Test func aScrollViewInsideTheSafeAreaStaysClipped() throws {
    // Not touching the bottom edge (a 100-pt frame): clipped to itself.
    let rig = try Rig(width: 100, height: 300, safeAreaInsets: insets) {
      VStack(spacing: 0) {
        ScrollView { Block().frame(height: 400) }.frame(height: 100)
        Spacer()
      }
    }
    let image = try rig.image(at: 0)
    #expect(image.pixel(x: 50, y: 47 + 99) == Bitmap.Pixel(255, 59, 48))
    #expect(image.pixel(x: 50, y: 47 + 101) == Bitmap.Pixel(255, 255, 255))
  }

  @Test func aHorizontalInsetKeepsTheContentInside() throws {
    // Landscape: the content is laid out across the safe width only.
    let sides = EdgeInsets(top: 0, leading: 40, bottom: 20, trailing: 40)
    let rig = try Rig(width: 300, height: 100, safeAreaInsets: sides) {
      ScrollView { Block().frame(height: 400) }
    }
    let block = try #require(try rig.frames(of: Block.self, at: 0).first)
    #expect(block.minX == 40 && block.width == 220)
  }
}
