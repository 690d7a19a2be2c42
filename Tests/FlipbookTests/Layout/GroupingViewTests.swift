@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `GroupBox`, `DisclosureGroup` and `ContentUnavailableView`.
@Suite struct GroupingViewTests {
  struct Inside: View {
    var body: some View { Text("Inside") }
  }

  @Test func aDisclosureGroupOpensOnATapAndFollowsItsBinding() throws {
    let rig = try Rig(width: 300, height: 200) {
      DisclosureGroup("More") { Inside() }.padding(.horizontal)
    }
    #expect(try rig.frames(of: Inside.self, at: 0).isEmpty)
    // The label row is centred vertically in the 200 pt canvas.
    try rig.graph.tap(at: CGPoint(x: 150, y: 100), time: 0)
    #expect(try rig.frames(of: Inside.self, at: 1).count == 1)
    let bound = try Rig(width: 300, height: 200) {
      DisclosureGroup("More", isExpanded: .constant(true)) { Inside() }
    }
    #expect(try bound.frames(of: Inside.self, at: 0).count == 1)
  }

  @Test func aGroupBoxInsetsItsContent() throws {
    let rig = try Rig(width: 300, height: 200) { GroupBox { Inside() } }
    let box = try #require(rig.frames(of: GroupBox<EmptyView, Inside>.self, at: 0).first)
    let inside = try #require(rig.frames(of: Inside.self, at: 0).first)
    #expect(inside.minX - box.minX == 16 && inside.minY - box.minY == 16)
    #expect(box.width == 300)
  }

  /// A card style, as apps write one: the label over the content, padded.
  struct CardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        configuration.label
        configuration.content
      }
      .padding(4)
    }
  }

  /// A style that keeps the default box and tints it.
  struct TintedStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      GroupBox(configuration).padding(10)
    }
  }

  /// `groupBoxStyle(_:)` draws the boxes below it with the style, as
  /// SwiftUI's; `GroupBox(configuration)` inside a style is the default box.
  @Test func aGroupBoxStyleDrawsTheBox() throws {
    let card = try Rig(width: 300, height: 200) {
      VStack { GroupBox { Inside() } label: { Text("Title") } }.groupBoxStyle(CardStyle())
    }
    let inside = try #require(card.frames(of: Inside.self, at: 0).first)
    let styled = try #require(card.frames(of: GroupBox<Text, Inside>.self, at: 0).first)
    // 4 pt in, under a 4-pt gap below its title's body line (20.29 pt,
    // 21 at this 1× rig, where a text's height rounds up to a pixel);
    // no background, no stretching: the default box is 300 wide.
    #expect(inside.minX - styled.minX == 4)
    #expect(abs(inside.minY - styled.minY - 4 - 21 - 4) < 0.5, "\(inside) in \(styled)")
    #expect(styled.width < 100)
    let tinted = try Rig(width: 300, height: 200) { GroupBox { Inside() }.groupBoxStyle(TintedStyle()) }
    let box = try #require(tinted.frames(of: GroupBox<EmptyView, Inside>.self, at: 0).first)
    let content = try #require(tinted.frames(of: Inside.self, at: 0).first)
    #expect(content.minX - box.minX == 26 && content.minY - box.minY == 26)
  }

  @Test func theLooks() {
    let view = VStack(spacing: 16) {
      GroupBox("Today") { Text("Three walks, 9,204 steps") }
      DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Hidden until opened") }
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        .frame(height: 220)
    }
    .padding(16)
    .frame(width: 390)
    expectGolden(of: view, named: "grouping-views", scale: 2)
  }
}
