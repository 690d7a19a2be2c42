@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `listRowSpacing(_:)`, `listSectionSpacing(_:)` and `badgeProminence(_:)`.
@Suite struct ListSpacingTests {
  struct Row: View {
    let title: String
    var body: some View { Text(title) }
  }

  private func rows(_ rig: Rig) throws -> [CGRect] {
    try rig.frames(of: Row.self, at: 0).sorted { $0.minY < $1.minY }
  }

  /// Rows 12 pt apart are 12 pt further apart than touching rows (each
  /// row's own cell), and a list without the modifier is unchanged.
  @Test func rowSpacingSpacesTheRows() throws {
    func list(_ spacing: CGFloat?) throws -> [CGRect] {
      try rows(Rig(width: 393, height: 600) {
        List { Row(title: "One"); Row(title: "Two"); Row(title: "Three") }.listRowSpacing(spacing)
      })
    }
    let touching = try list(nil)
    let spaced = try list(12)
    #expect(touching.count == 3 && spaced.count == 3)
    for i in 1..<3 {
      #expect(abs((spaced[i].minY - spaced[i - 1].minY) - (touching[i].minY - touching[i - 1].minY) - 12) < 0.01)
    }
    #expect(try list(0) == touching)
    // A plain list (card lists with clear row backgrounds) spaces its rows too.
    let plain = try rows(Rig(width: 393, height: 600) {
      List { Row(title: "One"); Row(title: "Two") }.listStyle(.plain).listRowSpacing(16)
    })
    let plainTouching = try rows(Rig(width: 393, height: 600) { List { Row(title: "One"); Row(title: "Two") }.listStyle(.plain) })
    #expect(abs((plain[1].minY - plain[0].minY) - (plainTouching[1].minY - plainTouching[0].minY) - 16) < 0.01)
    #expect(try list(-.infinity) == touching, "clamped to 0")
  }

  /// Rows spaced apart are separate cards: the grouped background shows
  /// between them and no separator crosses the gap.
  @Test func spacedRowsAreCardsOfTheirOwn() throws {
    let rig = try Rig(width: 393, height: 400) {
      List { Row(title: "One"); Row(title: "Two") }.listRowSpacing(20)
    }
    let frames = try rows(rig)
    let image = try rig.image(at: 0)
    // The middle of the gap, at the card's middle: the grouped background
    // (242, 242, 247), not a card's white.
    let y = Int(((frames[0].maxY + frames[1].minY) / 2).rounded())
    #expect(image.rgb(196, y) == [242, 242, 247], "\(image.rgb(196, y))")
  }

  /// `listSectionSpacing` sets the gap above a headerless section: 35 pt
  /// by default, 10 when asked.
  @Test func sectionSpacingSetsTheGapBetweenSections() throws {
    func gap(_ spacing: ListSectionSpacing?) throws -> CGFloat {
      let rig = try Rig(width: 393, height: 600) {
        if let spacing {
          List { Section { Row(title: "One") }; Section { Row(title: "Two") } }.listSectionSpacing(spacing)
        } else {
          List { Section { Row(title: "One") }; Section { Row(title: "Two") } }
        }
      }
      let frames = try rows(rig)
      return frames[1].minY - frames[0].maxY
    }
    let standard = try gap(nil)
    #expect(try gap(.default) == standard)
    let ten = try gap(.custom(10))
    #expect(abs(ten - (standard - 25)) < 0.01, "\(ten) against \(standard)")
    #expect(abs(try gap(.compact) - (standard - 15)) < 0.01)
  }

  /// An increased badge is white on a red capsule; a standard one is the
  /// secondary colour's text.
  @Test func anIncreasedBadgeIsARedCapsule() throws {
    func reds(_ prominence: BadgeProminence) throws -> Int {
      let image = try Rig(width: 393, height: 200) {
        List { Row(title: "Inbox").badge(3) }.badgeProminence(prominence)
      }.image(at: 0)
      var count = 0
      for y in 0..<200 { for x in 300..<393 where image.rgb(x, y) == [255, 59, 48] { count += 1 } }
      return count
    }
    #expect(try reds(.standard) == 0)
    #expect(try reds(.increased) > 100)
  }
}
