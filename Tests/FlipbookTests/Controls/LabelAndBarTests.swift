@testable import Flipbook
import Foundation
import Testing

/// A label keeps its icon beside its title's first line, and a navigation
/// bar does not grow with Dynamic Type, as on iOS (fespinoza/sample-json-app's
/// iOS 17 detail screen at accessibilityExtraExtraLarge).
@Suite struct LabelAndBarTests {
  struct Icon: View {
    var body: some View { Color.red.frame(width: 10, height: 10) }
  }

  struct Title: View {
    var body: some View { Text("Action, Adventure, Science Fiction, War") }
  }

  @Test func aWrappedTitleKeepsItsIconBesideTheFirstLine() throws {
    let rig = try Rig(width: 140, height: 200) {
      Label { Title() } icon: { Icon() }
    }
    let icon = try #require(try rig.frames(of: Icon.self, at: 0).first)
    let title = try #require(try rig.frames(of: Title.self, at: 0).first)
    #expect(title.height > 60, "the title wraps: \(title.height)")
    // Body's first baseline is 16.19 pt down; the caps' middle 0.63 of it.
    let capsMiddle = title.minY + 16.19 * TitleAndIconLabelStyle.capsMiddle
    #expect(abs(icon.midY - capsMiddle) < 0.6, "\(icon.midY) vs \(capsMiddle)")
    // One line: as if centred.
    let single = try Rig(width: 300, height: 100) { Label { Text("War") } icon: { Icon() } }
    let frames = try single.frames(of: Icon.self, at: 0)
    #expect(abs(try #require(frames.first).midY - 50) < 0.6)
  }

  /// iOS 26's `labelIconToTitleSpacing(_:)` sets the gap between a label's
  /// icon and title (8 points by default).
  @Test func theIconToTitleSpacingIsSettable() throws {
    func gap(_ spacing: CGFloat?) throws -> CGFloat {
      let rig = try Rig(width: 300, height: 100) {
        if let spacing {
          Label { Title() } icon: { Icon() }.labelIconToTitleSpacing(spacing)
        } else {
          Label { Title() } icon: { Icon() }
        }
      }
      let icon = try #require(try rig.frames(of: Icon.self, at: 0).first)
      let title = try #require(try rig.frames(of: Title.self, at: 0).first)
      return title.minX - icon.maxX
    }
    #expect(try gap(nil) == 8)
    #expect(try gap(20) == 20)
    #expect(try gap(0) == 0)
    #expect(try gap(-.infinity) == 8)
  }

  @Test func anInlineTitleStaysSeventeenPointsAtAccessibilitySizes() throws {
    func titleHeight(_ size: DynamicTypeSize) throws -> CGFloat {
      let rig = try Rig(width: 390, height: 300) {
        NavigationStack {
          Color.clear.navigationTitle(Text("Avatar")).navigationBarTitleDisplayMode(.inline)
        }
        .dynamicTypeSize(size)
      }
      let image = try rig.image(at: 0)
      // The title's ink rows within the 44-pt bar.
      var rows: [Int] = []
      for y in 0..<44 where (150..<240).contains(where: { image.pixel(x: $0, y: y).red < 128 }) { rows.append(y) }
      return CGFloat((rows.last ?? 0) - (rows.first ?? 0) + 1)
    }
    let standard = try titleHeight(.large)
    #expect(standard > 10)
    #expect(try titleHeight(.accessibility4) == standard)
  }
}
